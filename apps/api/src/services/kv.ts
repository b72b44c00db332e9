import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import { kvConfigs } from '../db/schema';
import { ApiError } from '../http/errors';
import type { AppContext } from '../http/types';
import type { components } from '@newsdesk/api-client/generated/main';
import { checkSchema, matchesSchema, type SchemaField as KvSchema } from '@newsdesk/kv-schema';

type Schemas = components['schemas'];
export type KvConfig = Schemas['KvConfig'];
type SchemaField = Schemas['KvSchemaField'];
type Row = typeof kvConfigs.$inferSelect;

const MAX_VALUE_BYTES = 256 * 1024;

export function toKv(row: Row): KvConfig {
  return {
    key: row.key,
    name: row.name,
    value: row.value,
    json_schema: (row.json_schema ?? null) as SchemaField | null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: row.version,
  };
}

/**
 * The schema and value rules are the shared `@newsdesk/kv-schema` (the console's schema form applies
 * the same ones): the contract's `KvSchemaField` as a meta-schema plus unique names and the depth
 * limit, and values through a standard JSON-schema validator with the console's time_format rule.
 */
export async function getKv(ctx: AppContext, key: string): Promise<KvConfig> {
  const [row] = await ctx.db.select().from(kvConfigs).where(eq(kvConfigs.key, key)).limit(1);
  if (!row) throw ApiError.notFound('Key not found');
  return toKv(row);
}

interface SaveInput {
  key: string;
  name: string;
  value?: unknown;
  json_schema?: SchemaField | null;
  version?: number;
}

/**
 * Upsert with the version rule: no version creates (409 when the key exists), a version updates
 * (409 when stale or when the key does not exist). Values are checked against the schema.
 */
export async function saveKv(
  ctx: AppContext,
  pathKey: string,
  input: SaveInput,
): Promise<{ created: boolean; config: KvConfig }> {
  if (input.key !== pathKey) {
    throw ApiError.field('key', 'match', 'key: must equal the key of the path');
  }
  if (JSON.stringify(input.value ?? null).length > MAX_VALUE_BYTES) {
    throw ApiError.field('value', 'maxLength', 'value: at most 256 KiB');
  }
  if (input.json_schema && !checkSchema(input.json_schema).ok) {
    throw ApiError.field('json_schema', 'json_schema', 'Error,please check the json schema');
  }
  const [current] = await ctx.db
    .select()
    .from(kvConfigs)
    .where(eq(kvConfigs.key, pathKey))
    .limit(1);
  const schema =
    input.json_schema === undefined ? (current?.json_schema ?? null) : input.json_schema;
  if (schema && !matchesSchema(schema as KvSchema, input.value ?? null)) {
    throw ApiError.field('value', 'json_schema', 'Json schema validation failed');
  }
  const now = ctx.now();
  if (!current) {
    if (input.version !== undefined) throw ApiError.conflict(0, null);
    const [row] = await ctx.db
      .insert(kvConfigs)
      .values({
        key: pathKey,
        name: input.name,
        value: input.value ?? null,
        json_schema: schema,
        created_at: now,
        updated_at: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      const latest = await getKv(ctx, pathKey);
      throw ApiError.conflict(latest.version, latest);
    }
    return { created: true, config: toKv(row) };
  }
  if (input.version === undefined || input.version !== current.version) {
    throw ApiError.conflict(current.version, toKv(current));
  }
  const [row] = await ctx.db
    .update(kvConfigs)
    .set({
      name: input.name,
      value: input.value ?? null,
      json_schema: schema,
      updated_at: now,
      version: sql`${kvConfigs.version} + 1`,
    })
    .where(and(eq(kvConfigs.key, pathKey), eq(kvConfigs.version, input.version)))
    .returning();
  if (!row) {
    const latest = await getKv(ctx, pathKey);
    throw ApiError.conflict(latest.version, latest);
  }
  return { created: false, config: toKv(row) };
}

const encodeAnchor = (row: { updated_at: number; key: string }) =>
  Buffer.from(JSON.stringify({ t: row.updated_at, k: row.key })).toString('base64url');

function decodeAnchor(anchor: string): { t: number; k: string } {
  try {
    const v = JSON.parse(Buffer.from(anchor, 'base64url').toString('utf8')) as {
      t: unknown;
      k: unknown;
    };
    if (typeof v.t === 'number' && typeof v.k === 'string') return { t: v.t, k: v.k };
  } catch {
    // falls through to the validation error
  }
  throw ApiError.field('anchor', 'format', 'anchor: not an anchor returned by this list');
}

/** Every entry, latest updated_at first (ties by key), anchor paging. */
export async function listKv(
  ctx: AppContext,
  query: { limit?: number; anchor?: string; keyword?: string },
) {
  const limit = query.limit ?? 20;
  const after = query.anchor ? decodeAnchor(query.anchor) : null;
  const keyword = query.keyword?.trim();
  const like = keyword ? `%${keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const rows = await ctx.db
    .select()
    .from(kvConfigs)
    .where(
      and(
        like ? sql`(${kvConfigs.key} ilike ${like} or ${kvConfigs.name} ilike ${like})` : undefined,
        after
          ? or(
              lt(kvConfigs.updated_at, after.t),
              and(eq(kvConfigs.updated_at, after.t), sql`${kvConfigs.key} > ${after.k}`),
            )
          : undefined,
      ),
    )
    .orderBy(desc(kvConfigs.updated_at), kvConfigs.key)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const hasMore = rows.length > limit;
  return {
    items: page.map(toKv),
    next_anchor: hasMore && last ? encodeAnchor(last) : '',
    has_more: hasMore,
  };
}
