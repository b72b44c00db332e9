import {
  autoUpdate,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import { useStickyFlip } from '../../overlays/shared/useStickyFlip';
import { spacePx } from './tokens';

/**
 * The popover dialog of a date picker: opened by its button (the reference, which gets focus back
 * on close), positioned under the whole field (the position reference), dismissed by Escape and
 * outside presses, flipped and shifted to stay in view, tracked while open.
 */
export function usePickerPopover(
  open: boolean,
  setOpen: (open: boolean) => void,
  /** The button and the field, when the caller holds them (a popover mounted only while open). */
  elements?: { buttonRef: RefObject<HTMLElement | null>; fieldRef: RefObject<HTMLElement | null> },
) {
  const flip = useStickyFlip(open, { padding: spacePx(2) });
  const floating = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-start',
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [offset(spacePx(1)), flip, shift({ padding: spacePx(2) })],
  });
  const interactions = useInteractions([
    useClick(floating.context),
    useDismiss(floating.context),
    useRole(floating.context, { role: 'dialog' }),
  ]);
  // The button and the field wait in refs while the picker is closed, and floating-ui gets them as
  // it opens (before the paint): holding them in floating-ui's state from the mount re-rendered
  // every picker right after its first commit, for nothing (a closed picker positions nothing).
  const buttonRef = useRef<HTMLElement | null>(null);
  const fieldRef = useRef<HTMLElement | null>(null);
  const setReference = useCallback((element: HTMLElement | null) => {
    buttonRef.current = element;
  }, []);
  const setPositionReference = useCallback((element: HTMLElement | null) => {
    fieldRef.current = element;
  }, []);
  const { refs } = floating;
  const callerButton = elements?.buttonRef;
  const callerField = elements?.fieldRef;
  useLayoutEffect(() => {
    if (!open) return;
    refs.setReference((callerButton ?? buttonRef).current);
    refs.setPositionReference((callerField ?? fieldRef).current);
  }, [open, refs, callerButton, callerField]);
  // Plain functions and values (no refs object), so render code never reads a ref.
  return {
    context: floating.context,
    floatingStyles: floating.floatingStyles,
    setReference,
    setPositionReference,
    setFloating: floating.refs.setFloating,
    getReferenceProps: interactions.getReferenceProps,
    getFloatingProps: interactions.getFloatingProps,
  };
}
