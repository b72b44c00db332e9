import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../src/seed/content';
import { seedDemo } from '../src/seed/demo';
import { op } from './graphql-helpers';
import { signIn, startTestServer, type TestServer } from './harness';

/**
 * Sub-sources of an external source (#15, designed here): written as a whole ordered list through
 * the source's create and update, read back in order; an empty list is allowed; a key used twice
 * within a source is refused and changes nothing; the version is checked and bumped like any source
 * write; only admins write.
 */
let server: TestServer;
let admin: string;
let editor: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'admin');
  editor = await signIn(server, 'editor');
});
afterAll(async () => {
  await server?.cleanup();
});

const subs = (answer: { key: string; name: string; url: string | null; position: number }[]) =>
  answer.map((s) => [s.key, s.name, s.url, s.position]);

describe('sub-sources', () => {
  it('are created, reordered, renamed, removed and kept in order, versioned like the source', async () => {
    const created = await op(server, admin, 'CreateExternalSource', {
      input: {
        key: 'sub-test',
        name: 'Sub test',
        sub_sources: [
          { key: 'markets', name: 'Markets', url: 'https://example.org/markets' },
          { key: 'policy', name: 'Policy' },
        ],
      },
    });
    expect(created.errors).toBeUndefined();
    const source = created.data.createExternalSource;
    expect(source.version).toBe(1);
    expect(subs(source.sub_sources)).toEqual([
      ['markets', 'Markets', 'https://example.org/markets', 0],
      ['policy', 'Policy', null, 1],
    ]);
    const marketsId = source.sub_sources[0].id;

    const moved = await op(server, admin, 'UpdateExternalSource', {
      id: source.id,
      version: 1,
      input: {
        sub_sources: [
          { key: 'policy', name: 'Monetary policy', url: 'https://example.org/policy' },
          { key: 'markets', name: 'Markets' },
          { key: 'bonds', name: 'Bonds' },
        ],
      },
    });
    expect(moved.errors).toBeUndefined();
    const after = moved.data.updateExternalSource;
    expect(after.version).toBe(2);
    expect(subs(after.sub_sources)).toEqual([
      ['policy', 'Monetary policy', 'https://example.org/policy', 0],
      ['markets', 'Markets', null, 1],
      ['bonds', 'Bonds', null, 2],
    ]);
    // A kept key keeps its id.
    expect(after.sub_sources[1].id).toBe(marketsId);

    // Other edits leave the list alone.
    const renamed = await op(server, admin, 'UpdateExternalSource', {
      id: source.id,
      version: 2,
      input: { name: 'Sub test renamed' },
    });
    expect(renamed.data.updateExternalSource.sub_sources).toHaveLength(3);

    const read = await op(server, admin, 'ExternalSource', { id: source.id });
    expect(read.data.external_source.sub_sources.map((s: { key: string }) => s.key)).toEqual([
      'policy',
      'markets',
      'bonds',
    ]);

    const emptied = await op(server, admin, 'UpdateExternalSource', {
      id: source.id,
      version: 3,
      input: { sub_sources: [] },
    });
    expect(emptied.errors).toBeUndefined();
    expect(emptied.data.updateExternalSource.sub_sources).toEqual([]);
    expect(emptied.data.updateExternalSource.version).toBe(4);
  });

  it('refuses a key used twice in one source, and bad rows, changing nothing', async () => {
    const created = await op(server, admin, 'CreateExternalSource', {
      input: { key: 'sub-dup', name: 'Dup', sub_sources: [{ key: 'a', name: 'A' }] },
    });
    const id = created.data.createExternalSource.id;
    const dup = await op(server, admin, 'UpdateExternalSource', {
      id,
      version: 1,
      input: {
        sub_sources: [
          { key: 'b', name: 'B' },
          { key: 'b', name: 'B again' },
        ],
      },
    });
    expect(dup.errors?.[0]?.message).toBe('Sub-source key already exists: b');
    expect(dup.errors?.[0]?.extensions).toMatchObject({
      code: 'DUPLICATE',
      status: 40010,
      field: 'sub_sources',
    });
    const blank = await op(server, admin, 'UpdateExternalSource', {
      id,
      version: 1,
      input: { sub_sources: [{ key: ' ', name: 'B' }] },
    });
    expect(blank.errors?.[0]?.extensions.errors[0]).toMatchObject({
      field: 'sub_sources.0.key',
      rule: 'required',
    });
    const badUrl = await op(server, admin, 'UpdateExternalSource', {
      id,
      version: 1,
      input: { sub_sources: [{ key: 'c', name: 'C', url: 'ftp://x' }] },
    });
    expect(badUrl.errors?.[0]?.message).toBe('The address must start with http:// or https://');
    const dupOnCreate = await op(server, admin, 'CreateExternalSource', {
      input: {
        key: 'sub-dup-2',
        name: 'Dup 2',
        sub_sources: [
          { key: 'x', name: 'X' },
          { key: 'x', name: 'X' },
        ],
      },
    });
    expect(dupOnCreate.errors?.[0]?.extensions.code).toBe('DUPLICATE');
    const none = await op(server, admin, 'ExternalSources', { kw: 'sub-dup-2' });
    expect(none.data.external_sources.total_count).toBe(0);

    const read = await op(server, admin, 'ExternalSource', { id });
    expect(read.data.external_source.version).toBe(1);
    expect(subs(read.data.external_source.sub_sources)).toEqual([['a', 'A', null, 0]]);
  });

  it('checks the version and the role', async () => {
    const created = await op(server, admin, 'CreateExternalSource', {
      input: { key: 'sub-conflict', name: 'Conflict' },
    });
    const id = created.data.createExternalSource.id;
    expect(created.data.createExternalSource.sub_sources).toEqual([]);
    const stale = await op(server, admin, 'UpdateExternalSource', {
      id,
      version: 7,
      input: { sub_sources: [{ key: 'a', name: 'A' }] },
    });
    expect(stale.errors?.[0]?.message).toBe('This record was changed by someone else');
    const forbidden = await op(server, editor, 'UpdateExternalSource', {
      id,
      version: 1,
      input: { sub_sources: [{ key: 'a', name: 'A' }] },
    });
    expect(forbidden.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const read = await op(server, admin, 'ExternalSource', { id });
    expect(read.data.external_source.sub_sources).toEqual([]);
  });

  it('seeds sources with sub-sources and one without', { timeout: 180_000 }, async () => {
    await seedContent(server.ctx, 50);
    await seedDemo(server.ctx);
    const list = await op(server, admin, 'ExternalSources', { first: 100 });
    const nodes = list.data.external_sources.nodes as { key: string; sub_sources: unknown[] }[];
    expect(nodes.filter((n) => n.sub_sources.length > 0).length).toBeGreaterThanOrEqual(2);
    expect(nodes.some((n) => n.sub_sources.length === 0)).toBe(true);
    const pbc = nodes.find((n) => n.key === 'pbc') as unknown as { sub_sources: { key: string }[] };
    expect(pbc.sub_sources.map((s) => s.key)).toEqual([
      'announcements',
      'monetary-policy',
      'open-market',
    ]);
  });
});
