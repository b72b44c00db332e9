import { matchRoutes, type createBrowserRouter, type RouteObject } from 'react-router';
import { routes } from './router';
import type { RouteHandle } from './routes';

type Lazy = () => Promise<unknown>;
type DataRouter = ReturnType<typeof createBrowserRouter>;
const started = new WeakMap<Lazy, Promise<unknown>>();

/**
 * Loads the code (and message areas) of the screen at `path` ahead of the navigation, so the router
 * finds its modules ready when the user gets there: the same `import()` calls the routes make, which
 * the browser runs once. Failures are left to the navigation, which reports them. Settles when the
 * code has loaded (rejects if it failed).
 */
export function prefetchPath(path: string): Promise<void> {
  const { pathname } = new URL(path, window.location.origin);
  const loads: Promise<unknown>[] = [];
  for (const { route } of matchRoutes(routes as RouteObject[], pathname) ?? []) {
    // The code of the screen's first reads too (routeData.ts `lazyRouteData`).
    void (route.handle as RouteHandle | undefined)?.data?.preload?.().catch(() => undefined);
    const lazy = route.lazy;
    if (typeof lazy !== 'function') continue;
    let load = started.get(lazy as Lazy);
    if (!load) {
      load = (lazy as Lazy)();
      started.set(lazy as Lazy, load);
      load.catch(() => started.delete(lazy as Lazy));
    }
    loads.push(load);
  }
  const all = Promise.all(loads).then(() => undefined);
  all.catch(() => undefined);
  return all;
}

let appRouter: DataRouter | undefined;

/** The app's router (App.tsx), whose routes `prefetchWhenIdle` makes ready. */
export function setPrefetchRouter(router: DataRouter): void {
  appRouter = router;
}

/**
 * Makes the router's own routes for `path` ready, once their code has loaded: react-router resolves
 * a route's `lazy` during the first navigation to it, in a "loading" state that re-renders the
 * screen being left (its whole tree) before the new one renders. Opening the editor from the list,
 * that extra render took about 60 of the click's 300 ms. A fetcher load of the path is the router's
 * public way to resolve them ahead: these routes have no loaders, so it reads nothing, and the
 * fetcher is deleted once done. Only after `prefetchPath` succeeded, so the router's `lazy` finds
 * every module loaded and cannot fail into the current screen's error boundary.
 */
export async function readyRoutes(path: string, router = appRouter): Promise<void> {
  if (!router?.state.initialized) return;
  const { pathname } = new URL(path, window.location.origin);
  const matches = matchRoutes(router.routes, pathname);
  const leaf = matches?.at(-1)?.route;
  // The fetcher's target is the route whose lazy is resolved: it must still have one (a fetcher
  // load of a route with neither lazy nor loader ends in a 404 shown in the current screen), and an
  // index route is the target only when the path says `?index`.
  if (
    !matches ||
    !leaf?.id ||
    typeof leaf.lazy !== 'function' ||
    matches.some((m) => m.route.loader)
  )
    return;
  const key = `ready:${pathname}`;
  await new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      const fetcher = state.fetchers.get(key);
      if (fetcher && fetcher.state !== 'idle') return;
      unsubscribe();
      resolve();
    });
    void router.fetch(key, leaf.id, leaf.index ? `${pathname}?index` : pathname);
  });
  router.deleteFetcher(key);
}

/**
 * `prefetchPath` once the current screen has settled: after `delayMs` (the screen's own images and
 * follow-up requests go first, and evaluating a large module does not hold up its first frames),
 * then when the browser is idle; then `readyRoutes`, so the navigation renders the screen at once.
 */
export function prefetchWhenIdle(path: string, delayMs = 800): () => void {
  let cancelled = false;
  const cancel = whenIdle(
    () =>
      void prefetchPath(path)
        .then(() => (cancelled ? undefined : readyRoutes(path)))
        .catch(() => undefined),
    delayMs,
  );
  return () => {
    cancelled = true;
    cancel();
  };
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
