import { inArray } from 'drizzle-orm';
import { storageFiles } from '../db/schema';
import { ApiError } from '../http/errors';
import type { AppContext } from '../http/types';
import type { components } from '@newsdesk/api-client/generated/main';
import { fileUrl } from './content';
import { getKv, saveKv, type KvConfig } from './kv';

/**
 * Operation settings (operations §2 Operation, designed here): the app splash, the web navigator,
 * the web banner, the web home quick entries and the report categories, each a typed key-value
 * entry. The contract checks each field's shape; this module adds the rules across fields (ids
 * unique, sibling names unique, an end after its start, images uploaded) and fills in image URLs.
 */
type S = components['schemas'];
export type OpsValues = {
  'app-splash': S['SplashValue'];
  navigator: S['NavigatorValue'];
  'web-banner': S['BannerValue'];
  'web-entry': S['EntryValue'];
  'omen-category': S['ReportCategoryValue'];
};
export type OpsKey = keyof OpsValues;

type Issue = { field: string; rule: string; message: string };

/** The image keys a value refers to, with the field each sits at. */
function images(key: OpsKey, value: OpsValues[OpsKey]): [string, string][] {
  switch (key) {
    case 'app-splash':
    case 'web-banner':
    case 'web-entry':
      return (value as OpsValues['web-entry']).items.map((it, i) => [
        `value.items.${i}.image_uri`,
        it.image_uri,
      ]);
    case 'navigator':
      return (value as OpsValues['navigator']).sites.flatMap((s, i) =>
        s.icon_uri ? [[`value.sites.${i}.icon_uri`, s.icon_uri] as [string, string]] : [],
      );
    default:
      return [];
  }
}

function duplicates(list: { id: string }[], path: string, issues: Issue[], names?: string[]) {
  const seen = new Set<string>();
  list.forEach((it, i) => {
    if (seen.has(it.id)) {
      issues.push({ field: `${path}.${i}.id`, rule: 'uniqueItems', message: 'Ids must be unique' });
    }
    seen.add(it.id);
  });
  if (!names) return;
  const seenNames = new Set<string>();
  names.forEach((n, i) => {
    const k = n.trim().toLowerCase();
    if (seenNames.has(k)) {
      issues.push({
        field: `${path}.${i}.name`,
        rule: 'uniqueItems',
        message: 'This name is already used at this level',
      });
    }
    seenNames.add(k);
  });
}

const END = 'The end must be after the start';

/** The rules across fields; every issue at once. */
export function checkOpsValue(key: OpsKey, value: OpsValues[OpsKey]): Issue[] {
  const issues: Issue[] = [];
  switch (key) {
    case 'app-splash': {
      const items = (value as OpsValues['app-splash']).items;
      duplicates(items, 'value.items', issues);
      items.forEach((it, i) => {
        if (it.end_at <= it.start_at) {
          issues.push({ field: `value.items.${i}.end_at`, rule: 'minimum', message: END });
        }
      });
      break;
    }
    case 'web-banner': {
      const items = (value as OpsValues['web-banner']).items;
      duplicates(items, 'value.items', issues);
      items.forEach((it, i) => {
        if (it.start_at != null && it.end_at != null && it.end_at <= it.start_at) {
          issues.push({ field: `value.items.${i}.end_at`, rule: 'minimum', message: END });
        }
      });
      break;
    }
    case 'web-entry':
      duplicates((value as OpsValues['web-entry']).items, 'value.items', issues);
      break;
    case 'navigator':
      duplicates((value as OpsValues['navigator']).sites, 'value.sites', issues);
      break;
    case 'omen-category': {
      const cats = (value as OpsValues['omen-category']).categories;
      duplicates(
        cats,
        'value.categories',
        issues,
        cats.map((c) => c.name),
      );
      const all = new Set(cats.map((c) => c.id));
      cats.forEach((c, i) => {
        duplicates(
          c.children,
          `value.categories.${i}.children`,
          issues,
          c.children.map((s) => s.name),
        );
        c.children.forEach((s, j) => {
          if (all.has(s.id)) {
            issues.push({
              field: `value.categories.${i}.children.${j}.id`,
              rule: 'uniqueItems',
              message: 'Ids must be unique',
            });
          }
          all.add(s.id);
        });
      });
      break;
    }
  }
  return issues;
}

/** Drops the URLs a client sent back (they are derived), keeping the order of fields. */
function stripUrls(key: OpsKey, value: OpsValues[OpsKey]): OpsValues[OpsKey] {
  const strip = <T extends object>(o: T) => {
    const {
      image_url: _i,
      icon_url: _c,
      ...rest
    } = o as T & {
      image_url?: unknown;
      icon_url?: unknown;
    };
    return rest;
  };
  if (key === 'navigator') {
    const v = value as OpsValues['navigator'];
    return { ...v, sites: v.sites.map(strip) } as OpsValues['navigator'];
  }
  if ('items' in value) return { ...value, items: value.items.map(strip) } as OpsValues[OpsKey];
  return value;
}

/** The entry as answered: every image key with its public URL. */
export function withUrls(ctx: AppContext, entry: KvConfig): KvConfig {
  const v = entry.value as Record<string, unknown> | null;
  if (!v || typeof v !== 'object') return entry;
  const add = (o: Record<string, unknown>) => ({
    ...o,
    ...('image_uri' in o ? { image_url: fileUrl(ctx, o.image_uri as string | null) } : {}),
    ...('icon_uri' in o ? { icon_url: fileUrl(ctx, o.icon_uri as string | null) } : {}),
  });
  const value: Record<string, unknown> = { ...v };
  if (Array.isArray(v.items)) value.items = (v.items as Record<string, unknown>[]).map(add);
  if (Array.isArray(v.sites)) value.sites = (v.sites as Record<string, unknown>[]).map(add);
  return { ...entry, value };
}

export async function getOps(ctx: AppContext, key: OpsKey) {
  return withUrls(ctx, await getKv(ctx, key));
}

export async function saveOps<K extends OpsKey>(
  ctx: AppContext,
  key: K,
  body: { key: string; name: string; value: OpsValues[K]; version?: number },
) {
  const value = stripUrls(key, body.value);
  const issues = checkOpsValue(key, value);
  const refs = images(key, value);
  if (refs.length > 0) {
    const keys = [...new Set(refs.map(([, k]) => k))];
    const found = await ctx.db
      .select({ key: storageFiles.key, mime: storageFiles.mime })
      .from(storageFiles)
      .where(inArray(storageFiles.key, keys));
    const images = new Set(found.filter((f) => f.mime.startsWith('image/')).map((f) => f.key));
    for (const [field, k] of refs) {
      if (!images.has(k))
        issues.push({ field, rule: 'uploaded', message: 'Please select your file' });
    }
  }
  if (issues.length > 0) throw ApiError.validation(issues);
  const result = await saveKv(ctx, key, {
    key: body.key,
    name: body.name,
    value,
    ...(body.version !== undefined ? { version: body.version } : {}),
  });
  return { created: result.created, config: withUrls(ctx, result.config) };
}
