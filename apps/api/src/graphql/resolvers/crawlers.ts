import type { GraphqlContext } from '..';
import { authorize, ROLE_ADMIN } from '../../auth/sessions';
import { ContentKind } from '../../services/relations';
import {
  createCrawler,
  getCrawler,
  lastRuns,
  listCrawlers,
  nextRuns,
  runCrawler,
  tryCrawler,
  updateCrawler,
  type CrawlerInput,
  type CrawlerRow,
  type RunRow,
} from '../../services/crawlers';
import { connection, idOf, notFoundError, pageOf, withField, type PageArgs } from '../util';
import type { ResolverMap } from '.';

/** Crawlers (graphql/schema/ingestion.graphql): designed here, issue #15. */
type Id = string | number;
type InputArgs = Omit<CrawlerInput, 'source_id'> & { source_id?: Id | null };
const SOURCES_NOT_FOUND = 'Sources not found';
const NOT_FOUND = 'Crawler not found';
const BODY_LIMIT = 200_000;

const inputOf = (i: InputArgs): CrawlerInput => ({
  ...i,
  source_id:
    i.source_id === undefined || i.source_id === null
      ? i.source_id
      : idOf(i.source_id, 'source_id', SOURCES_NOT_FOUND),
});

const admin = (gql: GraphqlContext) => authorize(gql.user, [ROLE_ADMIN]);

export const crawlersResolvers: ResolverMap = {
  CrawlerStatus: { ACTIVE: 'active', INACTIVE: 'inactive', CUSTOM: 'custom', DELETED: 'deleted' },
  CrawlerMethod: { GET: 'GET', POST: 'POST' },
  CrawlerExtractorKind: { HTML: 'html', JSON: 'json' },
  CrawlerSelectorKind: { CSS: 'css', JSONPATH: 'jsonpath' },

  Crawler: {
    next_runs: (c: CrawlerRow, _: unknown, gql: GraphqlContext) => {
      try {
        return nextRuns(c.schedule, gql.ctx.now(), 5);
      } catch {
        return [];
      }
    },
    async source(c: CrawlerRow, _: unknown, gql: GraphqlContext) {
      const found = await gql.entities.get(ContentKind.EXTERNAL_SOURCE, c.source_id);
      if (!found) throw notFoundError(SOURCES_NOT_FOUND, 'source_id');
      return found.entity;
    },
    last_run: async (c: CrawlerRow, _: unknown, gql: GraphqlContext) =>
      (await lastRuns(gql.ctx, c.id, 1))[0] ?? null,
    runs: (c: CrawlerRow, _: unknown, gql: GraphqlContext) => lastRuns(gql.ctx, c.id, 10),
  },
  CrawlerRun: {
    crawler_id: (r: RunRow) => r.crawler_id,
  },

  Query: {
    async crawlers(
      _: unknown,
      a: PageArgs & { kw?: string | null; status?: string[] | null },
      gql: GraphqlContext,
    ) {
      const page = pageOf(a);
      const { rows, total } = await listCrawlers(gql.ctx, { kw: a.kw, status: a.status }, page);
      return connection(page, rows, total);
    },
    crawler: (_: unknown, a: { id: Id }, gql: GraphqlContext) =>
      getCrawler(gql.ctx, idOf(a.id, 'id', NOT_FOUND)),
    crawler_schedule_preview: (
      _: unknown,
      a: { schedule: string; count?: number | null },
      gql: GraphqlContext,
    ) => nextRuns(a.schedule, gql.ctx.now(), Math.min(Math.max(a.count ?? 5, 1), 20)),
  },

  Mutation: {
    createCrawler(_: unknown, a: { input: InputArgs }, gql: GraphqlContext) {
      admin(gql);
      return createCrawler(gql.ctx, inputOf(a.input));
    },
    updateCrawler(
      _: unknown,
      a: { id: Id; version: number; input: InputArgs },
      gql: GraphqlContext,
    ) {
      admin(gql);
      const id = idOf(a.id, 'id', NOT_FOUND);
      return withField(updateCrawler(gql.ctx, id, a.version, inputOf(a.input)), 'id');
    },
    async runCrawler(_: unknown, a: { id: Id }, gql: GraphqlContext) {
      admin(gql);
      const row = await getCrawler(gql.ctx, idOf(a.id, 'id', NOT_FOUND));
      return runCrawler(gql.ctx, row, 'manual');
    },
    async tryCrawler(_: unknown, a: { input: InputArgs }, gql: GraphqlContext) {
      admin(gql);
      const i = a.input;
      const trial = await tryCrawler(gql.ctx, {
        url: i.url ?? '',
        method: i.method ?? 'GET',
        duration: Math.min(Math.max(i.duration ?? 10_000, 100), 60_000),
        template: i.template ?? null,
        variables: (i.variables ?? []).map((v) => ({ name: v.name, value: v.value })),
        extractor_kind: i.extractor_kind ?? 'html',
        selector_kind: i.selector_kind ?? 'css',
        item_selector: i.item_selector ?? '',
        fields: (i.fields ?? []).map((f) => ({
          name: f.name,
          selector: f.selector,
          attribute: f.attribute ?? null,
        })),
        proxy_enabled: i.proxy_enabled ?? false,
      });
      return {
        status: trial.page?.status ?? 0,
        content_type: trial.page?.contentType ?? null,
        body: trial.page ? trial.page.body.slice(0, BODY_LIMIT) : null,
        bytes: trial.page?.bytes ?? 0,
        items: trial.items,
        error: trial.error,
        duration_ms: trial.duration_ms,
      };
    },
  },
};
