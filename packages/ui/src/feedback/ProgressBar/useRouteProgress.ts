import { useEffect, useState } from 'react';

/** Where a route bar starts, how high it may trickle, how often, and how long "done" shows. */
export const ROUTE_PROGRESS = { start: 8, ceiling: 94, tickMs: 250, doneMs: 400 } as const;

/** The next trickle value: big steps at first, ever smaller ones near the ceiling, never past it. */
export function trickle(value: number): number {
  const step = value < 20 ? 6 : value < 50 ? 3 : value < 80 ? 1.5 : value < 90 ? 0.5 : 0.2;
  return Math.min(ROUTE_PROGRESS.ceiling, value + step);
}

type Phase = 'idle' | 'running' | 'done';

/**
 * The value of a route progress bar: it appears when `active` turns true, trickles towards the ceiling
 * while active (not under reduced motion: it then stays put), jumps to 100 when `active` turns false
 * and is gone `doneMs` later.
 */
export function useRouteProgress(active: boolean, reducedMotion: boolean) {
  const [prevActive, setPrevActive] = useState(active);
  const [state, setState] = useState<{ phase: Phase; value: number }>(() =>
    active ? { phase: 'running', value: ROUTE_PROGRESS.start } : { phase: 'idle', value: 0 },
  );

  // Adjust state while rendering when `active` flips (no extra render pass through an effect).
  if (active !== prevActive) {
    setPrevActive(active);
    if (active) setState({ phase: 'running', value: ROUTE_PROGRESS.start });
    else if (state.phase === 'running') setState({ phase: 'done', value: 100 });
  }

  useEffect(() => {
    if (state.phase !== 'running' || reducedMotion) return;
    const id = setInterval(() => {
      setState((s) => (s.phase === 'running' ? { ...s, value: trickle(s.value) } : s));
    }, ROUTE_PROGRESS.tickMs);
    return () => clearInterval(id);
  }, [state.phase, reducedMotion]);

  useEffect(() => {
    if (state.phase !== 'done') return;
    const id = setTimeout(() => setState({ phase: 'idle', value: 0 }), ROUTE_PROGRESS.doneMs);
    return () => clearTimeout(id);
  }, [state.phase]);

  return state;
}
