import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, contentDailyViews } from '../src/db/schema';
import { dayStartGmt8 } from '../src/services/chinaTime';
import { ContentKind } from '../src/services/relations';
import { op } from './graphql-helpers';
import { signIn, startTestServer, type TestServer } from './harness';

/**
 * Items added to a daily report shown in full before saving (#12, designed here): the rows of the
 * given items with that day's views, in the given order, under the rules of saving a report.
 */
let server: TestServer;
let editor: string;
let first: number;
let second: number;
const DAY = 86_400_000;

async function article(title: string, at: number) {
  const [row] = await server.ctx.db
    .insert(articles)
    .values({
      title,
      body: `<p>${title}</p>`,
      summary: `${title} summary`,
      status: 'published',
      display_time: at,
      created_at: at,
      updated_at: at,
    } as typeof articles.$inferInsert)
    .returning({ id: articles.id });
  return row!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  editor = await signIn(server, 'editor');
  const now = server.ctx.now();
  first = await article('Preview one', now - 60_000);
  second = await article('Preview two', now - 120_000);
  await server.ctx.db
    .insert(contentDailyViews)
    .values([
      { day: dayStartGmt8(now), content_kind: ContentKind.ARTICLE, content_id: second, viewed: 42 },
    ]);
});
afterAll(() => server?.close());

describe('daily report items', () => {
  it('presents the items in order with the views of that day', async () => {
    const now = server.ctx.now();
    const items = [
      { kind: 'ARTICLE', raw_id: String(second) },
      { kind: 'ARTICLE', raw_id: String(first) },
    ];
    const r = await op(server, editor, 'DailyReportItems', { day: now, items });
    expect(r.errors).toBeUndefined();
    expect(r.data.daily_report_items).toMatchObject([
      { raw_id: String(second), kind: 'ARTICLE', title: 'Preview two', counter: { viewed: 42 } },
      { raw_id: String(first), kind: 'ARTICLE', title: 'Preview one', counter: { viewed: 0 } },
    ]);
    expect(r.data.daily_report_items[0].datetime).toBe(now - 120_000);
    // Another day has other views.
    const yesterday = await op(server, editor, 'DailyReportItems', { day: now - DAY, items });
    expect(yesterday.data.daily_report_items[0].counter.viewed).toBe(0);
    const none = await op(server, editor, 'DailyReportItems', { day: now, items: [] });
    expect(none.data.daily_report_items).toEqual([]);
  });

  it('refuses what a report cannot hold, and a caller without a token', async () => {
    const missing = await op(server, editor, 'DailyReportItems', {
      day: server.ctx.now(),
      items: [{ kind: 'VIDEO', raw_id: '999999' }],
    });
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Content not found',
      extensions: { code: 'NOT_FOUND', field: 'items[0]' },
    });
    const kind = await op(server, editor, 'DailyReportItems', {
      day: server.ctx.now(),
      items: [{ kind: 'CALENDAR', raw_id: '1' }],
    });
    expect(kind.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const anonymous = await op(server, null, 'DailyReportItems', {
      day: server.ctx.now(),
      items: [],
    });
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });
});
