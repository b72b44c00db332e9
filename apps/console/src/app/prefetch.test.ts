import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { readyRoutes } from './prefetch';

const Editor = () => null;

function setup() {
  const load = vi.fn(async () => ({ Component: Editor }));
  const routes: RouteObject[] = [
    { path: '/content/article/list', element: null },
    { path: '/content/article/:id', lazy: load },
  ];
  const router = createMemoryRouter(routes, { initialEntries: ['/content/article/list'] });
  const states: string[] = [];
  router.subscribe((state) => states.push(state.navigation.state));
  return { router, load, states };
}

describe('readyRoutes (the router resolves a prefetched route ahead of the navigation)', () => {
  it('resolves the route once, leaves no fetcher, and the navigation then lands without a loading state', async () => {
    const { router, load, states } = setup();
    await readyRoutes('/content/article/create', router);
    expect(load).toHaveBeenCalledTimes(1);
    expect(router.routes[1]!.lazy).toBeUndefined();
    expect(router.state.fetchers.size).toBe(0);
    expect(router.state.location.pathname).toBe('/content/article/list');
    expect(router.state.errors).toBeNull();

    states.length = 0;
    await router.navigate('/content/article/7');
    expect(router.state.location.pathname).toBe('/content/article/7');
    expect(states).not.toContain('loading');
    // Asked again, there is nothing left to resolve: no second load, no fetcher.
    await readyRoutes('/content/article/8', router);
    expect(load).toHaveBeenCalledTimes(1);
    expect(router.state.fetchers.size).toBe(0);
  });

  it('without it, the first navigation goes through a loading state (what it saves)', async () => {
    const { router, states } = setup();
    await router.navigate('/content/article/7');
    expect(states).toContain('loading');
  });

  it('resolves an index route (the fetcher targets it only with ?index), leaving the screen as it was', async () => {
    const load = vi.fn(async () => ({ Component: Editor }));
    const router = createMemoryRouter(
      [
        { path: '/auth/login', element: null },
        { path: '/', children: [{ index: true, lazy: load }] },
      ],
      { initialEntries: ['/auth/login'] },
    );
    await readyRoutes('/', router);
    expect(load).toHaveBeenCalledTimes(1);
    expect(router.routes[1]!.children![0]!.lazy).toBeUndefined();
    expect(router.state.errors).toBeNull();
    expect(router.state.fetchers.size).toBe(0);
    // Once resolved, asking again does not fetch: a fetcher load of a route without lazy or loader
    // would end in a 404 shown in the current screen.
    await readyRoutes('/', router);
    expect(router.state.errors).toBeNull();
  });

  it('does nothing for a path no lazy route matches', async () => {
    const { router, states } = setup();
    await readyRoutes('/content/article/list', router);
    await readyRoutes('/nowhere', router);
    expect(states).toEqual([]);
    expect(router.state.fetchers.size).toBe(0);
  });
});
