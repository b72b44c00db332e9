import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { Form } from '../../forms/Form';
import { Button } from '../../primitives/Button';
import { Actions, Columns, Panel } from '../shared/styles';
import { useRefusableSubmit, type FieldRefusal } from '../shared/useFormRefusal';

export interface SourceFormLayoutProps<TValues extends FieldValues> {
  /** The form's react-hook-form instance, whose values are submitted. */
  form: UseFormReturn<TValues>;
  /** Names the form's panel. */
  label: string;
  /**
   * Called with valid values; Save is busy until it settles. A resolved refusal shows its message
   * next to its field, a rejection keeps what was typed, success makes the values the clean state.
   */
  onSubmit: (values: TValues) => Promise<FieldRefusal<TValues> | undefined>;
  /** Called by the Cancel button; without it no Cancel button shows. */
  onCancel?: (() => void) | undefined;
  /** The submit button's text (default "Save"). */
  submitLabel?: string | undefined;
  /** Above the columns (a choice that shapes the rest). */
  intro?: ReactNode;
  /** The short fields, in two columns that fold into one on a narrow screen. */
  columns: ReactNode;
  /** Under the columns (long texts, a table), before Cancel and Save. */
  children?: ReactNode;
}

/**
 * The layout of a source's form, shared by the ingestion source and the data source: a panel with
 * the short fields in columns, the long ones under them, Cancel and Save at the end; no error
 * summary (each message stands at its field) and a server refusal shown at its field.
 */
export function SourceFormLayout<TValues extends FieldValues>({
  form,
  label,
  onSubmit,
  onCancel,
  submitLabel,
  intro,
  columns,
  children,
}: SourceFormLayoutProps<TValues>) {
  const { t } = useTranslation();
  const submit = useRefusableSubmit(form, onSubmit);
  return (
    <Form form={form} errorSummary="none" onSubmit={submit}>
      <Panel aria-label={label}>
        {intro}
        <Columns>{columns}</Columns>
        {children}
        <Actions>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel}>
              {t('action-cancel')}
            </Button>
          ) : null}
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            {submitLabel ?? t('action-save')}
          </Button>
        </Actions>
      </Panel>
    </Form>
  );
}
