import { open } from 'node:fs/promises';
import { and, eq, inArray } from 'drizzle-orm';
import { parseFile } from 'music-metadata';
import { storageFiles } from '../db/schema';
import { ApiError } from '../http/errors';
import type { AppContext, DataOf, MainOperations } from '../http/types';

export type AvInfo = DataOf<MainOperations['getAvInfo']>;

export const NOT_AUDIO_OR_VIDEO = 'This file is not audio or video';
export const FILE_NOT_FOUND = 'File not found';

const isAudioOrVideo = (mime: string) => mime.startsWith('audio/') || mime.startsWith('video/');

/**
 * Length in seconds of an audio or video file, read from the file itself: `music-metadata` reads
 * mp3 frames and the audio track of an mp4; an mp4 without an audio track has its length only in
 * the movie header (`mvhd`), read directly. Null when the bytes are neither.
 */
export async function mediaDuration(filePath: string): Promise<number | null> {
  try {
    const meta = await parseFile(filePath, { duration: false, skipCovers: true });
    const d = meta.format.duration;
    if (d !== undefined && Number.isFinite(d) && d >= 0) return d;
  } catch {
    // Not a format music-metadata knows: the movie header below is the last chance.
  }
  return movieHeaderDuration(filePath);
}

/** Reads an ISO BMFF box header (size, type) at `offset`; 64-bit sizes supported. */
async function boxAt(
  file: Awaited<ReturnType<typeof open>>,
  offset: number,
  end: number,
): Promise<{ type: string; start: number; body: number; next: number } | null> {
  if (offset + 8 > end) return null;
  const head = Buffer.alloc(16);
  const { bytesRead } = await file.read(head, 0, 16, offset);
  if (bytesRead < 8) return null;
  let size = head.readUInt32BE(0);
  const type = head.toString('latin1', 4, 8);
  let body = offset + 8;
  if (size === 1) {
    if (bytesRead < 16) return null;
    size = Number(head.readBigUInt64BE(8));
    body = offset + 16;
  } else if (size === 0) {
    size = end - offset;
  }
  if (size < body - offset || offset + size > end) return null;
  return { type, start: offset, body, next: offset + size };
}

/** Duration from `moov/mvhd` (timescale and duration), without reading the media data. */
export async function movieHeaderDuration(filePath: string): Promise<number | null> {
  const file = await open(filePath, 'r');
  try {
    const { size } = await file.stat();
    let offset = 0;
    // Top-level boxes: ftyp, free, mdat (possibly huge, skipped by its size), moov.
    for (let i = 0; i < 64; i++) {
      const box = await boxAt(file, offset, size);
      if (!box) return null;
      if (i === 0 && box.type !== 'ftyp') return null;
      if (box.type === 'moov') {
        let child = box.body;
        while (child < box.next) {
          const inner = await boxAt(file, child, box.next);
          if (!inner) return null;
          if (inner.type === 'mvhd') {
            const data = Buffer.alloc(32);
            await file.read(data, 0, 32, inner.body);
            const version = data.readUInt8(0);
            const timescale = version === 1 ? data.readUInt32BE(20) : data.readUInt32BE(12);
            const duration =
              version === 1 ? Number(data.readBigUInt64BE(24)) : data.readUInt32BE(16);
            return timescale > 0 ? duration / timescale : null;
          }
          child = inner.next;
        }
        return null;
      }
      offset = box.next;
    }
    return null;
  } finally {
    await file.close();
  }
}

type FileRow = typeof storageFiles.$inferSelect;

/** Reads and keeps the duration of one stored audio/video file; null when the bytes are neither. */
async function measure(ctx: AppContext, file: FileRow): Promise<number | null> {
  if (file.duration !== null) return file.duration;
  const duration = await mediaDuration(ctx.storage.localPath(file.key));
  if (duration === null) return null;
  // Kept only while the same upload is there (a new upload of the key changes put_time).
  await ctx.db
    .update(storageFiles)
    .set({ duration })
    .where(and(eq(storageFiles.key, file.key), eq(storageFiles.put_time, file.put_time)));
  return duration;
}

const rounded = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * `GET /storage/{key}?avinfo`: duration and size of a stored audio or video file. The duration is
 * read from the bytes once and kept with the file's record (a new upload of the key clears it).
 */
export async function getAvInfo(ctx: AppContext, key: string): Promise<AvInfo> {
  const [file] = await ctx.db.select().from(storageFiles).where(eq(storageFiles.key, key)).limit(1);
  if (!file || !(await ctx.storage.exists(key))) throw ApiError.notFound(FILE_NOT_FOUND);
  if (!isAudioOrVideo(file.mime)) throw ApiError.rule(NOT_AUDIO_OR_VIDEO);
  const duration = await measure(ctx, file);
  if (duration === null) throw ApiError.rule(NOT_AUDIO_OR_VIDEO);
  return { format: { duration: rounded(duration), size: file.fsize } };
}

/**
 * File information of many stored files by key (one query), with the duration of the audio and
 * video ones read from their bytes when not known yet: what an episode saved without a duration or
 * size takes. Keys with no stored file are absent.
 */
export async function fileInfoOf(
  ctx: AppContext,
  keys: string[],
): Promise<Map<string, { size: number; duration: number | null }>> {
  const out = new Map<string, { size: number; duration: number | null }>();
  const wanted = [...new Set(keys)];
  if (wanted.length === 0) return out;
  const rows = await ctx.db.select().from(storageFiles).where(inArray(storageFiles.key, wanted));
  for (const file of rows) {
    if (!(await ctx.storage.exists(file.key))) continue;
    const duration = isAudioOrVideo(file.mime) ? await measure(ctx, file) : null;
    out.set(file.key, { size: file.fsize, duration: duration === null ? null : rounded(duration) });
  }
  return out;
}
