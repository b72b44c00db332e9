import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form } from '../../forms/Form';
import { FormDateTimePicker, FormTextArea, FormTextInput } from '../../forms/FormControls';
import { Modal } from '../../overlays/Modal';
import { Button } from '../../primitives/Button';
import { Stack } from '../../primitives/Stack';

/** Notification title limit (operations §9). */
export const NOTIFICATION_TITLE_LIMIT = 80;

export interface NotificationValues {
  title: string;
  body: string;
  /** An http(s) link, or '' for none. */
  url: string;
  /** When it is shown from, ms (entered in China time). */
  at: number;
}

export interface NotificationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Now: the default time and the earliest allowed. */
  now: number;
  /** Sends; resolve to close, reject to keep what was typed (the caller says why). */
  onSubmit: (values: NotificationValues) => Promise<void>;
}

interface Values {
  title: string;
  body: string;
  url: string;
  at: number | null;
}

const URL = /^https?:\/\/\S+$/i;

/**
 * The dashboard's send-notification dialog (operations §2, §7 omni-notification): the site-wide
 * notification with title (at most 80 characters), body, link and the time it shows from, in China
 * time; a time before now is refused with the spec's messages, and nothing is sent.
 */
export function NotificationDialog({ open, onOpenChange, now, onSubmit }: NotificationDialogProps) {
  const { t } = useTranslation();
  const form = useForm<Values>({ defaultValues: { title: '', body: '', url: '', at: now } });
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange} size="md">
      <Form
        form={form}
        errorSummary="none"
        onSubmit={async (v) => {
          try {
            await onSubmit({
              title: v.title.trim(),
              body: v.body.trim(),
              url: v.url.trim(),
              at: v.at!,
            });
          } catch {
            return;
          }
          form.reset();
          onOpenChange(false);
        }}
      >
        <Modal.Header>{t('dash-send-notification')}</Modal.Header>
        <Modal.Body>
          <Stack gap={3}>
            <FormTextInput<Values, 'title'>
              name="title"
              label={t('dash-notification-title')}
              required
              requiredMessage={t('error-notification-title-empty')}
              limit={NOTIFICATION_TITLE_LIMIT}
              limitMessage={t('error-notification-title-limit', {
                limit: NOTIFICATION_TITLE_LIMIT,
              })}
            />
            <FormTextArea<Values, 'body'>
              name="body"
              label={t('dash-notification-body')}
              required
              limit={500}
              rows={3}
            />
            <FormTextInput<Values, 'url'>
              name="url"
              label={t('dash-notification-url')}
              type="url"
              rules={{
                url: (v) => !v.trim() || URL.test(v.trim()) || t('dash-notification-url-invalid'),
              }}
            />
            <FormDateTimePicker<Values, 'at'>
              name="at"
              label={t('dash-notification-time')}
              hint={t('dash-notification-time-hint')}
              required
              now={now}
              rules={{
                future: (v) => v === null || v >= now - 60_000 || t('error-notification-date'),
              }}
            />
          </Stack>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('dash-slogan-cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            {t('dash-notification-send')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal.Root>
  );
}
