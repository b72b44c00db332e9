import { FloatingNode, FloatingPortal, useMergeRefs } from '@floating-ui/react';
import { X } from 'lucide-react';
import { useLayoutEffect, type ComponentPropsWithRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { IconButton } from '../../primitives/IconButton';
import { createPartsContext } from '../shared/context';
import { DialogFocusManager } from '../shared/DialogFocusManager';
import {
  Backdrop,
  DialogBody,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogHeading,
  DialogTitle,
} from '../shared/Dialog.styles';
import { OverlayTree } from '../shared/tree';
import { useDialog, type DialogState, type UseDialogOptions } from '../shared/useDialog';
import { ModalPanel } from './Modal.styles';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalRootProps
  extends UseDialogOptions, Omit<ComponentPropsWithRef<'div'>, 'role'> {
  /** Width class: sm 400 px, md 560 px (default), lg 840 px; never wider than the viewport. */
  size?: ModalSize;
  /**
   * What receives focus on open: an index among the tabbable elements (default 0, the first one,
   * usually the header's close button) or a ref (e.g. the first field).
   */
  initialFocus?: number | RefObject<HTMLElement | null>;
  /** The dialog's parts: `Modal.Header`, `Modal.Body` and `Modal.Footer`. */
  children?: ReactNode;
}

const [ModalContext, useModalContext] = createPartsContext<DialogState>('Modal.Root');

function ModalDialog({
  open,
  defaultOpen,
  onOpenChange,
  closeOnEscape,
  closeOnOverlayClick,
  role,
  size = 'md',
  initialFocus,
  children,
  style,
  ref,
  ...rest
}: ModalRootProps) {
  const dialog = useDialog(
    { open, defaultOpen, onOpenChange, closeOnEscape, closeOnOverlayClick, role },
    { initial: { opacity: 0, transform: 'scale(0.97)' } },
  );
  const { refs, context, getFloatingProps, title, description } = dialog;
  const mergedRef = useMergeRefs([refs.setFloating, ref]);
  return (
    <ModalContext value={dialog}>
      <FloatingNode id={dialog.nodeId}>
        {dialog.isMounted && (
          <FloatingPortal>
            <Backdrop
              lockScroll
              data-layer="modal"
              style={dialog.overlayStyles}
              {...dialog.backdropProps}
            >
              <DialogFocusManager context={context} initialFocus={initialFocus}>
                <ModalPanel
                  ref={mergedRef}
                  aria-modal="true"
                  aria-labelledby={title.present ? title.id : undefined}
                  aria-describedby={description.present ? description.id : undefined}
                  data-size={size}
                  style={{ ...dialog.panelStyles, ...style }}
                  {...getFloatingProps(rest)}
                >
                  {children}
                </ModalPanel>
              </DialogFocusManager>
            </Backdrop>
          </FloatingPortal>
        )}
      </FloatingNode>
    </ModalContext>
  );
}

/** The dialog itself: state, portal, backdrop, focus trap and scroll lock. */
function ModalRoot(props: ModalRootProps) {
  return (
    <OverlayTree>
      <ModalDialog {...props} />
    </OverlayTree>
  );
}

export interface ModalHeaderProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The title: names the dialog (`aria-labelledby`). */
  children: ReactNode;
  /** Hides the close button (e.g. while a required step is pending). */
  hideClose?: boolean;
}

/** The title and the close button. */
function ModalHeader({ children, hideClose = false, ...rest }: ModalHeaderProps) {
  const { title, setOpen } = useModalContext('Modal.Header');
  const { t } = useTranslation();
  const { register } = title;
  useLayoutEffect(() => register(), [register]);
  return (
    <DialogHeader {...rest}>
      <DialogHeading>
        <DialogTitle id={title.id}>{children}</DialogTitle>
      </DialogHeading>
      {!hideClose && (
        <IconButton
          label={t('dialog-close')}
          icon={<X aria-hidden />}
          onClick={() => setOpen(false)}
        />
      )}
    </DialogHeader>
  );
}

/** A sentence that describes the dialog (`aria-describedby`); place it in the body. */
function ModalDescription(props: ComponentPropsWithRef<'p'>) {
  const { description } = useModalContext('Modal.Description');
  const { register } = description;
  useLayoutEffect(() => register(), [register]);
  return <DialogDescription id={description.id} {...props} />;
}

/** The content; scrolls when it is taller than the viewport allows. */
function ModalBody(props: ComponentPropsWithRef<'div'>) {
  useModalContext('Modal.Body');
  return <DialogBody {...props} />;
}

/** The actions, right-aligned: secondary first, primary last. */
function ModalFooter(props: ComponentPropsWithRef<'div'>) {
  useModalContext('Modal.Footer');
  return <DialogFooter {...props} />;
}

/**
 * A modal dialog: `role="dialog"`, `aria-modal`, named by its header's title, focus trapped and
 * returned to where it was on close, page scroll locked; Escape and a click on the overlay close
 * it (both can be turned off).
 *
 * ```tsx
 * <Modal.Root open={open} onOpenChange={setOpen} size="sm">
 *   <Modal.Header>Rename tag</Modal.Header>
 *   <Modal.Body>…</Modal.Body>
 *   <Modal.Footer>
 *     <Button onClick={() => setOpen(false)}>Cancel</Button>
 *     <Button variant="primary">Save</Button>
 *   </Modal.Footer>
 * </Modal.Root>
 * ```
 */
export const Modal = {
  Root: ModalRoot,
  Header: ModalHeader,
  Description: ModalDescription,
  Body: ModalBody,
  Footer: ModalFooter,
};
