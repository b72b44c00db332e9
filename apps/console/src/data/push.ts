import { unwrap, type Main } from '@newsdesk/api-client';
import { useMutation } from '@tanstack/react-query';
import { api } from './clients';

/** The push domain (operations §Push): a broadcast that opens one content. */
type Broadcast = NonNullable<
  Main.paths['/v1/admin/push/umeng/broadcast']['post']['requestBody']
>['content']['application/json'];

/** What the push dialog asks; `start_time` null sends now. */
export type PushValues = Pick<Broadcast, 'title' | 'body' | 'platform'> & {
  start_time: number | null;
};

/** The content kind number of an article (content §3). */
const ARTICLE_KIND = 1;

/** The link a push of an article opens in the app. */
export const articleDeepLink = (articleId: number) => `newsdesk://article/${articleId}`;

export const pushArticle = (articleId: number, values: PushValues) =>
  unwrap(
    api.main.POST('/v1/admin/push/umeng/broadcast', {
      body: {
        title: values.title,
        body: values.body,
        ...(values.start_time !== null ? { start_time: values.start_time } : {}),
        platform: values.platform,
        extra: {
          url: articleDeepLink(articleId),
          content_kind: ARTICLE_KIND,
          content_id: articleId,
        },
      },
    }),
  );

export function useArticlePush() {
  return useMutation({
    mutationFn: (v: { articleId: number; values: PushValues }) =>
      pushArticle(v.articleId, v.values),
  });
}
