import { autoUpdate, offset, size, useFloating } from '@floating-ui/react';
import { useCallback, useLayoutEffect, useState } from 'react';
import { useStickyFlip } from '../../overlays/shared/useStickyFlip';
import { spacePx } from './tokens';

/**
 * Positions a listbox under its field with floating-ui: below, flipped above when there is no room (the side is kept while open),
 * at least as wide as the field, never taller than the space left (exposed as the CSS variable
 * `--nd-available-height`), and kept in place while open (scroll, resize, layout shifts).
 *
 * The listbox stays mounted while closed (downshift needs its element), so it is only measured
 * and tracked while `open`.
 */
export function useDropdownFloating(open: boolean) {
  // floating-ui measures as soon as it holds both elements, open or not: a screen with a dozen
  // closed comboboxes paid a dozen forced layouts while it mounted (about 60 ms of the article
  // editor's opening). And keeping an element in state as it mounts re-rendered every field right
  // after its first commit, before the paint. So floating-ui gets the elements only while open.
  // The setters change with `open`, so React hands them the elements again as the list opens
  // (and the listbox, portalled, may mount a moment later): only then are they kept in state.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [listbox, setListbox] = useState<HTMLElement | null>(null);
  const setReference = useCallback(
    (element: HTMLElement | null) => {
      if (open) setAnchor(element);
    },
    [open],
  );
  const setFloating = useCallback(
    (element: HTMLElement | null) => {
      if (open) setListbox(element);
    },
    [open],
  );
  const flip = useStickyFlip(open, { padding: spacePx(2) });
  const floating = useFloating({
    open,
    elements: { reference: open ? anchor : null, floating: open ? listbox : null },
    placement: 'bottom-start',
    strategy: 'fixed',
    middleware: [
      offset(spacePx(1)),
      flip,
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
    setReference,
    setFloating,
    // Hidden for the moment between opening and the first measure, not drawn at the corner.
    floatingStyles: floating.isPositioned
      ? floating.floatingStyles
      : { ...floating.floatingStyles, visibility: 'hidden' as const },
  };
}
