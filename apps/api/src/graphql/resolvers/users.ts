import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { GraphqlContext } from '..';
import { creditSubscriptions, memberships, privileges, users } from '../../db/schema';
import { ApiError, ErrorCode } from '../../http/errors';
import type { AppContext } from '../../http/types';
import { likeOf } from '../../services/content-graph';
import { loadUsers, NO_END } from '../../services/users';
import { updateVersioned } from '../../services/versioned';
import { connection, idOf, idsOf, pageOf, withField, type PageArgs } from '../util';
import type { ResolverMap } from '.';

type Id = string | number;
const USER_NOT_FOUND = 'User not found';
/** Users in the GraphQL shape, in the order of `ids`: the REST loader plus subscription versions. */
export async function graphUsers(ctx: AppContext, ids: number[]) {
  if (ids.length === 0) return [];
  const [list, subs] = await Promise.all([
    loadUsers(ctx, ids),
    ctx.db
      .select({ user_id: creditSubscriptions.user_id, version: creditSubscriptions.version })
      .from(creditSubscriptions)
      .where(inArray(creditSubscriptions.user_id, ids)),
  ]);
  const versionOf = new Map(subs.map((s) => [s.user_id, s.version]));
  return list.map((u) => ({
    ...u,
    credit_subscription: u.credit_subscription
      ? { ...u.credit_subscription, version: versionOf.get(u.id) ?? 1 }
      : null,
  }));
}

/** Users by id through the request's batch loader (members of many groups in one go). */
export async function usersById(gql: GraphqlContext, ids: number[]) {
  const loader = gql.entities.batch('User', async (keys: number[]) => {
    const list = await graphUsers(gql.ctx, keys);
    return new Map(list.map((u) => [u.id, u]));
  });
  const found = await Promise.all(ids.map((id) => loader.load(id)));
  return found.filter((u) => u !== undefined);
}

async function pageOfUsers(
  ctx: AppContext,
  where: SQL | undefined,
  order: SQL[],
  page: { start: number; limit: number },
) {
  const [rows, [count]] = await Promise.all([
    page.limit === 0
      ? Promise.resolve([] as { id: number }[])
      : ctx.db
          .select({ id: users.id })
          .from(users)
          .where(where)
          .orderBy(...order)
          .limit(page.limit)
          .offset(page.start),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return connection(
    page,
    await graphUsers(
      ctx,
      rows.map((r) => r.id),
    ),
    count?.n ?? 0,
  );
}

const textMatch = (keyword: string, withId: boolean) => {
  const like = likeOf(keyword);
  const id =
    withId && /^\d{1,9}$/.test(keyword.trim())
      ? sql` or ${users.id} = ${Number(keyword.trim())}`
      : sql``;
  return sql`(${users.nickname} ilike ${like} or coalesce(${users.email}, '') ilike ${like} or coalesce(${users.phone}, '') ilike ${like}${id})`;
};

export const usersResolvers: ResolverMap = {
  Query: {
    users(
      _: unknown,
      a: PageArgs & {
        ids?: Id[] | null;
        keyword?: string | null;
        start_time?: number | null;
        end_time?: number | null;
        has_credit?: boolean | null;
      },
      { ctx }: GraphqlContext,
    ) {
      const c: SQL[] = [];
      if (a.has_credit !== undefined && a.has_credit !== null) {
        const holds = sql`exists (select 1 from ${creditSubscriptions} where ${creditSubscriptions.user_id} = ${users.id})`;
        c.push(a.has_credit ? holds : sql`not ${holds}`);
      }
      if (a.ids) c.push(a.ids.length ? inArray(users.id, idsOf(a.ids, 'ids')) : sql`false`);
      if (a.keyword?.trim()) c.push(textMatch(a.keyword, false));
      if (a.start_time !== undefined && a.start_time !== null)
        c.push(gte(users.created_at, a.start_time));
      if (a.end_time !== undefined && a.end_time !== null) c.push(lt(users.created_at, a.end_time));
      return pageOfUsers(
        ctx,
        c.length ? and(...c) : undefined,
        [asc(users.created_at), asc(users.id)],
        pageOf({ first: a.first, offset: a.offset }),
      );
    },
    users_v2(
      _: unknown,
      a: PageArgs & {
        keyword?: string | null;
        status?: string | null;
        membership_levels?: number[] | null;
        privileges?: string[] | null;
        is_institution?: boolean | null;
        start_time?: number | null;
        end_time?: number | null;
      },
      { ctx }: GraphqlContext,
    ) {
      const now = ctx.now();
      const c: SQL[] = [];
      if (a.keyword?.trim()) c.push(textMatch(a.keyword, true));
      if (a.status) c.push(eq(users.status, a.status));
      if (a.membership_levels?.length) {
        c.push(
          sql`exists (select 1 from ${memberships} where ${memberships.user_id} = ${users.id} and ${inArray(memberships.level, a.membership_levels)} and ${memberships.expired_at} > ${now})`,
        );
      }
      if (a.privileges?.length) {
        c.push(
          sql`exists (select 1 from ${privileges} where ${privileges.user_id} = ${users.id} and ${inArray(privileges.name, a.privileges)} and ${privileges.expired_at} > ${now})`,
        );
      }
      if (a.is_institution !== undefined && a.is_institution !== null) {
        c.push(eq(users.is_institution, a.is_institution));
      }
      if (a.start_time !== undefined && a.start_time !== null)
        c.push(gte(users.created_at, a.start_time));
      if (a.end_time !== undefined && a.end_time !== null) c.push(lt(users.created_at, a.end_time));
      return pageOfUsers(
        ctx,
        c.length ? and(...c) : undefined,
        [desc(users.created_at), desc(users.id)],
        pageOf(a),
      );
    },
  },

  Mutation: {
    async addPrivilegeToAccount(
      _: unknown,
      a: { user_id: Id; privilege: string; expired_at?: number | null; version: number },
      { ctx }: GraphqlContext,
    ) {
      const id = idOf(a.user_id, 'user_id', USER_NOT_FOUND);
      const expiredAt = a.expired_at ?? NO_END;
      try {
        await withField(
          ctx.db.transaction(async (tx) => {
            const db = tx as unknown as AppContext['db'];
            // Inside the transaction only the transaction may query (PGlite has one connection).
            await updateVersioned(
              db,
              users,
              id,
              a.version,
              { updated_at: ctx.now() },
              { notFound: USER_NOT_FOUND, present: (row: typeof users.$inferSelect) => row.id },
            );
            await db
              .insert(privileges)
              .values({ user_id: id, name: a.privilege, expired_at: expiredAt })
              .onConflictDoUpdate({
                target: [privileges.user_id, privileges.name],
                set: { expired_at: expiredAt },
              });
          }),
          'user_id',
        );
      } catch (e) {
        if (e instanceof ApiError && e.code === ErrorCode.VERSION_CONFLICT) {
          const { current_version } = e.data as { current_version: number };
          throw ApiError.conflict(current_version, (await graphUsers(ctx, [id]))[0]);
        }
        throw e;
      }
      ctx.counts.invalidate('users');
      return (await graphUsers(ctx, [id]))[0];
    },
  },

  Membership: {
    expired_at: (m: { expired_at: number | null }) =>
      m.expired_at === null || m.expired_at >= NO_END ? null : m.expired_at,
  },
  UserPrivilege: {
    expired_at: (p: { expired_at: number | null }) =>
      p.expired_at === null || p.expired_at >= NO_END ? null : p.expired_at,
  },
};
