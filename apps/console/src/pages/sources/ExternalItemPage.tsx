import {
  ExternalItemDetail,
  useToast,
  type ExternalItemReview,
  useTranslation,
} from '@newsdesk/ui';
import { useParams } from 'react-router';
import { sourceErrorMessage, useExternalItem, useUpdateExternalItem } from '../../data/sources';
import { ReadFailure } from '../../shell/ReadFailure';
import { RouterLink } from '../../shell/RouterLink';
import { PageHeader, Section, useLeaveGuard } from './shared';

/** /content/sources/external-items/:id: one external item, its source, and its review. */
export function Component() {
  const { t } = useTranslation();
  const toast = useToast();
  const { id: param } = useParams();
  const id = param && /^\d{1,12}$/.test(param) ? param : null;
  const read = useExternalItem(id);
  const update = useUpdateExternalItem();
  const guard = useLeaveGuard();
  const item = read.item;

  if (id === null || (!read.loading && !item)) {
    return (
      <Section>
        <PageHeader title={t('screen-external-item')} />
        <ReadFailure
          error={read.error}
          missing={t('ei-not-found')}
          failed={t('ing-load-error')}
          onRetry={read.retry}
          action={<RouterLink href="/content/sources/external-items">{t('ing-back')}</RouterLink>}
        />
      </Section>
    );
  }
  if (!item) {
    return (
      <Section aria-busy="true">
        <PageHeader title={t('screen-external-item')} />
      </Section>
    );
  }
  const review = async (values: ExternalItemReview) => {
    try {
      await update.run({ id: item.id, version: item.version, input: values });
      guard.markSaved();
      toast.success(t('ing-saved'));
    } catch (e) {
      toast.error(sourceErrorMessage(e));
      throw e;
    }
  };
  return (
    <Section>
      <PageHeader title={t('screen-external-item')} />
      <ExternalItemDetail
        key={`${item.id}:${item.version}`}
        item={item}
        sourceHref={(sourceId) => `/content/sources/${sourceId}`}
        linkComponent={RouterLink}
        onReview={review}
        onDirtyChange={guard.onDirtyChange}
      />
    </Section>
  );
}
