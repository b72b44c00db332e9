import type { TFunction } from 'i18next';
import { formatChinaTime, toChinaParts } from './chinaTime';

const MINUTE = 60 * 1000;

/**
 * Relative time of content §9, in China time: under 5 minutes "just now", under an hour
 * "N minutes ago", the same day HH:mm, the same year M/D HH:mm, else YYYY/MM/DD HH:mm.
 * Future times skip the relative labels.
 */
export function formatRelativeTime(time: number, t: TFunction, now: number = Date.now()): string {
  const diff = now - time;
  if (diff >= 0 && diff < 5 * MINUTE) return t('time-just-now');
  if (diff >= 0 && diff < 60 * MINUTE)
    return t('time-minutes-ago', { count: Math.floor(diff / MINUTE) });
  const a = toChinaParts(time);
  const b = toChinaParts(now);
  if (a.year === b.year && a.month === b.month && a.day === b.day)
    return formatChinaTime(time, 'HH:mm');
  if (a.year === b.year) return formatChinaTime(time, 'M/D HH:mm');
  return formatChinaTime(time, 'YYYY/MM/DD HH:mm');
}

/** File size of content §9: bytes under 1 KB, KB under 1 MB, else MB with one decimal. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  if (bytes < 1024 * 1024) return `${Math.min(1023, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

// Made when the module loads, on purpose: the login page loads it, and the first Intl object of a
// page starts ICU (14 to 28 ms in Chromium). Paid here, before the form shows, that start stays out
// of sign-in, whose first rows use Intl (i18next's plural rules, the cells' toLocaleString).
const yuan = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Amounts are held in cents; shown in yuan with two decimals and grouping: 123456 → "¥1,234.56". */
export function formatYuan(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}¥${yuan.format(Math.abs(cents) / 100)}`;
}

/** The attachment media types of content §3 (numbers as the API sends them). */
export const AttachmentMediaType = {
  unknown: -1,
  picture: 1,
  report: 2,
  video: 3,
  audio: 4,
} as const;
export type AttachmentMediaTypeName = keyof typeof AttachmentMediaType;

const byExtension: Record<string, AttachmentMediaTypeName> = {
  pdf: 'report',
  doc: 'report',
  docx: 'report',
  xls: 'report',
  xlsx: 'report',
  jpg: 'picture',
  jpeg: 'picture',
  png: 'picture',
  mp4: 'video',
  mp3: 'audio',
};

/** The extension of a file name or URL, lower case, without the dot ('' when none). */
export function fileExtension(name: string): string {
  const clean = name.split(/[?#]/)[0] ?? '';
  const base = clean.slice(clean.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** File type from extension (content §5): pdf, doc, docx, xls, xlsx reports; jpg, jpeg, png pictures; mp4 video; mp3 audio. */
export function fileTypeFromName(name: string): AttachmentMediaTypeName {
  return byExtension[fileExtension(name)] ?? 'unknown';
}
