import { graphqlAuthHeaders, unwrap } from '@newsdesk/api-client';
import type { DashboardRevenueQuery } from '@newsdesk/api-client/generated/graphql';
import { getPreference } from '@newsdesk/ui';
import { config } from '../app/config';
import { api, tokenStore } from './clients';
import { graphqlClient, noteGraphqlRouteRead } from './graphql';

/**
 * What the dashboard can start while its route's chunks load (react-router's `lazy`, in parallel
 * with the session's own check): Apollo's chunk, which every GraphQL panel needs, the counts (REST)
 * and the week's revenue (GraphQL, asked at once and written into Apollo's cache once Apollo is
 * there). Without it the counts and the "Last week: ¥…" line (the page's largest
 * content) waited for the page's chunks, then for Apollo's chunk, then for their own requests.
 * The page's first render reads the revenue from the cache (`useGraphqlQuery`), so the line is in
 * the page's first frame when this read has answered by then.
 * This module stays small: it is part of the shell's code, not of the page's chunk.
 *
 * The revenue is the Admins' (operations §9): the roles are not known before the session's check
 * answers, which this read must not wait for, so it is asked for every role while the
 * mallStatisticsSwitch preference is on; the server refuses it to the others and the refusal is
 * dropped here (their dashboard never shows nor asks for revenue).
 */

/**
 * The week's revenue exactly as Apollo asks for it (the DashboardRevenue document, with the
 * `__typename`s its cache adds, printed), so it can be asked before Apollo's code has loaded and
 * its answer written into Apollo's cache. `dashboardPrefetch.test.ts` compares it with the request
 * Apollo sends for the generated document: a change to the document fails there.
 */
export const REVENUE_REQUEST = {
  operationName: 'DashboardRevenue',
  variables: {},
  query: `query DashboardRevenue($end_time: Timestamp) {
  daily: order_statistics(period: DAY, limit: 30, end_time: $end_time) {
    nodes {
      datetime
      order_count
      revenue
      __typename
    }
    __typename
  }
  weekly: order_statistics(period: WEEK, limit: 2, end_time: $end_time) {
    nodes {
      datetime
      order_count
      revenue
      __typename
    }
    __typename
  }
}`,
};

/**
 * The revenue read with the platform's fetch, authorised as Apollo's requests are; null for any
 * refusal or error (a refusal is expected for a non-Admin: the page never asks them).
 */
async function readRevenue(token: string): Promise<DashboardRevenueQuery | null> {
  try {
    const res = await fetch(config.graphqlUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...graphqlAuthHeaders(token),
      },
      body: JSON.stringify(REVENUE_REQUEST),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { data?: DashboardRevenueQuery | null; errors?: unknown[] };
    return body.errors?.length ? null : (body.data ?? null);
  } catch {
    return null;
  }
}

type Stats = Awaited<ReturnType<typeof readStats>>;
const readStats = () => unwrap(api.main.GET('/v1/admin/stats'));

let stats: { token: string; at: number; value: Promise<Stats>; answer?: Stats } | null = null;
let revenue: { token: string; at: number; answer?: DashboardRevenueQuery } | null = null;

/** A prefetched answer older than this is not used (the page reads again). */
const FRESH_MS = 10_000;

export function prefetchDashboard(): void {
  const token = tokenStore.get();
  // Signed out: the route goes to the login page and nothing is read.
  if (!token) return;
  const client = graphqlClient();
  if (getPreference('mallStatisticsSwitch')) {
    // Asked at once, beside the counts, not after Apollo's chunk; its answer goes into Apollo's
    // cache when Apollo is there (with the document, from the generated documents' chunk, loaded
    // here and not with the shell: a static import put 7.4 kB in every first download).
    const read = readRevenue(token);
    const ahead: NonNullable<typeof revenue> = { token, at: Date.now() };
    revenue = ahead;
    void read.then((answer) => {
      if (answer) ahead.answer = answer;
    });
    void Promise.all([client, import('@newsdesk/api-client/generated/graphql'), read])
      .then(([c, { DashboardRevenueDocument }, data]) => {
        if (data && tokenStore.get() === token) {
          c.writeQuery({ query: DashboardRevenueDocument, variables: {}, data });
          noteGraphqlRouteRead(DashboardRevenueDocument, {});
        }
      })
      .catch(() => undefined);
  } else {
    void client.catch(() => undefined);
  }
  const value = readStats();
  const entry: NonNullable<typeof stats> = { token, at: Date.now(), value };
  // A failure is the page's to show (its own read then asks again): nothing is reported here.
  value.then(
    (answer) => {
      entry.answer = answer;
    },
    () => undefined,
  );
  stats = entry;
}

/**
 * The counts the route read, once they have arrived (for the same token, recently), without taking
 * them: the page's first render shows them (react-query's `initialData`) instead of a skeleton for
 * one more render; its query's first run then takes the same answer (`takeDashboardStats`).
 */
export function peekDashboardStats(): { data: Stats; at: number } | undefined {
  const pending = stats;
  if (!pending?.answer || pending.token !== tokenStore.get()) return undefined;
  if (Date.now() - pending.at >= FRESH_MS) return undefined;
  return { data: pending.answer, at: pending.at };
}

/**
 * The week's revenue the route read, once it has arrived (same token, recently), for the counts'
 * "Last week" line (the page's largest content) while Apollo's chunk is still loading or running:
 * its cache gets the same answer as soon as it is there, and from then on the page reads that.
 */
export function peekDashboardRevenue(): DashboardRevenueQuery | undefined {
  const pending = revenue;
  if (!pending?.answer || pending.token !== tokenStore.get()) return undefined;
  if (Date.now() - pending.at >= FRESH_MS) return undefined;
  return pending.answer;
}

/**
 * The counts the route started, once (the next reads ask the server), when they were started for
 * the same token and recently; else a new read.
 */
export function takeDashboardStats(): Promise<Stats> {
  const pending = stats;
  stats = null;
  if (pending && pending.token === tokenStore.get() && Date.now() - pending.at < FRESH_MS) {
    return pending.value;
  }
  return readStats();
}
