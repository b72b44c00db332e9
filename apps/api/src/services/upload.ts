import { randomBytes } from 'node:crypto';
import { open } from 'node:fs/promises';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hashToken } from '../auth/tokens';
import { storageFiles, uploadTokens } from '../db/schema';
import { ApiError, ErrorCode } from '../http/errors';
import { MAX_UPLOAD_BYTES } from '../http/server';
import type { AppContext, AuthUser, DataOf, MainOperations } from '../http/types';
import { FileTooLargeError, isValidKey, newStorageKey } from '../storage/storage';
import { extensionOf, fileUrl } from './content';
import { FILE_NOT_FOUND } from './avinfo';

export type UploadToken = DataOf<MainOperations['getUploadToken']>;
export type UploadResult = DataOf<MainOperations['uploadFile']>;
export type StorageFileMeta = DataOf<MainOperations['getFileMeta']>;
export type UploadOffset = DataOf<MainOperations['getUploadOffset']>;
type TokenQuery = MainOperations['getUploadToken']['parameters']['query'];

/** An upload token is valid for one hour, for its key only. */
export const UPLOAD_TOKEN_TTL_MS = 60 * 60 * 1000;
export const SELECT_FILE = 'Please select your file';

/** `GET /v1/radio/qiniu/token`: a new unique key with the extension and a token to upload it. */
export async function issueUploadToken(
  ctx: AppContext,
  user: AuthUser,
  query: TokenQuery,
): Promise<UploadToken> {
  const now = ctx.now();
  const key = newStorageKey(query.file_extension, now);
  const token = `qn:${randomBytes(24).toString('base64url')}`;
  const expiresAt = now + UPLOAD_TOKEN_TTL_MS;
  await ctx.db.insert(uploadTokens).values({
    token_hash: hashToken(token),
    key,
    bucket: query.bucket ?? 'media',
    user_id: user.id,
    original_name: query.full_file_name ?? null,
    expires_at: expiresAt,
  });
  return {
    token,
    key,
    upload_url: `${ctx.config.publicUrl}/storage/upload`,
    file_url: fileUrl(ctx, key),
    expires_at: expiresAt,
  };
}

const badToken = () =>
  ApiError.field(
    'token',
    'upload_token',
    'token: not a valid upload token for this key (tokens last one hour)',
  );

const BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  txt: 'text/plain',
  json: 'application/json',
  zip: 'application/zip',
};

/** The type the first bytes announce, for the formats that have a signature. */
function sniff(head: Buffer): string | null {
  const ascii = (from: number, to: number) => head.toString('latin1', from, to);
  if (ascii(0, 5) === '%PDF-') return 'application/pdf';
  if (head.length >= 8 && head.readUInt32BE(0) === 0x89504e47) return 'image/png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 4) === 'GIF8') return 'image/gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'audio/wav';
  if (ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (brand === 'qt  ') return 'video/quicktime';
    if (brand.startsWith('M4A')) return 'audio/mp4';
    return 'video/mp4';
  }
  if (ascii(0, 3) === 'ID3') return 'audio/mpeg';
  if (head[0] === 0xff && head[1] !== undefined && (head[1] & 0xe0) === 0xe0) {
    // MPEG audio frame sync; layer bits 01 = layer III.
    return (head[1] & 0x06) === 0x02 ? 'audio/mpeg' : 'audio/aac';
  }
  return null;
}

/** MIME type from the extension and the content: a recognised signature wins. */
async function detectMime(path: string, key: string): Promise<string> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await file.read(head, 0, 16, 0);
    const fromContent = sniff(head.subarray(0, bytesRead));
    const fromName = BY_EXTENSION[extensionOf(key)];
    // Office files are zip containers: the extension names them better than the signature.
    return fromContent ?? fromName ?? 'application/octet-stream';
  } finally {
    await file.close();
  }
}

/**
 * `POST /storage/upload`: the emulated store's upload. The multipart form carries `token` and
 * `key` before `file` (as every uploader sends them); the token must be a live one issued for that
 * key. The bytes are streamed to disk with their SHA-1; the same key again replaces the file.
 */
export async function receiveUpload(ctx: AppContext, req: FastifyRequest): Promise<UploadResult> {
  if (!req.isMultipart()) throw ApiError.field('file', 'required', SELECT_FILE);
  const fields: Record<string, string> = {};
  let stored: {
    key: string;
    size: number;
    hash: string;
    bucket: string;
    name: string | null;
  } | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || stored) {
        // Only one file, under `file`: anything else is drained and refused below.
        await part.toBuffer().catch(() => undefined);
        throw ApiError.field(part.fieldname, 'format', 'Error data format');
      }
      const key = fields.key ?? '';
      const token = fields.token ?? '';
      if (!key || !token) throw badToken();
      if (!isValidKey(key)) throw ApiError.field('key', 'pattern', 'key: not a storage key');
      const [issued] = await ctx.db
        .select()
        .from(uploadTokens)
        .where(
          and(
            eq(uploadTokens.token_hash, hashToken(token)),
            eq(uploadTokens.key, key),
            gt(uploadTokens.expires_at, ctx.now()),
          ),
        )
        .limit(1);
      if (!issued) throw badToken();
      const offset = Number(fields.offset ?? '0');
      const result = await receiving(key, async () => {
        // Resume (designed here): the form's offset must be what the store holds for the key.
        const held = await ctx.storage.partialSize(key);
        if (!Number.isSafeInteger(offset) || offset < 0 || (offset > 0 && offset !== held)) {
          // Read the refused bytes to the end, so that the answer reaches the sender.
          for await (const chunk of part.file) void chunk;
          throw ApiError.field(
            'offset',
            'match',
            `offset: the store holds ${held} bytes of this upload; send the file from there`,
          );
        }
        await ctx.storage.appendPartial(key, part.file, offset, MAX_UPLOAD_BYTES);
        if (part.file.truncated) throw new FileTooLargeError('File too large');
        return ctx.storage.completePartial(key);
      });
      stored = { key, ...result, bucket: issued.bucket, name: issued.original_name };
    }
  } catch (err) {
    if (err instanceof FileTooLargeError) {
      throw new ApiError(ErrorCode.VALIDATION_FAILED, 'File too large', null, 413);
    }
    throw err;
  }
  if (!stored) throw ApiError.field('file', 'required', SELECT_FILE);
  if (stored.size === 0) {
    await ctx.storage.remove(stored.key);
    throw ApiError.field('file', 'required', SELECT_FILE);
  }
  const mime = await detectMime(ctx.storage.localPath(stored.key), stored.key);
  const row = {
    key: stored.key,
    bucket: stored.bucket,
    mime,
    fsize: stored.size,
    hash: stored.hash,
    put_time: ctx.now(),
    duration: null,
    original_name: stored.name,
  };
  await ctx.db
    .insert(storageFiles)
    .values(row)
    .onConflictDoUpdate({ target: storageFiles.key, set: { ...row, key: undefined } });
  ctx.counts.invalidate('storage_files');
  return { key: stored.key, hash: stored.hash, fsize: stored.size, mime };
}

/**
 * Uploads being received, by key: a resume (or the offset question) waits for the cut-off upload
 * of the same key to finish writing what it received, so that the held count is final.
 */
const inFlight = new Map<string, Promise<unknown>>();

async function receiving<T>(key: string, write: () => Promise<T>): Promise<T> {
  while (inFlight.has(key)) await inFlight.get(key)!.catch(() => undefined);
  const running = write();
  inFlight.set(key, running);
  try {
    return await running;
  } finally {
    if (inFlight.get(key) === running) inFlight.delete(key);
  }
}

/**
 * `GET /v1/radio/qiniu/upload/offset?key=&token=` (designed here, byte-level resume): how many
 * bytes of the key's upload the store holds, or the whole size once the file is stored.
 */
export async function getUploadOffset(
  ctx: AppContext,
  query: { key: string; token: string },
): Promise<UploadOffset> {
  const { key, token } = query;
  const [issued] = await ctx.db
    .select({ key: uploadTokens.key })
    .from(uploadTokens)
    .where(
      and(
        eq(uploadTokens.token_hash, hashToken(token)),
        eq(uploadTokens.key, key),
        gt(uploadTokens.expires_at, ctx.now()),
      ),
    )
    .limit(1);
  if (!issued) throw badToken();
  while (inFlight.has(key)) await inFlight.get(key)!.catch(() => undefined);
  const held = await ctx.storage.partialSize(key);
  if (held > 0) return { key, offset: held, complete: false };
  const [file] = await ctx.db
    .select({ fsize: storageFiles.fsize })
    .from(storageFiles)
    .where(eq(storageFiles.key, key))
    .limit(1);
  if (file && (await ctx.storage.exists(key))) return { key, offset: file.fsize, complete: true };
  return { key, offset: 0, complete: false };
}

/** `GET /v1/radio/qiniu/filemeta?key=`: the stored file's type, size, hash and upload time. */
export async function getFileMeta(ctx: AppContext, key: string): Promise<StorageFileMeta> {
  const [file] = await ctx.db.select().from(storageFiles).where(eq(storageFiles.key, key)).limit(1);
  if (!file || !(await ctx.storage.exists(key))) throw ApiError.notFound(FILE_NOT_FOUND);
  return { mime: file.mime, fsize: file.fsize, hash: file.hash, put_time: file.put_time };
}
