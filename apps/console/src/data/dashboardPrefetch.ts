import { unwrap } from '@newsdesk/api-client';
import { getPreference } from '@newsdesk/ui';
import { api, tokenStore } from './clients';
import { graphqlClient } from './graphql';

/**
 * What the dashboard can start while its route's chunks load (react-router's `lazy`, in parallel
 * with the session's own check): Apollo's chunk, which every GraphQL panel needs, the counts (REST)
 * and the week's revenue (GraphQL, into Apollo's cache, where the page's watcher finds it or joins
 * the request in flight). Without it the counts and the "Last week: ¥…" line (the page's largest
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

type Stats = Awaited<ReturnType<typeof readStats>>;
const readStats = () => unwrap(api.main.GET('/v1/admin/stats'));

let stats: { token: string; at: number; value: Promise<Stats>; answer?: Stats } | null = null;

/** A prefetched answer older than this is not used (the page reads again). */
const FRESH_MS = 10_000;

export function prefetchDashboard(): void {
  const token = tokenStore.get();
  // Signed out: the route goes to the login page and nothing is read.
  if (!token) return;
  const client = graphqlClient();
  if (getPreference('mallStatisticsSwitch')) {
    // The document comes with the generated documents' chunk, loaded here and not with the shell
    // (a static import put it in every first download, the login page's included: 7.4 kB).
    void Promise.all([client, import('@newsdesk/api-client/generated/graphql')])
      .then(([c, { DashboardRevenueDocument }]) =>
        // 'network-only' writes the answer into the cache (the client's default for `query` is
        // 'no-cache', under which this read was thrown away and the page asked again).
        c.query({ query: DashboardRevenueDocument, variables: {}, fetchPolicy: 'network-only' }),
      )
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
