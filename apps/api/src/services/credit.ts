import { and, asc, eq, sql } from 'drizzle-orm';
import { creditAccounts, creditExpenses, creditSubscriptions, users } from '../db/schema';
import { ApiError, ErrorCode } from '../http/errors';
import type { AppContext } from '../http/types';

/** Credit (points): prices of the paid features and staff-granted subscriptions. */

type ExpenseRow = typeof creditExpenses.$inferSelect;

export async function listExpenses(ctx: AppContext, kind?: string | null): Promise<ExpenseRow[]> {
  return ctx.db
    .select()
    .from(creditExpenses)
    .where(kind ? eq(creditExpenses.kind, kind) : undefined)
    .orderBy(asc(creditExpenses.kind));
}

/** Upsert on `kind`: no version creates, a version updates; anything else is a conflict. */
export async function setExpense(
  ctx: AppContext,
  kindInput: string,
  amount: number,
  version: number | null | undefined,
): Promise<ExpenseRow> {
  const kind = kindInput.trim();
  if (!kind) throw ApiError.field('kind', 'required', 'kind cannot be empty');
  if (kind.length > 64)
    throw ApiError.field('kind', 'maxLength', 'kind must be at most 64 characters');
  if (!Number.isInteger(amount) || amount < 0) {
    throw ApiError.field('amount', 'range', 'amount must be 0 or more');
  }
  const now = ctx.now();
  const current = async () => {
    const [row] = await ctx.db.select().from(creditExpenses).where(eq(creditExpenses.kind, kind));
    return row;
  };
  if (version === undefined || version === null) {
    const inserted = await ctx.db
      .insert(creditExpenses)
      .values({ kind, price: amount, created_at: now, updated_at: now, version: 1 })
      .onConflictDoNothing()
      .returning();
    if (inserted[0]) return inserted[0];
    const row = await current();
    throw ApiError.conflict(row?.version ?? 0, row ?? null);
  }
  const [updated] = await ctx.db
    .update(creditExpenses)
    .set({ price: amount, updated_at: now, version: sql`${creditExpenses.version} + 1` })
    .where(and(eq(creditExpenses.kind, kind), eq(creditExpenses.version, version)))
    .returning();
  if (updated) return updated;
  const row = await current();
  // A version for a kind that does not exist is a conflict too (current_version 0, no record).
  throw ApiError.conflict(row?.version ?? 0, row ?? null);
}

/** A subscription in the contract shape, with the user's point balance. */
export async function presentSubscription(ctx: AppContext, userId: number) {
  const [[sub], [credit]] = await Promise.all([
    ctx.db.select().from(creditSubscriptions).where(eq(creditSubscriptions.user_id, userId)),
    ctx.db.select().from(creditAccounts).where(eq(creditAccounts.user_id, userId)),
  ]);
  if (!sub) return null;
  return {
    plan: sub.plan,
    user_id: userId,
    started_at: sub.started_at,
    expired_at: sub.expired_at,
    payment_state: sub.payment_state,
    version: sub.version,
    credit_info: {
      user_id: userId,
      amount: credit?.amount ?? 0,
      expired_at: credit?.expired_at ?? null,
      reset_at: credit?.reset_at ?? null,
    },
  };
}

/** Ends the user's subscription to `plan` now (version rule); the subscription as it is then. */
export async function internalUnsubscribe(
  ctx: AppContext,
  plan: string,
  userId: number,
  version: number,
) {
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new ApiError(ErrorCode.NOT_FOUND, 'User not found', { field: 'user_id' });
  const now = ctx.now();
  const [updated] = await ctx.db
    .update(creditSubscriptions)
    .set({ expired_at: now, updated_at: now, version: sql`${creditSubscriptions.version} + 1` })
    .where(
      and(
        eq(creditSubscriptions.user_id, userId),
        eq(creditSubscriptions.plan, plan),
        eq(creditSubscriptions.version, version),
      ),
    )
    .returning();
  if (!updated) {
    const current = await presentSubscription(ctx, userId);
    if (!current || current.plan !== plan) {
      throw new ApiError(ErrorCode.NOT_FOUND, 'Subscription not found', { field: 'plan' });
    }
    throw ApiError.conflict(current.version, current);
  }
  // The points of the plan end with it.
  await ctx.db
    .update(creditAccounts)
    .set({ expired_at: now, reset_at: now })
    .where(eq(creditAccounts.user_id, userId));
  ctx.counts.invalidate('users');
  return (await presentSubscription(ctx, userId))!;
}
