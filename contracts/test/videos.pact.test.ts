import { unwrap } from '@newsdesk/api-client';
import { describe, expect, it } from 'vitest';
import { shapeOf } from './openapi-shape';
import {
  EXAMPLE_TOKEN,
  failure,
  jsonHeaders,
  mainClient,
  newPact,
  ok,
  tokenHeader,
} from './support';

/**
 * Videos: what the console's video list sends that the spec does not show (designed here): the
 * hide-deleted preference of content §4 as `hide_deleted` on `GET /v1/admin/video/list`.
 */
const pact = newPact('newsdesk-main-api');
const EDITOR = 'an editor is signed in';

describe('main API: the video list of the console', () => {
  it('listVideos with hide_deleted (the console default)', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a video exists')
      .uponReceiving('the first page of videos without the deleted ones')
      .withRequest('GET', '/v1/admin/video/list', (b) =>
        b.headers(tokenHeader()).query({ size: '20', hide_deleted: 'true' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok(
            shapeOf('main', 'VideoList', {
              nonEmpty: ['items'],
              present: ['items.author', 'items.duration'],
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const page = await unwrap(
          mainClient(server.url).GET('/v1/admin/video/list', {
            params: { query: { size: 20, hide_deleted: true } },
          }),
        );
        expect(page.items.length).toBeGreaterThan(0);
        expect(page.items.every((v) => v.status !== 'deleted')).toBe(true);
      }));

  it('listVideos refused: hide_deleted that is not a boolean', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('the videos with a hide_deleted that is not a boolean')
      .withRequest('GET', '/v1/admin/video/list', (b) =>
        b.headers(tokenHeader()).query({ hide_deleted: 'maybe' }),
      )
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody(
          failure(40001, 'hide_deleted: must be boolean', {
            errors: [
              { field: 'hide_deleted', rule: 'type', message: 'hide_deleted: must be boolean' },
            ],
          }),
        ),
      )
      .executeTest(async (server) => {
        const res = await fetch(`${server.url}/v1/admin/video/list?hide_deleted=maybe`, {
          headers: { 'X-Token': EXAMPLE_TOKEN },
        });
        const body = (await res.json()) as { code: number };
        expect(res.status).toBe(400);
        expect(body.code).toBe(40001);
      }));
});
