import type { GraphqlContext } from '..';
import { ContentKind } from '../../services/relations';
import {
  createGroup,
  createRoadshow,
  deleteGroup,
  GROUP_NOT_FOUND,
  loadGroups,
  queryGroupIds,
  queryMemberIds,
  updateGroup,
  updateRoadshow,
  type GroupInput,
  type RoadshowInput,
} from '../../services/roadshow-groups';
import { connection, idOf, idsOf, notFoundError, pageOf, withField, type PageArgs } from '../util';
import { relationsOf } from './calendar';
import { usersById } from './users';
import type { ResolverMap } from '.';

type Id = string | number;
const ROADSHOW_NOT_FOUND = 'Roadshow not found';

type RoadshowArgs = Omit<
  RoadshowInput,
  | 'video_id'
  | 'password_user_group_id'
  | 'tag_ids'
  | 'tag_relations'
  | 'related_article_ids'
  | 'related_report_ids'
> & {
  video_id?: Id | null;
  password_user_group_id?: Id | null;
  tag_ids?: Id[] | null;
  tag_relations?: { id: Id; group: number; k?: number | null }[] | null;
  related_article_ids?: Id[] | null;
  related_report_ids?: Id[] | null;
};

const optionalId = (v: Id | null | undefined, field: string) =>
  v === undefined || v === null ? v : idsOf([v], field)[0];

const roadshowInput = (i: RoadshowArgs): RoadshowInput => ({
  ...i,
  video_id: optionalId(i.video_id, 'video_id'),
  password_user_group_id: optionalId(i.password_user_group_id, 'password_user_group_id'),
  tag_ids: i.tag_ids ? idsOf(i.tag_ids, 'tag_ids') : i.tag_ids,
  tag_relations: relationsOf(i.tag_relations),
  related_article_ids: i.related_article_ids
    ? idsOf(i.related_article_ids, 'related_article_ids')
    : i.related_article_ids,
  related_report_ids: i.related_report_ids
    ? idsOf(i.related_report_ids, 'related_report_ids')
    : i.related_report_ids,
});

type GroupArgs = Omit<GroupInput, 'user_ids'> & { user_ids?: Id[] | null };
const groupInput = (i: GroupArgs): GroupInput => ({
  ...i,
  user_ids: i.user_ids ? idsOf(i.user_ids, 'user_ids') : i.user_ids,
});

async function roadshow(gql: GraphqlContext, id: number) {
  const found = await gql.entities.get(ContentKind.ROADSHOW, id);
  if (!found) throw notFoundError(ROADSHOW_NOT_FOUND, 'id');
  return found.entity;
}

async function group(gql: GraphqlContext, id: number, field: string) {
  const found = (await loadGroups(gql.ctx, [id])).get(id);
  if (!found) throw notFoundError(GROUP_NOT_FOUND, field);
  return found;
}

export const roadshowResolvers: ResolverMap = {
  Query: {
    roadshow: (_: unknown, a: { id: Id }, gql: GraphqlContext) =>
      roadshow(gql, idOf(a.id, 'id', ROADSHOW_NOT_FOUND)),
    async roadshow_user_groups(
      _: unknown,
      a: { pagination?: PageArgs | null },
      gql: GraphqlContext,
    ) {
      const page = pageOf(a.pagination ?? {}, 10, 'pagination.');
      const { ids, total } = await queryGroupIds(gql.ctx, page);
      const groups = await loadGroups(gql.ctx, ids);
      return connection(
        page,
        ids.map((id) => groups.get(id)).filter((g) => g !== undefined),
        total,
      );
    },
    roadshow_user_group: (_: unknown, a: { group_id: Id }, gql: GraphqlContext) =>
      group(gql, idOf(a.group_id, 'group_id', GROUP_NOT_FOUND), 'group_id'),
  },

  Mutation: {
    async createRoadshow(_: unknown, a: { input: RoadshowArgs }, gql: GraphqlContext) {
      const id = await createRoadshow(gql.ctx, gql.user.id, roadshowInput(a.input));
      return roadshow(gql, id);
    },
    async updateRoadshow(
      _: unknown,
      a: { id: Id; version: number; input: RoadshowArgs },
      gql: GraphqlContext,
    ) {
      const id = idOf(a.id, 'id', ROADSHOW_NOT_FOUND);
      await withField(updateRoadshow(gql.ctx, id, a.version, roadshowInput(a.input)), 'id');
      return roadshow(gql, id);
    },
    async createRoadshowUserGroup(_: unknown, a: { input: GroupArgs }, gql: GraphqlContext) {
      const id = await createGroup(gql.ctx, groupInput(a.input));
      return group(gql, id, 'group_id');
    },
    async updateRoadshowUserGroup(
      _: unknown,
      a: { group_id: Id; version: number; input: GroupArgs },
      gql: GraphqlContext,
    ) {
      const id = idOf(a.group_id, 'group_id', GROUP_NOT_FOUND);
      await withField(updateGroup(gql.ctx, id, a.version, groupInput(a.input)), 'group_id');
      return group(gql, id, 'group_id');
    },
    async deleteRoadshowUserGroup(
      _: unknown,
      a: { group_id: Id; version: number },
      gql: GraphqlContext,
    ) {
      const id = idOf(a.group_id, 'group_id', GROUP_NOT_FOUND);
      await deleteGroup(gql.ctx, id, a.version);
      return id;
    },
  },

  Roadshow: {
    async video(r: { video_id: number | null }, _: unknown, gql: GraphqlContext) {
      if (r.video_id === null) return null;
      return (await gql.entities.get(ContentKind.VIDEO, r.video_id))?.entity ?? null;
    },
    related_articles: (r: { related_article_ids: number[] }, _: unknown, gql: GraphqlContext) =>
      gql.entities.entities(ContentKind.ARTICLE, r.related_article_ids),
    related_reports: (r: { related_report_ids: number[] }, _: unknown, gql: GraphqlContext) =>
      gql.entities.entities(ContentKind.REPORT, r.related_report_ids),
  },

  RoadshowUserGroup: {
    async members(g: { id: number }, a: PageArgs, gql: GraphqlContext) {
      const page = pageOf(a, 10, 'members.');
      // Every group of the list in one batch, not one query per group.
      const loader = gql.entities.batch(
        `RoadshowUserGroup.members:${JSON.stringify(page)}`,
        (ids: number[]) => queryMemberIds(gql.ctx, ids, page),
      );
      const found = (await loader.load(g.id)) ?? { ids: [], total: 0 };
      return connection(page, await usersById(gql, found.ids), found.total);
    },
  },
};
