import { gql } from '@newsdesk/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from './clients';
import {
  peekDashboardRevenue,
  peekDashboardStats,
  prefetchDashboard,
  REVENUE_REQUEST,
  takeDashboardStats,
} from './dashboardPrefetch';
import { graphqlClient, resetGraphqlCache } from './graphql';

/**
 * The API: the counts for any token (counting the requests), and on GraphQL the week's revenue for
 * `tok-admin` only (a refusal for anyone else), keeping each GraphQL request's body and token.
 */
const server = vi.hoisted(() => {
  const state = { stats: 0, graphql: [] as { body: string; token: string | null }[] };
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' || input instanceof URL ? String(input) : input.url;
    if (url.endsWith('/graphql')) {
      const token = new Headers(init?.headers).get('X-Token');
      state.graphql.push({ body: String(init?.body), token });
      if (token !== 'tok-admin') return json({ data: null, errors: [{ message: 'Forbidden' }] });
      const nodes = (revenue: number) => [
        { __typename: 'OrderStatistic', datetime: 1_795_000_000, order_count: 3, revenue },
      ];
      return json({
        data: {
          daily: { __typename: 'OrderStatistics', nodes: nodes(10) },
          weekly: { __typename: 'OrderStatistics', nodes: nodes(20) },
        },
      });
    }
    if (!url.includes('/v1/admin/stats')) return new Response('{}', { status: 404 });
    state.stats += 1;
    return json({ status: 0, code: 0, message: 'OK', data: { my_article_count: state.stats } });
  };
  return state;
});

describe("the dashboard's reads started by its route", () => {
  beforeEach(async () => {
    await resetGraphqlCache();
    server.graphql.length = 0;
  });
  afterEach(() => tokenStore.set(null));

  it('counts: shown once arrived, for the same token only, and taken without asking again', async () => {
    tokenStore.set('tok-a');
    server.stats = 0;
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

  it('revenue: asked once, as Apollo asks for the document, and found in Apollo’s cache', async () => {
    tokenStore.set('tok-admin');
    prefetchDashboard();
    // Before Apollo is asked for: the route's own answer, for the counts' "Last week" line.
    expect(peekDashboardRevenue()).toBeUndefined();
    await vi.waitFor(() => expect(peekDashboardRevenue()?.weekly.nodes[0]?.revenue).toBe(20));
    tokenStore.set('tok-other');
    expect(peekDashboardRevenue()).toBeUndefined();
    tokenStore.set('tok-admin');
    const client = await graphqlClient();
    const cached = () =>
      client.readQuery({ query: gql.DashboardRevenueDocument, variables: {} })?.weekly.nodes[0];
    await vi.waitFor(() => expect(cached()?.revenue).toBe(20));
    expect(server.graphql).toEqual([{ body: JSON.stringify(REVENUE_REQUEST), token: 'tok-admin' }]);
    // The request Apollo itself sends for the generated document is the same one.
    await client.query({
      query: gql.DashboardRevenueDocument,
      variables: {},
      fetchPolicy: 'network-only',
    });
    expect(server.graphql[1]?.body).toBe(JSON.stringify(REVENUE_REQUEST));
  });

  it('revenue: a refusal (not an Admin) leaves the cache empty', async () => {
    tokenStore.set('tok-editor');
    prefetchDashboard();
    await vi.waitFor(() => expect(server.graphql).toHaveLength(1));
    const client = await graphqlClient();
    // Whatever was going to happen with the answer has happened by the next macrotask.
    await new Promise((r) => setTimeout(r, 0));
    expect(client.readQuery({ query: gql.DashboardRevenueDocument, variables: {} })).toBeNull();
    expect(peekDashboardRevenue()).toBeUndefined();
  });
});
