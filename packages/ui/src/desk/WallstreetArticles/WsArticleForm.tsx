import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import type { ContentStatus } from '../../feedback/StatusBadge';
import { Form } from '../../forms/Form';
import { FormField } from '../../forms/FormField';
import {
  FormDateTimePicker,
  FormSelect,
  FormTextArea,
  FormTextInput,
} from '../../forms/FormControls';
import { Button } from '../../primitives/Button';
import { RichTextField } from '../../editor/RichTextField';
import { htmlHasContent } from '../../utils/sanitize';
import { DeskActions, DeskFields, DeskRow } from '../shared';
import type { WsArticleFormValues, WsArticleRowData } from './types';

/** Title limit of a desk article or viewpoint (designed here, as the server's). */
export const DESK_TITLE_LIMIT = 100;

export interface WsArticleFormProps {
  /** The article being edited; its values fill the form. */
  item: WsArticleRowData;
  /** Saves the patch; resolve when saved, reject to keep what was typed (the caller says why). */
  onSubmit: (values: WsArticleFormValues) => Promise<void>;
  /** Called by the Cancel button; without it no Cancel button shows. */
  onCancel?: () => void;
  /**
   * Called with true when the form gains unsaved changes and false when it loses them (the leave
   * guard).
   */
  onDirtyChange?: (dirty: boolean) => void;
  /** "Now" for the date picker (deterministic stories). */
  now?: number;
}

interface Values {
  title: string;
  summary: string;
  body: string;
  display_time: number | null;
  status: ContentStatus;
}

/**
 * The Wall Street article editor (what `updateWallstreetArticle` takes): title, summary, body on
 * Plate, display time (GMT+8) and status. "Please input title", "Please input body content"; bad
 * input sends nothing.
 */
export function WsArticleForm({
  item,
  onSubmit,
  onCancel,
  onDirtyChange,
  now,
}: WsArticleFormProps) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    defaultValues: {
      title: item.title,
      summary: item.summary ?? '',
      body: item.body ?? '',
      display_time: item.display_time,
      status: item.status,
    },
  });
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  return (
    <Form
      form={form}
      aria-label={t('desk-ws-form')}
      onSubmit={async (v) => {
        try {
          await onSubmit({
            title: v.title.trim(),
            summary: v.summary.trim() || null,
            body: v.body,
            display_time: v.display_time ?? item.display_time,
            status: v.status,
          });
          form.reset(v);
        } catch {
          // Refused: the caller said why; what was typed stays.
        }
      }}
    >
      <DeskFields>
        <FormTextInput<Values, 'title'>
          name="title"
          label={t('desk-field-title')}
          required
          requiredMessage={t('desk-title-required')}
          limit={DESK_TITLE_LIMIT}
        />
        <FormTextArea<Values, 'summary'> name="summary" label={t('desk-field-summary')} rows={2} />
        <FormField
          control={form.control}
          name="body"
          label={t('desk-field-body')}
          required
          requiredMessage={t('desk-body-required')}
          rules={{ content: (v) => htmlHasContent(String(v)) || t('desk-body-required') }}
          render={({ controlProps }) => <RichTextField {...controlProps} />}
        />
        <DeskRow>
          <FormDateTimePicker<Values, 'display_time'>
            name="display_time"
            label={t('desk-field-display-time')}
            required
            now={now}
          />
          <FormSelect<Values, 'status', ContentStatus>
            name="status"
            label={t('desk-field-status')}
            required
            options={[
              { value: 'published', label: t('status-published') },
              { value: 'draft', label: t('status-draft') },
              { value: 'deleted', label: t('status-deleted') },
            ]}
          />
        </DeskRow>
      </DeskFields>
      <DeskActions>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('action-cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
          {t('action-save')}
        </Button>
      </DeskActions>
    </Form>
  );
}
