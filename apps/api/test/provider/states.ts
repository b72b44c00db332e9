import { and, eq, sql } from 'drizzle-orm';
import { clearSessionCache, createSession } from '../../src/auth/sessions';
import { hashToken } from '../../src/auth/tokens';
import { hashPassword } from '../../src/auth/password';
import {
  articles,
  faqs,
  follows,
  kvConfigs,
  links,
  orderItems,
  orderTransactions,
  orders,
  pushNotifications,
  systemMessages,
  roadmaps,
  sessions,
  tags,
  users,
} from '../../src/db/schema';
import type { AppContext } from '../../src/http/types';
import { listArticles } from '../../src/services/articles';
import { DEMO_ACCOUNTS } from '../../src/seed';

type Params = Record<string, unknown>;
/** A provider state: sets up exactly the data an interaction needs; returns values the pact injects. */
export type StateSetup = (
  ctx: AppContext,
  params: Params,
) => Promise<Record<string, string | number> | undefined>;

const version = (params: Params) => (typeof params.version === 'number' ? params.version : 1);

/**
 * Every provider state named in contracts/pacts (documented in contracts/provider-states.md).
 * Values returned are injected where a pact uses `fromProviderState('${name}')`.
 */

// Nearly every interaction starts signed in. Its session is made directly (the sign-in itself has
// interactions of its own): a password check is scrypt, about 100 ms of CPU by design, and one or
// two per interaction made up most of the verification's time. The demo editor's password is
// hashed once per process for the same reason.
let editorHash: Promise<string> | undefined;
const demoEditorHash = () => (editorHash ??= hashPassword(DEMO_ACCOUNTS.editor.password));

async function signedIn(ctx: AppContext, email: string) {
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no demo account ${email}`);
  const session = await createSession(ctx, user.id);
  return { token: session.token, userId: user.id };
}

export const providerStates: Record<string, StateSetup> = {
  'the server is running': async () => {
    // The verification runs against a started server: nothing to set up.
    return undefined;
  },

  'no session has the token': async (ctx, params) => {
    // A token the console may hold from elsewhere: make sure no session answers to it.
    await ctx.db.delete(sessions).where(eq(sessions.token_hash, hashToken(String(params.token))));
    clearSessionCache();
    return undefined;
  },

  'the demo staff accounts exist': async () => {
    // seedBase runs on every server start: nothing more to do.
    return undefined;
  },

  'sign-in of an account is locked after too many failed attempts': async (ctx, params) => {
    // Failures of that account from an address of their own: the verifier's address (whose
    // sign-ins the other interactions need) stays below its limit.
    const username = String(params.username);
    for (let i = 0; i < ctx.loginThrottle.limits.perAccount; i++) {
      ctx.loginThrottle.recordFailure(username, 'provider-state', ctx.now());
    }
    return undefined;
  },

  'an editor is signed in': async (ctx) => {
    // An earlier interaction may have changed the demo password or frozen the account.
    await ctx.db
      .update(users)
      .set({ password_hash: await demoEditorHash(), status: 'good' })
      .where(eq(users.email, DEMO_ACCOUNTS.editor.email));
    return signedIn(ctx, DEMO_ACCOUNTS.editor.email);
  },

  'an admin is signed in': (ctx) => signedIn(ctx, DEMO_ACCOUNTS.admin.email),

  'published articles exist': async (ctx) => {
    const now = ctx.now();
    await ctx.db.insert(articles).values(
      [1, 2, 3].map((i) => ({
        title: `Published article number ${i} for the list`,
        body: '<p>The one-year LPR stays at 3.45%.</p>',
        summary: 'One-year LPR unchanged at 3.45%.',
        author_id: 2,
        status: 'published',
        display_time: now + 86_400_000 + i,
        published_at: now,
        words_count: 8,
        created_at: now,
        updated_at: now,
      })),
    );
    ctx.counts.invalidate('articles');
    return undefined;
  },

  'a cursor after the newest published article': async (ctx) => {
    // The list's own cursor after its first row (of `status=published`, one per page).
    const first = await listArticles(ctx, { status: 'published', limit: 1 });
    if (!first.next_cursor) throw new Error('no published article after the newest');
    return { cursor: first.next_cursor };
  },

  'an article exists': async (ctx, params) => {
    const now = ctx.now();
    const v = version(params);
    const [row] = await ctx.db
      .insert(articles)
      .values({
        title: v > 1 ? 'A title of the other tab' : 'PBOC keeps the loan prime rate unchanged',
        body: '<p>The one-year LPR stays at 3.45%.</p>',
        summary: 'One-year LPR unchanged at 3.45%.',
        author_id: 2,
        status: 'published',
        display_time: now,
        published_at: now,
        words_count: 8,
        created_at: now,
        updated_at: now,
        version: v,
      })
      .returning({ id: articles.id });
    ctx.counts.invalidate('articles');
    return { id: row!.id };
  },

  'the editor article templates exist': async (ctx, params) => {
    await upsertKv(ctx, {
      key: 'editor-article-template',
      name: 'Article templates',
      value: {
        templates: [
          { id: 'morning', name: 'Morning brief', body: '<p>早报</p>', is_default: true },
        ],
      },
      json_schema: null,
      version: version(params),
    });
    return undefined;
  },

  'the site notification exists': async (ctx) => {
    await upsertKv(ctx, {
      key: 'omni-notification',
      name: 'Site notification',
      value: {
        title: 'Maintenance',
        body: 'Read-only 23:00-23:30',
        url: '',
        publishedAt: '2026-11-22T09:30:00+08:00',
      },
      json_schema: null,
    });
    return undefined;
  },

  'a key-value entry console-home-slogan exists': async (ctx) => {
    await upsertKv(ctx, {
      key: 'console-home-slogan',
      name: 'Home slogan',
      value: ['看懂市场'],
      json_schema: { title: 'Slogans', type: 'array', items: { title: 'Slogan', type: 'string' } },
    });
    return undefined;
  },

  'the site notification was never sent': async (ctx) => {
    await ctx.db.delete(kvConfigs).where(eq(kvConfigs.key, 'omni-notification'));
    return undefined;
  },

  'the only key-value entry is console-home-slogan': async (ctx) => {
    await ctx.db.delete(kvConfigs);
    return providerStates['a key-value entry console-home-slogan exists']!(ctx, {});
  },

  'a reader account exists': async (ctx, params) => {
    const now = ctx.now();
    const [reader] = await ctx.db
      .insert(users)
      .values({
        nickname: '读者小王',
        email: `reader-${now}-${Math.floor(Math.random() * 1e9)}@newsdesk.test`,
        created_at: now,
        updated_at: now,
        version: version(params),
      })
      .returning({ id: users.id });
    const followers = typeof params.followers === 'number' ? params.followers : 0;
    for (let i = 1; i <= followers; i++) {
      const [f] = await ctx.db
        .insert(users)
        .values({ nickname: `关注者${i}`, created_at: now, updated_at: now })
        .returning({ id: users.id });
      await ctx.db
        .insert(follows)
        .values({ user_id: reader!.id, follower_id: f!.id, created_at: now - i * 60_000 });
    }
    ctx.counts.invalidate('users');
    return { userId: reader!.id };
  },

  'a draft article exists': async (ctx) => {
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(articles)
      .values({
        title: 'A draft article not yet published',
        body: '<p>Draft.</p>',
        author_id: 2,
        status: 'draft',
        display_time: now,
        words_count: 1,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: articles.id });
    ctx.counts.invalidate('articles');
    return { id: row!.id };
  },

  'a scheduled push exists': async (ctx) => {
    const now = ctx.now();
    const [admin] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.admin.email))
      .limit(1);
    await ctx.db
      .update(pushNotifications)
      .set({ status: 'cancelled' })
      .where(eq(pushNotifications.status, 'scheduled'));
    const [row] = await ctx.db
      .insert(pushNotifications)
      .values({
        title: 'LPR unchanged in May',
        body: 'The one-year LPR stays at 3.45%. Read the analysis.',
        platform: 'all',
        start_time: now + 3_600_000,
        extra: { url: 'newsdesk://article/42', content_kind: 1, content_id: 42 },
        status: 'scheduled',
        created_by: admin!.id,
        created_at: now + 60_000,
        updated_at: now,
      })
      .returning({ id: pushNotifications.id });
    return { pushId: row!.id };
  },

  'a system message exists': async (ctx) => {
    const now = ctx.now();
    const [admin] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.admin.email))
      .limit(1);
    const [row] = await ctx.db
      .insert(systemMessages)
      .values({
        title: 'New research reports every Monday',
        content: '<p>Institution reports are now published every Monday at 8:00.</p>',
        audience: { type: 'all' },
        status: 'published',
        sent_at: now,
        author_id: admin!.id,
        created_at: now + 60_000,
        updated_at: now,
      })
      .returning({ id: systemMessages.id });
    return { messageId: row!.id };
  },

  'paid orders exist': async (ctx) => {
    const now = ctx.now();
    // The only orders: two paid ones of the spring campaign, newest first.
    await ctx.db.delete(orderTransactions);
    await ctx.db.delete(orderItems);
    await ctx.db.delete(orders);
    const [buyer] = await ctx.db
      .insert(users)
      .values({ nickname: '读者小王', created_at: now, updated_at: now })
      .returning({ id: users.id });
    let newest = 0;
    for (const i of [1, 2]) {
      const [o] = await ctx.db
        .insert(orders)
        .values({
          order_no: `2026112200000${i}`,
          user_id: buyer!.id,
          platform: 'ios',
          state: 'COMPLETE',
          title: 'Black Gold annual',
          amount: 99_900,
          real_pay_amount: 89_900,
          source: 'spring-campaign',
          created_at: now - i * 60_000,
          updated_at: now - i * 60_000,
        })
        .returning({ id: orders.id });
      if (i === 1) newest = o!.id;
      await ctx.db.insert(orderItems).values({
        order_id: o!.id,
        sku_id: 1,
        sku_detail: {
          id: 1,
          commodity_id: 1,
          name: 'Black Gold annual',
          cover_uri: null,
          price: 99_900,
          spec_attrs: [],
          platforms: ['ios'],
        },
        quantity: 1,
        price: 89_900,
      });
      await ctx.db.insert(orderTransactions).values({
        order_id: o!.id,
        pay_time: now - i * 60_000 + 5_000,
        pay_channel: 'apple',
        amount: 89_900,
      });
    }
    return { orderId: newest };
  },

  'a link exists': async (ctx, params) => {
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(links)
      .values({
        title: 'PBOC open market operations',
        to: 'https://example.org/pboc/omo',
        status: 'published',
        created_at: now + 60_000,
        updated_at: now,
        version: version(params),
      })
      .returning({ id: links.id });
    ctx.counts.invalidate('links');
    return { id: row!.id };
  },

  'a FAQ exists': async (ctx, params) => {
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(faqs)
      .values({
        items: [{ title: 'When are reports published?', body: '<p>Mondays.</p>', link: null }],
        created_at: now,
        updated_at: now,
        version: version(params),
      })
      .returning({ id: faqs.id });
    return { id: row!.id };
  },

  'a roadmap exists': async (ctx, params) => {
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(roadmaps)
      .values({
        content: [{ title: '2026', content: [] }],
        created_at: now,
        updated_at: now,
        version: version(params),
      })
      .returning({ id: roadmaps.id });
    return { id: row!.id };
  },

  'a tag named Macro exists': async (ctx, params) => {
    const now = ctx.now();
    const [existing] = await ctx.db
      .select({ id: tags.id })
      .from(tags)
      .where(sql`lower(${tags.name}) = 'macro'`)
      .limit(1);
    const values = {
      name: 'Macro',
      description: 'Macro economy',
      alias: '宏观',
      hot_words: ['CPI'],
      status: 'published',
      is_topic: false,
      updated_at: now,
      version: version(params),
    };
    let id: number;
    if (existing) {
      await ctx.db
        .update(tags)
        .set(values)
        .where(and(eq(tags.id, existing.id)));
      id = existing.id;
    } else {
      const [row] = await ctx.db
        .insert(tags)
        .values({ ...values, created_at: now })
        .returning({ id: tags.id });
      id = row!.id;
    }
    ctx.counts.invalidate('tags');
    return { id };
  },

  'a tag named Rates exists': async (ctx) => {
    const now = ctx.now();
    await ctx.db.delete(tags).where(sql`lower(${tags.name}) = 'rates'`);
    const [row] = await ctx.db
      .insert(tags)
      .values({
        name: 'Rates',
        description: 'Interest rates',
        status: 'published',
        is_topic: false,
        created_at: now,
        updated_at: now,
        version: 1,
      })
      .returning({ id: tags.id });
    ctx.counts.invalidate('tags');
    return { ratesId: row!.id };
  },
};

/** The entry exactly as given, at its version or 1 (replacing whatever an earlier interaction left). */
async function upsertKv(
  ctx: AppContext,
  entry: { key: string; name: string; value: unknown; json_schema: unknown; version?: number },
) {
  const now = ctx.now();
  await ctx.db.delete(kvConfigs).where(eq(kvConfigs.key, entry.key));
  await ctx.db
    .insert(kvConfigs)
    .values({ ...entry, created_at: now, updated_at: now, version: entry.version ?? 1 });
}
