import { errorMessage, gql, isConflict, isDuplicate, ERROR_MESSAGES } from '@newsdesk/api-client';
import { useConfirm, useToast, type MessageKey, useTranslation } from '@newsdesk/ui';
import { useCallback } from 'react';
import type {
  LiveFormValues,
  LiveRowData,
  WsArticleFormValues,
  WsArticleRowData,
} from '@newsdesk/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlClient } from './graphql';
import { mutate } from './sources';

/**
 * The editorial desk domain (content §2 /content/wallstreet/live, §3 WscnLive, §7 "wscn live
 * (update)"): the flash news list, asked again every few seconds so that new items appear without
 * a reload, and the staff edit with the version rule. GraphQL reads use no cache (content §7):
 * the pages live in react-query only, like the tag channels.
 */
export type WscnLive = gql.WscnLiveFieldsFragment;
export type LiveStatusFilter = 'all' | 'published' | 'draft' | 'deleted';

export const LIVE_PAGE_SIZE = 20;
/** How often the first page is asked again (new flash news without a reload). */
export const LIVE_POLL_MS = 10_000;

export interface LiveListQuery {
  kw: string;
  status: LiveStatusFilter;
  page: number;
}

export const deskKeys = {
  all: ['desk'] as const,
  lives: () => [...deskKeys.all, 'lives'] as const,
  liveList: (q: LiveListQuery) => [...deskKeys.lives(), q] as const,
};

/** The GraphQL item as the UI's row (status lower case, like every content status in the UI). */
export const liveRowOf = (n: WscnLive): LiveRowData => ({
  id: n.id,
  title: n.title,
  content: n.content,
  content_more: n.content_more ?? null,
  images: n.images,
  score: n.score,
  status: n.status.toLowerCase() as LiveRowData['status'],
  is_deleted: n.is_deleted,
  display_time: n.display_time,
  version: n.version,
});

/** One page of flash news, newest first; the first page is polled, the others stay as read. */
export function useLiveList(q: LiveListQuery) {
  return useQuery({
    queryKey: deskKeys.liveList(q),
    queryFn: async () => {
      const client = await graphqlClient();
      const { data } = await client.query({
        query: gql.WscnLivesDocument,
        variables: {
          first: LIVE_PAGE_SIZE,
          offset: (q.page - 1) * LIVE_PAGE_SIZE,
          kw: q.kw || undefined,
          status: q.status === 'all' ? undefined : [q.status.toUpperCase() as gql.ContentStatus],
        },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error(ERROR_MESSAGES.apiService);
      return {
        total: data.wscn_lives.total_count,
        rows: data.wscn_lives.nodes.map(liveRowOf),
      };
    },
    placeholderData: keepPreviousData,
    refetchInterval: q.page === 1 ? LIVE_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
}

/** The staff edit (`updateWscnLive`); a stale version is a Conflict (40009). */
export function useUpdateLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, values }: { item: LiveRowData; values: LiveFormValues }) =>
      mutate(
        gql.UpdateWscnLiveDocument,
        {
          id: item.id,
          version: item.version,
          input: {
            title: values.title,
            content: values.content,
            content_more: values.content_more,
            images: values.images,
            score: values.score,
            status: values.status.toUpperCase() as gql.ContentStatus,
            is_deleted: values.is_deleted,
            display_time: values.display_time,
          },
        },
        [],
      ).then((d) => liveRowOf(d.updateWscnLive)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deskKeys.lives() }),
  });
}

// ── Wall Street articles (kind WALLSTREET_ARTICLES 26; designed here, #19) ──────────────────────

export type WallstreetArticle = gql.WallstreetArticleFieldsFragment;
export const WS_PAGE_SIZE = 20;

export interface WsListQuery {
  kw: string;
  status: LiveStatusFilter;
  page: number;
}

export const wsKeys = {
  all: [...deskKeys.all, 'wallstreet-articles'] as const,
  list: (q: WsListQuery) => [...wsKeys.all, q] as const,
};

export const wsRowOf = (a: WallstreetArticle): WsArticleRowData => ({
  id: a.id,
  title: a.title,
  summary: a.summary ?? null,
  body: a.body ?? null,
  cover_url: a.cover_url ?? null,
  author: a.author?.nickname ?? null,
  display_time: a.display_time,
  status: a.status.toLowerCase() as WsArticleRowData['status'],
  page_views: a.page_views,
  version: a.version,
});

/** One page of Wall Street articles, newest first (no GraphQL cache, content §7). */
export function useWallstreetArticles(q: WsListQuery, { enabled = true } = {}) {
  return useQuery({
    queryKey: wsKeys.list(q),
    queryFn: async () => {
      const client = await graphqlClient();
      const { data } = await client.query({
        query: gql.WallstreetArticlesDocument,
        variables: {
          first: WS_PAGE_SIZE,
          offset: (q.page - 1) * WS_PAGE_SIZE,
          kw: q.kw || undefined,
          status: q.status === 'all' ? undefined : [q.status.toUpperCase() as gql.ContentStatus],
        },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error(ERROR_MESSAGES.apiService);
      return {
        total: data.wallstreet_articles.total_count,
        rows: data.wallstreet_articles.nodes.map(wsRowOf),
      };
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The edit of a Wall Street article (`updateWallstreetArticle`); a stale version is a Conflict. */
export function useUpdateWallstreetArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, values }: { item: WsArticleRowData; values: WsArticleFormValues }) =>
      mutate(
        gql.UpdateWallstreetArticleDocument,
        {
          id: item.id,
          version: item.version,
          input: {
            title: values.title,
            summary: values.summary,
            body: values.body,
            display_time: values.display_time,
            status: values.status.toUpperCase() as gql.ContentStatus,
          },
        },
        [],
      ).then((d) => wsRowOf(d.updateWallstreetArticle)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wsKeys.all }),
  });
}

// ── Writes: refusals and deletes, one way for every desk screen ───────────────

/**
 * A refused desk write as a toast: a stale version by name ("This record was changed by someone
 * else"), a repeated key by the screen's own words when it has one ("Repeat Asset"), else the
 * server's message.
 */
export function useDeskWriteError(duplicateKey?: MessageKey) {
  const toast = useToast();
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) =>
      toast.error(
        isConflict(error)
          ? t('desk-conflict')
          : duplicateKey && isDuplicate(error)
            ? t(duplicateKey)
            : errorMessage(error),
      ),
    [toast, t, duplicateKey],
  );
}

/**
 * Delete after a confirm (danger, Delete / Cancel): "Deleted" on success, the refusal through
 * `onError`. Nothing is sent when the staff member cancels.
 */
export function useConfirmedDelete(onError: (error: unknown) => void) {
  const confirm = useConfirm();
  const toast = useToast();
  const { t } = useTranslation();
  return useCallback(
    async (ask: { title: string; message: string }, remove: () => Promise<unknown>) => {
      const ok = await confirm({
        ...ask,
        confirmLabel: t('action-delete'),
        cancelLabel: t('action-cancel'),
        tone: 'danger',
      });
      if (!ok) return;
      try {
        await remove();
        toast.success(t('desk-deleted'));
      } catch (e) {
        onError(e);
      }
    },
    [confirm, toast, t, onError],
  );
}
