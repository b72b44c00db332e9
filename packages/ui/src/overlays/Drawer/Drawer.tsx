import { FloatingNode, FloatingPortal, useMergeRefs } from '@floating-ui/react';
import { X } from 'lucide-react';
import { type ComponentPropsWithRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { IconButton } from '../../primitives/IconButton';
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
import { useDialog, type UseDialogOptions } from '../shared/useDialog';
import { DrawerPanel } from './Drawer.styles';

export interface DrawerProps
  extends Omit<UseDialogOptions, 'role'>, Omit<ComponentPropsWithRef<'div'>, 'title' | 'role'> {
  /** The title: names the dialog. */
  title: ReactNode;
  /** A line under the title (describes the dialog). */
  description?: ReactNode;
  /** Stays at the bottom while the body scrolls: the Select button, the basket badge. */
  footer?: ReactNode;
  /** Any CSS length; default `theme.size.drawerWidth`, never wider than the viewport. */
  width?: string;
  /** What receives focus on open: a tabbable index (default 0, the close button) or a ref. */
  initialFocus?: number | RefObject<HTMLElement | null>;
  /** The body (scrolls). */
  children?: ReactNode;
}

function DrawerDialog({
  open,
  defaultOpen,
  onOpenChange,
  closeOnEscape,
  closeOnOverlayClick,
  title,
  description,
  footer,
  width,
  initialFocus,
  children,
  style,
  ref,
  ...rest
}: DrawerProps) {
  const { t } = useTranslation();
  const dialog = useDialog(
    { open, defaultOpen, onOpenChange, closeOnEscape, closeOnOverlayClick },
    { initial: { transform: 'translateX(100%)' } },
  );
  const { refs, context, getFloatingProps, setOpen } = dialog;
  const mergedRef = useMergeRefs([refs.setFloating, ref]);
  return (
    <FloatingNode id={dialog.nodeId}>
      {dialog.isMounted && (
        <FloatingPortal>
          <Backdrop
            lockScroll
            data-layer="drawer"
            style={dialog.overlayStyles}
            {...dialog.backdropProps}
          />
          <DialogFocusManager context={context} initialFocus={initialFocus}>
            <DrawerPanel
              ref={mergedRef}
              aria-modal="true"
              aria-labelledby={dialog.title.id}
              aria-describedby={description !== undefined ? dialog.description.id : undefined}
              style={{ ...dialog.panelStyles, ...(width ? { width } : null), ...style }}
              data-drawer=""
              {...getFloatingProps(rest)}
            >
              <DialogHeader>
                <DialogHeading>
                  <DialogTitle id={dialog.title.id}>{title}</DialogTitle>
                  {description !== undefined && (
                    <DialogDescription id={dialog.description.id}>{description}</DialogDescription>
                  )}
                </DialogHeading>
                <IconButton
                  label={t('drawer-close')}
                  icon={<X aria-hidden />}
                  onClick={() => setOpen(false)}
                />
              </DialogHeader>
              <DialogBody>{children}</DialogBody>
              {footer !== undefined && <DialogFooter>{footer}</DialogFooter>}
            </DrawerPanel>
          </DialogFocusManager>
        </FloatingPortal>
      )}
    </FloatingNode>
  );
}

/**
 * A right-side panel over the page, the base of the selection panels: title and close button,
 * a scrolling body, a footer that stays in view. Modal like `Modal` (focus trapped and returned,
 * page scroll locked, Escape and overlay click close); slides in, without motion under reduced
 * motion.
 *
 * ```tsx
 * <Drawer open={open} onOpenChange={setOpen} title="Select articles"
 *   footer={<Button variant="primary" onClick={confirm}>Select</Button>}>
 *   …results…
 * </Drawer>
 * ```
 */
export function Drawer(props: DrawerProps) {
  return (
    <OverlayTree>
      <DrawerDialog {...props} />
    </OverlayTree>
  );
}
