import type { GraphqlContext } from '..';
import { ContentKind } from '../../services/relations';
import {
  createGroup,
  createItem,
  createSource,
  queryGroupIds,
  queryItemIds,
  querySourceIds,
  updateGroup,
  updateItem,
  updateSource,
  type GroupInput,
  type ItemInput,
  type SourceInput,
} from '../../services/sources';
import { connection, idOf, idsOf, notFoundError, pageOf, withField, type PageArgs } from '../util';
import { relationsOf } from './calendar';
import type { ResolverMap } from '.';

type Id = string | number;
const SOURCES_NOT_FOUND = 'Sources not found';
const GROUP_NOT_FOUND = 'Source group not found';
const ITEM_NOT_FOUND = 'External item not found';

async function entity(gql: GraphqlContext, kind: number, id: number, message: string) {
  const found = await gql.entities.get(kind, id);
  if (!found) throw notFoundError(message, 'id');
  return found.entity;
}

const sourceInput = (
  i: Omit<SourceInput, 'group_ids'> & { group_ids?: Id[] | null },
): SourceInput => ({
  ...i,
  group_ids: i.group_ids ? idsOf(i.group_ids, 'group_ids') : i.group_ids,
});
const groupInput = (
  i: Omit<GroupInput, 'source_ids'> & { source_ids?: Id[] | null },
): GroupInput => ({
  ...i,
  source_ids: i.source_ids ? idsOf(i.source_ids, 'source_ids') : i.source_ids,
});
type ItemArgs = Omit<ItemInput, 'source_id' | 'tag_ids' | 'tag_relations'> & {
  source_id?: Id | null;
  tag_ids?: Id[] | null;
  tag_relations?: { id: Id; group: number; k?: number | null }[] | null;
};
const itemInput = (i: ItemArgs): ItemInput => ({
  ...i,
  source_id:
    i.source_id === undefined || i.source_id === null
      ? i.source_id
      : idOf(i.source_id, 'source_id', SOURCES_NOT_FOUND),
  tag_ids: i.tag_ids ? idsOf(i.tag_ids, 'tag_ids') : i.tag_ids,
  tag_relations: relationsOf(i.tag_relations),
});

export const sourcesResolvers: ResolverMap = {
  Query: {
    async external_sources(
      _: unknown,
      a: PageArgs & { kw?: string | null; status?: string[] | null; group_id?: Id | null },
      gql: GraphqlContext,
    ) {
      const page = pageOf(a);
      const { ids, total } = await querySourceIds(
        gql.ctx,
        {
          kw: a.kw,
          status: a.status,
          groupId:
            a.group_id === undefined || a.group_id === null
              ? undefined
              : idsOf([a.group_id], 'group_id')[0],
        },
        page,
      );
      return connection(page, await gql.entities.entities(ContentKind.EXTERNAL_SOURCE, ids), total);
    },
    external_source: (_: unknown, a: { id: Id }, gql: GraphqlContext) =>
      entity(
        gql,
        ContentKind.EXTERNAL_SOURCE,
        idOf(a.id, 'id', SOURCES_NOT_FOUND),
        SOURCES_NOT_FOUND,
      ),
    async external_source_groups(
      _: unknown,
      a: PageArgs & { kw?: string | null },
      gql: GraphqlContext,
    ) {
      const page = pageOf(a);
      const { ids, total } = await queryGroupIds(gql.ctx, { kw: a.kw }, page);
      return connection(
        page,
        await gql.entities.entities(ContentKind.EXTERNAL_SOURCE_GROUP, ids),
        total,
      );
    },
    external_source_group: (_: unknown, a: { id: Id }, gql: GraphqlContext) =>
      entity(
        gql,
        ContentKind.EXTERNAL_SOURCE_GROUP,
        idOf(a.id, 'id', GROUP_NOT_FOUND),
        GROUP_NOT_FOUND,
      ),
    async external_items(
      _: unknown,
      a: PageArgs & {
        source_ids?: Id[] | null;
        kw?: string | null;
        status?: string[] | null;
        synchronized?: boolean | null;
        start_time?: number | null;
        end_time?: number | null;
      },
      gql: GraphqlContext,
    ) {
      const page = pageOf(a);
      const { ids, total } = await queryItemIds(
        gql.ctx,
        {
          sourceIds: idsOf(a.source_ids, 'source_ids'),
          kw: a.kw,
          status: a.status,
          synchronized: a.synchronized,
          start: a.start_time,
          end: a.end_time,
        },
        page,
      );
      return connection(page, await gql.entities.entities(ContentKind.EXTERNAL_ITEM, ids), total);
    },
    external_item: (_: unknown, a: { id: Id }, gql: GraphqlContext) =>
      entity(gql, ContentKind.EXTERNAL_ITEM, idOf(a.id, 'id', ITEM_NOT_FOUND), ITEM_NOT_FOUND),
  },

  Mutation: {
    async createExternalSource(
      _: unknown,
      a: { input: Parameters<typeof sourceInput>[0] },
      gql: GraphqlContext,
    ) {
      const id = await createSource(gql.ctx, sourceInput(a.input));
      return entity(gql, ContentKind.EXTERNAL_SOURCE, id, SOURCES_NOT_FOUND);
    },
    async updateExternalSource(
      _: unknown,
      a: { id: Id; version: number; input: Parameters<typeof sourceInput>[0] },
      gql: GraphqlContext,
    ) {
      const id = idOf(a.id, 'id', SOURCES_NOT_FOUND);
      await withField(updateSource(gql.ctx, id, a.version, sourceInput(a.input)), 'id');
      return entity(gql, ContentKind.EXTERNAL_SOURCE, id, SOURCES_NOT_FOUND);
    },
    async createExternalSourceGroup(
      _: unknown,
      a: { input: Parameters<typeof groupInput>[0] },
      gql: GraphqlContext,
    ) {
      const id = await createGroup(gql.ctx, groupInput(a.input));
      return entity(gql, ContentKind.EXTERNAL_SOURCE_GROUP, id, GROUP_NOT_FOUND);
    },
    async updateExternalSourceGroup(
      _: unknown,
      a: { id: Id; version: number; input: Parameters<typeof groupInput>[0] },
      gql: GraphqlContext,
    ) {
      const id = idOf(a.id, 'id', GROUP_NOT_FOUND);
      await withField(updateGroup(gql.ctx, id, a.version, groupInput(a.input)), 'id');
      return entity(gql, ContentKind.EXTERNAL_SOURCE_GROUP, id, GROUP_NOT_FOUND);
    },
    async createExternalItem(_: unknown, a: { input: ItemArgs }, gql: GraphqlContext) {
      const id = await createItem(gql.ctx, itemInput(a.input));
      return entity(gql, ContentKind.EXTERNAL_ITEM, id, ITEM_NOT_FOUND);
    },
    async updateExternalItem(
      _: unknown,
      a: { id: Id; version: number; input: ItemArgs },
      gql: GraphqlContext,
    ) {
      const id = idOf(a.id, 'id', ITEM_NOT_FOUND);
      await withField(updateItem(gql.ctx, id, a.version, itemInput(a.input)), 'id');
      return entity(gql, ContentKind.EXTERNAL_ITEM, id, ITEM_NOT_FOUND);
    },
  },
};
