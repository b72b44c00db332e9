import { flip, type Middleware, type Placement } from '@floating-ui/react';
import { useLayoutEffect, useRef } from 'react';

type FlipOptions = NonNullable<Parameters<typeof flip>[0]>;

/**
 * floating-ui's `flip`, decided once per opening: the overlay takes the side that has room as it
 * opens (below its button, or above when there is none) and keeps that side until it closes.
 *
 * Plain `flip` chooses again on every update. A menu opened above a button near the bottom of the
 * window jumped below it as soon as the page scrolled and room appeared there, under a pointer
 * already on its way to an item: a click pressed on one item was released over the page, and
 * nothing was chosen. An open overlay now moves only with its button; `shift` and `size` still
 * keep it in view.
 */
export function useStickyFlip(open: boolean, options: FlipOptions): Middleware {
  // The side chosen for this opening (and the placement it was chosen for).
  const chosen = useRef<{ from: Placement; side: Placement } | null>(null);
  // Cleared as the overlay opens, not as it closes: a closing overlay fading out keeps its side.
  useLayoutEffect(() => {
    if (open) chosen.current = null;
  }, [open]);
  const choose = flip(options);
  // floating-ui keeps the first middleware it was given while the next ones compare equal (same
  // options, same function text), so everything the function reads lives in the ref.
  return {
    name: 'flip',
    options,
    async fn(state) {
      const kept = chosen.current;
      if (kept && kept.from === state.initialPlacement) {
        return state.placement === kept.side ? {} : { reset: { placement: kept.side } };
      }
      const result = await choose.fn(state);
      if (!result.reset) chosen.current = { from: state.initialPlacement, side: state.placement };
      return result;
    },
  };
}
