import { unwrap, type Main } from '@newsdesk/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './clients';

/**
 * Pushing one article (content §4, the article list's row menu): the push domain's keys, the link
 * an article's push opens, and the call. Its own module, re-exported by push.ts: the article list
 * pushes without loading the push screens' reads (the lookup modules' pattern, tagLookup.ts).
 */
export type PushListQuery = NonNullable<Main.operations['listPushes']['parameters']['query']>;
type Broadcast = NonNullable<
  Main.paths['/v1/admin/push/umeng/broadcast']['post']['requestBody']
>['content']['application/json'];

/** What the push dialog asks; `start_time` null sends now. */
export type PushValues = Pick<Broadcast, 'title' | 'body' | 'platform'> & {
  start_time: number | null;
};

/** What a push opens: a content (kind and id) with its link, or a link alone (product, customize). */
export interface PushTarget {
  url: string;
  content?: { kind: 1 | 3 | 9 | 13; id: number };
}

export const pushKeys = {
  all: ['push'] as const,
  lists: () => [...pushKeys.all, 'list'] as const,
  list: (query: PushListQuery) => [...pushKeys.lists(), query] as const,
  detail: (id: number) => [...pushKeys.all, 'detail', id] as const,
  status: (id: number) => [...pushKeys.all, 'status', id] as const,
};

/** The content kind number of an article (content §3). */
const ARTICLE_KIND = 1;

/** The link a push of an article opens in the app. */
export const articleDeepLink = (articleId: number) => `newsdesk://article/${articleId}`;

export const createPush = (values: PushValues, target: PushTarget) =>
  unwrap(
    api.main.POST('/v1/admin/push/umeng/broadcast', {
      body: {
        title: values.title,
        body: values.body,
        ...(values.start_time !== null ? { start_time: values.start_time } : {}),
        platform: values.platform,
        extra: {
          url: target.url,
          ...(target.content
            ? { content_kind: target.content.kind, content_id: target.content.id }
            : {}),
        },
      },
    }),
  );

export const pushArticle = (articleId: number, values: PushValues) =>
  createPush(values, {
    url: articleDeepLink(articleId),
    content: { kind: ARTICLE_KIND, id: articleId },
  });

export function useArticlePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { articleId: number; values: PushValues }) =>
      pushArticle(v.articleId, v.values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushKeys.lists() }),
  });
}
