import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { DataList, type DataListColumn } from '../../data/DataList';
import { Form } from '../../forms/Form';
import { FormTextInput } from '../../forms/FormControls';
import { TextInput } from '../../inputs/TextInput';
import { Button } from '../../primitives/Button';
import { formatChinaTime } from '../../utils/chinaTime';

import { theme } from '../../foundations/tokens';
/** The credit price of one paid feature (operations §3 Credit expense: kind, price). */
export interface CreditExpenseRow {
  kind: string;
  price: number;
  version: number;
  updated_at: number;
}

export interface CreditExpenseEditorProps {
  /** The priced features, each with its kind, price in points, version and last change. */
  items: readonly CreditExpenseRow[];
  /** The prices are loading: placeholder rows on the first load, a busy table after. */
  loading?: boolean;
  /** A failed load's message, shown with Retry instead of the rows. */
  error?: string | null;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /**
   * Saves a price: `version` for an existing kind, none for a new one. Resolves when saved; rejects
   * to keep what was typed (the caller says why).
   */
  onSave: (kind: string, price: number, version: number | undefined) => Promise<void>;
}

const KIND = /^[a-z][a-z0-9_]{0,49}$/;
const PRICE = /^\d{1,9}$/;

const Row = styled.div`
  display: flex;
  gap: ${theme.space[2]};
  align-items: flex-end;
  flex-wrap: wrap;
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

function PriceCell({
  row,
  onSave,
}: {
  row: CreditExpenseRow;
  onSave: CreditExpenseEditorProps['onSave'];
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(row.price));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = text !== String(row.price);
  const save = async () => {
    if (!PRICE.test(text)) {
      setError(t('ai-price-invalid'));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await onSave(row.kind, Number(text), row.version);
    } catch {
      // The caller reported why; what was typed stays.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Row>
      <TextInput
        label={t('ai-price-of', { kind: row.kind })}
        hideLabel
        inputMode="numeric"
        value={text}
        onChange={(v) => {
          setText(v);
          if (error) setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void save();
        }}
        error={error ?? undefined}
        size="sm"
      />
      <Button
        size="sm"
        variant={dirty ? 'primary' : 'secondary'}
        disabled={!dirty}
        loading={saving}
        onClick={() => void save()}
        aria-label={t('ai-save-price-of', { kind: row.kind })}
      >
        {t('action-save')}
      </Button>
    </Row>
  );
}

interface NewKind {
  kind: string;
  price: string;
}

/**
 * The AI credit prices (operations §3 Credit expense; the credit schema's `ai_summary` feature):
 * each kind with its price in points, changed in place, and a new kind added below. Bad input gets
 * its message next to the field and nothing is sent.
 */
export function CreditExpenseEditor({
  items,
  loading,
  error,
  onRetry,
  onSave,
}: CreditExpenseEditorProps) {
  const { t } = useTranslation();
  const form = useForm<NewKind>({ defaultValues: { kind: '', price: '' } });
  const columns: DataListColumn<CreditExpenseRow>[] = [
    {
      key: 'kind',
      header: t('ai-kind'),
      width: 'minmax(160px, 1fr)',
      cell: (r) => <code>{r.kind}</code>,
    },
    {
      key: 'price',
      header: t('ai-price'),
      width: 'minmax(220px, 1fr)',
      cell: (r) => <PriceCell key={`${r.kind}:${r.version}`} row={r} onSave={onSave} />,
    },
    {
      key: 'updated',
      header: t('ing-updated'),
      width: 150,
      hideOnMobile: true,
      cell: (r) => formatChinaTime(r.updated_at),
    },
  ];
  return (
    <Section>
      <DataList
        rows={items}
        columns={columns}
        getRowId={(r) => r.kind}
        label={t('ai-credit-label')}
        loading={loading}
        error={error ?? undefined}
        onRetry={onRetry}
        emptyTitle={t('ai-credit-empty')}
      />
      <Form
        form={form}
        errorSummary="none"
        onSubmit={async (v) => {
          try {
            await onSave(v.kind, Number(v.price), undefined);
            form.reset({ kind: '', price: '' });
          } catch {
            // The caller reported why; what was typed stays.
          }
        }}
      >
        <Row role="group" aria-label={t('ai-new-kind')}>
          <FormTextInput
            control={form.control}
            name="kind"
            label={t('ai-kind')}
            hint={t('ai-kind-hint')}
            required
            rules={{
              format: (v) => KIND.test(v) || t('ai-kind-invalid'),
              unique: (v) => !items.some((i) => i.kind === v) || t('ai-kind-taken'),
            }}
          />
          <FormTextInput
            control={form.control}
            name="price"
            label={t('ai-price')}
            inputMode="numeric"
            required
            rules={{ format: (v) => PRICE.test(v) || t('ai-price-invalid') }}
          />
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            {t('ai-add-kind')}
          </Button>
        </Row>
      </Form>
    </Section>
  );
}
