import type { Main } from '@newsdesk/api-client';
import mainContract from '../../../../openapi/bundled/main.json';

/**
 * Story data taken from the contract itself: the `example` of an operation's success answer in the
 * OpenAPI document (openapi/bundled/main.json), so a screen story shows what the contract promises.
 * Where the contract has no example for an operation, the stories build the payload from these
 * examples, typed by the generated contract types.
 */
interface Operation {
  responses?: Record<string, { content?: Record<string, { example?: unknown }> }>;
}
const paths = (mainContract as unknown as { paths: Record<string, Record<string, Operation>> })
  .paths;

/** The success example of `method path` in the main contract (throws when the contract has none). */
export function contractExample<T>(method: 'get' | 'post' | 'put', path: string): T {
  const responses = paths[path]?.[method]?.responses ?? {};
  const example = (responses['200'] ?? responses['201'])?.content?.['application/json']?.example;
  if (example === undefined)
    throw new Error(`openapi/main.yaml has no example for ${method} ${path}`);
  return structuredClone(example) as T;
}

type Envelope<T> = { status: 0; code: 0; message: string; data: T };
export type Article = Main.components['schemas']['Article'];
export type ArticleSummary = Main.components['schemas']['ArticleSummary'];
export type User = Main.components['schemas']['User'];

/** The signed-in staff member of the stories: the contract's sign-in example's user. */
export const storyUser = (): User =>
  contractExample<Envelope<{ user: User }>>('post', '/v1/admin/user/login').data.user;

/** The contract's example article (GET /v1/admin/article/{id}). */
export const exampleArticle = (): Article =>
  contractExample<Envelope<Article>>('get', '/v1/admin/article/{id}').data;

/** A list row of the contract's example article, varied by index (the list call has no example). */
export function articleSummary(i: number, over: Partial<ArticleSummary> = {}): ArticleSummary {
  const a = exampleArticle();
  const statuses = ['published', 'draft', 'published', 'deleted'] as const;
  const status = statuses[i % statuses.length]!;
  return {
    id: a.id + i,
    title: i === 0 ? a.title : `${a.title} (${i + 1})`,
    author: a.author,
    summary: a.summary,
    cover_url: i % 3 === 0 ? a.cover_url : null,
    status,
    scheduled: status === 'draft' && i % 2 === 1,
    vip_visibility: a.vip_visibility,
    article_type: a.article_type,
    origin: a.origin,
    display_time: a.display_time - i * 3_600_000,
    planned_published_at: a.planned_published_at,
    published_at: status === 'published' ? a.display_time - i * 3_600_000 : null,
    words_count: a.words_count + i * 120,
    comment_count: i % 5,
    page_views: i * 37,
    counter: a.counter,
    tags: a.tags,
    tag_relations: a.tag_relations,
    theme_id: a.theme_id,
    is_featured: a.is_featured,
    is_front: a.is_front,
    created_at: a.created_at - i * 3_600_000,
    updated_at: a.updated_at - i * 3_600_000,
    version: a.version,
    ...over,
  };
}

export const ok = <T>(data: T): Envelope<T> => ({ status: 0, code: 0, message: 'OK', data });

/** The contract's error envelope (docs/contract-conventions.md). */
export const failure = (code: number, message: string) => ({
  status: 1,
  code,
  message,
  data: null,
});
