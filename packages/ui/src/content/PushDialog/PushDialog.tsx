import { useState } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { Form } from '../../forms/Form';
import { Checkbox } from '../../inputs/Checkbox';
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
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with false on Cancel, on dismissal and after a successful submit. */
  onOpenChange: (open: boolean) => void;
  /** What the push opens, shown above the form (the article's title); `content.title` wins. */
  contentTitle?: string;
  /**
   * Offers the choice to show the push as the site-wide notification too (omni-notification), as
   * the new push page does (the dashboard's dialog); `defaultChecked` is its starting state.
   */
  siteWideOption?: { defaultChecked?: boolean };
  /**
   * Called with valid values (and, with `siteWideOption`, the site-wide choice). The button is busy
   * until it settles; the dialog closes when it resolves and stays open with what was typed when it
   * rejects (the caller reports the refusal).
   */
  onSubmit: (values: PushDialogValues, options?: { siteWide: boolean }) => Promise<void>;
}

/**
 * A push notification in a dialog (lists, the dashboard): the push form of operations §5 (see
 * `PushFields`), the same fields and rules as the new push page (`PushEditor`). Mount one dialog per piece of content (e.g. `key` it by the content's id): the
 * defaults and the content are read at mount.
 */
export function PushDialog({
  open,
  onOpenChange,
  contentTitle,
  siteWideOption,
  onSubmit,
  ...options
}: PushDialogProps) {
  const { t } = useTranslation();
  const state = usePushForm(options);
  const [siteWide, setSiteWide] = useState(siteWideOption?.defaultChecked ?? false);
  const { form, content } = state;

  return (
    <Modal.Root open={open} onOpenChange={onOpenChange} size="md">
      <Form
        form={form}
        onSubmit={async (values) => {
          try {
            await (siteWideOption ? onSubmit(values, { siteWide }) : onSubmit(values));
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
            {siteWideOption ? (
              <Checkbox
                label={t('push-site-wide')}
                hint={t('push-site-wide-hint')}
                checked={siteWide}
                onChange={setSiteWide}
              />
            ) : null}
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
