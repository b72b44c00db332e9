// The one place that wraps floating-ui's focus manager (the lint rule sends every overlay here).
// eslint-disable-next-line no-restricted-imports
import { FloatingFocusManager } from '@floating-ui/react';
import { getTabbableOptions } from '@floating-ui/react/utils';
import { useLayoutEffect, type ComponentProps, type RefObject } from 'react';
import { tabbable } from 'tabbable';

type FloatingContext = ComponentProps<typeof FloatingFocusManager>['context'];

export interface DialogFocusManagerProps {
  /** The floating context of the dialog (`useFloating().context`). */
  context: FloatingContext;
  /**
   * What receives focus on open: an index among the tabbable elements (default 0; negative: none)
   * or a ref.
   */
  initialFocus?: number | RefObject<HTMLElement | null>;
  /**
   * Whether the focus is trapped and the rest of the page inert (default true: dialogs, drawers);
   * false for popovers, which close when the focus leaves them.
   */
  modal?: boolean;
  /** The dialog panel. */
  children: ComponentProps<typeof FloatingFocusManager>['children'];
}

/**
 * floating-ui's focus manager (trap, return focus, inert outside) with the initial focus moved
 * into the dialog before the next frame instead of after it.
 *
 * floating-ui focuses the initial element in a `requestAnimationFrame`. During that frame the
 * focus is still on the trigger: a key pressed at once (Enter again, a first letter) goes to
 * the page behind, and a click inside the dialog within that frame has its focus taken away
 * when the frame comes. Here the focus moves in a microtask after the commit: after floating-ui
 * has noted what to return the focus to, before the browser handles the next event.
 */
export function DialogFocusManager({
  context,
  initialFocus,
  modal = true,
  children,
}: DialogFocusManagerProps) {
  const open = context.open;
  const floating = context.elements.floating;

  useLayoutEffect(() => {
    if (!open || !floating) return;
    let cancelled = false;
    queueMicrotask(() => {
      if (cancelled || floating.contains(floating.ownerDocument.activeElement)) return;
      const wanted = initialFocus ?? 0;
      if (typeof wanted === 'number' && wanted < 0) return; // as floating-ui: a negative index asks for none
      const target =
        typeof wanted === 'number'
          ? // The same tabbables, in the same order, as floating-ui counts for an index.
            tabbable(floating, getTabbableOptions())[wanted]
          : wanted.current;
      // A popover may not be in its place yet (floating-ui positions it after this commit): never
      // scroll the page towards where it was drawn first.
      (target ?? floating).focus({ preventScroll: !target || !modal });
    });
    return () => {
      cancelled = true;
    };
    // A new `initialFocus` while open changes nothing: the focus is inside by then.
  }, [open, floating, modal, initialFocus]);

  return (
    <FloatingFocusManager context={context} modal={modal} initialFocus={-1}>
      {children}
    </FloatingFocusManager>
  );
}
