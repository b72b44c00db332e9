import sanitizeHtml, { type AllowedAttribute, type IOptions } from 'sanitize-html';
import { HTML_POLICY, isPolicyInteger, type HtmlPolicy } from '@newsdesk/html-policy';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../http/types';
import { ApiError, type FieldError } from '../http/errors';
import { storageFiles, tags, users } from '../db/schema';
import type { components } from '@newsdesk/api-client/generated/main';

type Schemas = components['schemas'];
export type Author = Schemas['Author'];
export type TagOut = Schemas['Tag'];

/** The HTML void elements (no end tag). */
const VOID_ELEMENTS = [
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
];

/** sanitize-html's options; its types lack `allowedEmptyAttributes` (sanitize-html ≥ 2.11). */
type SanitizeOptions = IOptions & { allowedEmptyAttributes?: string[] };

/**
 * The server's sanitize-html options, built from the one allow-list (`@newsdesk/html-policy`) that
 * the console's sanitizer is built from too: tags and attributes per tag, URL schemes per tag,
 * integer and enumerated values, boolean attributes written `name=""`, `rel` forced on
 * `target="_blank"`, the elements whose content goes with them.
 */
function sanitizeOptionsOf(policy: HtmlPolicy): SanitizeOptions {
  const allowedAttributes: Record<string, AllowedAttribute[]> = {};
  const allowedSchemesByTag: Record<string, string[]> = {};
  const urlAttributes = new Set<string>();
  const emptyAllowed = new Set<string>();
  for (const [tag, attrs] of Object.entries(policy.tags)) {
    allowedAttributes[tag] = Object.entries(attrs).map(([name, rule]): AllowedAttribute => {
      if (rule.kind === 'boolean') emptyAllowed.add(name);
      if (rule.kind === 'url') {
        urlAttributes.add(name);
        const known = allowedSchemesByTag[tag];
        if (known && known.join() !== rule.schemes.join()) {
          // sanitize-html checks schemes per tag: a tag's URL attributes must agree.
          throw new Error(`html-policy: URL attributes of <${tag}> allow different schemes`);
        }
        allowedSchemesByTag[tag] = [...rule.schemes];
      }
      return name;
    });
  }
  return {
    allowedTags: Object.keys(policy.tags),
    allowedAttributes,
    allowedSchemes: [],
    allowedSchemesByTag,
    allowedSchemesAppliedToAttributes: [...urlAttributes],
    allowProtocolRelative: policy.allowProtocolRelativeUrls,
    allowedEmptyAttributes: ['alt', ...emptyAllowed],
    nonTextTags: [...policy.dropContentOf],
    selfClosing: VOID_ELEMENTS,
    disallowedTagsMode: 'discard',
    // A browser serialises U+00A0 as &nbsp;: so does the server, and stored HTML reads the same.
    textFilter: (text) => text.replace(/\u00a0/g, '&nbsp;'),
    transformTags: {
      '*': (tagName, attribs) => {
        const rules = policy.tags[tagName] ?? {};
        const out: Record<string, string> = {};
        for (const [name, value] of Object.entries(attribs)) {
          const rule = rules[name];
          if (rule?.kind === 'integer' && !isPolicyInteger(value)) continue;
          if (rule?.kind === 'enum' && !rule.values.includes(value)) continue;
          out[name] = value;
        }
        for (const forced of policy.forcedAttributes) {
          if (forced.tag === tagName && out[forced.when.attribute] === forced.when.equals) {
            out[forced.set.attribute] = forced.set.value;
          }
        }
        return { tagName, attribs: out };
      },
    },
  };
}

export const SANITIZE_OPTIONS: Readonly<SanitizeOptions> = sanitizeOptionsOf(HTML_POLICY);

/**
 * The one HTML sanitizer of the server: every stored body, preview or description goes through it.
 * Keeps exactly what the shared allow-list allows (the editor's formatting, attachments, tables,
 * media); removes scripts, styles, event handlers and foreign URL schemes. Void elements are written
 * as a browser writes them (`<img …>`, not `<img … />`), so the console reads back what it sent.
 */
export function sanitizeBody(html: string): string {
  // NUL is never content (a browser's parser drops or replaces it, PostgreSQL refuses it in text);
  // sanitize-html ends void elements with " />": escaped text and values cannot contain it.
  return sanitizeHtml(html.replace(/\0/g, ''), SANITIZE_OPTIONS).replace(/ \/>/g, '>');
}

/** Text of an HTML fragment (tags removed, entities decoded), for counting and checks. */
export function textOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/** Each CJK character counts 1, each run of other letters or digits counts 1 (the contract). */
export function wordCount(html: string): number {
  const text = textOf(html);
  const cjk = text.match(
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu,
  );
  const words = text
    .replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu, ' ')
    .match(/[\p{L}\p{N}]+/gu);
  return (cjk?.length ?? 0) + (words?.length ?? 0);
}

/** Media type of an attachment from its extension (content §3). */
export function mediaTypeOf(extension: string): -1 | 1 | 2 | 3 | 4 {
  const ext = extension.toLowerCase();
  if (['pdf', 'doc', 'docx', 'xls', 'xlsx'].includes(ext)) return 2;
  if (['jpg', 'jpeg', 'png'].includes(ext)) return 1;
  if (ext === 'mp4') return 3;
  if (ext === 'mp3') return 4;
  return -1;
}

export const extensionOf = (key: string) => {
  const dot = key.lastIndexOf('.');
  return dot >= 0 ? key.slice(dot + 1).toLowerCase() : '';
};

/** Public URL of a stored file (null stays null). */
export function fileUrl(ctx: AppContext, key: string): string;
export function fileUrl(ctx: AppContext, key: string | null): string | null;
export function fileUrl(ctx: AppContext, key: string | null): string | null {
  if (!key) return null;
  if (/^https?:\/\//.test(key)) return key;
  return `${ctx.config.publicUrl}/storage/${encodeURIComponent(key)}`;
}

type TagRow = typeof tags.$inferSelect;

export function toTag(t: TagRow): TagOut {
  return {
    id: t.id,
    name: t.name,
    is_topic: t.is_topic,
    description: t.description,
    cover_url: t.cover_url,
    image: t.image,
    hot_words: t.hot_words,
    alias: t.alias
      ? t.alias
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean)
      : [],
    symbol: t.symbol,
    status: t.status as TagOut['status'],
    version: t.version,
    created_at: t.created_at,
    updated_at: t.updated_at,
  };
}

/** Authors by user id, in one query. */
export async function loadAuthors(ctx: AppContext, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))];
  const out = new Map<number, Author>();
  if (wanted.length === 0) return out;
  const rows = await ctx.db
    .select({
      id: users.id,
      nickname: users.nickname,
      description: users.description,
      avatar: users.avatar,
    })
    .from(users)
    .where(inArray(users.id, wanted));
  for (const r of rows) out.set(r.id, { ...r, avatar: fileUrl(ctx, r.avatar) });
  return out;
}

/** Tags by id, in one query. */
export async function loadTags(ctx: AppContext, ids: number[]) {
  const wanted = [...new Set(ids)];
  const out = new Map<number, TagOut>();
  if (wanted.length === 0) return out;
  const rows = await ctx.db.select().from(tags).where(inArray(tags.id, wanted));
  for (const r of rows) out.set(r.id, toTag(r));
  return out;
}

/**
 * Refuses references to records that do not exist, before anything is written: one query per kind
 * of reference. `checks` lists what to verify; the first failure is thrown.
 */
export async function checkReferences(
  ctx: AppContext,
  checks: {
    users?: { ids: number[]; message?: string };
    tags?: { ids: number[]; message?: string };
    files?: { field: string; keys: string[] }[];
  },
) {
  if (checks.users && checks.users.ids.length > 0) {
    const wanted = [...new Set(checks.users.ids)];
    const found = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, wanted));
    if (found.length !== wanted.length) {
      throw ApiError.notFound(checks.users.message ?? 'User not found');
    }
  }
  if (checks.tags && checks.tags.ids.length > 0) {
    const wanted = [...new Set(checks.tags.ids)].filter((id) => id !== 0);
    if (wanted.length > 0) {
      const found = await ctx.db.select({ id: tags.id }).from(tags).where(inArray(tags.id, wanted));
      if (found.length !== wanted.length) {
        throw ApiError.notFound(checks.tags.message ?? 'Tag not found');
      }
    }
  }
  const files = (checks.files ?? []).filter((f) => f.keys.length > 0);
  if (files.length > 0) {
    const keys = [...new Set(files.flatMap((f) => f.keys))];
    const found = await ctx.db
      .select({ key: storageFiles.key })
      .from(storageFiles)
      .where(inArray(storageFiles.key, keys));
    const have = new Set(found.map((f) => f.key));
    const errors: FieldError[] = [];
    for (const f of files) {
      const missing = f.keys.find((k) => !have.has(k));
      if (missing) {
        errors.push({
          field: f.field,
          rule: 'uploaded',
          message: `${f.field}: the file ${missing} has not been uploaded`,
        });
      }
    }
    if (errors.length > 0) throw ApiError.validation(errors);
  }
}
