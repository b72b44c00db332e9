import { gql } from '@newsdesk/api-client';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_READ_FRESH_MS } from './routeReads';
import { graphqlClient, noteGraphqlRouteRead, resetGraphqlCache, useGraphqlQuery } from './graphql';

/**
 * The GraphQL endpoint: every request answers the week's revenue, with a number that grows per
 * request so that a test can tell the cached answer from the network's. Installed before the
 * clients are created (they keep the fetch they were given).
 */
const server = vi.hoisted(() => {
  const state = { requests: 0 };
  globalThis.fetch = async () => {
    state.requests += 1;
    const node = (revenue: number) => ({
      __typename: 'OrderStatistic',
      datetime: 1_795_000_000,
      order_count: 3,
      revenue,
    });
    const body = {
      data: {
        daily: { __typename: 'OrderStatistics', nodes: [node(state.requests)] },
        weekly: { __typename: 'OrderStatistics', nodes: [node(state.requests)] },
      },
    };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return state;
});

/** Each render of the read: what it had (the revenue, or nothing) and whether it was loading. */
const renders: string[] = [];

function Revenue() {
  const read = useGraphqlQuery(gql.DashboardRevenueDocument, {});
  const revenue = read.data?.weekly.nodes[0]?.revenue;
  renders.push(`${revenue ?? 'none'}${read.loading ? ' loading' : ''}`);
  return <p>{`revenue: ${revenue ?? 'none'}`}</p>;
}

/** Reads the revenue ahead into Apollo's cache, as the dashboard's route does while its chunks load. */
async function readAhead() {
  const client = await graphqlClient();
  await client.query({
    query: gql.DashboardRevenueDocument,
    variables: {},
    fetchPolicy: 'network-only',
  });
}

describe('useGraphqlQuery, Apollo as the GraphQL cache', () => {
  beforeEach(async () => {
    await resetGraphqlCache();
    renders.length = 0;
    server.requests = 0;
  });
  afterEach(cleanup);

  it('paints what the cache holds in its first render, then asks the server again', async () => {
    await readAhead();
    render(<Revenue />);
    expect(renders[0]).toBe('1 loading');
    await screen.findByText('revenue: 2');
    expect(server.requests).toBe(2);
  });

  it("takes its route's fresh read as its own, and asks again once that read is old", async () => {
    await readAhead();
    noteGraphqlRouteRead(gql.DashboardRevenueDocument, {});
    const first = render(<Revenue />);
    expect(renders[0]).toBe('1 loading');
    await waitFor(() => expect(renders.at(-1)).toBe('1'));
    // A second reader (the dashboard's charts) mounting while the read is fresh: the cache too.
    render(<Revenue />);
    await waitFor(() => expect(renders.at(-1)).toBe('1'));
    expect(server.requests).toBe(1);
    first.unmount();
    cleanup();

    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + ROUTE_READ_FRESH_MS + 1);
    try {
      render(<Revenue />);
      await screen.findByText('revenue: 2');
      expect(server.requests).toBe(2);
    } finally {
      clock.mockRestore();
    }
  });

  it('starts without data when the cache has none', async () => {
    await graphqlClient();
    render(<Revenue />);
    expect(renders[0]).toBe('none loading');
    await screen.findByText('revenue: 1');
    await waitFor(() => expect(renders.at(-1)).toBe('1'));
  });
});
