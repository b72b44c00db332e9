import { unwrap, type Main } from '@newsdesk/api-client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './clients';

/** The media domain: uploads to the storage (content §7 upload token, then the file). */
export interface UploadedMedia {
  key: string;
  url: string;
  name: string;
  extension: string;
}

/** Uploads a file of the editor (cover, inline image, attachment) to the `media` bucket. */
export async function uploadMedia(file: File): Promise<UploadedMedia> {
  const uploaded = await api.upload(file, { bucket: 'media' });
  return {
    key: uploaded.key,
    url: uploaded.file_url,
    name: uploaded.name,
    extension: uploaded.extension,
  };
}

// ── The media library (content §2 /content/medias, §3 File/media, §7 media calls) ─────────────

export type Media = Main.components['schemas']['Media'];
export type MediaListQuery = NonNullable<Main.operations['listMedia']['parameters']['query']>;
export type MediaFileType = Main.components['schemas']['FileType'];

export const mediaKeys = {
  all: ['media'] as const,
  lists: () => [...mediaKeys.all, 'list'] as const,
  list: (query: MediaListQuery) => [...mediaKeys.lists(), query] as const,
};

/** One page of the library; the previous page stays on screen while the next loads. */
export function useMediaList(query: MediaListQuery) {
  return useQuery({
    queryKey: mediaKeys.list(query),
    queryFn: () => unwrap(api.main.GET('/v1/admin/media', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

/**
 * Uploads one file of the library (token → upload with progress → entry through
 * `POST /v1/admin/media/quick`); `signal` cancels it. The title starts as the file name.
 */
export async function uploadLibraryFile(
  file: File,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<Media> {
  const uploaded = await api.upload(file, {
    bucket: 'media',
    signal: options.signal,
    onProgress: (p) => options.onProgress?.(p.percent),
  });
  const title = file.name.replace(/\.[^.]+$/, '').slice(0, 200) || file.name.slice(0, 200);
  return unwrap(
    api.main.POST('/v1/admin/media/quick', { body: { title, file_uri: uploaded.key } }),
  );
}

/** Library writes; the lists refresh afterwards. */
export function useMediaWrites() {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: mediaKeys.lists() });
  const update = useMutation({
    mutationFn: ({ id, ...body }: Main.components['schemas']['MediaUpdate'] & { id: number }) =>
      unwrap(api.main.PUT('/v1/admin/media/{id}', { params: { path: { id } }, body })),
    onSettled: invalidate,
  });
  const remove = useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      unwrap(
        api.main.DELETE('/v1/admin/media/{id}', { params: { path: { id } }, body: { version } }),
      ),
    onSettled: invalidate,
  });
  return { update, remove, invalidate };
}

/** Replaces an entry's file: uploads the new one, then `PUT` with its key (designed here). */
export async function uploadReplacement(file: File): Promise<{ key: string; name: string }> {
  const uploaded = await api.upload(file, { bucket: 'media' });
  return { key: uploaded.key, name: file.name.slice(0, 255) };
}
