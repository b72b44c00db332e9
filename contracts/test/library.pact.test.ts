/**
 * The library area (#11): the calls designed here. Coupons for the coupon selection panel
 * (`GET /v1/admin/coupons`); the media library's type and report filters and replacing a file
 * (`PUT /v1/admin/media/{id}` with `file_uri`).
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
import { shapeOf } from './openapi-shape';

const { fromProviderState } = MatchersV3;
const pact = newPact('newsdesk-main-api');
const EDITOR = 'an editor is signed in';
const COUPON = 'a usable coupon named New member 30 off exists';

const couponShape = {
  id: integer(5),
  name: like('New member 30 off'),
  description: like('For a first yearly membership'),
  discount: integer(3000),
  threshold: integer(19900),
  starts_at: ms(),
  expires_at: ms(),
  status: 'active',
  created_at: ms(),
  updated_at: ms(),
  version: integer(1),
};

describe('main API: coupons for the coupon panel (designed here)', () => {
  it('listCoupons: usable coupons matching a keyword, 10 a page', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(COUPON)
      .uponReceiving('a search of usable coupons for the coupon panel')
      .withRequest('GET', '/v1/admin/coupons', (b) =>
        b
          .headers(tokenHeader())
          .query({ keyword: 'member', page: '1', limit: '10', usable: 'true' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok({
            items: eachLike(couponShape, 1),
            total: integer(1),
            page: 1,
            limit: 10,
          }),
        ),
      )
      .executeTest(async (server) => {
        const page = await unwrap(
          mainClient(server.url).GET('/v1/admin/coupons', {
            params: { query: { keyword: 'member', page: 1, limit: 10, usable: true } },
          }),
        );
        expect(page.items[0]).toMatchObject({ name: 'New member 30 off', status: 'active' });
      }));

  it('listCoupons refused: page 0', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a coupon search with page 0')
      .withRequest('GET', '/v1/admin/coupons', (b) => b.headers(tokenHeader()).query({ page: '0' }))
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody({
          ...failure(40001, 'page: minimum'),
          message: like('page: minimum'),
          data: {
            errors: eachLike({ field: 'page', rule: like('minimum'), message: like('page: …') }, 1),
          },
        }),
      )
      .executeTest(async (server) => {
        const refused = unwrap(
          mainClient(server.url).GET('/v1/admin/coupons', { params: { query: { page: 0 } } }),
        );
        await expect(refused).rejects.toMatchObject({ code: 40001 });
      }));
});

describe('main API: media library filters and file replacement (designed here)', () => {
  it('listMedia by file type and report flag', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a media entry exists')
      .uponReceiving('a search of the library for image files that are not reports')
      .withRequest('GET', '/v1/admin/media', (b) =>
        b
          .headers(tokenHeader())
          .query({ page: '1', limit: '20', type: 'image', is_report: 'false' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok({
            items: eachLike(
              shapeOf('main', 'Media', {
                present: ['author'],
                values: { id: integer(3), type: 'image', is_report: false, title: like('x') },
              }),
              1,
            ),
            total: integer(1),
            page: 1,
            limit: 20,
          }),
        ),
      )
      .executeTest(async (server) => {
        const page = await unwrap(
          mainClient(server.url).GET('/v1/admin/media', {
            params: { query: { page: 1, limit: 20, type: 'image', is_report: false } },
          }),
        );
        expect(page.items[0]).toMatchObject({ type: 'image', is_report: false });
      }));

  it('updateMedia refused: replacing with a file that was never uploaded', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a media entry exists')
      .uponReceiving('a file replacement with a key that is not in the store')
      .withRequest(
        'PUT',
        fromProviderState('/v1/admin/media/${mediaId}', '/v1/admin/media/3'),
        (b) =>
          b.headers(tokenHeader()).jsonBody({ version: 1, file_uri: 'u20261122-000000000000.pdf' }),
      )
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody({
          ...failure(40001, 'Please select your file'),
          data: {
            errors: eachLike({ field: 'file_uri', rule: 'uploaded', message: like('x') }, 1),
          },
        }),
      )
      .executeTest(async (server) => {
        const refused = unwrap(
          mainClient(server.url).PUT('/v1/admin/media/{id}', {
            params: { path: { id: 3 } },
            body: { version: 1, file_uri: 'u20261122-000000000000.pdf' },
          }),
        );
        await expect(refused).rejects.toMatchObject({ code: 40001 });
      }));
});
