import {
  autoUpdate,
  flip,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { spacePx } from './tokens';

/**
 * The popover dialog of a date picker: opened by its button (the reference, which gets focus back
 * on close), positioned under the whole field (the position reference), dismissed by Escape and
 * outside presses, flipped and shifted to stay in view, tracked while open.
 */
export function usePickerPopover(open: boolean, setOpen: (open: boolean) => void) {
  const floating = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-start',
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [offset(spacePx(1)), flip({ padding: spacePx(2) }), shift({ padding: spacePx(2) })],
  });
  const interactions = useInteractions([
    useClick(floating.context),
    useDismiss(floating.context),
    useRole(floating.context, { role: 'dialog' }),
  ]);
  // Plain functions and values (no refs object), so render code never reads a ref.
  return {
    context: floating.context,
    floatingStyles: floating.floatingStyles,
    setReference: floating.refs.setReference,
    setPositionReference: floating.refs.setPositionReference,
    setFloating: floating.refs.setFloating,
    getReferenceProps: interactions.getReferenceProps,
    getFloatingProps: interactions.getFloatingProps,
  };
}
