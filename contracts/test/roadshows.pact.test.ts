/**
 * Roadshows and reports (#11): the report writes designed here (`POST /v1/admin/report`,
 * `PUT` and `DELETE /v1/admin/report/{id}`), success and failure.
 */
import { unwrap } from '@newsdesk/api-client';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
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
const REPORT = 'a report exists';

const write = {
  title: 'Semiconductor outlook 2027',
  file_uri: 'u20261125-outlook.pdf',
  summary: 'Demand, capacity and prices.',
  markdown: '# Outlook',
  vip_visibility: 2 as const,
  feed_info: { layout: 'card' },
  body_audio_uri: 'u20261125-outlook.mp3',
  content_url: 'https://example.org/reports/outlook',
  reference_blocks: [{ source: 'IMF' }],
  images: [{ uri: 'u20261125-chart.png', title: 'Capacity' }],
};

const reportShape = {
  id: integer(5),
  title: 'Semiconductor outlook 2027',
  url: like('http://localhost:4000/storage/u20261125-outlook.pdf'),
  extension: 'pdf',
  summary: 'Demand, capacity and prices.',
  markdown: '# Outlook',
  vip_visibility: 2,
  display_time: ms(),
  feed_info: { layout: 'card' },
  body_audio_url: like('http://localhost:4000/storage/u20261125-outlook.mp3'),
  content_url: 'https://example.org/reports/outlook',
  reference_blocks: [{ source: 'IMF' }],
  tag_ids: [],
  images: eachLike(
    {
      image_id: integer(1),
      media_id: null,
      serial_number: 1,
      title: 'Capacity',
      description: null,
      url: like('http://localhost:4000/storage/u20261125-chart.png'),
      width: null,
      height: null,
    },
    1,
  ),
  status: 'published',
  created_at: ms(),
  updated_at: ms(),
};

describe('main API: report writes (designed here)', () => {
  it('createReport from an uploaded pdf', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a new report from a pdf with every field')
      .withRequest('POST', '/v1/admin/report', (b) => b.headers(tokenHeader()).jsonBody(write))
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(ok({ ...reportShape, version: 1 })),
      )
      .executeTest(async (server) => {
        const report = await unwrap(
          mainClient(server.url).POST('/v1/admin/report', { body: write }),
        );
        expect(report).toMatchObject({ extension: 'pdf', status: 'published', version: 1 });
      }));

  it('createReport refused: a file that is not a report', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a new report from a png')
      .withRequest('POST', '/v1/admin/report', (b) =>
        b.headers(tokenHeader()).jsonBody({ ...write, file_uri: 'u20261125-photo.png' }),
      )
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody({
          ...failure(40001, 'Only pdf, doc, docx, xls and xlsx files are reports'),
          data: {
            errors: eachLike({ field: 'file_uri', rule: 'format', message: like('x') }, 1),
          },
        }),
      )
      .executeTest(async (server) => {
        const refused = unwrap(
          mainClient(server.url).POST('/v1/admin/report', {
            body: { ...write, file_uri: 'u20261125-photo.png' },
          }),
        );
        await expect(refused).rejects.toMatchObject({ code: 40001 });
      }));

  it('updateReport on its version', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(REPORT)
      .uponReceiving('an edit of a report on its version')
      .withRequest(
        'PUT',
        fromProviderState('/v1/admin/report/${reportId}', '/v1/admin/report/5'),
        (b) => b.headers(tokenHeader()).jsonBody({ ...write, version: 1 }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(ok({ ...reportShape, version: 2 })),
      )
      .executeTest(async (server) => {
        const report = await unwrap(
          mainClient(server.url).PUT('/v1/admin/report/{id}', {
            params: { path: { id: 5 } },
            body: { ...write, version: 1 },
          }),
        );
        expect(report.version).toBe(2);
      }));

  it('deleteReport refused: a stale version', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(REPORT)
      .uponReceiving('a delete of a report based on a stale version')
      .withRequest(
        'DELETE',
        fromProviderState('/v1/admin/report/${reportId}', '/v1/admin/report/5'),
        (b) => b.headers(tokenHeader()).query({ version: '7' }),
      )
      .willRespondWith(409, (b) =>
        b.headers(jsonHeaders).jsonBody({
          ...failure(40009, 'This record was changed by someone else'),
          data: { current_version: integer(1), current: like({ title: 'x' }) },
        }),
      )
      .executeTest(async (server) => {
        const refused = unwrap(
          mainClient(server.url).DELETE('/v1/admin/report/{id}', {
            params: { path: { id: 5 }, query: { version: 7 } },
          }),
        );
        await expect(refused).rejects.toMatchObject({ code: 40009 });
      }));

  it('updateReport refused: no such report', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('an edit of a report that does not exist')
      .withRequest('PUT', '/v1/admin/report/999999', (b) =>
        b.headers(tokenHeader()).jsonBody({ ...write, version: 1 }),
      )
      .willRespondWith(404, (b) =>
        b.headers(jsonHeaders).jsonBody(failure(40004, 'Report not found')),
      )
      .executeTest(async (server) => {
        const refused = unwrap(
          mainClient(server.url).PUT('/v1/admin/report/{id}', {
            params: { path: { id: 999999 } },
            body: { ...write, version: 1 },
          }),
        );
        await expect(refused).rejects.toMatchObject({ code: 40004 });
      }));

  it('deleteReport on its version', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(REPORT)
      .uponReceiving('a delete of a report on its version')
      .withRequest(
        'DELETE',
        fromProviderState('/v1/admin/report/${reportId}', '/v1/admin/report/5'),
        (b) => b.headers(tokenHeader()).query({ version: '1' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok({
            ...reportShape,
            feed_info: null,
            body_audio_url: null,
            content_url: null,
            reference_blocks: null,
            images: [],
            vip_visibility: 0,
            status: 'deleted',
            version: 2,
          }),
        ),
      )
      .executeTest(async (server) => {
        const report = await unwrap(
          mainClient(server.url).DELETE('/v1/admin/report/{id}', {
            params: { path: { id: 5 }, query: { version: 1 } },
          }),
        );
        expect(report).toMatchObject({ status: 'deleted', version: 2 });
      }));
});
