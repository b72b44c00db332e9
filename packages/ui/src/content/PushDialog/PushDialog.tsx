import { useTranslation } from 'react-i18next';
import { Form } from '../../forms/Form';
import { Modal } from '../../overlays/Modal';
import { Button } from '../../primitives/Button';
import { Stack } from '../../primitives/Stack';
import { PushFields, usePushForm, type PushDialogValues, type PushFormOptions } from './PushFields';

export {
  PUSH_TITLE_LIMIT,
  type PushDialogValues,
  type PushFormOptions,
  type PushPlatform,
} from './PushFields';

export interface PushDialogProps extends PushFormOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the push opens, shown above the form (the article's title); `content.title` wins. */
  contentTitle?: string;
  /**
   * Called with valid values. The button is busy until it settles; the dialog closes when it
   * resolves and stays open with what was typed when it rejects (the caller reports the refusal).
   */
  onSubmit: (values: PushDialogValues) => Promise<void>;
}

/**
 * A push notification in a dialog (lists, the dashboard): the push form of operations §5 (see
 * `PushFields`). Mount one dialog per piece of content (e.g. `key` it by the content's id): the
 * defaults and the content are read at mount.
 */
export function PushDialog({
  open,
  onOpenChange,
  contentTitle,
  onSubmit,
  ...options
}: PushDialogProps) {
  const { t } = useTranslation();
  const state = usePushForm(options);
  const { form, content } = state;

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
            {content || contentTitle ? (
              <Modal.Description>
                {t('push-dialog-for', { title: content?.title ?? contentTitle })}
              </Modal.Description>
            ) : null}
            <PushFields state={state} />
          </Stack>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('action-cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            {t('push-send')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal.Root>
  );
}
