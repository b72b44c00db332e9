import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, sql } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { LANDMARK_EVERY } from '../src/services/paging';
import { signIn, startTestServer, type TestServer } from './harness';

/**
 * The user list's deep numbered pages (issue #13, 100,000 users): past the first landmark a page
 * seeks to the nearest landmark of the filtered list (services/paging.ts) and answers exactly the
 * rows an offset would, ties in the creation time going by id; a new user moves the pages at once.
 */

let server: TestServer;
let admin: string;
const BULK = 1_300;
const LIMIT = 20;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'admin');
  const now = server.clock.now;
  // 1,300 readers, three by three on one creation time; every other one with "odd" in its name.
  await server.ctx.db.execute(
    sql`insert into users (email, nickname, roles, created_at, updated_at)
      select 'paging' || g || '@users.test',
        case when g % 2 = 1 then 'Odd reader ' else 'Even reader ' end || g, '{}',
        ${now} - (g / 3) * 1000::bigint, ${now}
      from generate_series(1, ${BULK}::int) g`,
  );
  server.ctx.counts.invalidate('users');
});
afterAll(() => server.cleanup());

const expectedIds = async () =>
  (
    await server.ctx.db
      .select({ id: users.id })
      .from(users)
      .orderBy(desc(users.created_at), desc(users.id))
  ).map((r) => r.id);

const page = async (query: string) => {
  const res = await server.call('GET', `/v1/admin/user?${query}`, { token: admin });
  expect(res.body.message).toBe('OK');
  return res.body.data as { items: { id: number; nickname: string }[]; total: number };
};

describe('user list, deep numbered pages', () => {
  it('answers the same rows as an offset on every page past the landmarks', async () => {
    const all = await expectedIds();
    const pages = Math.ceil(all.length / LIMIT);
    expect(all.length).toBeGreaterThan(2 * LANDMARK_EVERY);
    for (const n of [1, 25, 26, 27, 50, 51, pages - 1, pages]) {
      const got = await page(`page=${n}&limit=${LIMIT}`);
      expect(got.total).toBe(all.length);
      expect(got.items.map((u) => u.id)).toEqual(all.slice((n - 1) * LIMIT, n * LIMIT));
    }
    // Past the end: an empty page, not an error.
    expect((await page(`page=${pages + 3}&limit=${LIMIT}`)).items).toEqual([]);
  });

  it('pages a keyword search through its own landmarks', async () => {
    const named = await server.ctx.db
      .select({ id: users.id, nickname: users.nickname })
      .from(users)
      .orderBy(desc(users.created_at), desc(users.id));
    const oddIds = named.filter((u) => u.nickname.startsWith('Odd reader')).map((u) => u.id);
    expect(oddIds.length).toBeGreaterThan(LANDMARK_EVERY);
    for (const n of [26, 32, 33]) {
      const got = await page(`keyword=odd%20reader&page=${n}&limit=${LIMIT}`);
      expect(got.total).toBe(oddIds.length);
      expect(got.items.map((u) => u.id)).toEqual(oddIds.slice((n - 1) * LIMIT, n * LIMIT));
    }
  });

  it('moves the deep pages at once when a user is added (the landmarks are dropped)', async () => {
    const before = await page(`page=30&limit=${LIMIT}`);
    const created = await server.call('POST', '/v1/admin/user', {
      token: admin,
      body: {
        nickname: 'Newest reader',
        email: { email: 'newest-paging@users.test' },
        mobile: null,
        role: null,
        password: 'reader-password-1',
        confirm_password: 'reader-password-1',
      },
    });
    expect(created.status).toBe(201);
    const after = await page(`page=30&limit=${LIMIT}`);
    expect(after.total).toBe(before.total + 1);
    const all = await expectedIds();
    expect(after.items.map((u) => u.id)).toEqual(all.slice(29 * LIMIT, 30 * LIMIT));
    // Everything moved one row down: the first row of the page was the last of page 29's.
    expect(after.items[1]!.id).toBe(before.items[0]!.id);
  });
});
