import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { Button } from '../../primitives/Button';
import { Modal, type ModalSize } from '../Modal';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown (controlled); undefined lets the dialog manage it. */
  open?: boolean;
  /** Whether the dialog starts shown when `open` is not controlled (default false). */
  defaultOpen?: boolean;
  /**
   * Called with false when the dialog closes: cancelled, or confirmed (once a promise returned by
   * `onConfirm` resolves).
   */
  onOpenChange?: (open: boolean) => void;
  /** The question (already translated): names the dialog. */
  title: ReactNode;
  /** What will happen (already translated): describes the dialog. */
  message?: ReactNode;
  /** Default: "Confirm" (i18n). */
  confirmLabel?: ReactNode;
  /** Default: "Cancel" (i18n). */
  cancelLabel?: ReactNode;
  /** `danger` for destructive actions: red confirm button, focus starts on Cancel. */
  tone?: 'default' | 'danger';
  /**
   * Runs on confirm. While a returned promise is pending the confirm button is busy and the
   * dialog cannot be dismissed; when it resolves the dialog closes, when it rejects it stays open
   * (the caller reports the error).
   */
  onConfirm?: () => unknown;
  /** Runs when the user cancels (button, Escape or overlay). */
  onCancel?: () => void;
  /** A click on the overlay cancels (default false: an alert dialog needs an answer). */
  closeOnOverlayClick?: boolean;
  /** The dialog's width: `sm` 400 px (default), `md` 560 px, `lg` 840 px. */
  size?: ModalSize;
}

/**
 * A question that needs an answer before going on: `role="alertdialog"`, built on Modal.
 * For imperative use (`await confirm({...})`) see `useConfirm`.
 */
export function ConfirmDialog({
  open: openProp,
  defaultOpen,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  onConfirm,
  onCancel,
  closeOnOverlayClick = false,
  size = 'sm',
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [innerOpen, setInnerOpen] = useState(defaultOpen ?? false);
  const open = openProp ?? innerOpen;
  const cancelRef = useRef<HTMLButtonElement | null>(null);
  const confirmRef = useRef<HTMLButtonElement | null>(null);

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };
  const cancel = () => {
    if (busy) return;
    onCancel?.();
    setOpen(false);
  };
  const confirm = async () => {
    if (busy) return;
    const result = onConfirm?.();
    if (result instanceof Promise) {
      setBusy(true);
      try {
        await result;
      } catch {
        setBusy(false);
        return; // stays open: the caller reports the failure
      }
      setBusy(false);
    }
    setOpen(false);
  };

  return (
    <Modal.Root
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : cancel())}
      role="alertdialog"
      size={size}
      closeOnEscape={!busy}
      closeOnOverlayClick={closeOnOverlayClick && !busy}
      initialFocus={tone === 'danger' ? cancelRef : confirmRef}
    >
      <Modal.Header hideClose>{title}</Modal.Header>
      {message !== undefined && (
        <Modal.Body>
          <Modal.Description>{message}</Modal.Description>
        </Modal.Body>
      )}
      <Modal.Footer>
        <Button ref={cancelRef} onClick={cancel} disabled={busy}>
          {cancelLabel ?? t('action-cancel')}
        </Button>
        <Button
          ref={confirmRef}
          variant={tone === 'danger' ? 'danger' : 'primary'}
          loading={busy}
          onClick={() => void confirm()}
        >
          {confirmLabel ?? t('action-confirm')}
        </Button>
      </Modal.Footer>
    </Modal.Root>
  );
}
