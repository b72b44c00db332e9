import { autoUpdate, flip, offset, size, useFloating } from '@floating-ui/react';
import { useLayoutEffect } from 'react';
import { spacePx } from './tokens';

/**
 * Positions a listbox under its field with floating-ui: below, flipped above when there is no room,
 * at least as wide as the field, never taller than the space left (exposed as the CSS variable
 * `--nd-available-height`), and kept in place while open (scroll, resize, layout shifts).
 *
 * The listbox stays mounted while closed (downshift needs its element), so the position is only
 * tracked while `open`.
 */
export function useDropdownFloating(open: boolean) {
  const floating = useFloating({
    open,
    placement: 'bottom-start',
    strategy: 'fixed',
    middleware: [
      offset(spacePx(1)),
      flip({ padding: spacePx(2) }),
      size({
        padding: spacePx(2),
        apply({ rects, availableHeight, elements }) {
          elements.floating.style.minWidth = `${rects.reference.width}px`;
          elements.floating.style.setProperty(
            '--nd-available-height',
            `${Math.max(0, Math.floor(availableHeight))}px`,
          );
        },
      }),
    ],
  });
  const { update } = floating;
  const { reference, floating: floatingEl } = floating.elements;

  useLayoutEffect(() => {
    if (!open || !reference || !floatingEl) return;
    return autoUpdate(reference, floatingEl, update);
  }, [open, reference, floatingEl, update]);

  return {
    setReference: floating.refs.setReference,
    setFloating: floating.refs.setFloating,
    floatingStyles: floating.floatingStyles,
  };
}
