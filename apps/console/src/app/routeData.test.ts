import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../data/clients';
import { prefetchRouteRead, unlessRouteRead } from '../data/cache';
import { lazyRouteData, startRouteData, type RouteDataContext } from './routeData';

const started: { path: string; params: RouteDataContext['params'] }[] = [];
const data = ({ url, params }: RouteDataContext) => {
  started.push({ path: `${url.pathname}${url.search}`, params });
};
const routes = [
  { path: '/auth/login', element: null },
  { path: '/content/article/list', element: null, handle: { data } },
  { path: '/content/article/:id', element: null, handle: { data } },
];

afterEach(() => {
  started.length = 0;
  tokenStore.set(null);
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a screen's first reads (routeData)", () => {
  it('start with the navigation to the screen, once per navigation, with its address', async () => {
    tokenStore.set('token');
    const router = createMemoryRouter(routes, {
      initialEntries: ['/content/article/list?status=2'],
    });
    const stop = startRouteData(router, new QueryClient());
    await settle();
    expect(started).toEqual([{ path: '/content/article/list?status=2', params: {} }]);

    await router.navigate('/content/article/7');
    await settle();
    expect(started.at(-1)).toEqual({ path: '/content/article/7', params: { id: '7' } });
    expect(started).toHaveLength(2);

    await router.navigate('/auth/login');
    await settle();
    expect(started).toHaveLength(2);
    stop();
    router.dispose();
  });

  it('read nothing for a signed-out visit (it goes to login)', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/content/article/list'] });
    const stop = startRouteData(router, new QueryClient());
    await router.navigate('/content/article/3');
    await settle();
    expect(started).toEqual([]);
    stop();
    router.dispose();
  });

  it("are the page's own first read: its mount does not ask again while they are fresh", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const queryClient = new QueryClient();
      const queryFn = vi.fn(async () => ['row']);
      await prefetchRouteRead(queryClient, { queryKey: ['rows', { page: 1 }], queryFn });
      const query = queryClient.getQueryCache().find({ queryKey: ['rows', { page: 1 }] })!;
      // Asked twice per mount (first result, subscription): the same answer both times.
      expect(unlessRouteRead(query)).toBe(false);
      expect(unlessRouteRead(query)).toBe(false);
      vi.setSystemTime(Date.now() + 6_000);
      expect(unlessRouteRead(query)).toBe(true);
      // Any other read is refetched on mount as before.
      queryClient.setQueryData(['rows', { page: 2 }], ['other']);
      const other = queryClient.getQueryCache().find({ queryKey: ['rows', { page: 2 }] })!;
      expect(unlessRouteRead(other)).toBe(true);
      expect(queryFn).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('lazyRouteData (reads whose code loads on demand)', () => {
  const route = (path: string): RouteDataContext => ({
    url: new URL(path, 'http://localhost'),
    params: {},
    queryClient: new QueryClient(),
  });

  it('loads the code once, and once preloaded starts the reads in the same task', async () => {
    const calls: string[] = [];
    const load = vi.fn(async () => ({ read: (path: string) => calls.push(path) }));
    const data = lazyRouteData(load, (m, r) => void m.read(r.url.pathname));

    // Not preloaded: the reads start once the code has loaded.
    await data(route('/a'));
    expect(calls).toEqual(['/a']);

    await data.preload!();
    void data(route('/b'));
    // Synchronously: no await of import() between the navigation and the request.
    expect(calls).toEqual(['/a', '/b']);
    // The code is loaded once, however often it is asked for.
    await data.preload!();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failed load to the caller and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<{ ok: true }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ ok: true });
    const run = vi.fn();
    const data = lazyRouteData(load, run);
    await expect(data(route('/a'))).rejects.toThrow('offline');
    expect(run).not.toHaveBeenCalled();
    await data(route('/a'));
    expect(run).toHaveBeenCalledTimes(1);
  });
});
