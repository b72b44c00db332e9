import { eq, sql } from 'drizzle-orm';
import { clearSessionCache, createSession } from '../../src/auth/sessions';
import {
  articles,
  contentDailyViews,
  creditAccounts,
  creditExpenses,
  creditSubscriptions,
  episodes,
  externalItems,
  externalSources,
  roadshowUserGroupMembers,
  roadshowUserGroups,
  roadshows,
  sessions,
  skus,
  users,
  videos,
  wscnLives,
} from '../../src/db/schema';
import { createEvents, createTopic } from '../../src/services/calendar';
import { dayStartGmt8 } from '../../src/services/chinaTime';
import { ContentKind } from '../../src/services/relations';
import { createGroup as createRoadshowGroup } from '../../src/services/roadshow-groups';
import { createGroup as createSourceGroup } from '../../src/services/sources';
import type { AppContext } from '../../src/http/types';
import { DEMO_ACCOUNTS } from '../../src/seed';
import { calendarConfigStates } from './states-calendar-config';
import { calendarDeleteStates } from './states-calendar-delete';
import { creditStates } from './states-credit';
import { dataStates } from './states-data';
import { dataTaskStates } from './states-data-tasks';
import { desk2States } from './states-desk2';
import { ingestionStates } from './states-ingestion';
import { subSourceStates } from './states-subsources';
import type { StateSetup } from './states';

type Params = Record<string, unknown>;
const version = (params: Params) => (typeof params.version === 'number' ? params.version : 1);

async function staffId(ctx: AppContext, email: string) {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** The published external source "PBOC announcements" (key pboc-announcements), at `version`. */
async function pbocSource(ctx: AppContext, v = 1) {
  const now = ctx.now();
  const values = {
    key: 'pboc-announcements',
    name: 'PBOC announcements',
    website: 'https://example.org/pboc',
    status: 'published',
    updated_at: now,
    version: v,
  };
  const [row] = await ctx.db
    .insert(externalSources)
    .values({ ...values, created_at: now })
    .onConflictDoUpdate({ target: externalSources.key, set: values })
    .returning({ id: externalSources.id });
  ctx.counts.invalidate('external_sources');
  return row!.id;
}

/** Sets a record's `version` (a state "based on a stale version" asks for version 2). */
async function atVersion(
  ctx: AppContext,
  table: 'calendar_topics' | 'roadshow_user_groups' | 'external_source_groups',
  id: number,
  v: number,
) {
  if (v === 1) return;
  await ctx.db.execute(sql`update ${sql.identifier(table)} set version = ${v} where id = ${id}`);
  ctx.counts.clear();
}

/** Provider states of the GraphQL pact (documented in contracts/provider-states.md). */
export const graphqlStates: Record<string, StateSetup> = {
  'an editor session has expired': async (ctx) => {
    const id = await staffId(ctx, DEMO_ACCOUNTS.editor.email);
    const { token } = await createSession(ctx, id);
    await ctx.db
      .update(sessions)
      .set({ expires_at: ctx.now() - 1 })
      .where(eq(sessions.user_id, id))
      .execute();
    clearSessionCache();
    return { token };
  },

  'a video exists': async (ctx, params) => {
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(videos)
      .values({
        title: 'Weekly macro review',
        description: 'Rates, credit and the yuan this week.',
        display_time: now,
        published_at: now,
        status: 'published',
        author_id: await staffId(ctx, DEMO_ACCOUNTS.editor.email),
        created_at: now,
        updated_at: now,
        version: version(params),
      })
      .returning({ id: videos.id });
    await ctx.db.insert(episodes).values({
      video_id: row!.id,
      position: 0,
      name: 'Part 1',
      key: 'u20261122-weekly.mp4',
      type: 'video/mp4',
      size: 1_048_576,
      duration: 754.2,
      thumbnails: [],
      upload_status: 2,
    });
    ctx.counts.invalidate('videos');
    return { videoId: row!.id };
  },

  'a video with an episode still uploading exists': async (ctx) => {
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(videos)
      .values({
        title: 'Roadshow recording',
        display_time: now,
        status: 'draft',
        author_id: await staffId(ctx, DEMO_ACCOUNTS.editor.email),
        created_at: now,
        updated_at: now,
      })
      .returning({ id: videos.id });
    await ctx.db.insert(episodes).values({
      video_id: row!.id,
      position: 0,
      name: 'Recording',
      key: 'u20261122-recording.mp4',
      type: 'video/mp4',
      thumbnails: [],
      upload_status: 1,
    });
    ctx.counts.invalidate('videos');
    return { pendingVideoId: row!.id };
  },

  'a calendar event exists': async (ctx, params) => {
    const [id] = await createEvents(
      ctx,
      [
        {
          title: '美国非农就业',
          body: '<p>美国劳工部公布11月非农就业人数。</p>',
          display_time: ctx.now() + 3_600_000,
          country: 'US',
          importance: 3,
          forecast: '180K',
          previous: '150K',
        },
      ],
      (i) => `events[${i}]`,
    );
    const v = version(params);
    if (v !== 1) {
      await ctx.db.execute(sql`update calendar_events set version = ${v} where id = ${id}`);
    }
    return { eventId: id! };
  },

  'a calendar topic exists': async (ctx, params) => {
    const id = await createTopic(ctx, {
      name: '国债发行',
      period: 'monthly',
      tag_relations: [{ id: 0, group: 3 }],
    });
    await atVersion(ctx, 'calendar_topics', id, version(params));
    return { topicId: id };
  },

  'the credit price of ai-summary is set': async (ctx) => {
    const now = ctx.now();
    await ctx.db.delete(creditExpenses).where(eq(creditExpenses.kind, 'ai-summary'));
    await ctx.db
      .insert(creditExpenses)
      .values({ kind: 'ai-summary', price: 10, created_at: now, updated_at: now, version: 1 });
    return undefined;
  },

  'a reader with an internal credit subscription exists': async (ctx) => {
    const now = ctx.now();
    const [reader] = await ctx.db
      .insert(users)
      .values({ nickname: '读者小李', created_at: now, updated_at: now })
      .returning({ id: users.id });
    await ctx.db.insert(creditSubscriptions).values({
      user_id: reader!.id,
      plan: 'internal',
      started_at: now - 86_400_000,
      expired_at: now + 30 * 86_400_000,
      created_at: now,
      updated_at: now,
      version: 1,
    });
    await ctx.db.insert(creditAccounts).values({
      user_id: reader!.id,
      amount: 500,
      expired_at: now + 30 * 86_400_000,
      reset_at: now + 30 * 86_400_000,
    });
    ctx.counts.invalidate('users');
    return { readerId: reader!.id };
  },

  'an article was viewed today': async (ctx) => {
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(articles)
      .values({
        title: 'Most read: the yuan at a three-month high',
        body: '<p>The yuan rose.</p>',
        summary: 'The yuan rose.',
        author_id: await staffId(ctx, DEMO_ACCOUNTS.editor.email),
        status: 'published',
        display_time: now,
        published_at: now,
        words_count: 3,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: articles.id });
    await ctx.db.insert(contentDailyViews).values({
      day: dayStartGmt8(now),
      content_kind: ContentKind.ARTICLE,
      content_id: row!.id,
      viewed: 1200,
    });
    ctx.counts.invalidate('articles');
    return { articleId: row!.id };
  },

  'a SKU on sale exists': async (ctx) => {
    await ctx.db.insert(skus).values({
      commodity_id: 1,
      name: 'Black Gold annual',
      price: 99_900,
      spec_attrs: [],
      platforms: ['ios', 'android'],
      on_sale: true,
    });
    return undefined;
  },

  'a flash news item exists': async (ctx, params) => {
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(wscnLives)
      .values({
        title: 'PBOC keeps LPR unchanged',
        content: '<p>The one-year LPR stays at 3.45%.</p>',
        images: [],
        score: 1,
        status: 'published',
        display_time: now + 60_000,
        created_at: now,
        updated_at: now,
        version: version(params),
      })
      .returning({ id: wscnLives.id });
    ctx.counts.invalidate('wscn_lives');
    return { liveId: row!.id };
  },

  'a roadshow exists': async (ctx, params) => {
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(roadshows)
      .values({
        title: '2027 macro outlook',
        body: '<p>Growth, inflation and policy in 2027.</p>',
        summary: 'Our chief economist on 2027.',
        people: 'Chief economist',
        start_time: now + 2 * 86_400_000,
        end_time: now + 2 * 86_400_000 + 3_600_000,
        status: 'draft',
        author_id: await staffId(ctx, DEMO_ACCOUNTS.editor.email),
        created_at: now,
        updated_at: now,
        version: version(params),
      })
      .returning({ id: roadshows.id });
    ctx.counts.invalidate('roadshows');
    return { roadshowId: row!.id };
  },

  'a roadshow user group exists': async (ctx, params) => {
    const existing = await ctx.db
      .select({ id: roadshowUserGroups.id })
      .from(roadshowUserGroups)
      .where(sql`lower(${roadshowUserGroups.name}) in ('vip clients', 'vip clients 2027')`);
    for (const g of existing) {
      await ctx.db
        .delete(roadshowUserGroupMembers)
        .where(eq(roadshowUserGroupMembers.group_id, g.id));
      await ctx.db.delete(roadshowUserGroups).where(eq(roadshowUserGroups.id, g.id));
    }
    const now = ctx.now();
    const [member] = await ctx.db
      .insert(users)
      .values({ nickname: '机构客户', created_at: now, updated_at: now })
      .returning({ id: users.id });
    const id = await createRoadshowGroup(ctx, {
      name: 'VIP clients',
      description: 'Institution clients invited to roadshows',
      user_ids: [member!.id],
    });
    await atVersion(ctx, 'roadshow_user_groups', id, version(params));
    return { groupId: id };
  },

  'a roadshow user group used by a roadshow exists': async (ctx) => {
    const { groupId } = (await graphqlStates['a roadshow user group exists']!(ctx, {})) as {
      groupId: number;
    };
    const { roadshowId } = (await graphqlStates['a roadshow exists']!(ctx, {})) as {
      roadshowId: number;
    };
    await ctx.db
      .update(roadshows)
      .set({ password_user_group_id: groupId })
      .where(eq(roadshows.id, roadshowId));
    return { groupId };
  },

  'no external source csrc-news exists': async (ctx) => {
    await ctx.db.delete(externalSources).where(eq(externalSources.key, 'csrc-news'));
    ctx.counts.invalidate('external_sources');
    return undefined;
  },

  'an external source exists': async (ctx, params) => ({
    sourceId: await pbocSource(ctx, version(params)),
  }),

  'an external source group exists': async (ctx, params) => {
    const source = await pbocSource(ctx);
    const id = await createSourceGroup(ctx, {
      name: 'Central banks',
      description: 'Announcements of central banks',
      source_ids: [source],
    });
    await atVersion(ctx, 'external_source_groups', id, version(params));
    return { sourceGroupId: id, sourceId: source };
  },

  'an external item exists': async (ctx, params) => {
    const source = await pbocSource(ctx);
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(externalItems)
      .values({
        source_id: source,
        title: 'PBOC conducts 7-day reverse repos',
        description: 'CNY 200 billion at 1.40%.',
        url: 'https://example.org/pboc/omo/1',
        display_time: now,
        status: 'published',
        synchronized: false,
        created_at: now,
        updated_at: now,
        version: version(params),
      })
      .returning({ id: externalItems.id });
    ctx.counts.invalidate('external_items');
    return { itemId: row!.id, sourceId: source };
  },

  ...ingestionStates,
  ...creditStates,
  ...subSourceStates,
  ...calendarConfigStates,
  ...calendarDeleteStates,
  ...dataStates,
  ...dataTaskStates,
  ...desk2States,
};
