import { errorMessage, isConflict } from '@newsdesk/api-client';
import {
  formatChinaTime,
  useConfirm,
  useToast,
  useVideoEditorForm,
  type VideoEditorValues,
  type VideoSubmitIntent,
  useTranslation,
} from '@newsdesk/ui';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTagLookup } from '../../../data/tags';
import { uploadFile } from '../../../data/upload';
import { saveVideo, setVideoStatus, useVideoCache, type Video } from '../../../data/videos';
import { localDraftStore } from '../../articles/editor/autosave';
import { useLeaveGuard } from '../../articles/editor/useLeaveGuard';
import { valuesToSave, videoToValues } from './mapping';
import { useEpisodeUploads } from './useEpisodeUploads';
import { useRelatedPicker } from './useRelatedPicker';

const LIST = '/content/video/list';
const draftKey = (id: number | 'new') => `nd-video-draft:${id}`;

/**
 * The video editor's behaviour (content §4): the form, Save as draft and Post, Delete, the
 * schedule (asked to cancel when a scheduled video is opened, as for articles), the episode
 * uploads, a local draft of unsaved changes, the leave guard, and the option searches.
 */
export function useVideoEditor(initial: Video | null) {
  const { t } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const cache = useVideoCache();
  const [video, setVideo] = useState<Video | null>(initial);
  const videoRef = useRef(video);
  const serverValues = useMemo(() => videoToValues(initial), [initial]);
  const form = useVideoEditorForm(serverValues);
  // What the server has, as form values: the form is dirty when it differs.
  const savedValues = useRef(serverValues);
  const isDirty = useCallback(
    () => JSON.stringify(form.getValues()) !== JSON.stringify(savedValues.current),
    [form],
  );
  const uploads = useEpisodeUploads(form);
  const [saving, setSaving] = useState(false);
  const [draftSavedAt, setDraftSavedAt] = useState<number | null>(null);
  const store = useMemo(
    () => localDraftStore<VideoEditorValues>(draftKey(initial?.id ?? 'new')),
    [initial?.id],
  );

  const adopt = (saved: Video) => {
    videoRef.current = saved;
    setVideo(saved);
    cache.store(saved);
    void cache.invalidateLists();
  };

  // Options: tags for the relations; related content through the selection panels (content §2).
  const tags = useTagLookup();
  const related = useRelatedPicker();

  // A local draft of what the server does not have yet (content §4: long forms keep one).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!isDirty()) return;
        const savedAt = Date.now();
        store.write({
          values: form.getValues(),
          baseVersion: videoRef.current?.version ?? null,
          savedAt,
        });
        setDraftSavedAt(savedAt);
      }, 800);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form, store, isDirty]);

  const saveRemote = async (values: VideoEditorValues, intent: VideoSubmitIntent) => {
    const current = videoRef.current;
    const saved = await saveVideo(valuesToSave(values, intent, current));
    adopt(saved);
    store.remove();
    setDraftSavedAt(null);
    savedValues.current = videoToValues(saved);
    form.reset(savedValues.current);
    return saved;
  };

  /** Resets the schedule of the saved video, keeping everything else as the server has it. */
  const cancelScheduleNow = async (v: Video) => {
    try {
      const payload = valuesToSave(videoToValues(v), 'draft', v);
      const saved = await saveVideo({ ...payload, schedule: { open: false, time: null } });
      adopt(saved);
      savedValues.current = { ...savedValues.current, schedule_open: false, schedule_time: null };
      form.resetField('schedule_open', { defaultValue: false });
      form.resetField('schedule_time', { defaultValue: null });
      toast.success(t('vid-schedule-cancelled'));
    } catch (e) {
      toast.error(isConflict(e) ? t('vid-conflict') : errorMessage(e));
    }
  };

  // Once on open: offer a local draft left behind, then the schedule question (content §4).
  const start = useEffectEvent(async (cancelled: () => boolean) => {
    const draft = store.read();
    if (draft && JSON.stringify(draft.values) !== JSON.stringify(serverValues)) {
      const restore = await confirm({
        title: t('vid-draft-found-title'),
        message: t('vid-draft-found-message', {
          title: draft.values.title || t('vid-draft-untitled'),
          time: formatChinaTime(draft.savedAt, 'YYYY/MM/DD HH:mm:ss'),
        }),
        confirmLabel: t('vid-draft-restore'),
        cancelLabel: t('vid-draft-discard'),
      });
      if (cancelled()) return;
      if (restore) form.reset(draft.values, { keepDefaultValues: true });
      else store.remove();
    } else if (draft) {
      store.remove();
    }
    const v = videoRef.current;
    if (v?.scheduled && v.schedule.time !== null) {
      const cancel = await confirm({
        title: t('vid-cancel-schedule-title'),
        message: t('vid-cancel-schedule-message', { time: formatChinaTime(v.schedule.time) }),
        confirmLabel: t('vid-cancel-schedule'),
        tone: 'danger',
      });
      if (cancelled()) return;
      if (!cancel) {
        void navigate(LIST);
        return;
      }
      await cancelScheduleNow(v);
    }
  });
  useEffect(() => {
    let cancelled = false;
    void start(() => cancelled);
    return () => {
      cancelled = true;
    };
  }, []);

  const submit = async (values: VideoEditorValues, intent: VideoSubmitIntent) => {
    if (uploads.busy) {
      toast.error(t('ep-uploading-wait'));
      return;
    }
    setSaving(true);
    const wasNew = videoRef.current === null;
    try {
      const saved = await saveRemote(values, intent);
      if (saved.scheduled && saved.schedule.time !== null)
        toast.success(t('vid-scheduled', { time: formatChinaTime(saved.schedule.time) }));
      else toast.success(saved.status === 'published' ? t('vid-posted') : t('vid-saved'));
      if (wasNew)
        void navigate(`/content/video/${saved.id}`, {
          replace: true,
          state: { createdVideo: saved.id },
        });
    } catch (e) {
      toast.error(isConflict(e) ? t('vid-conflict') : errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    const v = videoRef.current;
    if (!v) return;
    const ok = await confirm({
      title: t('vid-confirm-delete-title'),
      message: t('vid-confirm-delete-message', { title: v.title }),
      tone: 'danger',
      confirmLabel: t('action-delete'),
    });
    if (!ok) return;
    try {
      const saved = await setVideoStatus({ id: v.id, status: 'deleted', version: v.version });
      adopt(saved);
      store.remove();
      savedValues.current = videoToValues(saved);
      form.reset(savedValues.current);
      toast.success(t('event-delete-success'));
      void navigate(LIST);
    } catch (e) {
      toast.error(isConflict(e) ? t('vid-conflict') : errorMessage(e));
    }
  };

  const cancelSchedule = async () => {
    const v = videoRef.current;
    if (!v?.scheduled) return;
    const ok = await confirm({
      title: t('vid-cancel-schedule-title'),
      message: t('vid-cancel-schedule-message', {
        time: formatChinaTime(v.schedule.time ?? Date.now()),
      }),
      confirmLabel: t('vid-cancel-schedule'),
      tone: 'danger',
    });
    if (ok) await cancelScheduleNow(v);
  };

  useLeaveGuard(
    () => isDirty() || uploads.busy,
    () => (videoRef.current ? `/content/video/${videoRef.current.id}` : null),
  );

  return {
    video,
    form,
    saving,
    draftSavedAt,
    submit,
    remove: video && video.status !== 'deleted' ? () => void remove() : undefined,
    cancelSchedule: video?.scheduled ? () => void cancelSchedule() : undefined,
    uploadImage: async (file: File) => {
      const done = await uploadFile(file, { bucket: 'media' });
      return { key: done.key, url: done.url };
    },
    episodes: {
      uploads: uploads.uploads,
      onPickFile: uploads.onPickFile,
      onCancelUpload: uploads.onCancelUpload,
      onResumeUpload: uploads.onResumeUpload,
    },
    options: {
      tags: tags.results.map((tag) => ({ value: tag.id, label: tag.name })),
      onSearchTags: tags.onSearch,
    },
    related,
  };
}
