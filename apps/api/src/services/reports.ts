import { and, eq, ne } from 'drizzle-orm';
import type { components } from '@newsdesk/api-client/generated/main';
import { reportImages, reports, tagRelations } from '../db/schema';
import { ApiError } from '../http/errors';
import type { AppContext } from '../http/types';
import { extensionOf, fileUrl } from './content';
import { checkTagging, taggedWritten, writeTagging } from './content-graph';
import { ContentKind, RelationGroup } from './relations';
import { updateVersioned } from './versioned';

type Schemas = components['schemas'];
export type Report = Schemas['Report'];
export type ReportWrite = Schemas['ReportWrite'];
type ReportRow = typeof reports.$inferSelect;
type Db = AppContext['db'];

export const REPORT_NOT_FOUND = 'Report not found';
/** Report files by extension (content §5: pdf, doc, docx, xls, xlsx are reports). */
export const REPORT_EXTENSIONS: readonly string[] = ['pdf', 'doc', 'docx', 'xls', 'xlsx'];

async function present(ctx: AppContext, row: ReportRow, db: Db = ctx.db): Promise<Report> {
  const [images, tagRows] = await Promise.all([
    db
      .select()
      .from(reportImages)
      .where(eq(reportImages.report_id, row.id))
      .orderBy(reportImages.serial_number),
    db
      .select({ tag_id: tagRelations.tag_id })
      .from(tagRelations)
      .where(
        and(
          eq(tagRelations.item_kind, ContentKind.REPORT),
          eq(tagRelations.item_id, row.id),
          eq(tagRelations.group, RelationGroup.NONE),
        ),
      )
      .orderBy(tagRelations.tag_id),
  ]);
  return {
    id: row.id,
    title: row.title,
    url: fileUrl(ctx, row.url),
    extension: row.extension,
    summary: row.summary,
    markdown: row.markdown,
    vip_visibility: row.vip_visibility as Report['vip_visibility'],
    display_time: row.display_time,
    feed_info: (row.feed_info ?? null) as Report['feed_info'],
    body_audio_url: fileUrl(ctx, row.body_audio_url),
    content_url: row.content_url,
    reference_blocks: (row.reference_blocks ?? null) as Report['reference_blocks'],
    tag_ids: tagRows.map((t) => t.tag_id).filter((id) => id > 0),
    images: images.map((i) => ({
      image_id: i.image_id,
      media_id: i.media_id,
      serial_number: i.serial_number,
      title: i.title,
      description: i.description,
      url: fileUrl(ctx, i.url),
      width: i.width,
      height: i.height,
    })),
    status: row.status as Report['status'],
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Refuses what the schema cannot: a file that is not a report, an audio that is not mp3, blank title. */
async function check(ctx: AppContext, body: ReportWrite) {
  if (body.title.trim() === '') throw ApiError.field('title', 'required', 'Title cannot be empty');
  if (!REPORT_EXTENSIONS.includes(extensionOf(body.file_uri))) {
    throw ApiError.field(
      'file_uri',
      'format',
      'Only pdf, doc, docx, xls and xlsx files are reports',
    );
  }
  if (body.body_audio_uri && extensionOf(body.body_audio_uri) !== 'mp3') {
    throw ApiError.field('body_audio_uri', 'format', 'Only mp3 audio is accepted');
  }
  await checkTagging(ctx, { tagIds: body.tag_ids ?? [] });
}

const columns = (ctx: AppContext, body: ReportWrite) => ({
  title: body.title.trim(),
  url: body.file_uri,
  extension: extensionOf(body.file_uri),
  summary: body.summary ?? null,
  markdown: body.markdown ?? null,
  vip_visibility: body.vip_visibility ?? 0,
  display_time: body.display_time ?? ctx.now(),
  feed_info: body.feed_info ?? null,
  body_audio_url: body.body_audio_uri ?? null,
  content_url: body.content_url ?? null,
  reference_blocks: body.reference_blocks ?? null,
});

async function writeImages(ctx: AppContext, db: Db, reportId: number, body: ReportWrite) {
  await db.delete(reportImages).where(eq(reportImages.report_id, reportId));
  const images = body.images ?? [];
  if (images.length === 0) return;
  const now = ctx.now();
  await db.insert(reportImages).values(
    images.map((img, i) => ({
      report_id: reportId,
      media_id: img.media_id ?? null,
      serial_number: i + 1,
      title: img.title ?? null,
      description: img.description ?? null,
      url: img.uri,
      width: img.width ?? null,
      height: img.height ?? null,
      display_time: now,
      created_at: now,
      updated_at: now,
    })),
  );
}

/** A new published report from an uploaded file, with its tags and images (one transaction). */
export async function createReport(
  ctx: AppContext,
  authorId: number,
  body: ReportWrite,
): Promise<Report> {
  await check(ctx, body);
  const now = ctx.now();
  const out = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [row] = await db
      .insert(reports)
      .values({
        ...columns(ctx, body),
        status: 'published',
        author_id: authorId,
        created_at: now,
        updated_at: now,
      })
      .returning();
    await writeTagging(db, ContentKind.REPORT, row!.id, { tagIds: body.tag_ids ?? [] });
    await writeImages(ctx, db, row!.id, body);
    return present(ctx, row!, db);
  });
  taggedWritten(ctx, reports);
  return out;
}

/** Replaces every field of a report, based on its version. */
export async function updateReport(
  ctx: AppContext,
  id: number,
  body: ReportWrite & { version: number },
): Promise<Report> {
  await check(ctx, body);
  const out = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const row = await updateVersioned(
      db,
      reports,
      id,
      body.version,
      { ...columns(ctx, body), updated_at: ctx.now() },
      {
        notFound: REPORT_NOT_FOUND,
        present: (r: ReportRow) => present(ctx, r, db),
        where: ne(reports.status, 'deleted'),
      },
    );
    await writeTagging(db, ContentKind.REPORT, id, { tagIds: body.tag_ids ?? [] });
    await writeImages(ctx, db, id, body);
    return present(ctx, row, db);
  });
  taggedWritten(ctx, reports);
  return out;
}

/** Sets the report's status to deleted, based on its version. */
export async function deleteReport(ctx: AppContext, id: number, version: number): Promise<Report> {
  const row = await updateVersioned(
    ctx.db,
    reports,
    id,
    version,
    { status: 'deleted', updated_at: ctx.now() },
    { notFound: REPORT_NOT_FOUND, present: (r: ReportRow) => present(ctx, r) },
  );
  taggedWritten(ctx, reports);
  return present(ctx, row);
}
