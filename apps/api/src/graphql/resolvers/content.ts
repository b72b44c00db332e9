import type { GraphqlContext } from '..';
import {
  queryArticleIds,
  queryContentRefs,
  queryContentRefsByTag,
  queryTagIds,
  type ContentFilter,
  type ContentOut,
  type Entity,
} from '../../services/content-graph';
import { toTag } from '../../services/content';
import { ContentKind } from '../../services/relations';
import { unpublishedTags } from '../../services/tags';
import { EntityLoaders } from '../entities';
import { alias, connection, idOf, idsOf, notFoundError, pageOf, type PageArgs } from '../util';
import type { ResolverMap } from '.';

type Id = string | number;

interface ListArgs extends PageArgs {
  kinds?: number[] | null;
  status?: string[] | null;
  vipVisibility?: number[] | null;
  kw?: string | null;
  sortBy?: 'DESC' | 'ASC' | 'RELATED' | null;
  sort_by?: 'DESC' | 'ASC' | 'RELATED' | null;
  startTime?: number | null;
  start_time?: number | null;
  endTime?: number | null;
  end_time?: number | null;
  userId?: Id | null;
  user_id?: Id | null;
  authors?: Id[] | null;
  tags?: Id[] | null;
  tag_id?: Id | null;
  group?: number | null;
  relations?: { operator?: 'AND' | 'OR' | null; conditions: { kind: number; ids: Id[] }[] } | null;
  relatedKinds?: number[] | null;
  associatedKinds?: number[] | null;
  track?: string | null;
}

/** The arguments of contentList/contents as one filter (aliases reconciled, ids checked). */
function filterOf(a: ListArgs): ContentFilter {
  const userId = alias(a.userId, a.user_id, ['userId', 'user_id']);
  const tags = [
    ...idsOf(a.tags, 'tags'),
    ...idsOf(a.tag_id === null || a.tag_id === undefined ? [] : [a.tag_id], 'tag_id'),
  ];
  return {
    kinds: a.kinds,
    status: a.status,
    vip: a.vipVisibility,
    kw: a.kw,
    sort: alias(a.sortBy, a.sort_by, ['sortBy', 'sort_by']),
    start: alias(a.startTime, a.start_time, ['startTime', 'start_time']),
    end: alias(a.endTime, a.end_time, ['endTime', 'end_time']),
    userId: userId === undefined ? undefined : idsOf([userId], 'userId')[0],
    authors: idsOf(a.authors, 'authors'),
    tags: [...new Set(tags)],
    group: a.group,
    relations: a.relations
      ? {
          operator: a.relations.operator ?? 'AND',
          conditions: a.relations.conditions.map((c, i) => ({
            kind: c.kind,
            ids: idsOf(c.ids, `relations.conditions[${i}].ids`),
          })),
        }
      : null,
    relatedKinds: a.relatedKinds,
    associatedKinds: a.associatedKinds,
    track: a.track,
  };
}

async function contentConnection(
  { ctx, entities }: GraphqlContext,
  filter: ContentFilter,
  args: PageArgs,
  prefix = '',
) {
  const page = pageOf(args, 10, prefix);
  const { refs, total } = await queryContentRefs(ctx, filter, page);
  return connection(page, await entities.contents(refs), total);
}

/**
 * contentList/contents. Read for one tag (`tag_id`, a tag's channel), an unpublished tag answers no
 * content: it shows only once the tag is published (content §3).
 */
async function listContents(_: unknown, args: ListArgs, gql: GraphqlContext) {
  const filter = filterOf(args);
  if (args.tag_id !== null && args.tag_id !== undefined) {
    const tagId = idsOf([args.tag_id], 'tag_id')[0]!;
    if ((await unpublishedTags(gql.ctx, [tagId])).has(tagId)) {
      return connection(pageOf(args), [], 0);
    }
  }
  return contentConnection(gql, filter, args);
}

/** Heavy fields a `lite` read leaves out. */
const HEAVY = ['body', 'markdown', 'reference_blocks'] as const;
const lite = (e: Entity | null): Entity | null =>
  e
    ? ({ ...e, ...Object.fromEntries(HEAVY.filter((k) => k in e).map((k) => [k, null])) } as Entity)
    : null;

interface DetailArgs {
  contentId: Id;
  kind: number;
  lite?: boolean | null;
  kinds?: number[] | null;
  first?: number | null;
  offset?: number | null;
  vipVisibility?: number[] | null;
  associateWithKinds?: number[] | null;
  associatedByKinds?: number[] | null;
}

const ARTICLE_NOT_FOUND = 'Article not found';

export const contentResolvers: ResolverMap = {
  Query: {
    async contentDetail(_: unknown, a: DetailArgs, gql: GraphqlContext) {
      const id = idOf(a.contentId, 'contentId', 'Content not found');
      const found = EntityLoaders.supports(a.kind) ? await gql.entities.get(a.kind, id) : undefined;
      if (!found) throw notFoundError('Content not found', 'contentId');
      const self = { kind: found.content.kind, id };
      const pageArgs = { first: a.first, offset: a.offset };
      const [associateWith, associatedBy] = await Promise.all([
        contentConnection(
          gql,
          {
            kinds: a.associateWithKinds ?? a.kinds,
            vip: a.vipVisibility,
            associatedWith: self,
          },
          pageArgs,
        ),
        contentConnection(
          gql,
          {
            kinds: a.associatedByKinds ?? a.kinds,
            vip: a.vipVisibility,
            associatedBy: self,
          },
          pageArgs,
        ),
      ]);
      const content: ContentOut = a.lite
        ? { ...found.content, detail: lite(found.content.detail) }
        : found.content;
      return { content, associate_with: associateWith, associated_by: associatedBy };
    },

    contentList: listContents,
    contents: listContents,

    async tags(
      _: unknown,
      a: PageArgs & { is_topic?: boolean | null; kw?: string | null },
      { ctx }: GraphqlContext,
    ) {
      const page = pageOf(a);
      const { rows, total } = await queryTagIds(ctx, { isTopic: a.is_topic, kw: a.kw }, page);
      return connection(page, rows.map(toTag), total);
    },

    async article(_: unknown, a: { id: Id }, { entities }: GraphqlContext) {
      const found = await entities.get(ContentKind.ARTICLE, idOf(a.id, 'id', ARTICLE_NOT_FOUND));
      if (!found) throw notFoundError(ARTICLE_NOT_FOUND, 'id');
      return found.entity;
    },

    async video(_: unknown, a: { id: Id }, { entities }: GraphqlContext) {
      const found = await entities.get(ContentKind.VIDEO, idOf(a.id, 'id', 'Video not found'));
      if (!found) throw notFoundError('Video not found', 'id');
      return found.entity;
    },

    async articles(
      _: unknown,
      a: PageArgs & {
        user_id?: Id | null;
        status?: string[] | null;
        track?: string | null;
        tag_id?: Id | null;
        vip_visibility?: number[] | null;
        group?: number | null;
        wc_gt?: number | null;
        wc_lt?: number | null;
      },
      { ctx, entities }: GraphqlContext,
    ) {
      const page = pageOf(a);
      const { ids, total } = await queryArticleIds(
        ctx,
        {
          userId:
            a.user_id === null || a.user_id === undefined
              ? undefined
              : idsOf([a.user_id], 'user_id')[0],
          status: a.status,
          track: a.track,
          tagId:
            a.tag_id === null || a.tag_id === undefined
              ? undefined
              : idsOf([a.tag_id], 'tag_id')[0],
          vip: a.vip_visibility,
          group: a.group,
          wcGt: a.wc_gt,
          wcLt: a.wc_lt,
        },
        page,
      );
      return connection(page, await entities.entities(ContentKind.ARTICLE, ids), total);
    },
  },

  ContentEntity: {
    __resolveType: (e: Entity) => e.__typename,
  },

  Tag: {
    async contents(
      tag: { id: number },
      a: PageArgs & { kinds?: number[] | null; status?: string[] | null; group?: number | null },
      gql: GraphqlContext,
    ) {
      const page = pageOf(a, 10, 'contents.');
      const filter = { kinds: a.kinds, status: a.status, group: a.group };
      // Every tag of the list in one batch (two queries), not one query per tag.
      // An unpublished tag answers no content (content §3: it shows once the tag is published).
      const loader = gql.entities.batch(
        `Tag.contents:${JSON.stringify([filter, page])}`,
        async (ids: number[]) => {
          const hidden = await unpublishedTags(gql.ctx, ids);
          return queryContentRefsByTag(
            gql.ctx,
            filter,
            ids.filter((id) => !hidden.has(id)),
            page,
          );
        },
      );
      const found = (await loader.load(tag.id)) ?? { refs: [], total: 0 };
      return connection(page, await gql.entities.contents(found.refs), found.total);
    },
  },

  Article: {
    related_articles: (
      a: { related_article_ids?: number[] },
      _: unknown,
      { entities }: GraphqlContext,
    ) => entities.entities(ContentKind.ARTICLE, a.related_article_ids ?? []),
    related_reports: (
      a: { related_report_ids?: number[] },
      _: unknown,
      { entities }: GraphqlContext,
    ) => entities.entities(ContentKind.REPORT, a.related_report_ids ?? []),
  },

  Video: {
    related_articles: (
      v: { related_article_ids: number[] },
      _: unknown,
      { entities }: GraphqlContext,
    ) => entities.entities(ContentKind.ARTICLE, v.related_article_ids),
    related_reports: (
      v: { related_report_ids: number[] },
      _: unknown,
      { entities }: GraphqlContext,
    ) => entities.entities(ContentKind.REPORT, v.related_report_ids),
  },
};
