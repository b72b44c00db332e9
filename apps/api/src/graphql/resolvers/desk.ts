import type { GraphqlContext } from '..';
import {
  createAsset,
  createViewpoint,
  deleteAsset,
  deleteViewpoint,
  getDailyReport,
  previewDailyReportItems,
  getViewpoint,
  queryAssets,
  queryViewpoints,
  queryWallstreetArticleIds,
  saveDailyReport,
  updateAsset,
  updateViewpoint,
  updateWallstreetArticle,
  type AssetFields,
  type ViewpointFields,
  type WallstreetArticlePatch,
} from '../../services/desk';
import { ContentKind } from '../../services/relations';
import { connection, idOf, idsOf, notFoundError, pageOf, withField, type PageArgs } from '../util';
import type { ResolverMap } from '.';

/** The editorial desk (designed here, graphql/schema/desk.graphql). */
type Id = string | number;
type WithTagIds<T> = Omit<T, 'tag_ids'> & { tag_ids?: Id[] | null };

const tagIdsOf = <T extends { tag_ids?: Id[] | null }>(input: T) => ({
  ...input,
  tag_ids:
    input.tag_ids === undefined || input.tag_ids === null
      ? input.tag_ids
      : idsOf(input.tag_ids, 'tag_ids'),
});

const tagsOf = (parent: { tag_ids: number[] }, _: unknown, { entities }: GraphqlContext) =>
  entities.entities(ContentKind.TAG, parent.tag_ids);

export const deskResolvers: ResolverMap = {
  Viewpoint: { tags: tagsOf as never },
  Asset: { tags: tagsOf as never },
  Query: {
    async wallstreet_articles(
      _: unknown,
      a: PageArgs & { kw?: string | null; status?: string[] | null },
      { ctx, entities }: GraphqlContext,
    ) {
      const page = pageOf(a);
      const { ids, total } = await queryWallstreetArticleIds(ctx, a, page);
      return connection(page, await entities.entities(ContentKind.ARTICLE, ids), total);
    },

    async viewpoints(
      _: unknown,
      a: PageArgs & {
        kw?: string | null;
        status?: string[] | null;
        symbol?: string | null;
        tag_id?: Id | null;
      },
      { ctx }: GraphqlContext,
    ) {
      const page = pageOf(a);
      const tagId =
        a.tag_id === undefined || a.tag_id === null ? undefined : idsOf([a.tag_id], 'tag_id')[0];
      const { rows, total } = await queryViewpoints(ctx, { ...a, tagId }, page);
      return connection(page, rows, total);
    },

    async viewpoint(_: unknown, a: { id: Id }, { ctx }: GraphqlContext) {
      const found = await getViewpoint(ctx, idOf(a.id, 'id', 'Viewpoint not found'));
      if (!found) throw notFoundError('Viewpoint not found', 'id');
      return found;
    },

    daily_report(_: unknown, a: { day: number }, { ctx }: GraphqlContext) {
      return getDailyReport(ctx, a.day);
    },

    daily_report_items(
      _: unknown,
      a: { day: number; items: { kind: number; raw_id: Id }[] },
      { ctx }: GraphqlContext,
    ) {
      const ids = idsOf(
        a.items.map((i) => i.raw_id),
        'items',
      );
      return previewDailyReportItems(
        ctx,
        a.day,
        a.items.map((i, n) => ({ kind: i.kind, id: ids[n]! })),
      );
    },

    async assets(
      _: unknown,
      a: PageArgs & {
        kw?: string | null;
        market?: string | null;
        kind?: string | null;
        status?: string | null;
      },
      { ctx }: GraphqlContext,
    ) {
      const page = pageOf(a);
      const { rows, total } = await queryAssets(ctx, a, page);
      return connection(page, rows, total);
    },
  },
  Mutation: {
    async updateWallstreetArticle(
      _: unknown,
      a: { id: Id; version: number; input: WallstreetArticlePatch },
      { ctx, entities }: GraphqlContext,
    ) {
      const id = idOf(a.id, 'id', 'Article not found');
      await withField(updateWallstreetArticle(ctx, id, a.version, a.input), 'id');
      const found = await entities.get(ContentKind.ARTICLE, id);
      if (!found) throw notFoundError('Article not found', 'id');
      return found.entity;
    },

    createViewpoint(
      _: unknown,
      a: { input: WithTagIds<ViewpointFields> },
      { ctx }: GraphqlContext,
    ) {
      return createViewpoint(ctx, tagIdsOf(a.input));
    },

    updateViewpoint(
      _: unknown,
      a: { id: Id; version: number; input: WithTagIds<ViewpointFields> },
      { ctx }: GraphqlContext,
    ) {
      const id = idOf(a.id, 'id', 'Viewpoint not found');
      return withField(updateViewpoint(ctx, id, a.version, tagIdsOf(a.input)), 'id');
    },

    deleteViewpoint(_: unknown, a: { id: Id; version: number }, { ctx }: GraphqlContext) {
      const id = idOf(a.id, 'id', 'Viewpoint not found');
      return withField(deleteViewpoint(ctx, id, a.version), 'id');
    },

    saveDailyReport(
      _: unknown,
      a: { day: number; version: number; items: { kind: number; raw_id: Id }[] },
      { ctx }: GraphqlContext,
    ) {
      const ids = idsOf(
        a.items.map((i) => i.raw_id),
        'items',
      );
      return saveDailyReport(
        ctx,
        a.day,
        a.version,
        a.items.map((i, n) => ({ kind: i.kind, id: ids[n]! })),
      );
    },

    createAsset(_: unknown, a: { input: WithTagIds<AssetFields> }, { ctx }: GraphqlContext) {
      return createAsset(ctx, tagIdsOf(a.input));
    },

    updateAsset(
      _: unknown,
      a: { id: Id; version: number; input: WithTagIds<AssetFields> },
      { ctx }: GraphqlContext,
    ) {
      const id = idOf(a.id, 'id', 'Asset not found');
      return withField(updateAsset(ctx, id, a.version, tagIdsOf(a.input)), 'id');
    },

    deleteAsset(_: unknown, a: { id: Id; version: number }, { ctx }: GraphqlContext) {
      const id = idOf(a.id, 'id', 'Asset not found');
      return withField(deleteAsset(ctx, id, a.version), 'id');
    },
  },
};
