import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './graphql-helpers';
import { signIn, startTestServer, type TestServer } from './harness';
import { tinyMp4, upload } from './fixtures/media';

/**
 * The content gaps of #11 and #19: an article's related articles and reports (designed here),
 * report images with their width, height and description, and a roadshow refused while its video
 * has not finished uploading ("Roadshow video not uploaded").
 */
let server: TestServer;
let editor: string;
let otherArticle: number;
let report: number;

const articleBody = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  body: '<p>The one-year LPR stays at 3.45%.</p>',
  publish: false,
  ...extra,
});

const reportBody = {
  title: 'Semiconductor outlook 2027',
  file_uri: 'u20261125-outlook.pdf',
  images: [
    {
      uri: 'u20261125-chart.png',
      title: 'Capacity',
      description: 'Wafer capacity by region, 2020–2027',
      width: 1600,
      height: 900,
    },
    { uri: 'u20261125-prices.png', title: 'Prices' },
  ],
};

beforeAll(async () => {
  server = await startTestServer();
  editor = await signIn(server, 'editor');
  const a = await server.call('POST', '/v1/admin/article', {
    token: editor,
    body: articleBody('Rates outlook for the second half', { publish: true }),
  });
  otherArticle = a.body.data.id;
  const r = await server.call('POST', '/v1/admin/report', { token: editor, body: reportBody });
  report = r.body.data.id;
});
afterAll(() => server?.cleanup());

describe('article related content (designed here)', () => {
  it('stores, answers and replaces related articles and reports', async () => {
    const created = await server.call('POST', '/v1/admin/article', {
      token: editor,
      body: articleBody('Credit growth slows in October', {
        related_article_ids: [otherArticle],
        related_report_ids: [report],
      }),
    });
    expect(created.status).toBe(201);
    const a = created.body.data;
    expect(a.related_article_ids).toEqual([otherArticle]);
    expect(a.related_report_ids).toEqual([report]);
    expect(a.related_articles).toEqual([
      expect.objectContaining({
        id: otherArticle,
        kind: 1,
        title: 'Rates outlook for the second half',
      }),
    ]);
    expect(a.related_reports).toEqual([
      expect.objectContaining({ id: report, kind: 9, title: 'Semiconductor outlook 2027' }),
    ]);

    const read = await server.call('GET', `/v1/admin/article/${a.id}`, { token: editor });
    expect(read.body.data.related_article_ids).toEqual([otherArticle]);

    // Omitted keeps the lists; an empty list clears one.
    const kept = await server.call('PUT', `/v1/admin/article/${a.id}`, {
      token: editor,
      body: { ...articleBody('Credit growth slows in October'), version: a.version },
    });
    expect(kept.body.data.related_report_ids).toEqual([report]);
    const cleared = await server.call('PUT', `/v1/admin/article/${a.id}`, {
      token: editor,
      body: {
        ...articleBody('Credit growth slows in October'),
        version: kept.body.data.version,
        related_report_ids: [],
      },
    });
    expect(cleared.body.data.related_report_ids).toEqual([]);
    expect(cleared.body.data.related_article_ids).toEqual([otherArticle]);

    // GraphQL reads the same lists.
    const gql = await graphql(
      server,
      editor,
      `
        query ($id: ID!) {
          article(id: $id) {
            related_article_ids
            related_report_ids
            related_articles {
              id
              title
            }
          }
        }
      `,
      { id: String(a.id) },
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data.article).toEqual({
      related_article_ids: [String(otherArticle)],
      related_report_ids: [],
      related_articles: [{ id: String(otherArticle), title: 'Rates outlook for the second half' }],
    });
  });

  it('refuses related content that does not exist, writing nothing', async () => {
    const missingArticle = await server.call('POST', '/v1/admin/article', {
      token: editor,
      body: articleBody('A related article that is gone', { related_article_ids: [999999] }),
    });
    expect(missingArticle.status).toBe(404);
    expect(missingArticle.body.message).toBe('Article not found');
    const missingReport = await server.call('POST', '/v1/admin/article', {
      token: editor,
      body: articleBody('A related report that is gone', { related_report_ids: [999999] }),
    });
    expect(missingReport.status).toBe(404);
    expect(missingReport.body.message).toBe('Report not found');
    const list = await server.call('GET', '/v1/admin/article?keyword=is%20gone', { token: editor });
    expect(list.body.data.items).toHaveLength(0);
  });

  it('refuses without a token', async () => {
    const res = await server.call('POST', '/v1/admin/article', {
      token: null,
      body: articleBody('Credit growth slows in October', { related_article_ids: [otherArticle] }),
    });
    expect(res.status).toBe(401);
  });
});

describe('report images', () => {
  it('keeps each image width, height and description, in order', async () => {
    const res = await graphql(
      server,
      editor,
      `
        query ($id: ID!) {
          contentDetail(contentId: $id, kind: REPORT) {
            content {
              detail {
                ... on Report {
                  report_images {
                    serial_number
                    title
                    description
                    width
                    height
                  }
                }
              }
            }
          }
        }
      `,
      { id: String(report) },
    );
    expect(res.data.contentDetail.content.detail.report_images).toEqual([
      {
        serial_number: 1,
        title: 'Capacity',
        description: 'Wafer capacity by region, 2020–2027',
        width: 1600,
        height: 900,
      },
      { serial_number: 2, title: 'Prices', description: null, width: null, height: null },
    ]);
  });

  it('edits them on the report version', async () => {
    const res = await server.call('PUT', `/v1/admin/report/${report}`, {
      token: editor,
      body: {
        ...reportBody,
        version: 1,
        images: [{ ...reportBody.images[1], description: 'Spot prices', width: 640, height: 480 }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.images).toEqual([
      expect.objectContaining({
        serial_number: 1,
        title: 'Prices',
        description: 'Spot prices',
        width: 640,
        height: 480,
      }),
    ]);
  });

  it('refuses a width under 1 pixel', async () => {
    const res = await server.call('POST', '/v1/admin/report', {
      token: editor,
      body: { ...reportBody, images: [{ uri: 'u20261125-chart.png', width: 0, height: 10 }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(40001);
    expect(res.body.data.errors[0]).toMatchObject({ field: 'images[0].width', rule: 'minimum' });
  });
});

describe('a roadshow whose video has not finished uploading', () => {
  it('is refused with "Roadshow video not uploaded"', async () => {
    const key = (await upload(server, editor, 'talk.mp4', tinyMp4(5), { bucket: 'video' })).key;
    const video = await server.call('POST', '/v1/admin/video/?type=v2', {
      token: editor,
      body: {
        action: 'draft',
        title: 'Recording still uploading',
        episodes: [{ name: 'Full', key, upload_status: 1, thumbnails: [] }],
      },
    });
    expect(video.status).toBe(201);
    const res = await graphql(
      server,
      editor,
      `
        mutation ($input: RoadshowInput!) {
          createRoadshow(input: $input) {
            id
          }
        }
      `,
      {
        input: {
          title: 'Q3 outlook with the desk',
          body: '<p>Agenda</p>',
          start_time: server.clock.now + 86_400_000,
          video_id: String(video.body.data.id),
        },
      },
    );
    expect(res.errors?.[0]?.message).toBe('Roadshow video not uploaded');
  });
});
