import {
  delay,
  graphql,
  http,
  HttpResponse,
  type GraphQLResponseBody,
  type HttpHandler,
  type RequestHandler,
} from 'msw';
import { config } from '../app/config';
import {
  articleSummary,
  exampleArticle,
  failure,
  ok,
  storyUser,
  type ArticleSummary,
} from './contract';
import { withTypenames } from './graphqlTypes';

/**
 * Network-level mocks for the screen stories (msw): the console's real data layer and clients run
 * unchanged, and these answer their calls with contract data (`contract.ts`).
 */
const main = (path: string) => `${config.mainApiUrl}${path}`;
const second = (path: string) => `${config.secondApiUrl}${path}`;

/** The signed-in session: the self profile and the key-value calls every screen may make. */
export const sessionHandlers: HttpHandler[] = [
  http.get(main('/v1/admin/user/self'), () => HttpResponse.json(ok(storyUser()))),
  http.get(main('/v1/kvconfig/:key'), () =>
    HttpResponse.json(failure(40004, 'Key-value entry not found'), { status: 404 }),
  ),
  http.post(second('/tag/query'), () =>
    HttpResponse.json(ok({ items: [], total: 0, page: 1, limit: 10 })),
  ),
  http.get(main('/v1/admin/user'), () =>
    HttpResponse.json(ok({ items: [storyUser()], total: 1, page: 1, limit: 10 })),
  ),
];

export type ListState = 'full' | 'empty' | 'loading' | 'error' | 'many';

/** `GET /v1/admin/article` in one of the list's states. */
export function articleListHandlers(state: ListState, rows = 20): HttpHandler[] {
  return [
    http.get(main('/v1/admin/article'), async ({ request }) => {
      if (state === 'loading') await delay('infinite');
      if (state === 'error') {
        return HttpResponse.json(failure(50000, 'API service error, please wait...'), {
          status: 500,
        });
      }
      const url = new URL(request.url);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const page = Number(url.searchParams.get('page') ?? 1);
      const total = state === 'empty' ? 0 : state === 'many' ? 240 : rows;
      const start = (page - 1) * limit;
      const items: ArticleSummary[] = Array.from(
        { length: Math.max(0, Math.min(limit, total - start)) },
        (_, i) => articleSummary(start + i),
      );
      return HttpResponse.json(
        ok({ items, total, page, limit, next_cursor: start + limit < total ? `c${page}` : null }),
      );
    }),
  ];
}

/** `GET /v1/admin/article/{id}`: the contract's example article, or a failure. */
export function articleHandlers(state: 'found' | 'missing' | 'loading' | 'error'): HttpHandler[] {
  return [
    http.get(main('/v1/admin/article/:id'), async ({ params }) => {
      if (state === 'loading') await delay('infinite');
      if (state === 'error') return serverError();
      if (state === 'missing') {
        return HttpResponse.json(failure(40004, 'Article not found'), { status: 404 });
      }
      return HttpResponse.json(ok({ ...exampleArticle(), id: Number(params.id) }));
    }),
  ];
}

/** The states a list screen story shows: rows, or the list's own error (with its Retry button). */
export type ScreenState = 'full' | 'error';

/** The contract's 500 answer (REST). */
export const serverError = () =>
  HttpResponse.json(failure(50000, 'API service error, please wait...'), { status: 500 });

/**
 * The states a list screen shows a designer: its rows, none (the empty message), an answer that
 * never comes (the loading state) or the server's error.
 */
export type ListScreenState = ScreenState | 'empty' | 'loading';

/**
 * A REST list read answered in `state`: `rows()` in the contract's envelope, `none(rows())` when
 * empty, never when loading, the contract's 500 when failed.
 */
export const restList =
  <T>(state: ListScreenState, rows: () => T, none: (full: T) => T) =>
  async () => {
    if (state === 'loading') await delay('infinite');
    if (state === 'error') return serverError();
    const full = rows();
    return HttpResponse.json(ok(state === 'empty' ? none(full) : full));
  };

/** The GraphQL endpoint of the console (`app/config`): operations are answered by name. */
export const gqlApi = graphql.link(config.graphqlUrl);

/**
 * A GraphQL read that failed at the server (HTTP 500 with the error in the body): the screen shows
 * its load error. (An answer with `errors` and HTTP 200 is partial data: the console only logs it.)
 */
export const graphqlError = <T extends Record<string, unknown>>() =>
  HttpResponse.json<GraphQLResponseBody<T>>(
    {
      data: null,
      errors: [
        {
          message: 'API service error, please wait...',
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ],
    },
    { status: 500 },
  );

/**
 * A GraphQL list read answered in `state`: `data()` (with `__typename`s), `none(data())` when
 * empty, never when loading, a failed read (HTTP 500) when failed.
 */
export const graphqlList =
  <T extends Record<string, unknown>>(
    state: ListScreenState,
    data: () => T,
    none: (full: T) => T,
  ) =>
  async (): Promise<HttpResponse<GraphQLResponseBody<T>>> => {
    if (state === 'loading') await delay('infinite');
    if (state === 'error') return graphqlError<T>();
    const full = data();
    return HttpResponse.json<GraphQLResponseBody<T>>({
      data: withTypenames(state === 'empty' ? none(full) : full),
    });
  };

/** A GraphQL connection with no nodes (an empty list's answer). */
export const noNodes = <C extends { total_count: number; nodes: unknown[] }>(c: C): C => ({
  ...c,
  total_count: 0,
  nodes: [],
});

/** Main API and second host URLs for msw (the console's configured hosts). */
export const mainUrl = main;
export const secondUrl = second;

/** Stored files (covers, avatars) as a neutral placeholder image, so no image reaches a server. */
const PLACEHOLDER =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90" viewBox="0 0 160 90">' +
  '<rect width="160" height="90" fill="#9aa5b1"/></svg>';
export const storageHandler = http.get(main('/storage/:key'), () =>
  HttpResponse.text(PLACEHOLDER, { headers: { 'Content-Type': 'image/svg+xml' } }),
);

/** A screen's own handlers, then the signed-in session's and stored files (the first match answers). */
export const screenHandlers = (...own: RequestHandler[][]): RequestHandler[] => [
  ...own.flat(),
  ...sessionHandlers,
  storageHandler,
];

/**
 * A screen whose data never answers (its loading state): the session and stored files answer, every
 * other call to either API and every GraphQL operation waits for ever.
 */
export const loadingScreenHandlers = (): RequestHandler[] => [
  ...sessionHandlers,
  storageHandler,
  http.all(main('/*'), () => delay('infinite')),
  http.all(second('/*'), () => delay('infinite')),
  gqlApi.operation(() => delay('infinite')),
];
