import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from './clients';
import { peekDashboardStats, prefetchDashboard, takeDashboardStats } from './dashboardPrefetch';

/** The API: the counts for any token, counting the requests; GraphQL answers nothing useful. */
const server = vi.hoisted(() => {
  const state = { stats: 0 };
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' || input instanceof URL ? String(input) : input.url;
    if (!url.includes('/v1/admin/stats')) return new Response('{}', { status: 404 });
    state.stats += 1;
    const body = { status: 0, code: 0, message: 'OK', data: { my_article_count: state.stats } };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return state;
});

describe("the dashboard's counts read ahead by its route", () => {
  afterEach(() => tokenStore.set(null));

  it('are shown once arrived, for the same token only, and taken without asking again', async () => {
    tokenStore.set('tok-a');
    prefetchDashboard();
    // Not arrived yet: nothing to show in a first render.
    expect(peekDashboardStats()).toBeUndefined();
    await vi.waitFor(() =>
      expect(peekDashboardStats()?.data).toMatchObject({ my_article_count: 1 }),
    );
    tokenStore.set('tok-b');
    expect(peekDashboardStats()).toBeUndefined();
    tokenStore.set('tok-a');
    await expect(takeDashboardStats()).resolves.toMatchObject({ my_article_count: 1 });
    expect(server.stats).toBe(1);
    // Taken: the next read asks the server.
    expect(peekDashboardStats()).toBeUndefined();
    await expect(takeDashboardStats()).resolves.toMatchObject({ my_article_count: 2 });
  });
});
