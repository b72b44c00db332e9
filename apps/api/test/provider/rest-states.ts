import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { hashToken } from '../../src/auth/tokens';
import {
  articles,
  media,
  messageActions,
  storageFiles,
  uploadTokens,
  users,
} from '../../src/db/schema';
import type { AppContext } from '../../src/http/types';
import { ContentKind } from '../../src/services/relations';
import { DEMO_ACCOUNTS } from '../../src/seed';
import { tinyMp4 } from '../fixtures/media';
import { pixelPng } from '../fixtures/png';
import { aiStates } from './states-ai';
import { articleRelatedStates } from './states-article-related';
import { contentGapsStates } from './states-content-gaps';
import { dashboardStates } from './states-dashboard';
import { deskStates } from './states-desk';
import { libraryStates } from './states-library';
import { opsSettingsStates } from './states-opsettings';
import { pushCancelStates } from './states-push-cancel';
import { roadshowStates } from './states-roadshows';
import { sysmessageStates } from './states-sysmessages';
import { uploadResumeStates } from './states-upload-resume';
import type { StateSetup } from './states';

type Params = Record<string, unknown>;
const version = (params: Params) => (typeof params.version === 'number' ? params.version : 1);

async function staffId(ctx: AppContext, email: string) {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** Stores `bytes` under `key` in the emulated object store, with its row. */
async function storeFile(
  ctx: AppContext,
  key: string,
  bytes: Buffer,
  mime: string,
  duration: number | null,
) {
  const { size, hash } = await ctx.storage.put(key, Readable.from([bytes]), bytes.length + 1);
  const row = {
    bucket: mime.startsWith('video/') ? 'video' : 'media',
    mime,
    fsize: size,
    hash,
    put_time: ctx.now(),
    duration,
    original_name: key,
  };
  await ctx.db
    .insert(storageFiles)
    .values({ key, ...row })
    .onConflictDoUpdate({ target: storageFiles.key, set: row });
  ctx.counts.invalidate('storage_files');
}

/** Provider states of the REST pacts for videos' files, uploads, the media library and the dashboard. */
export const restStates: Record<string, StateSetup> = {
  'a file is stored': async (ctx, params) => {
    const key = String(params.key);
    if (params.kind === 'mp4') await storeFile(ctx, key, tinyMp4(1), 'video/mp4', 1);
    else await storeFile(ctx, key, pixelPng(), 'image/png', null);
    return undefined;
  },

  'an upload token was issued': async (ctx, params) => {
    const token = String(params.token);
    await ctx.db.delete(uploadTokens).where(eq(uploadTokens.token_hash, hashToken(token)));
    await ctx.db.insert(uploadTokens).values({
      token_hash: hashToken(token),
      key: String(params.key),
      bucket: 'media',
      user_id: await staffId(ctx, DEMO_ACCOUNTS.editor.email),
      original_name: 'chart.png',
      expires_at: ctx.now() + 3_600_000,
    });
    return undefined;
  },

  'a media entry exists': async (ctx, params) => {
    const key = 'u20261122-pact-chart.png';
    const png = pixelPng();
    await storeFile(ctx, key, png, 'image/png', null);
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(media)
      .values({
        file_uri: key,
        title: 'LPR table, November',
        name: 'chart.png',
        type: 'image',
        mime: 'image/png',
        fsize: png.length,
        author_id: await staffId(ctx, DEMO_ACCOUNTS.editor.email),
        created_at: now + 60_000,
        updated_at: now,
        version: version(params),
      })
      .returning({ id: media.id });
    ctx.counts.invalidate('media');
    return { mediaId: row!.id };
  },

  "a reader commented on the editor's article": async (ctx) => {
    const now = ctx.now();
    const editor = await staffId(ctx, DEMO_ACCOUNTS.editor.email);
    const [article] = await ctx.db
      .insert(articles)
      .values({
        title: 'The yuan at a three-month high',
        body: '<p>The yuan rose.</p>',
        summary: 'The yuan rose.',
        author_id: editor,
        status: 'published',
        display_time: now,
        published_at: now,
        words_count: 3,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: articles.id });
    const [reader] = await ctx.db
      .insert(users)
      .values({ nickname: '读者小王', created_at: now, updated_at: now })
      .returning({ id: users.id });
    await ctx.db.insert(messageActions).values({
      action: 'comment',
      user_id: reader!.id,
      content_kind: ContentKind.ARTICLE,
      content_id: article!.id,
      comment: 'Will the PBOC cut in December?',
      target_user_id: editor,
      created_at: now + 60_000,
    });
    ctx.counts.invalidate('articles');
    return { articleId: article!.id };
  },
  ...contentGapsStates,
  ...articleRelatedStates,
  ...aiStates,
  ...dashboardStates,
  ...deskStates,
  ...libraryStates,
  ...opsSettingsStates,
  ...pushCancelStates,
  ...roadshowStates,
  ...sysmessageStates,
  ...uploadResumeStates,
};
