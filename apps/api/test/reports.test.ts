import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tags } from '../src/db/schema';
import { graphql } from './graphql-helpers';
import { signIn, startTestServer, type TestServer } from './harness';
import { schemaErrors } from './fixtures/schema';

/** Report writes (designed here, content §2 /content/report, §3 Report, §5 file types). */
let server: TestServer;
let editor: string;
let tagId: number;

beforeAll(async () => {
  server = await startTestServer();
  editor = await signIn(server, 'editor');
  const now = server.clock.now;
  const [tag] = await server.ctx.db
    .insert(tags)
    .values({ name: 'Semis', created_at: now, updated_at: now })
    .returning({ id: tags.id });
  tagId = tag!.id;
});
afterAll(() => server?.cleanup());

const base = {
  title: 'Semiconductor outlook 2027',
  file_uri: 'u20261125-outlook.pdf',
  summary: 'Demand, capacity and prices.',
  markdown: '# Outlook\n\nCapacity grows.',
  vip_visibility: 2,
  feed_info: { layout: 'card' },
  body_audio_uri: 'u20261125-outlook.mp3',
  content_url: 'https://example.org/reports/outlook',
  reference_blocks: [{ source: 'IMF', text: 'World Economic Outlook' }],
  images: [
    { uri: 'u20261125-chart.png', title: 'Capacity', width: 800, height: 450 },
    { uri: 'u20261125-prices.png', title: 'Prices' },
  ],
};

async function readBack(id: number) {
  const res = await graphql(
    server,
    editor,
    `
      query ($id: ID!) {
        contentDetail(contentId: $id, kind: REPORT) {
          content {
            detail {
              ... on Report {
                title
                extension
                url
                markdown
                summary
                body_audio_url
                content_url
                feed_info
                reference_blocks
                status
                vip_visibility
                tags {
                  id
                }
                report_images {
                  serial_number
                  title
                  url
                }
              }
            }
          }
        }
      }
    `,
    { id: String(id) },
  );
  expect(res.errors).toBeUndefined();
  return res.data.contentDetail.content.detail;
}

describe('report writes', () => {
  it('creates a published report from a pdf with every field, readable through GraphQL', async () => {
    const res = await server.call('POST', '/v1/admin/report', {
      token: editor,
      body: { ...base, tag_ids: [tagId], display_time: server.clock.now - 60_000 },
    });
    expect(res.status).toBe(200);
    const report = res.body.data;
    expect(schemaErrors('Report', report)).toBe('');
    expect(report).toMatchObject({
      title: 'Semiconductor outlook 2027',
      extension: 'pdf',
      status: 'published',
      version: 1,
      vip_visibility: 2,
      tag_ids: [tagId],
      display_time: server.clock.now - 60_000,
    });
    expect(report.url).toMatch(/\/storage\/u20261125-outlook\.pdf$/);
    expect(report.body_audio_url).toMatch(/\.mp3$/);
    expect(report.images.map((i: { serial_number: number }) => i.serial_number)).toEqual([1, 2]);

    const detail = await readBack(report.id);
    expect(detail).toMatchObject({
      title: 'Semiconductor outlook 2027',
      extension: 'pdf',
      markdown: '# Outlook\n\nCapacity grows.',
      feed_info: { layout: 'card' },
      reference_blocks: [{ source: 'IMF', text: 'World Economic Outlook' }],
      content_url: 'https://example.org/reports/outlook',
      status: 'PUBLISHED',
      vip_visibility: 'BLACK_GOLD',
      tags: [{ id: String(tagId) }],
    });
    expect(detail.report_images.map((i: { title: string }) => i.title)).toEqual([
      'Capacity',
      'Prices',
    ]);
  });

  it('refuses a file that is not a report, an audio that is not mp3, a blank title, unknown tags', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ file_uri: 'u1-photo.png' }, 'file_uri', 'format'],
      [{ file_uri: 'u1-clip.mp4' }, 'file_uri', 'format'],
      [{ body_audio_uri: 'u1-voice.wav' }, 'body_audio_uri', 'format'],
      [{ title: '   ' }, 'title', 'minLength'],
      [{ tag_ids: [999_999] }, 'tag_ids[0]', 'exists'],
    ];
    for (const [patch, field, rule] of cases) {
      const res = await server.call('POST', '/v1/admin/report', {
        token: editor,
        body: { ...base, ...patch },
      });
      expect(res.body.code, JSON.stringify(patch)).toBe(40001);
      expect(res.body.data.errors[0]).toMatchObject({ field });
      if (rule !== 'exists') expect(res.body.data.errors[0].rule).toBe(rule);
    }
    for (const ext of ['doc', 'docx', 'xls', 'xlsx']) {
      const ok = await server.call('POST', '/v1/admin/report', {
        token: editor,
        body: { ...base, file_uri: `u1-table.${ext}`, body_audio_uri: null, images: [] },
      });
      expect(ok.body.data.extension).toBe(ext);
    }
  });

  it('edits every field on the version, refuses a stale one, and deletes', async () => {
    const created = (await server.call('POST', '/v1/admin/report', { token: editor, body: base }))
      .body.data;
    const edited = await server.call('PUT', `/v1/admin/report/${created.id}`, {
      token: editor,
      body: {
        ...base,
        title: 'Semiconductor outlook 2027 (revised)',
        file_uri: 'u20261126-revised.docx',
        vip_visibility: 3,
        tag_ids: [tagId],
        body_audio_uri: null,
        images: [{ uri: 'u20261126-only.png', title: 'Only' }],
        version: created.version,
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      title: 'Semiconductor outlook 2027 (revised)',
      extension: 'docx',
      vip_visibility: 3,
      body_audio_url: null,
      tag_ids: [tagId],
      version: 2,
    });
    expect(edited.body.data.images).toHaveLength(1);

    const stale = await server.call('PUT', `/v1/admin/report/${created.id}`, {
      token: editor,
      body: { ...base, version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 40009, data: { current_version: 2 } });
    expect(stale.body.data.current.title).toBe('Semiconductor outlook 2027 (revised)');

    const staleDelete = await server.call('DELETE', `/v1/admin/report/${created.id}?version=1`, {
      token: editor,
    });
    expect(staleDelete.body.code).toBe(40009);
    const deleted = await server.call('DELETE', `/v1/admin/report/${created.id}?version=2`, {
      token: editor,
    });
    expect(deleted.body.data).toMatchObject({ status: 'deleted', version: 3 });
    expect((await readBack(created.id)).status).toBe('DELETED');

    const missing = await server.call('PUT', '/v1/admin/report/999999', {
      token: editor,
      body: { ...base, version: 1 },
    });
    expect(missing.body).toMatchObject({ code: 40004, message: 'Report not found' });
  });

  it('needs a session', async () => {
    const res = await server.call('POST', '/v1/admin/report', { body: base });
    expect(res.status).toBe(401);
  });
});
