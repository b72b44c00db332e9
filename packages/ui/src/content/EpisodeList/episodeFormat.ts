/** Upload status of a video file (content §3): error -1, removed -2, pending 0, uploading 1, success 2. */
export const EpisodeUploadStatus = {
  ERROR: -1,
  REMOVED: -2,
  PENDING: 0,
  UPLOADING: 1,
  SUCCESS: 2,
} as const;
export type EpisodeUploadStatusCode =
  (typeof EpisodeUploadStatus)[keyof typeof EpisodeUploadStatus];

/** The message key of a status code. */
export const uploadStatusKey = (status: EpisodeUploadStatusCode) =>
  (
    ({
      [-1]: 'ep-status-error',
      [-2]: 'ep-status-removed',
      0: 'ep-status-pending',
      1: 'ep-status-uploading',
      2: 'ep-status-success',
    }) as const
  )[status];

/** Seconds as `m:ss` or `h:mm:ss`. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Only mp4 is accepted (content §5): by extension, as the spec detects file types. */
export const isMp4 = (name: string) => /\.mp4$/i.test(name.trim());
