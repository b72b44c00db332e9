import { ERROR_MESSAGES, errorMessage } from '@newsdesk/api-client';
import {
  EpisodeUploadStatus,
  type EpisodeDraft,
  type EpisodeUpload,
  type VideoEditorFormApi,
} from '@newsdesk/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createUploadTask, isUploadCancelled, type UploadTask } from '../../../data/upload';

/**
 * The episodes' mp4 uploads (content §4, operations §7): one upload task per episode, its progress
 * for the progress bar, Cancel, and Resume after a failure (the task continues from the step that
 * failed, an upload from the byte the store holds, and the bar from there). A finished upload writes the file into the episode: key, URL, size, and the duration
 * from the file information when the episode has none; status success (2), or error (-1).
 */
export function useEpisodeUploads(form: VideoEditorFormApi) {
  const [uploads, setUploads] = useState<Record<string, EpisodeUpload>>({});
  const tasks = useRef(new Map<string, UploadTask>());

  // Leaving the editor stops what is still sending.
  useEffect(() => {
    const running = tasks.current;
    return () => {
      for (const task of running.values()) task.cancel();
      running.clear();
    };
  }, []);

  const patchEpisode = useCallback(
    (uid: string, patch: Partial<EpisodeDraft>) => {
      const episodes = form.getValues('episodes');
      if (!episodes.some((e) => e.uid === uid)) return; // removed meanwhile
      form.setValue(
        'episodes',
        episodes.map((e) => (e.uid === uid ? { ...e, ...patch } : e)),
        { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
      );
    },
    [form],
  );

  const setUpload = (uid: string, next: EpisodeUpload | null) =>
    setUploads((prev) => {
      if (next) return { ...prev, [uid]: next };
      const { [uid]: _gone, ...rest } = prev;
      return rest;
    });

  const run = useCallback(
    async (uid: string, task: UploadTask) => {
      const { file } = task;
      // A resume goes on from where the bar stood (the task then reports the bytes the store holds).
      setUploads((prev) => ({
        ...prev,
        [uid]: { fileName: file.name, loaded: prev[uid]?.loaded ?? 0, total: file.size },
      }));
      try {
        const done = await task.resume();
        tasks.current.delete(uid);
        setUpload(uid, null);
        const current = form.getValues('episodes').find((e) => e.uid === uid);
        patchEpisode(uid, {
          key: done.key,
          url: done.url,
          size: done.avinfo?.size ?? done.size,
          // A new file has its own length: the file information gives it.
          duration: done.avinfo?.duration ?? (current?.key === done.key ? current.duration : null),
          upload_status: EpisodeUploadStatus.SUCCESS,
        });
      } catch (e) {
        if (isUploadCancelled(e)) {
          tasks.current.delete(uid);
          setUpload(uid, null);
          return;
        }
        setUploads((prev) => ({
          ...prev,
          [uid]: {
            fileName: file.name,
            loaded: prev[uid]?.loaded ?? 0,
            total: file.size,
            error: errorMessage(e) || ERROR_MESSAGES.uploadingFailed,
            resumable: true,
          },
        }));
        patchEpisode(uid, { upload_status: EpisodeUploadStatus.ERROR });
      }
    },
    [form, patchEpisode],
  );

  const onPickFile = useCallback(
    (uid: string, file: File) => {
      tasks.current.get(uid)?.cancel();
      const task = createUploadTask(file, {
        bucket: 'video',
        onProgress: ({ loaded, total }) =>
          setUploads((prev) =>
            prev[uid] && !prev[uid].error
              ? { ...prev, [uid]: { ...prev[uid], loaded, total } }
              : prev,
          ),
      });
      tasks.current.set(uid, task);
      setUpload(uid, { fileName: file.name, loaded: 0, total: file.size });
      void run(uid, task);
    },
    [run],
  );

  const onResumeUpload = useCallback(
    (uid: string) => {
      const task = tasks.current.get(uid);
      if (task) void run(uid, task);
    },
    [run],
  );

  const onCancelUpload = useCallback((uid: string) => {
    const task = tasks.current.get(uid);
    if (!task) return;
    task.cancel();
    tasks.current.delete(uid);
    setUpload(uid, null);
  }, []);

  const busy = Object.values(uploads).some((u) => !u.error);
  return { uploads, onPickFile, onResumeUpload, onCancelUpload, busy };
}
