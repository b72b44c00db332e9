/** The library's file types (content §3 File/media `type`). */
export const MEDIA_TYPES = [
  'image',
  'pdf',
  'excel',
  'ppt',
  'word',
  'audio',
  'video',
  'other',
] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** One file of the library, as the screen shows it (shaped by the contract's `Media`). */
export interface MediaItemData {
  id: number;
  title: string;
  name: string;
  type: MediaType;
  /** Public URL (download, copy link, preview). */
  url: string;
  /** Bytes. */
  size: number;
  /** Upload time (ms). */
  created_at: number;
  is_report: boolean;
  author: string | null;
  version: number;
  /** The stored file's extension without the dot (from its storage key); else read from the name. */
  extension?: string;
}

const extensionIn = (path: string) => {
  const last = path.split(/[?#]/)[0]!.split('/').pop() ?? '';
  const dot = last.lastIndexOf('.');
  return dot > 0 ? last.slice(dot + 1).toLowerCase() : '';
};

/** The file extension shown in the library's list (content §5 types by extension), or ''. */
export const mediaExtensionOf = (item: MediaItemData): string =>
  item.extension || extensionIn(item.name) || extensionIn(item.url);

/** What an upload is, by extension (content §5): reports, pictures, video, audio, other. */
export type MediaUploadKind = 'report' | 'picture' | 'video' | 'audio' | 'other';

export function uploadKindOf(fileName: string): MediaUploadKind {
  const dot = fileName.lastIndexOf('.');
  const ext = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  if (['pdf', 'doc', 'docx', 'xls', 'xlsx'].includes(ext)) return 'report';
  if (['jpg', 'jpeg', 'png'].includes(ext)) return 'picture';
  if (ext === 'mp4') return 'video';
  if (ext === 'mp3') return 'audio';
  return 'other';
}

/** One file of an upload batch, with its progress. */
export interface MediaUploadItem {
  uid: string;
  name: string;
  size: number;
  /** 0–100. */
  percent: number;
  status: 'uploading' | 'done' | 'failed' | 'cancelled';
  /** The failure's message (already translated or the server's). */
  error?: string;
}
