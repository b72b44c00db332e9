import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form } from '../../forms/Form';
import {
  FormDateTimePicker,
  FormRadioGroup,
  FormTextArea,
  FormTextInput,
} from '../../forms/FormControls';
import { Modal } from '../../overlays/Modal';
import { Button } from '../../primitives/Button';
import { Stack } from '../../primitives/Stack';

export type PushPlatform = 'all' | 'android' | 'ios';

export interface PushDialogValues {
  title: string;
  body: string;
  /** When to send (ms); null = now. */
  start_time: number | null;
  platform: PushPlatform;
}

export interface PushDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the push opens, shown above the form (the article's title). */
  contentTitle: string;
  /**
   * Values the form starts with (the article's title and summary), read when the dialog mounts:
   * mount one dialog per piece of content (e.g. `key` it by the content's id).
   */
  defaults: Pick<PushDialogValues, 'title' | 'body'>;
  /**
   * Called with valid values. The button is busy until it settles; the dialog closes when it
   * resolves and stays open with what was typed when it rejects (the caller reports the refusal).
   */
  onSubmit: (values: PushDialogValues) => Promise<void>;
  /** The clock (stories and tests). */
  now?: number;
}

/** The notification title limit of the spec (operations §Push: "default 80"). */
export const PUSH_TITLE_LIMIT = 80;

/**
 * A push notification for one piece of content (operations §Push): title (required, at most 80
 * characters, the spec's messages), text, send time in China time (empty = now, never in the past)
 * and platform.
 */
export function PushDialog({
  open,
  onOpenChange,
  contentTitle,
  defaults,
  onSubmit,
  now,
}: PushDialogProps) {
  const { t } = useTranslation();
  const form = useForm<PushDialogValues>({
    defaultValues: { ...defaults, start_time: null, platform: 'all' },
    mode: 'onChange',
  });
  const { control, formState } = form;

  return (
    <Modal.Root open={open} onOpenChange={onOpenChange} size="md">
      <Form
        form={form}
        onSubmit={async (values) => {
          try {
            await onSubmit(values);
          } catch {
            // Refused: the caller has said why (a toast); the dialog keeps what was typed.
            return;
          }
          onOpenChange(false);
        }}
        errorSummary="none"
      >
        <Modal.Header>{t('push-dialog-title')}</Modal.Header>
        <Modal.Body>
          <Stack gap={3}>
            <Modal.Description>{t('push-dialog-for', { title: contentTitle })}</Modal.Description>
            <FormTextInput
              control={control}
              name="title"
              label={t('push-title')}
              required
              requiredMessage={t('error-notification-title-empty')}
              limit={PUSH_TITLE_LIMIT}
              limitMessage={t('error-notification-title-limit', { limit: PUSH_TITLE_LIMIT })}
              validateOn="change"
            />
            <FormTextArea
              control={control}
              name="body"
              label={t('push-body')}
              required
              limit={500}
              validateOn="change"
            />
            <FormDateTimePicker
              control={control}
              name="start_time"
              label={t('push-start-time')}
              hint={t('push-start-time-hint')}
              clearable
              validateOn="change"
              {...(now !== undefined ? { now } : {})}
              rules={{
                future: (v) =>
                  v === null ||
                  v === undefined ||
                  (v as number) >= (now ?? Date.now()) - 60_000 ||
                  t('error-notification-date'),
              }}
            />
            <FormRadioGroup<PushDialogValues, 'platform', PushPlatform>
              control={control}
              name="platform"
              label={t('push-platform')}
              orientation="horizontal"
              options={(['all', 'android', 'ios'] as const).map((p) => ({
                value: p,
                label: t(`push-platform-${p}`),
              }))}
            />
          </Stack>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('action-cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={formState.isSubmitting}>
            {t('push-send')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal.Root>
  );
}
