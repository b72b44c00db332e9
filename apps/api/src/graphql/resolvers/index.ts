import type { GraphQLResolveInfo, GraphQLScalarType } from 'graphql';
import type { GraphqlContext } from '..';
import { calendarResolvers } from './calendar';
import { contentResolvers } from './content';
import { crawlersResolvers } from './crawlers';
import { creditResolvers } from './credit';
import { dashboardResolvers } from './dashboard';
import { dataResolvers } from './data';
import { deskResolvers } from './desk';
import { financeResolvers } from './finance';
import { kvResolvers } from './kv';
import { liveResolvers } from './live';
import { roadshowResolvers } from './roadshow';
import { scalarResolvers } from './scalars';
import { sourcesResolvers } from './sources';
import { usersResolvers } from './users';

/** A field resolver; each area types its own parent and arguments. */
export type FieldResolver = (
  parent: never,
  args: never,
  context: GraphqlContext,
  info: GraphQLResolveInfo,
) => unknown;

/**
 * A resolver map of one area: type name → field name → resolver; a scalar; or an enum's internal
 * values (name → stored value).
 */
export type ResolverMap = Record<
  string,
  GraphQLScalarType | Record<string, FieldResolver | string | number>
>;

/** Resolvers by area (graphql/schema/<area>.graphql ↔ resolvers/<area>.ts). */
export const resolvers: ResolverMap[] = [
  scalarResolvers,
  calendarResolvers,
  contentResolvers,
  crawlersResolvers,
  creditResolvers,
  dashboardResolvers,
  dataResolvers,
  deskResolvers,
  financeResolvers,
  kvResolvers,
  liveResolvers,
  roadshowResolvers,
  sourcesResolvers,
  usersResolvers,
];
