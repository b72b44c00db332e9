import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { config } from '../app/config';
import {
  articleSummary,
  exampleArticle,
  failure,
  ok,
  storyUser,
  type ArticleSummary,
} from './contract';

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
export function articleHandlers(state: 'found' | 'missing' | 'loading'): HttpHandler[] {
  return [
    http.get(main('/v1/admin/article/:id'), async ({ params }) => {
      if (state === 'loading') await delay('infinite');
      if (state === 'missing') {
        return HttpResponse.json(failure(40004, 'Article not found'), { status: 404 });
      }
      return HttpResponse.json(ok({ ...exampleArticle(), id: Number(params.id) }));
    }),
  ];
}
