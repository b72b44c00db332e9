import { inArray } from 'drizzle-orm';
import { creditAccounts, creditSubscriptions, memberships, privileges, users } from '../db/schema';
import type { AppContext, MainOperations, DataOf } from '../http/types';

/**
 * `expired_at` of a membership or privilege without an end. The column is required, so "no end"
 * (null in the contract) is stored as the largest JS date and answered as null again.
 */
export const NO_END = 8_640_000_000_000_000;

export type User = DataOf<MainOperations['getSelf']>;
type UserRow = typeof users.$inferSelect;
type MembershipRow = typeof memberships.$inferSelect;
type PrivilegeRow = typeof privileges.$inferSelect;
type SubscriptionRow = typeof creditSubscriptions.$inferSelect;
type CreditRow = typeof creditAccounts.$inferSelect;

export function toUser(
  u: UserRow,
  extra: {
    memberships?: MembershipRow[];
    privileges?: PrivilegeRow[];
    subscription?: SubscriptionRow | undefined;
    credit?: CreditRow | undefined;
    now?: number;
  } = {},
): User {
  const now = extra.now ?? Date.now();
  return {
    id: u.id,
    nickname: u.nickname,
    avatar: u.avatar,
    description: u.description,
    status: u.status as User['status'],
    email: u.email ? { email: u.email } : null,
    mobile: u.phone ? { phone: u.phone } : null,
    gender: (u.gender ?? null) as User['gender'],
    about: u.about,
    occupation: u.occupation,
    industry: u.industry,
    verified_name: u.verified_name,
    country: u.country,
    is_institution: u.is_institution,
    memberships: (extra.memberships ?? []).map((m) => ({
      level: m.level as User['memberships'][number]['level'],
      expired_at: m.expired_at >= NO_END ? null : m.expired_at,
      expired: m.expired_at <= now,
    })),
    privileges: (extra.privileges ?? []).map((p) => ({
      name: p.name as User['privileges'][number]['name'],
      expired_at: p.expired_at >= NO_END ? null : p.expired_at,
    })),
    credit_subscription: extra.subscription
      ? {
          plan: extra.subscription.plan,
          user_id: u.id,
          started_at: extra.subscription.started_at,
          expired_at: extra.subscription.expired_at,
          payment_state: extra.subscription.payment_state as 'COMPLETE' | 'UNPAID',
          credit_info: {
            user_id: u.id,
            amount: extra.credit?.amount ?? 0,
            expired_at: extra.credit?.expired_at ?? extra.subscription.expired_at,
            reset_at: extra.credit?.reset_at ?? extra.subscription.expired_at,
          },
        }
      : null,
    internal_info: { roles: u.roles as User['internal_info']['roles'] },
    created_at: u.created_at,
    updated_at: u.updated_at,
    version: u.version,
  };
}

const group = <T extends { user_id: number }>(rows: T[]) => {
  const map = new Map<number, T[]>();
  for (const r of rows) map.set(r.user_id, [...(map.get(r.user_id) ?? []), r]);
  return map;
};

/** Full users in the order of `ids`, with memberships, privileges and credit, in five queries. */
export async function loadUsers(ctx: AppContext, ids: number[]): Promise<User[]> {
  if (ids.length === 0) return [];
  const [rows, ms, ps, subs, credits] = await Promise.all([
    ctx.db.select().from(users).where(inArray(users.id, ids)),
    ctx.db.select().from(memberships).where(inArray(memberships.user_id, ids)),
    ctx.db.select().from(privileges).where(inArray(privileges.user_id, ids)),
    ctx.db.select().from(creditSubscriptions).where(inArray(creditSubscriptions.user_id, ids)),
    ctx.db.select().from(creditAccounts).where(inArray(creditAccounts.user_id, ids)),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const msBy = group(ms);
  const psBy = group(ps);
  const subBy = new Map(subs.map((s) => [s.user_id, s]));
  const creditBy = new Map(credits.map((c) => [c.user_id, c]));
  const now = ctx.now();
  return ids.flatMap((id) => {
    const u = byId.get(id);
    return u
      ? [
          toUser(u, {
            memberships: msBy.get(id) ?? [],
            privileges: psBy.get(id) ?? [],
            subscription: subBy.get(id),
            credit: creditBy.get(id),
            now,
          }),
        ]
      : [];
  });
}
