import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { ApiError, ErrorCode } from '../http/errors';

/**
 * Helpers shared by the resolvers: ids, connection paging (graphql/schema/base.graphql), errors that
 * name their argument, and a small batching loader so that nested fields cost one query per page.
 */

/** A GraphQL `ID` argument as the database's integer id; anything else is `NOT_FOUND` on `field`. */
export function idOf(value: string | number, field: string, notFound: string): number {
  const n = typeof value === 'number' ? value : /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 0 || n > 2_147_483_647) {
    throw notFoundError(notFound, field);
  }
  return n;
}

/** A list of `ID`s as integers; a malformed one is `BAD_USER_INPUT` (`format`) on `field`. */
export function idsOf(values: readonly (string | number)[] | null | undefined, field: string) {
  return (values ?? []).map((v, i) => {
    const n = typeof v === 'number' ? v : /^\d{1,10}$/.test(v) ? Number(v) : NaN;
    if (!Number.isSafeInteger(n) || n < 0 || n > 2_147_483_647) {
      throw ApiError.field(`${field}[${i}]`, 'format', `${field}: ${String(v)} is not an id`);
    }
    return n;
  });
}

/** `NOT_FOUND` with the argument it is about (`extensions.field`). */
export function notFoundError(message: string, field: string): ApiError {
  return new ApiError(ErrorCode.NOT_FOUND, message, { field });
}

export interface PageArgs {
  first?: number | null;
  offset?: number | null;
  after?: string | null;
}

export interface Page {
  /** Absolute index of the first node of the page. */
  start: number;
  limit: number;
}

const MAX_FIRST = 100_000;

/**
 * The window of a connection: `first` (0..100000, default `defaultFirst`), `offset` counted after the
 * `after` cursor. Cursors are the absolute position of a node under the same filters.
 */
export function pageOf(args: PageArgs, defaultFirst = 10, prefix = ''): Page {
  const limit = args.first ?? defaultFirst;
  if (!Number.isInteger(limit) || limit < 0 || limit > MAX_FIRST) {
    throw ApiError.field(`${prefix}first`, 'range', `${prefix}first must be between 0 and 100000`);
  }
  const offset = args.offset ?? 0;
  if (!Number.isInteger(offset) || offset < 0) {
    throw ApiError.field(`${prefix}offset`, 'range', `${prefix}offset must be 0 or more`);
  }
  const base = args.after ? decodeCursor(args.after, `${prefix}after`) + 1 : 0;
  return { start: base + offset, limit };
}

export function encodeCursor(position: number): string {
  return Buffer.from(`p:${position}`, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string, field: string): number {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const m = /^p:(\d{1,9})$/.exec(text);
  if (!m) throw ApiError.field(field, 'format', `${field}: not a cursor returned by this list`);
  return Number(m[1]);
}

export interface Connection<T> {
  total_count: number;
  page_info: { end_cursor: string | null; has_next_page: boolean };
  nodes: T[];
}

/** A connection from one page of nodes and the total of all matches. */
export function connection<T>(page: Page, nodes: T[], total: number): Connection<T> {
  const end = page.start + nodes.length - 1;
  return {
    total_count: total,
    page_info: {
      end_cursor: nodes.length ? encodeCursor(end) : null,
      has_next_page: page.start + nodes.length < total,
    },
    nodes,
  };
}

/**
 * Two spellings of one argument (`sortBy`/`sort_by`...): either may be given; both must agree,
 * else `BAD_USER_INPUT` (`alias_conflict`).
 */
export function alias<T>(
  a: T | null | undefined,
  b: T | null | undefined,
  names: [string, string],
): T | undefined {
  if (a !== undefined && a !== null && b !== undefined && b !== null && a !== b) {
    throw ApiError.field(
      names[1],
      'alias_conflict',
      `${names[0]} and ${names[1]} are two spellings of one argument and must be equal`,
    );
  }
  return a ?? b ?? undefined;
}

/** A required text input: present and not blank after trimming, else the spec's message. */
export function requiredText(
  value: string | null | undefined,
  field: string,
  message: string,
  maxLength?: number,
): string {
  const v = (value ?? '').trim();
  if (!v) throw ApiError.field(field, 'required', message);
  if (maxLength !== undefined && v.length > maxLength) {
    throw ApiError.field(field, 'maxLength', `${field} must be at most ${maxLength} characters`);
  }
  return v;
}

/** An explicit `null` in a patch for a field that cannot be empty is `required`. */
export function notNull<T>(value: T | null | undefined, field: string, message?: string) {
  if (value === null) {
    throw ApiError.field(field, 'required', message ?? `${field} cannot be empty`);
  }
  return value;
}

/**
 * Batches the keys asked for in one tick into one call of `fetch` (the DataLoader pattern), and
 * caches the answers for the request.
 */
export class Loader<K, V> {
  private readonly cache = new Map<K, Promise<V | undefined>>();
  private queue: { key: K; resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[] =
    [];

  constructor(private readonly fetch: (keys: K[]) => Promise<Map<K, V>>) {}

  load(key: K): Promise<V | undefined> {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const p = new Promise<V | undefined>((resolve, reject) => {
      this.queue.push({ key, resolve, reject });
      if (this.queue.length === 1) setImmediate(() => void this.flush());
    });
    this.cache.set(key, p);
    return p;
  }

  private async flush() {
    const batch = this.queue;
    this.queue = [];
    try {
      const found = await this.fetch([...new Set(batch.map((b) => b.key))]);
      for (const b of batch) b.resolve(found.get(b.key));
    } catch (e) {
      for (const b of batch) {
        this.cache.delete(b.key);
        b.reject(e);
      }
    }
  }
}

/** Adds the argument name (`extensions.field`) to a `NOT_FOUND` a service raised without one. */
export async function withField<T>(work: Promise<T>, field: string): Promise<T> {
  try {
    return await work;
  } catch (e) {
    if (e instanceof ApiError && e.code === ErrorCode.NOT_FOUND && !e.data) {
      throw notFoundError(e.message, field);
    }
    throw e;
  }
}

/**
 * The names of the fields the operation selects under `path` of the field being resolved, through
 * fragments and inline fragments. A field under `@skip`/`@include` counts as selected: a resolver
 * that uses this to leave work out may compute more than asked, never less.
 */
export function selectedFields(info: GraphQLResolveInfo, path: readonly string[]): Set<string> {
  const expand = (sets: readonly SelectionSetNode[]) => {
    const fields = [];
    const pending = [...sets];
    for (let set = pending.pop(); set; set = pending.pop()) {
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) fields.push(selection);
        else if (selection.kind === Kind.INLINE_FRAGMENT) pending.push(selection.selectionSet);
        else {
          const fragment = info.fragments[selection.name.value];
          if (fragment) pending.push(fragment.selectionSet);
        }
      }
    }
    return fields;
  };
  let sets = info.fieldNodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  for (const name of path) {
    sets = expand(sets)
      .filter((field) => field.name.value === name)
      .flatMap((field) => (field.selectionSet ? [field.selectionSet] : []));
  }
  return new Set(expand(sets).map((field) => field.name.value));
}
