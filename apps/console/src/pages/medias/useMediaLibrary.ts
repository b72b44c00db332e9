import { errorMessage } from '@newsdesk/api-client';
import {
  useConfirm,
  useToast,
  type MediaEditValues,
  type MediaFiltersValue,
  type MediaItemData,
  type MediaUploadItem,
  useTranslation,
} from '@newsdesk/ui';
import { useMemo, useRef, useState } from 'react';
import { useListUrl } from '../../data/list';
import {
  uploadLibraryFile,
  uploadReplacement,
  useMediaList,
  useMediaWrites,
  type Media,
} from '../../data/media';
import { useSession } from '../../data/session';
import { MEDIA_PAGE_SIZE, mediaUrlCodec } from './mediaQuery';

const toItem = (m: Media): MediaItemData => ({
  id: m.id,
  title: m.title,
  name: m.name,
  type: m.type,
  url: m.file_url,
  size: m.file_meta.fsize,
  created_at: m.created_at,
  is_report: m.is_report,
  author: m.author?.nickname ?? null,
  version: m.version,
  extension: extensionOfKey(m.file_uri),
});

/** The extension of a storage key (`u20261125-a1b2.pdf` → `pdf`), or ''. */
const extensionOfKey = (key: string) => {
  const dot = key.lastIndexOf('.');
  return dot > 0 ? key.slice(dot + 1).toLowerCase() : '';
};

/**
 * The media library's state: the URL filters and view, the page of files, the upload batch
 * (several files at once, progress and cancel per file), preview, edit, replace, copy and delete.
 */
export function useMediaLibrary() {
  const { t } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const { user } = useSession();
  const url = useListUrl(mediaUrlCodec, { ignoreForNarrowed: ['page', 'view'] });
  const { state } = url;
  const query = useMemo(
    () => ({
      page: state.page,
      limit: MEDIA_PAGE_SIZE,
      keyword: state.keyword || undefined,
      author_id: state.mine && user ? user.id : undefined,
      only_research: state.researchOnly || undefined,
      type: state.type ?? undefined,
      is_report: state.isReport ?? undefined,
    }),
    [state, user],
  );
  const list = useMediaList(query);
  const { update, remove, invalidate } = useMediaWrites();
  const [uploads, setUploads] = useState<MediaUploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const [previewing, setPreviewing] = useState<MediaItemData | null>(null);
  const [editing, setEditing] = useState<MediaItemData | null>(null);

  const patchUpload = (uid: string, patch: Partial<MediaUploadItem>) =>
    setUploads((all) => all.map((u) => (u.uid === uid ? { ...u, ...patch } : u)));

  const upload = (files: File[]) => {
    const batch = files.map((file) => ({ file, uid: crypto.randomUUID() }));
    setUploads((all) => [
      ...batch.map(({ file, uid }) => ({
        uid,
        name: file.name,
        size: file.size,
        percent: 0,
        status: 'uploading' as const,
      })),
      ...all.filter((u) => u.status === 'uploading'),
    ]);
    for (const { file, uid } of batch) {
      const controller = new AbortController();
      controllers.current.set(uid, controller);
      uploadLibraryFile(file, {
        signal: controller.signal,
        onProgress: (percent) => patchUpload(uid, { percent }),
      })
        .then(() => {
          patchUpload(uid, { status: 'done', percent: 100 });
          void invalidate();
        })
        .catch((e: unknown) => {
          if (controller.signal.aborted) patchUpload(uid, { status: 'cancelled' });
          else patchUpload(uid, { status: 'failed', error: errorMessage(e) });
        })
        .finally(() => controllers.current.delete(uid));
    }
  };

  const save = async (item: MediaItemData, values: MediaEditValues) => {
    try {
      await update.mutateAsync({ id: item.id, version: item.version, ...values });
      toast.success(t('event-save-complete'));
      setEditing(null);
    } catch (e) {
      toast.error(errorMessage(e));
      throw e;
    }
  };

  const replace = async (item: MediaItemData, file: File) => {
    try {
      const next = await uploadReplacement(file);
      await update.mutateAsync({
        id: item.id,
        version: item.version,
        file_uri: next.key,
        name: next.name,
      });
      toast.success(t('media-replaced'));
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  const del = async (item: MediaItemData) => {
    const ok = await confirm({
      title: t('media-delete-title'),
      message: t('media-delete-message', { title: item.title }),
      confirmLabel: t('action-delete'),
      cancelLabel: t('action-cancel'),
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync({ id: item.id, version: item.version });
      toast.success(t('event-delete-success'));
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  const copy = async (item: MediaItemData) => {
    try {
      await navigator.clipboard.writeText(item.url);
      toast.success(t('feedback-copied'));
    } catch {
      toast.error(t('feedback-copy-failed'));
    }
  };

  return {
    url,
    list,
    items: (list.data?.items ?? []).map(toItem),
    uploads,
    upload,
    cancelUpload: (uid: string) => controllers.current.get(uid)?.abort(),
    previewing,
    setPreviewing,
    editing,
    setEditing,
    save,
    replace: (item: MediaItemData, file: File) => void replace(item, file),
    remove: (item: MediaItemData) => void del(item),
    copy: (item: MediaItemData) => void copy(item),
    changeFilters: (patch: Partial<MediaFiltersValue>) =>
      url.setState({ ...state, ...patch, page: 1 }),
  };
}
