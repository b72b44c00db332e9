import type { Main, Second } from '@newsdesk/api-client';
import mainContract from '../../../../openapi/bundled/main.json';
import secondContract from '../../../../openapi/bundled/second.json';

/**
 * Story data taken from the contract itself: the `example` of an operation's success answer in the
 * OpenAPI document (openapi/bundled/main.json), so a screen story shows what the contract promises.
 * Where the contract has no example for an operation, the stories build the payload from these
 * examples, typed by the generated contract types.
 */
interface Operation {
  responses?: Record<string, { content?: Record<string, { example?: unknown }> }>;
}
type Paths = Record<string, Record<string, Operation>>;
const paths = (mainContract as unknown as { paths: Paths }).paths;
const secondPaths = (secondContract as unknown as { paths: Paths }).paths;

function exampleIn<T>(document: Paths, name: string, method: string, path: string): T {
  const responses = document[path]?.[method]?.responses ?? {};
  const example = (responses['200'] ?? responses['201'])?.content?.['application/json']?.example;
  if (example === undefined) throw new Error(`${name} has no example for ${method} ${path}`);
  return structuredClone(example) as T;
}

/** The success example of `method path` in the main contract (throws when the contract has none). */
export function contractExample<T>(method: 'get' | 'post' | 'put', path: string): T {
  return exampleIn<T>(paths, 'openapi/main.yaml', method, path);
}

/** The success example of `method path` in the second host's contract (openapi/second.yaml). */
export function secondExample<T>(method: 'get' | 'post' | 'put', path: string): T {
  return exampleIn<T>(secondPaths, 'openapi/second.yaml', method, path);
}

// The `data` of an operation's success answer, read from the generated contract types: a story
// payload typed with these stops compiling when the contract changes its shape.
type JsonBody<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type SuccessData<O> = O extends { responses: infer R }
  ? JsonBody<200 extends keyof R ? R[200] : 201 extends keyof R ? R[201] : never> extends {
      data: infer D;
    }
    ? D
    : never
  : never;
/** `data` of the success answer of `method path` on the main API. */
export type MainData<
  P extends keyof Main.paths,
  M extends 'get' | 'post' | 'put' | 'delete',
> = SuccessData<Main.paths[P][M]>;
/** `data` of the success answer of `method path` on the second host. */
export type SecondData<
  P extends keyof Second.paths,
  M extends 'get' | 'post' | 'put' | 'delete',
> = SuccessData<Second.paths[P][M]>;

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

interface Components {
  components: { schemas: Record<string, { examples?: unknown[] }> };
}

/**
 * The first `examples` entry of a schema of the contract (`main` or `second` document), e.g. the
 * contract's example Media or Link; throws when the schema has none.
 */
export function schemaExample<T>(name: string, document: 'main' | 'second' = 'main'): T {
  const source = (document === 'main' ? mainContract : secondContract) as unknown as Components;
  const example = source.components.schemas[name]?.examples?.[0];
  if (example === undefined) throw new Error(`openapi/${document}.yaml: ${name} has no example`);
  return structuredClone(example) as T;
}

/** One hour, for spreading story rows over time from the examples' timestamps. */
export const HOUR = 3_600_000;
