import type { LinkComponent, LinkProps } from '@newsdesk/ui';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { prefetchPath, prefetchWhenIdle } from '../../../app/prefetch';
import { articleKeys, getArticle } from '../../../data/articles';

/** An article read on hover older than this is read again when its editor opens. */
const HOVER_READ_MS = 10_000;
const ARTICLE_PATH = /^\/content\/article\/(\d+)$/;

/** The article an editor link opens, or null for any other link. */
const articleIdOf = (href: string) => {
  const match = ARTICLE_PATH.exec(href);
  return match ? Number(match[1]) : null;
};

function ArticleLinkWith(queryClient: QueryClient): LinkComponent {
  const prefetch = (href: string) => {
    prefetchPath(href);
    const id = articleIdOf(href);
    if (id === null) return;
    // At most one read per HOVER_READ_MS for the same article, however often it is pointed at.
    void queryClient.prefetchQuery({
      queryKey: articleKeys.detail(id),
      queryFn: () => getArticle(id),
      staleTime: HOVER_READ_MS,
      retry: false,
    });
  };
  return function ArticleLink({ href, children, onClick, ...rest }: LinkProps) {
    return (
      <Link
        to={href}
        onPointerEnter={() => prefetch(href)}
        onFocus={() => prefetch(href)}
        onClick={(event) => {
          // The editor reads its article once and keeps it (`live: false`): a read from a hover
          // long ago is dropped so the editor reads it again, as it would without the hover. A
          // read still on its way (the pointer came just before the click) is kept: dropping it
          // made the editor ask again and wait for a second answer.
          const id = articleIdOf(href);
          const read = id === null ? undefined : queryClient.getQueryState(articleKeys.detail(id));
          if (
            id !== null &&
            read?.status === 'success' &&
            Date.now() - read.dataUpdatedAt > HOVER_READ_MS
          )
            queryClient.removeQueries({ queryKey: articleKeys.detail(id), exact: true });
          onClick?.(event);
        }}
        {...rest}
      >
        {children}
      </Link>
    );
  };
}

/**
 * The editor is the list's next screen (issue #18: open it in ≤ 300 ms). Once the rows are on
 * screen and the browser is idle, its code and the article templates it waits for load; pointing
 * at or focusing a title reads that article. Returns the link component for the rows.
 */
export function useEditorPrefetch(shown: boolean): LinkComponent {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!shown) return undefined;
    const cancelCode = prefetchWhenIdle('/content/article/create');
    // The templates' module with them: the list itself does not need it.
    const timer = window.setTimeout(
      () =>
        void import('../../../data/templates')
          .then(({ getTemplates, templateKeys }) =>
            queryClient.prefetchQuery({
              queryKey: templateKeys.article(),
              queryFn: getTemplates,
              retry: false,
            }),
          )
          // Offline: the editor reads them itself when it opens.
          .catch(() => undefined),
      800,
    );
    return () => {
      cancelCode();
      window.clearTimeout(timer);
    };
  }, [shown, queryClient]);
  return useMemo(() => ArticleLinkWith(queryClient), [queryClient]);
}
