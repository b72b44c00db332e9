import { gql, isDuplicate, isBusinessRuleError } from '@newsdesk/api-client';
import { useCallback, useState } from 'react';
import { graphqlClient, useGraphqlQuery } from './graphql';
import { mutate } from './sources';

/**
 * The crawlers domain (operations §3 Crawler, §4, §5; designed here, issue #15): the list, one
 * crawler with its runs, create and update, run now, and the playground's trial fetch. Reads go
 * through Apollo's cache; writes ask the watched crawler queries again.
 */
export type Crawler = gql.CrawlerFieldsFragment;
export type CrawlerRun = gql.CrawlerRunFieldsFragment;
export type CrawlerInput = gql.CrawlerInput;
export type CrawlerStatus = gql.CrawlerStatus;
export type CrawlerTrial = gql.TryCrawlerMutation['tryCrawler'];

export const CRAWLERS_PAGE_SIZE = 10;
/** The batch screen shows every crawler at once. */
export const CRAWLERS_BATCH_SIZE = 200;
const REFRESH = ['Crawlers', 'Crawler'] as const;

export function useCrawlerList(q: { page: number; kw: string; size?: number }) {
  const size = q.size ?? CRAWLERS_PAGE_SIZE;
  const read = useGraphqlQuery(gql.CrawlersDocument, {
    first: size,
    offset: (q.page - 1) * size,
    ...(q.kw ? { kw: q.kw } : {}),
  });
  return {
    ...read,
    rows: read.data?.crawlers.nodes,
    total: read.data?.crawlers.total_count ?? 0,
  };
}

export function useCrawler(id: string | null) {
  const read = useGraphqlQuery(gql.CrawlerDocument, { id: id ?? '' }, { enabled: !!id });
  return { ...read, crawler: read.data?.crawler ?? null };
}

/** "The source must be published first." and a taken key, by name. */
export const isPublishFirst = (e: unknown) => isBusinessRuleError(e);
export const isDuplicateCrawlerKey = (e: unknown) => isDuplicate(e);

export function useSaveCrawler() {
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (v: { id: string | null; version: number; input: CrawlerInput }): Promise<Crawler> => {
      setPending(true);
      try {
        if (v.id === null) {
          return (await mutate(gql.CreateCrawlerDocument, { input: v.input }, REFRESH))
            .createCrawler;
        }
        return (
          await mutate(
            gql.UpdateCrawlerDocument,
            { id: v.id, version: v.version, input: v.input },
            REFRESH,
          )
        ).updateCrawler;
      } finally {
        setPending(false);
      }
    },
    [],
  );
  return { run, pending };
}

export const runCrawlerNow = async (id: string): Promise<CrawlerRun> =>
  (await mutate(gql.RunCrawlerDocument, { id }, REFRESH)).runCrawler;

/** Fetches and extracts with unsaved settings (nothing is stored). */
export async function tryCrawler(input: CrawlerInput): Promise<CrawlerTrial> {
  return (await mutate(gql.TryCrawlerDocument, { input }, [])).tryCrawler;
}

/** Refreshes the watched crawler queries (after a batch). */
export async function refreshCrawlers(): Promise<void> {
  const client = await graphqlClient();
  await client.refetchQueries({ include: [...REFRESH] });
}
