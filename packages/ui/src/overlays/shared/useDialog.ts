import {
  useDismiss,
  useFloating,
  useFloatingNodeId,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import type { CSSProperties, MouseEvent } from 'react';
import { useControllableState } from '../../utils/useControllableState';
import { useOverlayTransition } from './motion';
import { useSlot } from './useSlot';

export interface UseDialogOptions {
  /** Whether the dialog is shown (controlled); undefined lets the dialog manage it. */
  open?: boolean;
  /** Whether the dialog starts shown when `open` is not controlled (default false). */
  defaultOpen?: boolean;
  /**
   * Called with the new state when the dialog opens or closes (close button, Escape, an overlay
   * click).
   */
  onOpenChange?: (open: boolean) => void;
  /** Escape closes (default true). */
  closeOnEscape?: boolean;
  /** A click on the overlay closes (default true). */
  closeOnOverlayClick?: boolean;
  /** `dialog` (default), or `alertdialog` for a question that needs an answer. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * The state and floating-ui wiring shared by Modal and Drawer: dismissal, role, labelling slots
 * and the enter/exit transition (none under reduced motion).
 */
export function useDialog(
  {
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    closeOnEscape = true,
    closeOnOverlayClick = true,
    role = 'dialog',
  }: UseDialogOptions,
  transition: { initial: CSSProperties },
) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const nodeId = useFloatingNodeId();
  const { refs, context } = useFloating({ open, onOpenChange: setOpen, nodeId });
  const { getFloatingProps } = useInteractions([
    useDismiss(context, {
      escapeKey: closeOnEscape,
      outsidePress: closeOnOverlayClick,
      // A drag that starts in the dialog and ends on the overlay must not close it.
      outsidePressEvent: 'mousedown',
    }),
    useRole(context, { role }),
  ]);
  // Under reduced motion, no transition styles at all: not even the one frame with the `initial`
  // ones, in which the dialog was already in the page, focused, and invisible.
  const overlay = useOverlayTransition(context, 'normal', { initial: { opacity: 0 } });
  const panel = useOverlayTransition(context, 'normal', { initial: transition.initial });
  const title = useSlot();
  const description = useSlot();
  // A press on the backdrop itself must not take focus out of the dialog (to the body), or Tab
  // would then start from the page behind it.
  const backdropProps = {
    onMouseDown: (event: MouseEvent<HTMLElement>) => {
      if (event.target === event.currentTarget) event.preventDefault();
    },
  };
  return {
    backdropProps,
    open,
    setOpen,
    nodeId,
    refs,
    context,
    getFloatingProps,
    isMounted: panel.isMounted,
    overlayStyles: overlay.styles,
    panelStyles: panel.styles,
    title,
    description,
    role,
  };
}

export type DialogState = ReturnType<typeof useDialog>;
