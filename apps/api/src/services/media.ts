import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { attachments, media, storageFiles } from '../db/schema';
import { ApiError, ErrorCode } from '../http/errors';
import type { AppContext, AuthUser, DataOf, MainOperations } from '../http/types';
import type { components } from '@newsdesk/api-client/generated/main';
import { extensionOf, fileUrl, loadAuthors } from './content';
import { likeOf } from './content-graph';
import { SELECT_FILE } from './upload';
import { updateVersioned } from './versioned';

type Schemas = components['schemas'];
export type Media = Schemas['Media'];
export type FileType = Schemas['FileType'];
export type MediaListQuery = MainOperations['listMedia']['parameters']['query'];
type MediaRow = typeof media.$inferSelect;

const TYPES: Record<string, FileType> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  svg: 'image',
  pdf: 'pdf',
  xls: 'excel',
  xlsx: 'excel',
  csv: 'excel',
  ppt: 'ppt',
  pptx: 'ppt',
  doc: 'word',
  docx: 'word',
  mp3: 'audio',
  m4a: 'audio',
  aac: 'audio',
  wav: 'audio',
  mp4: 'video',
  mov: 'video',
};

/** Library type of a file from its extension (the FileType contract). */
export const fileTypeOf = (key: string): FileType => TYPES[extensionOf(key)] ?? 'other';

/** Research-report files by default: pdf, doc, docx, xls, xlsx (content §5). */
export const isReportFile = (key: string) =>
  ['pdf', 'doc', 'docx', 'xls', 'xlsx'].includes(extensionOf(key));

const MEDIA_NOT_FOUND = 'File not found';

async function present(ctx: AppContext, rows: MediaRow[]): Promise<Media[]> {
  const authors = await loadAuthors(
    ctx,
    rows.map((r) => r.author_id),
  );
  return rows.map((r) => ({
    id: r.id,
    file_uri: r.file_uri,
    file_url: fileUrl(ctx, r.file_uri),
    file_meta: { mime: r.mime, fsize: r.fsize },
    title: r.title,
    name: r.name ?? r.file_uri,
    type: r.type as FileType,
    created_at: r.created_at,
    updated_at: r.updated_at,
    is_report: r.is_report,
    author: (r.author_id !== null && authors.get(r.author_id)) || null,
    version: r.version,
  }));
}

const presentOne = async (ctx: AppContext, row: MediaRow) => (await present(ctx, [row]))[0]!;

export async function getMedia(ctx: AppContext, id: number): Promise<Media> {
  const [row] = await ctx.db.select().from(media).where(eq(media.id, id)).limit(1);
  if (!row) throw ApiError.notFound(MEDIA_NOT_FOUND);
  return presentOne(ctx, row);
}

/** One page of the library, newest upload first (ties by id). */
export async function listMedia(
  ctx: AppContext,
  q: MediaListQuery,
): Promise<DataOf<MainOperations['listMedia']>> {
  const limit = q?.limit ?? 20;
  const page = q?.page ?? 1;
  const conds: SQL[] = [];
  if (q?.keyword?.trim()) {
    const kw = likeOf(q.keyword);
    conds.push(or(sql`${media.title} ilike ${kw}`, sql`${media.name} ilike ${kw}`)!);
  }
  if (q?.author_id !== undefined) conds.push(eq(media.author_id, q.author_id));
  if (q?.only_research) conds.push(eq(media.is_report, true));
  if (q?.is_report !== undefined) conds.push(eq(media.is_report, q.is_report));
  if (q?.type) conds.push(eq(media.type, q.type));
  const where = conds.length ? and(...conds) : undefined;
  const countKey = JSON.stringify({
    k: q?.keyword?.trim() || null,
    a: q?.author_id ?? null,
    r: q?.only_research ?? false,
    ir: q?.is_report ?? null,
    t: q?.type ?? null,
  });
  const [rows, total] = await Promise.all([
    ctx.db
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.created_at), desc(media.id))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.counts.get('media', countKey, async () => {
      const [r] = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(media)
        .where(where);
      return r?.n ?? 0;
    }),
  ]);
  return { items: await present(ctx, rows), total, page, limit };
}

/**
 * `POST /v1/admin/media/quick`: a library entry for an uploaded file. Type, size and MIME come
 * from the stored file; the name is the original file name given with the upload token.
 */
export async function createMediaQuick(
  ctx: AppContext,
  user: AuthUser,
  input: Schemas['MediaQuickCreate'],
): Promise<Media> {
  const [file] = await ctx.db
    .select()
    .from(storageFiles)
    .where(eq(storageFiles.key, input.file_uri))
    .limit(1);
  if (!file || !(await ctx.storage.exists(input.file_uri))) {
    throw ApiError.field('file_uri', 'uploaded', SELECT_FILE);
  }
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(media)
    .values({
      file_uri: file.key,
      title: input.title,
      name: file.original_name ?? file.key,
      type: fileTypeOf(file.key),
      mime: file.mime,
      fsize: file.fsize,
      is_report: isReportFile(file.key),
      author_id: user.id,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .returning();
  ctx.counts.invalidate('media');
  return presentOne(ctx, row!);
}

/**
 * `PUT /v1/admin/media/{id}`: title, name or report flag, at the version it was read; `file_uri`
 * replaces the file (size, MIME and type from the store; the report flag follows the extension
 * unless given).
 */
export async function updateMedia(
  ctx: AppContext,
  id: number,
  input: Schemas['MediaUpdate'],
): Promise<Media> {
  let replaced: Partial<MediaRow> = {};
  if (input.file_uri !== undefined) {
    const [file] = await ctx.db
      .select()
      .from(storageFiles)
      .where(eq(storageFiles.key, input.file_uri))
      .limit(1);
    if (!file || !(await ctx.storage.exists(input.file_uri))) {
      throw ApiError.field('file_uri', 'uploaded', SELECT_FILE);
    }
    replaced = {
      file_uri: file.key,
      type: fileTypeOf(file.key),
      mime: file.mime,
      fsize: file.fsize,
      is_report: isReportFile(file.key),
    };
  }
  const row = await updateVersioned(
    ctx.db,
    media,
    id,
    input.version,
    {
      ...replaced,
      ...(input.title !== undefined && { title: input.title }),
      ...(input.name !== undefined && { name: input.name }),
      ...(input.is_report !== undefined && { is_report: input.is_report }),
      updated_at: ctx.now(),
    },
    { notFound: MEDIA_NOT_FOUND, present: (r: MediaRow) => presentOne(ctx, r) },
  );
  ctx.counts.invalidate('media');
  return presentOne(ctx, row);
}

/**
 * `DELETE /v1/admin/media/{id}`: removes the entry (the stored file stays, content may link it);
 * refused while an article has the file as an attachment.
 */
export async function deleteMedia(ctx: AppContext, id: number, version: number): Promise<null> {
  const [row] = await ctx.db.select().from(media).where(eq(media.id, id)).limit(1);
  if (!row) throw ApiError.notFound(MEDIA_NOT_FOUND);
  if (row.version !== version) throw ApiError.conflict(row.version, await presentOne(ctx, row));
  const used = await ctx.db
    .select({ id: attachments.id })
    .from(attachments)
    .where(eq(attachments.file_uri, row.file_uri))
    .limit(1);
  if (used.length) throw new ApiError(ErrorCode.DELETION_NOT_ALLOWED, 'Not available for deletion');
  const gone = await ctx.db
    .delete(media)
    .where(and(eq(media.id, id), eq(media.version, version)))
    .returning({ id: media.id });
  if (!gone.length) {
    const [now] = await ctx.db.select().from(media).where(eq(media.id, id)).limit(1);
    if (!now) throw ApiError.notFound(MEDIA_NOT_FOUND);
    throw ApiError.conflict(now.version, await presentOne(ctx, now));
  }
  ctx.counts.invalidate('media');
  return null;
}
