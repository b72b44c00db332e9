import { isConflict, unwrap, type Main } from '@newsdesk/api-client';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from './clients';
import { ContentKind } from './contentRoutes';
import { createPush, type PushValues } from './articlePush';

/**
 * The videos domain (content §2–§4): the list, one video, the editor's save, status changes and a
 * push that opens a video, with their cache keys and error mapping. Uploads are `data/upload.ts`.
 */
export type Video = Main.components['schemas']['Video'];
export type VideoSummary = Main.components['schemas']['VideoSummary'];
export type VideoSave = Main.components['schemas']['VideoSave'];
export type VideoEpisode = Main.components['schemas']['Episode'];
export type VideoStatus = Video['status'];
/** The list query of the API (`GET /v1/admin/video/list`) without its anchor. */
export type VideoListQuery = Omit<
  NonNullable<Main.operations['listVideos']['parameters']['query']>,
  'anchor'
>;

export const videoKeys = {
  all: ['videos'] as const,
  lists: () => [...videoKeys.all, 'list'] as const,
  list: (query: VideoListQuery) => [...videoKeys.lists(), query] as const,
  details: () => [...videoKeys.all, 'detail'] as const,
  detail: (id: number) => [...videoKeys.details(), id] as const,
};

export const getVideo = (id: number): Promise<Video> =>
  unwrap(api.main.GET('/v1/admin/video/{id}', { params: { path: { id } } }));

/** Create (no `id`) or update (`id` and `version`) a video. */
export const saveVideo = (body: VideoSave): Promise<Video> =>
  unwrap(api.main.POST('/v1/admin/video/', { params: { query: { type: 'v2' } }, body }));

export const setVideoStatus = (v: { id: number; status: VideoStatus; version: number }) =>
  unwrap(
    api.main.POST('/v1/admin/video/status', {
      params: { query: { type: 'v2' } },
      body: { id: v.id, status: v.status, version: v.version },
    }),
  );

/** One video for the editor: read once, then the editor owns it. */
export function useVideo(id: number | null) {
  return useQuery({
    queryKey: videoKeys.detail(id ?? 0),
    queryFn: () => getVideo(id!),
    enabled: id !== null && Number.isFinite(id),
    retry: false,
    staleTime: Infinity,
  });
}

/**
 * The video list: anchor paging as the contract offers it (`next_anchor`, `has_more`), loaded page
 * after page ("Load more"); a change of filters starts again from the first page.
 */
export function useVideoListQuery(query: VideoListQuery) {
  return useInfiniteQuery({
    queryKey: videoKeys.list(query),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.main.GET('/v1/admin/video/list', {
          params: { query: { ...query, ...(pageParam ? { anchor: pageParam } : {}) } },
          signal,
        }),
      ),
    getNextPageParam: (last) => (last.has_more && last.next_anchor ? last.next_anchor : undefined),
    placeholderData: keepPreviousData,
  });
}

/** Status changes from the list (publish, draft, delete); lists refresh afterwards. */
export function useVideoStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setVideoStatus,
    onSuccess: (video) => queryClient.setQueryData(videoKeys.detail(video.id), video),
    onSettled: () => queryClient.invalidateQueries({ queryKey: videoKeys.lists() }),
  });
}

/** The editor's writes into the cache: a video the server answered, and stale lists. */
export function useVideoCache() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      store: (video: Video) => queryClient.setQueryData(videoKeys.detail(video.id), video),
      invalidateLists: () => queryClient.invalidateQueries({ queryKey: videoKeys.lists() }),
    }),
    [queryClient],
  );
}

/** The link a push of a video opens in the app. */
export const videoDeepLink = (videoId: number) => `newsdesk://video/${videoId}`;

/** A push notification that opens one video (operations §Push broadcast). */
export const pushVideo = (videoId: number, values: PushValues) =>
  createPush(values, {
    url: videoDeepLink(videoId),
    content: { kind: ContentKind.VIDEO, id: videoId },
  });

export function useVideoPush() {
  return useMutation({
    mutationFn: (v: { videoId: number; values: PushValues }) => pushVideo(v.videoId, v.values),
  });
}

/** Error mapping: a stale version (40009) — someone else saved the video meanwhile. */
export const isVideoConflict = (e: unknown) => isConflict(e);
