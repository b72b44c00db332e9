import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type createBrowserRouter, type Location, type Params } from 'react-router';
import { tokenStore } from '../data/clients';
import type { RouteHandle } from './routes';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/** What a screen's `data` gets: the address it is opened at and the session's cache. */
export interface RouteDataContext {
  url: URL;
  params: Params;
  queryClient: QueryClient;
}

/**
 * A screen's first reads (its `data` in routes.tsx): started into the session's cache the moment a
 * navigation to the screen begins, so the request runs while the screen's chunks load and its first
 * render is built, and the page's own hooks find it in flight (or answered) instead of asking then.
 * Signing in to the article list, the list's request left 150 ms after the login answer, when the
 * page had rendered and mounted; it now leaves with the navigation.
 */
export type RouteData = ((route: RouteDataContext) => Promise<void> | void) & {
  /** Loads the code the reads need, ahead of the navigation (`prefetchPath`). */
  preload?: () => Promise<unknown>;
};

/**
 * A screen's `data` whose code loads on demand: `load` runs once, and once its module is there (a
 * prefetch called `preload`), a navigation calls `run` at once. Awaiting `import()` again, even of a
 * module already loaded, resolves only in a later task, behind the next screen's render: signing
 * in, the article list's request left 15 to 40 ms after the navigation.
 */
export function lazyRouteData<M>(
  load: () => Promise<M>,
  run: (module: M, route: RouteDataContext) => Promise<void> | void,
): RouteData {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // Offline: the next navigation or prefetch tries again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const data: RouteData = (route) =>
    loaded ? run(loaded, route) : preload().then((module) => run(module, route));
  data.preload = preload;
  return data;
}

/**
 * Starts the `data` of the screens a router goes to (the current one first), for a signed-in
 * session only: a signed-out visit goes to login and reads nothing. Returns the unsubscribe.
 * A failure is left to the page, whose own read reports it.
 */
export function startRouteData(router: DataRouter, queryClient: QueryClient): () => void {
  let last: string | null = null;
  const start = (location: Location) => {
    // Once per navigation: the router reports a navigation's location while it loads and again
    // when it lands.
    if (location.key === last) return;
    last = location.key;
    if (!tokenStore.get()) return;
    const url = new URL(`${location.pathname}${location.search}`, window.location.origin);
    for (const match of matchRoutes(router.routes, location) ?? []) {
      const data = (match.route.handle as RouteHandle | undefined)?.data;
      if (!data) continue;
      void Promise.resolve()
        .then(() => data({ url, params: match.params, queryClient }))
        .catch(() => undefined);
    }
  };
  start(router.state.location);
  return router.subscribe((state) => start(state.navigation.location ?? state.location));
}
