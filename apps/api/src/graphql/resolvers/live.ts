import type { GraphqlContext } from '..';
import { queryLiveIds, updateLive, type LivePatch } from '../../services/live';
import { ContentKind } from '../../services/relations';
import { connection, idOf, notFoundError, pageOf, withField, type PageArgs } from '../util';
import type { ResolverMap } from '.';

const NOT_FOUND = 'Live not found';

export const liveResolvers: ResolverMap = {
  Query: {
    async wscn_lives(
      _: unknown,
      a: PageArgs & {
        kw?: string | null;
        status?: string[] | null;
        start_time?: number | null;
        end_time?: number | null;
      },
      gql: GraphqlContext,
    ) {
      const page = pageOf(a);
      const { ids, total } = await queryLiveIds(
        gql.ctx,
        { kw: a.kw, status: a.status, start: a.start_time, end: a.end_time },
        page,
      );
      return connection(
        page,
        await gql.entities.entities(ContentKind.WALLSTREET_LIVES, ids),
        total,
      );
    },
  },
  Mutation: {
    async updateWscnLive(
      _: unknown,
      a: { id: string | number; version: number; input: LivePatch },
      gql: GraphqlContext,
    ) {
      const id = idOf(a.id, 'id', NOT_FOUND);
      await withField(updateLive(gql.ctx, id, a.version, a.input), 'id');
      const found = await gql.entities.get(ContentKind.WALLSTREET_LIVES, id);
      if (!found) throw notFoundError(NOT_FOUND, 'id');
      return found.entity;
    },
  },
};
