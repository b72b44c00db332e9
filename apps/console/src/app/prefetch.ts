import { matchRoutes, type RouteObject } from 'react-router';
import { routes } from './router';

type Lazy = () => Promise<unknown>;
const started = new WeakSet<Lazy>();

/**
 * Loads the code (and message areas) of the screen at `path` ahead of the navigation, so the router
 * finds its modules ready when the user gets there: the same `import()` calls the routes make, which
 * the browser runs once. Failures are left to the navigation, which reports them.
 */
export function prefetchPath(path: string): void {
  const { pathname } = new URL(path, window.location.origin);
  for (const { route } of matchRoutes(routes as RouteObject[], pathname) ?? []) {
    const lazy = route.lazy;
    if (typeof lazy !== 'function' || started.has(lazy as Lazy)) continue;
    started.add(lazy as Lazy);
    void (lazy as Lazy)().catch(() => started.delete(lazy as Lazy));
  }
}

/**
 * `prefetchPath` once the current screen has settled: after `delayMs` (the screen's own images and
 * follow-up requests go first, and evaluating a large module does not hold up its first frames),
 * then when the browser is idle.
 */
export function prefetchWhenIdle(path: string, delayMs = 800): () => void {
  return whenIdle(() => prefetchPath(path), delayMs);
}

/** Runs `task` after `delayMs`, then when the browser is idle; the returned function cancels it. */
export function whenIdle(task: () => void, delayMs = 800): () => void {
  let idle: number | undefined;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(task, { timeout: 2_000 });
    else task();
  }, delayMs);
  return () => {
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
