/**
 * Content gaps (#11, #19): an article's related articles and reports picked in the selection
 * panels (`related_article_ids`, `related_report_ids` on `createArticle` / `updateArticle`,
 * designed here), and report images with their width, height and description
 * (`createReport` / `updateReport`). Success and failure for each.
 */
import { unwrap } from '@newsdesk/api-client';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  articleShape,
  eachLike,
  failure,
  integer,
  jsonHeaders,
  like,
  mainClient,
  ms,
  newPact,
  ok,
  tokenHeader,
} from './support';

const { fromProviderState } = MatchersV3;
const pact = newPact('newsdesk-main-api');
const EDITOR = 'an editor is signed in';
const RELATABLE = 'an article and a report to relate exist';
const REPORT = 'a report exists';

const article = {
  title: 'Credit growth slows in October',
  body: '<p>New loans fell short of forecasts.</p>',
  body_summary: 'New loans fell short of forecasts.',
  publish: false,
};

const refShape = (kind: number, title: string) => ({
  kind: integer(kind),
  id: integer(5),
  title,
  status: 'published',
  cover_url: null,
  display_time: ms(),
});

describe('main API: related content of an article (designed here)', () => {
  it('createArticle with related articles and reports', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(RELATABLE)
      .uponReceiving('a new article with a related article and a related report')
      .withRequest('POST', '/v1/admin/article', (b) =>
        b.headers(tokenHeader()).jsonBody({
          ...article,
          related_article_ids: [fromProviderState('${relatedArticleId}', 5)],
          related_report_ids: [fromProviderState('${relatedReportId}', 5)],
        }),
      )
      .willRespondWith(201, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok({
            ...articleShape,
            title: article.title,
            status: 'draft',
            published_at: null,
            version: 1,
            related_article_ids: eachLike(integer(5), 1),
            related_report_ids: eachLike(integer(5), 1),
            related_articles: eachLike(refShape(1, 'Rates outlook for the second half'), 1),
            related_reports: eachLike(refShape(9, 'Semiconductor outlook 2027'), 1),
          }),
        ),
      )
      .executeTest(async (server) => {
        const saved = await unwrap(
          mainClient(server.url).POST('/v1/admin/article', {
            body: { ...article, related_article_ids: [5], related_report_ids: [5] },
          }),
        );
        expect(saved.related_article_ids).toEqual([5]);
        expect(saved.related_reports?.[0]?.title).toBe('Semiconductor outlook 2027');
      }));

  it('createArticle refused: a related article that does not exist', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a new article related to an article that does not exist')
      .withRequest('POST', '/v1/admin/article', (b) =>
        b.headers(tokenHeader()).jsonBody({ ...article, related_article_ids: [999999] }),
      )
      .willRespondWith(404, (b) =>
        b.headers(jsonHeaders).jsonBody(failure(40004, 'Article not found')),
      )
      .executeTest(async (server) => {
        const refused = unwrap(
          mainClient(server.url).POST('/v1/admin/article', {
            body: { ...article, related_article_ids: [999999] },
          }),
        );
        await expect(refused).rejects.toMatchObject({ code: 40004, message: 'Article not found' });
      }));

  it('createArticle refused: a related report that does not exist', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a new article related to a report that does not exist')
      .withRequest('POST', '/v1/admin/article', (b) =>
        b.headers(tokenHeader()).jsonBody({ ...article, related_report_ids: [999999] }),
      )
      .willRespondWith(404, (b) =>
        b.headers(jsonHeaders).jsonBody(failure(40004, 'Report not found')),
      )
      .executeTest(async (server) => {
        const refused = unwrap(
          mainClient(server.url).POST('/v1/admin/article', {
            body: { ...article, related_report_ids: [999999] },
          }),
        );
        await expect(refused).rejects.toMatchObject({ code: 40004, message: 'Report not found' });
      }));
});

const reportWrite = {
  title: 'Semiconductor outlook 2027',
  file_uri: 'u20261125-outlook.pdf',
  images: [
    {
      uri: 'u20261125-chart.png',
      title: 'Capacity',
      description: 'Wafer capacity by region',
      width: 1600,
      height: 900,
    },
  ],
};

describe('main API: report images with width, height and description', () => {
  it('updateReport keeps each image size and description', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(REPORT)
      .uponReceiving('an edit of a report with a sized, described image')
      .withRequest(
        'PUT',
        fromProviderState('/v1/admin/report/${reportId}', '/v1/admin/report/5'),
        (b) => b.headers(tokenHeader()).jsonBody({ ...reportWrite, version: 1 }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok({
            id: integer(5),
            title: reportWrite.title,
            url: like('http://localhost:4000/storage/u20261125-outlook.pdf'),
            extension: 'pdf',
            summary: null,
            markdown: null,
            vip_visibility: 0,
            display_time: ms(),
            feed_info: null,
            body_audio_url: null,
            content_url: null,
            reference_blocks: null,
            tag_ids: [],
            images: [
              {
                image_id: integer(1),
                media_id: null,
                serial_number: 1,
                title: 'Capacity',
                description: 'Wafer capacity by region',
                url: like('http://localhost:4000/storage/u20261125-chart.png'),
                width: 1600,
                height: 900,
              },
            ],
            status: 'published',
            version: 2,
            created_at: ms(),
            updated_at: ms(),
          }),
        ),
      )
      .executeTest(async (server) => {
        const report = await unwrap(
          mainClient(server.url).PUT('/v1/admin/report/{id}', {
            params: { path: { id: 5 } },
            body: { ...reportWrite, version: 1 },
          }),
        );
        expect(report.images[0]).toMatchObject({ width: 1600, height: 900 });
      }));

  it('createReport refused: an image width under 1 pixel', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a new report with an image 0 pixels wide')
      .withRequest('POST', '/v1/admin/report', (b) =>
        b.headers(tokenHeader()).jsonBody({
          ...reportWrite,
          images: [{ ...reportWrite.images[0], width: 0 }],
        }),
      )
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody({
          ...failure(40001, 'images[0].width: must be >= 1'),
          message: like('images[0].width: must be >= 1'),
          data: {
            errors: eachLike({ field: 'images[0].width', rule: 'minimum', message: like('x') }, 1),
          },
        }),
      )
      .executeTest(async (server) => {
        const refused = unwrap(
          mainClient(server.url).POST('/v1/admin/report', {
            body: { ...reportWrite, images: [{ ...reportWrite.images[0]!, width: 0 }] },
          }),
        );
        await expect(refused).rejects.toMatchObject({ code: 40001 });
      }));
});
