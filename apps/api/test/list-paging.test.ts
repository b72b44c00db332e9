import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { articles } from '../src/db/schema';
import { CountCache } from '../src/services/cache';
import { LANDMARK_EVERY, encodeCursor, landmarkFor } from '../src/services/paging';
import { op } from './graphql-helpers';
import { signIn, startTestServer, type TestServer } from './harness';

/**
 * Keyset paging of the lists (services/paging.ts): the article list by cursor and by deep page
 * numbers (landmarks), GraphQL `contents` past its landmarks, and the cached totals and landmarks
 * dropped by writes.
 */

let server: TestServer;
let editor: string;
const BULK = 1_300;

type Item = { id: number; display_time: number; status: string };
type Page = {
  items: Item[];
  total: number;
  page: number;
  limit: number;
  next_cursor: string | null;
};

const list = async (query: string) => {
  const res = await server.call('GET', `/v1/admin/article?${query}`, { token: editor });
  return res;
};
const page = async (query: string): Promise<Page> => {
  const res = await list(query);
  expect(res.body.message).toBe('OK');
  return res.body.data as Page;
};

/** Walks the whole list by cursor and answers the ids in the order met. */
async function walk(query: string, limit: number) {
  const ids: number[] = [];
  const pages: number[] = [];
  let next: string | null = '';
  let total = -1;
  while (next !== null) {
    const sep = query ? '&' : '';
    const p: Page = await page(
      `${query}${sep}limit=${limit}${next ? `&cursor=${encodeURIComponent(next)}` : ''}`,
    );
    total = p.total;
    pages.push(p.page);
    ids.push(...p.items.map((i) => i.id));
    expect(p.items.length).toBeLessThanOrEqual(limit);
    next = p.next_cursor;
    if (pages.length > 1000) throw new Error('the cursor never ends');
  }
  return { ids, pages, total };
}

beforeAll(async () => {
  server = await startTestServer();
  editor = await signIn(server, 'editor');
  const now = server.clock.now;
  // 1,300 articles, three by three on one display time (ties go by id); every fifth deleted, every
  // third a draft.
  await server.ctx.db.execute(
    sql`insert into articles (title, body, status, display_time, words_count, created_at, updated_at)
      select 'Paging article number ' || g, '<p>x</p>',
        case when g % 5 = 0 then 'deleted' when g % 3 = 0 then 'draft' else 'published' end,
        ${now} - (g / 3) * 1000::bigint, g % 4000, ${now}, ${now}
      from generate_series(1, ${BULK}::int) g`,
  );
  server.ctx.counts.invalidate('articles');
});
afterAll(() => server.cleanup());

const expectedIds = async (where?: SQL, dir: 'asc' | 'desc' = 'desc') =>
  (
    await server.ctx.db
      .select({ id: articles.id })
      .from(articles)
      .where(where)
      .orderBy(
        ...(dir === 'desc'
          ? [desc(articles.display_time), desc(articles.id)]
          : [asc(articles.display_time), asc(articles.id)]),
      )
  ).map((r) => r.id);

describe('article list by cursor', () => {
  it('walks every row once, in order, with ties in the display time', async () => {
    const expected = await expectedIds();
    const { ids, pages, total } = await walk('', 37);
    expect(ids).toEqual(expected);
    expect(total).toBe(expected.length);
    expect(pages).toEqual(pages.map((_, i) => i + 1));
  });

  it('keeps the filters and the order, and matches the numbered pages', async () => {
    const expected = await expectedIds(ne(articles.status, 'deleted'), 'asc');
    const { ids, total } = await walk('hide_deleted=true&sort=asc', 50);
    expect(ids).toEqual(expected);
    expect(total).toBe(expected.length);
    const third = await page('hide_deleted=true&sort=asc&limit=50&page=3');
    expect(third.items.map((i) => i.id)).toEqual(expected.slice(100, 150));
    // The numbered page's cursor leads on to page 4.
    const fourth = await page(
      `hide_deleted=true&sort=asc&limit=50&cursor=${encodeURIComponent(third.next_cursor!)}`,
    );
    expect(fourth.page).toBe(4);
    expect(fourth.items.map((i) => i.id)).toEqual(expected.slice(150, 200));
  });

  it('does not repeat or lose rows when rows are added before the cursor', async () => {
    const first = await page('status=draft&limit=25');
    // A new draft, newest of all: it lands on page 1, before the cursor.
    const created = await server.call('POST', '/v1/admin/article', {
      token: editor,
      body: {
        title: 'A draft added while paging',
        body: '<p>New.</p>',
        publish: false,
        display_time: server.clock.now + 60_000,
      },
    });
    expect(created.body.message).toBe('OK');
    const second = await page(
      `status=draft&limit=25&cursor=${encodeURIComponent(first.next_cursor!)}`,
    );
    const expected = await expectedIds(eq(articles.status, 'draft'));
    // The rows after the first page's last one, exactly: none of page 1 again, none skipped.
    const lastOfFirst = expected.indexOf(first.items.at(-1)!.id);
    expect(second.items.map((i) => i.id)).toEqual(
      expected.slice(lastOfFirst + 1, lastOfFirst + 26),
    );
    expect(second.total).toBe(first.total + 1);
  });

  it('ends with next_cursor null on the last page', async () => {
    const expected = await expectedIds(eq(articles.status, 'published'));
    const last = Math.ceil(expected.length / 100);
    const tail = await page(`status=published&limit=100&page=${last}`);
    expect(tail.items.map((i) => i.id)).toEqual(expected.slice((last - 1) * 100));
    expect(tail.next_cursor).toBeNull();
    const before = await page(`status=published&limit=100&page=${last - 1}`);
    expect(before.next_cursor).not.toBeNull();
  });

  it('refuses a cursor that is not one, or one of other filters or another order (40001)', async () => {
    const p = await page('status=published&limit=10');
    for (const [query, message] of [
      ['cursor=not-a-cursor', 'cursor: Not a cursor returned by this list'],
      [
        `cursor=${Buffer.from('[1,2]').toString('base64url')}`,
        'cursor: Not a cursor returned by this list',
      ],
      [
        `status=draft&limit=10&cursor=${encodeURIComponent(p.next_cursor!)}`,
        'cursor: This cursor belongs to other filters or another order; start again from the first page',
      ],
      [
        `status=published&sort=asc&cursor=${encodeURIComponent(p.next_cursor!)}`,
        'cursor: This cursor belongs to other filters or another order; start again from the first page',
      ],
      [`cursor=${'x'.repeat(201)}`, 'cursor: must be at most 200 characters'],
    ] as const) {
      const res = await list(query);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(40001);
      expect(res.body.message).toBe(message);
      expect(res.body.data.errors[0]).toMatchObject({ field: 'cursor', rule: expect.any(String) });
    }
    // Another page size is fine: the cursor names a row, not an offset.
    const other = await page(
      `status=published&limit=7&cursor=${encodeURIComponent(p.next_cursor!)}`,
    );
    expect(other.items).toHaveLength(7);
    // The same filters spelled in another order are the same list.
    const both = await page('status=published&hide_deleted=false&limit=10');
    const swapped = await page(
      `limit=10&hide_deleted=false&status=published&cursor=${encodeURIComponent(both.next_cursor!)}`,
    );
    expect(swapped.page).toBe(2);
  });
});

describe('prepared page queries', () => {
  it('keep apart the queries that differ only by a condition without a value', async () => {
    // hide_deleted and scheduled add conditions with no value of their own: each combination is
    // its own statement, whatever was asked before.
    for (const query of [
      '',
      'hide_deleted=true',
      'hide_deleted=false',
      'scheduled=true',
      'scheduled=false',
      'hide_deleted=true',
      '',
    ]) {
      const where =
        query === 'hide_deleted=true'
          ? ne(articles.status, 'deleted')
          : query === 'scheduled=true'
            ? and(
                eq(articles.status, 'draft'),
                sql`coalesce(${articles.planned_published_at}, 0) > ${server.clock.now}`,
              )
            : query === 'scheduled=false'
              ? sql`not (${articles.status} = 'draft' and coalesce(${articles.planned_published_at}, 0) > ${server.clock.now})`
              : undefined;
      const expected = await expectedIds(where);
      const p = await page(`${query}&limit=100`);
      expect(p.total).toBe(expected.length);
      expect(p.items.map((i) => i.id)).toEqual(expected.slice(0, 100));
    }
  });
});

describe('deep numbered pages (landmarks)', () => {
  it('answers every page past the landmarks like a plain offset, and after writes', async () => {
    const check = async (query: string, where: SQL | undefined, limit: number) => {
      const expected = await expectedIds(where);
      const pages = Math.ceil(expected.length / limit);
      for (const n of [1, 2, pages - 1, pages, pages + 1]) {
        const p = await page(`${query}&limit=${limit}&page=${n}`);
        expect(p.total).toBe(expected.length);
        expect(p.items.map((i) => i.id)).toEqual(expected.slice((n - 1) * limit, n * limit));
      }
      // Around each landmark.
      for (const offset of [LANDMARK_EVERY - 20, LANDMARK_EVERY, 2 * LANDMARK_EVERY - 20]) {
        const n = offset / 20 + 1;
        const p = await page(`${query}&limit=20&page=${n}`);
        expect(p.items.map((i) => i.id)).toEqual(expected.slice(offset, offset + 20));
      }
    };
    await check('hide_deleted=true', ne(articles.status, 'deleted'), 30);
    await check('sort=desc', undefined, 100);
    // A write moves rows across the landmarks: the kept ones are dropped with the counts.
    const [oldest] = await server.ctx.db
      .select({ id: articles.id, version: articles.version })
      .from(articles)
      .orderBy(asc(articles.display_time), asc(articles.id))
      .limit(1);
    const moved = await server.call('PUT', `/v1/admin/article/${oldest!.id}`, {
      token: editor,
      body: {
        title: 'The oldest article, now the newest',
        body: '<p>Moved.</p>',
        publish: false,
        display_time: server.clock.now + 3_600_000,
        version: oldest!.version,
      },
    });
    expect(moved.body.message).toBe('OK');
    await check('hide_deleted=true', ne(articles.status, 'deleted'), 30);
  });

  it('places a page after the nearest landmark', () => {
    const marks = [
      [10, 1],
      [5, 2],
    ] as const;
    expect(landmarkFor(marks, 0)).toEqual({ after: null, skip: 0 });
    expect(landmarkFor(marks, LANDMARK_EVERY - 1)).toEqual({
      after: null,
      skip: LANDMARK_EVERY - 1,
    });
    expect(landmarkFor(marks, LANDMARK_EVERY)).toEqual({ after: marks[0], skip: 0 });
    expect(landmarkFor(marks, 2 * LANDMARK_EVERY + 7)).toEqual({ after: marks[1], skip: 7 });
    // Past the last landmark: skip from it.
    expect(landmarkFor(marks, 5 * LANDMARK_EVERY)).toEqual({
      after: marks[1],
      skip: 3 * LANDMARK_EVERY,
    });
    // A cursor names its row, its page and its filters.
    expect(encodeCursor([10, 1], 2, 'abc')).toBe(
      Buffer.from('[10,1,2,"abc"]').toString('base64url'),
    );
  });
});

describe('GraphQL contents past the landmarks', () => {
  it('answers deep offsets and cursors like the first pages', async () => {
    const variables = { kinds: ['ARTICLE'], status: ['PUBLISHED'] };
    const all = await op(server, editor, 'Contents', { ...variables, first: 2000 });
    const ids = all.data.contents.nodes.map((n: { raw_id: number }) => n.raw_id);
    expect(ids.length).toBe(all.data.contents.total_count);
    expect(ids.length).toBeGreaterThan(LANDMARK_EVERY + 20);
    for (const offset of [LANDMARK_EVERY - 5, LANDMARK_EVERY, ids.length - 3]) {
      const p = await op(server, editor, 'Contents', { ...variables, first: 10, offset });
      expect(p.errors).toBeUndefined();
      expect(p.data.contents.nodes.map((n: { raw_id: number }) => n.raw_id)).toEqual(
        ids.slice(offset, offset + 10),
      );
    }
    const deep = await op(server, editor, 'Contents', {
      ...variables,
      first: 10,
      offset: LANDMARK_EVERY + 3,
    });
    const next = await op(server, editor, 'Contents', {
      ...variables,
      first: 10,
      after: deep.data.contents.page_info.end_cursor,
    });
    expect(next.data.contents.nodes.map((n: { raw_id: number }) => n.raw_id)).toEqual(
      ids.slice(LANDMARK_EVERY + 13, LANDMARK_EVERY + 23),
    );
  });
});

describe('cached totals', () => {
  it('drops a table’s counts and kept values on a write to it, and keeps no count read across a write', async () => {
    const cache = new CountCache();
    let n = 1;
    expect(await cache.get('articles', 'k', async () => n)).toBe(1);
    n = 2;
    expect(await cache.get('articles', 'k', async () => n)).toBe(1);
    cache.invalidate('tags');
    expect(await cache.get('articles', 'k', async () => n)).toBe(1);
    cache.invalidate('articles');
    expect(await cache.get('articles', 'k', async () => n)).toBe(2);
    // A count whose read spans a write answers that read only.
    n = 3;
    cache.invalidate('articles');
    const during = await cache.get('articles', 'k', async () => {
      cache.invalidate('articles');
      return n;
    });
    expect(during).toBe(3);
    n = 4;
    expect(await cache.get('articles', 'k', async () => n)).toBe(4);

    let computed = 0;
    const keep = () => cache.keep(['articles', 'tags'], 'marks', async () => ++computed);
    expect(await Promise.all([keep(), keep()])).toEqual([1, 1]);
    cache.invalidate('users');
    expect(await keep()).toBe(1);
    cache.invalidate('tags');
    expect(await keep()).toBe(2);
  });

  it('answers the new total after each write through the API', async () => {
    const before = await page('status=draft&limit=1');
    const created = await server.call('POST', '/v1/admin/article', {
      token: editor,
      body: { title: 'One more draft for the totals', body: '<p>Draft.</p>', publish: false },
    });
    const after = await page('status=draft&limit=1');
    expect(after.total).toBe(before.total + 1);
    const deleted = await server.call('PUT', `/v1/admin/article/${created.body.data.id}/status`, {
      token: editor,
      body: { status: 'deleted', version: created.body.data.version },
    });
    expect(deleted.body.message).toBe('OK');
    expect((await page('status=draft&limit=1')).total).toBe(before.total);
    expect((await page('status=deleted&limit=1')).total).toBeGreaterThan(0);
    const [{ n } = { n: 0 }] = await server.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(articles)
      .where(and(eq(articles.status, 'deleted')));
    expect((await page('status=deleted&limit=1')).total).toBe(n);
  });
});
