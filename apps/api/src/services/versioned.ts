import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';

/**
 * Optimistic concurrency in one statement: updates the row only when its `version` is the one the
 * write was based on, and bumps it. On a miss, reads the row: absent → 40004, present → 40009 with
 * the current version and the current record (in the contract shape, through `present`).
 */
export async function updateVersioned<T extends PgTable & { id: PgColumn; version: PgColumn }, R>(
  db: Db,
  table: T,
  id: number,
  version: number,
  set: Record<string, unknown>,
  options: {
    notFound: string;
    present: (row: T['$inferSelect']) => Promise<unknown> | unknown;
    where?: SQL;
  },
): Promise<T['$inferSelect'] & R> {
  const rows = (await db
    .update(table)
    .set({ ...set, version: sql`${table.version} + 1` } as never)
    .where(and(eq(table.id, id), eq(table.version, version), options.where))
    .returning()) as (T['$inferSelect'] & R)[];
  if (rows[0]) return rows[0];
  const [current] = (await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1)) as T['$inferSelect'][];
  if (!current || (options.where && !(await matches(db, table, id, options.where)))) {
    throw ApiError.notFound(options.notFound);
  }
  throw ApiError.conflict((current as { version: number }).version, await options.present(current));
}

async function matches(db: Db, table: PgTable & { id: PgColumn }, id: number, where: SQL) {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), where))
    .limit(1);
  return rows.length > 0;
}
