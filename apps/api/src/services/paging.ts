/**
 * Keyset paging for every list of the server, so that a page costs the same at any depth.
 *
 * A list is ordered by a sort column and the id (ties broken by id), both integers; its pages are
 * reached two ways:
 * - by **cursor**: an opaque string naming the last row of the previous page (`next_cursor` of the
 *   answer). The next page is a seek past that row in the (sort column, id) index: flat by
 *   construction. The cursor also carries a digest of the filters and the order it was issued for,
 *   and the number of the page it opens; a cursor of other filters, or one not issued by this
 *   server, is refused with 40001 (`format`).
 * - by **page number** (`page`/`limit`): deep offsets seek to the nearest *landmark* first. The
 *   landmarks are the keys of every `LANDMARK_EVERY`-th row of the filtered list, read once with the
 *   index alone and kept until the next write to the list's tables (`CountCache.keep`, the same
 *   rule as the cached totals); the page then skips fewer than `LANDMARK_EVERY` rows past it.
 *
 * Usage (see services/articles.ts): `const digest = filterDigest(query-without-paging)`, then
 * `decodeCursor(q.cursor, digest)` or `landmarkFor(...)` for a numbered page, `seekAfter(...)` as a
 * condition of the page query, `orderBy(...)` as its order, and `encodeCursor` of the last row of a
 * page read with `limit + 1` rows (the extra row says whether there is a next page).
 */
import { createHash } from 'node:crypto';
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ApiError } from '../http/errors';

export type Direction = 'asc' | 'desc';

/** A row's position in a list ordered by (sort value, id). */
export type Key = readonly [value: number, id: number];

export interface Cursor {
  /** The last row of the previous page. */
  after: Key;
  /** The number of the page this cursor opens (1-based, counted from the first page). */
  page: number;
}

/** Landmark spacing: a numbered page skips fewer rows than this past its landmark. */
export const LANDMARK_EVERY = 500;

/** A short digest of a list's filters and order (everything but the paging parameters). */
export function filterDigest(filters: unknown): string {
  return createHash('sha1')
    .update(JSON.stringify(filters ?? null))
    .digest('base64url')
    .slice(0, 10);
}

export function encodeCursor(after: Key, page: number, digest: string): string {
  return Buffer.from(JSON.stringify([after[0], after[1], page, digest]), 'utf8').toString(
    'base64url',
  );
}

/**
 * The cursor's position, or 40001 naming `field`: not a cursor this server issued, or one issued
 * for other filters or another order.
 */
export function decodeCursor(raw: string, digest: string, field = 'cursor'): Cursor {
  let v: unknown;
  try {
    v = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    v = null;
  }
  if (
    Array.isArray(v) &&
    v.length === 4 &&
    Number.isSafeInteger(v[0]) &&
    Number.isSafeInteger(v[1]) &&
    Number.isSafeInteger(v[2]) &&
    (v[2] as number) >= 1 &&
    typeof v[3] === 'string'
  ) {
    if (v[3] !== digest) {
      throw ApiError.field(
        field,
        'format',
        `${field}: This cursor belongs to other filters or another order; start again from the first page`,
      );
    }
    return { after: [v[0] as number, v[1] as number], page: v[2] as number };
  }
  throw ApiError.field(field, 'format', `${field}: Not a cursor returned by this list`);
}

/** The rows after `key` in the list's order, as one row comparison the (value, id) index seeks. */
export function seekAfter(value: PgColumn, id: PgColumn, dir: Direction, key: Key): SQL {
  return dir === 'desc'
    ? sql`(${value}, ${id}) < (${key[0]}, ${key[1]})`
    : sql`(${value}, ${id}) > (${key[0]}, ${key[1]})`;
}

export function orderBy(value: PgColumn, id: PgColumn, dir: Direction): SQL[] {
  return dir === 'desc' ? [desc(value), desc(id)] : [asc(value), asc(id)];
}

/**
 * Where a numbered page starts: after the nearest landmark at or before its offset (null: from the
 * start), then `skip` rows. `landmarks[i]` is the key of row number (i + 1) × LANDMARK_EVERY.
 */
export function landmarkFor<K = Key>(
  landmarks: readonly K[],
  offset: number,
): { after: K | null; skip: number } {
  const index = Math.min(Math.floor(offset / LANDMARK_EVERY), landmarks.length);
  if (index === 0) return { after: null, skip: offset };
  return { after: landmarks[index - 1]!, skip: offset - index * LANDMARK_EVERY };
}

/**
 * The SQL reading the landmarks of a filtered list: the (value, id) of every LANDMARK_EVERY-th row
 * in order, from the index alone where the filters allow.
 */
export function landmarksQuery(
  from: SQL,
  value: PgColumn,
  id: PgColumn,
  dir: Direction,
  where: SQL | undefined,
): SQL {
  const order = dir === 'desc' ? sql`${value} desc, ${id} desc` : sql`${value} asc, ${id} asc`;
  return sql`select v::float8 as v, i::int as i from (select ${value} as v, ${id} as i, row_number() over (order by ${order}) as n from ${from}${where ? sql` where ${where}` : sql``}) x where n % ${LANDMARK_EVERY} = 0 order by n`;
}

/** Rows of `db.execute` for both drivers (node-postgres and PGlite answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The values of a list query, either as they are (a one-off query) or as named placeholders of a
 * prepared statement, whose parameters it collects: the same code builds both. `shape` names the
 * placeholders used and the literal branches taken (`mark`), in order: queries of one shape share
 * one prepared statement, so every branch of the builder must either bind a value or mark itself.
 */
export class Binder {
  readonly params: Record<string, unknown> = {};
  private readonly names: string[] = [];

  constructor(readonly prepared: boolean) {}

  /** A value (typed as itself: drizzle's operators take placeholders wherever values go). */
  v<T>(name: string, value: T): T {
    if (!this.prepared) return value;
    this.names.push(name);
    this.params[name] = value;
    return sql.placeholder(name) as unknown as T;
  }

  /** A branch of the query written without a value (a literal condition): part of the shape. */
  mark(name: string): void {
    this.names.push(`#${name}`);
  }

  /** A list of values, one placeholder each (its length is part of the shape). */
  list<T>(name: string, values: readonly T[]): T[] {
    return values.map((value, i) => this.v(`${name}_${i}`, value));
  }

  get shape(): string {
    return this.names.join(',');
  }
}

/**
 * Prepared statements by shape, per database: built once (drizzle's query building costs more than
 * the query of a page), and named on PostgreSQL so that each connection parses them once.
 */
export class PreparedCache<Q> {
  private readonly byDb = new WeakMap<object, Map<string, Q>>();
  constructor(
    private readonly prefix: string,
    private readonly max = 200,
  ) {}

  get(db: object, shape: string, build: (name: string) => Q): Q {
    let forDb = this.byDb.get(db);
    if (!forDb) this.byDb.set(db, (forDb = new Map()));
    const hit = forDb.get(shape);
    if (hit) return hit;
    if (forDb.size >= this.max) forDb.clear();
    const name = `${this.prefix}_${createHash('sha1').update(shape).digest('hex').slice(0, 16)}`;
    const q = build(name);
    forDb.set(shape, q);
    return q;
  }
}
