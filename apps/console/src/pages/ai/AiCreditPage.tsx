import { CreditExpenseEditor, useToast, useTranslation } from '@newsdesk/ui';
import { useCreditExpenses, useSetCreditExpense } from '../../data/ai';
import { sourceErrorMessage } from '../../data/sources';
import { PageHeader, Section } from '../sources/shared';
import { UserCreditSection } from './UserCreditSection';

/**
 * /content/ai/credit (operations §2, §3 Credit expense): the credit price of each paid AI feature,
 * changed in place; a new kind added with its price.
 */
export function Component() {
  const { t } = useTranslation();
  const toast = useToast();
  const read = useCreditExpenses();
  const set = useSetCreditExpense();
  return (
    <Section>
      <PageHeader title={t('screen-ai-credit')} />
      <CreditExpenseEditor
        items={read.rows ?? []}
        loading={read.loading && !read.rows}
        error={read.error && !read.rows ? sourceErrorMessage(read.error) : null}
        onRetry={read.retry}
        onSave={async (kind, price, version) => {
          try {
            await set(kind, price, version);
            toast.success(t('ing-saved'));
          } catch (e) {
            toast.error(sourceErrorMessage(e));
            throw e;
          }
        }}
      />
      <UserCreditSection />
    </Section>
  );
}
