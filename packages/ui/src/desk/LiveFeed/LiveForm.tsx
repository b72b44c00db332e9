import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Form } from '../../forms/Form';
import {
  FormCheckbox,
  FormDateTimePicker,
  FormSelect,
  FormTextArea,
  FormTextInput,
} from '../../forms/FormControls';
import { Button } from '../../primitives/Button';
import type { LiveFormValues, LiveRowData } from './types';

import { theme } from '../../foundations/tokens';
/** Title limit of a flash news item (designed here, as the server's). */
export const LIVE_TITLE_LIMIT = 200;

export interface LiveFormProps {
  /** The flash news item being edited; its values fill the form. */
  item: LiveRowData;
  /** Saves the patch; resolve when saved, reject to keep what was typed (the caller says why). */
  onSubmit: (values: LiveFormValues) => Promise<void>;
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
  content: string;
  content_more: string;
  images: string;
  score: string;
  status: LiveFormValues['status'];
  is_deleted: boolean;
  display_time: number | null;
}

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[4]};
`;

const valuesOf = (item: LiveRowData): Values => ({
  title: item.title,
  content: item.content,
  content_more: item.content_more ?? '',
  images: item.images.join('\n'),
  score: String(item.score),
  status: item.status,
  is_deleted: item.is_deleted,
  display_time: item.display_time,
});

const URL_RE = /^https?:\/\/\S+$/;

/**
 * The flash news editor (content §3 WscnLive): title, content, content_more, images (one URL a
 * line), score, status, the deleted-at-source flag and the display time (GMT+8). Bad input gets
 * its message next to the field and nothing is sent.
 */
export function LiveForm({ item, onSubmit, onCancel, onDirtyChange, now }: LiveFormProps) {
  const { t } = useTranslation();
  const form = useForm<Values>({ defaultValues: valuesOf(item) });
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  return (
    <Form
      form={form}
      aria-label={t('desk-live-form')}
      onSubmit={async (v) => {
        try {
          await onSubmit({
            title: v.title.trim(),
            content: v.content.trim(),
            content_more: v.content_more.trim() || null,
            images: v.images
              .split('\n')
              .map((s) => s.trim())
              .filter(Boolean),
            score: Number(v.score),
            status: v.status,
            is_deleted: v.is_deleted,
            display_time: v.display_time ?? item.display_time,
          });
          form.reset(v);
        } catch {
          // Refused: the caller said why; what was typed stays.
        }
      }}
    >
      <Fields>
        <FormTextInput<Values, 'title'>
          name="title"
          label={t('desk-live-title')}
          limit={LIVE_TITLE_LIMIT}
        />
        <FormTextArea<Values, 'content'>
          name="content"
          label={t('desk-live-content')}
          required
          requiredMessage={t('desk-live-content-required')}
          rows={5}
        />
        <FormTextArea<Values, 'content_more'>
          name="content_more"
          label={t('desk-live-content-more')}
          rows={3}
        />
        <FormTextArea<Values, 'images'>
          name="images"
          label={t('desk-live-images')}
          hint={t('desk-live-images-hint')}
          rows={2}
          rules={{
            url: (value) =>
              String(value)
                .split('\n')
                .map((s) => s.trim())
                .filter(Boolean)
                .every((s) => URL_RE.test(s)) || t('desk-live-images-invalid'),
          }}
        />
        <FormTextInput<Values, 'score'>
          name="score"
          label={t('desk-live-score')}
          inputMode="numeric"
          required
          hint={t('desk-live-score-hint')}
          rules={{
            range: (value) =>
              /^\d{1,6}$/.test(String(value).trim()) || t('desk-live-score-invalid'),
          }}
        />
        <FormSelect<Values, 'status', LiveFormValues['status']>
          name="status"
          label={t('desk-live-status')}
          required
          options={[
            { value: 'published', label: t('status-published') },
            { value: 'draft', label: t('status-draft') },
            { value: 'deleted', label: t('status-deleted') },
          ]}
        />
        <FormDateTimePicker<Values, 'display_time'>
          name="display_time"
          label={t('desk-live-display-time')}
          required
          now={now}
        />
        <FormCheckbox<Values, 'is_deleted'> name="is_deleted" label={t('desk-live-is-deleted')} />
      </Fields>
      <Actions>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('action-cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
          {t('action-save')}
        </Button>
      </Actions>
    </Form>
  );
}
