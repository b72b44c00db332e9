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
  regex,
  tokenHeader,
} from './support';

const pact = newPact('newsdesk-main-api');
const ADMIN = 'an admin is signed in';
const EDITOR = 'an editor is signed in';
const ORDERS = 'paid orders exist';
const orderShape = {
  id: integer(301),
  order_no: like('20261122000001'),
  platform: regex('android|ios|pc_web|wap|web|lite|ios_iap', 'ios'),
  state: regex('COMPLETE|UNPAID', 'COMPLETE'),
  title: like('Black Gold annual'),
  amount: integer(99900),
  real_pay_amount: integer(89900),
  source: like('spring-campaign'),
  remark: null,
  user_info: { user_id: integer(7), nickname: like('读者小王'), avatar: null },
  order_items: eachLike(
    {
      sku_detail: {
        id: integer(1),
        commodity_id: integer(1),
        name: like('Black Gold annual'),
        cover_uri: null,
        price: integer(99900),
        spec_attrs: [],
        platforms: eachLike('ios', 1),
      },
      quantity: integer(1),
      price: integer(89900),
    },
    1,
  ),
  transactions: eachLike(
    { id: integer(1), pay_time: ms(), pay_channel: like('apple'), amount: integer(89900) },
    1,
  ),
  created_at: ms(),
  updated_at: ms(),
  version: integer(1),
};

describe('main API: orders', () => {
  it('listOrders', () =>
    pact
      .addInteraction()
      .given(ADMIN)
      .given(ORDERS)
      .uponReceiving('the newest paid orders of a campaign with totals')
      .withRequest('GET', '/v1/admin/orders', (b) =>
        b
          .headers(tokenHeader())
          .query({ size: '20', order_state: 'COMPLETE', source: 'spring-campaign' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok({
            items: eachLike(orderShape, 1),
            next_anchor: like(''),
            has_more: like(false),
            total_count: integer(2),
            total_amount: integer(179800),
          }),
        ),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).GET('/v1/admin/orders', {
            params: { query: { size: 20, order_state: 'COMPLETE', source: 'spring-campaign' } },
          }),
        );
        expect(data.total_count).toBeGreaterThan(0);
      }));

  it('listOrders refused for a normal user', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a normal user asking for the orders')
      .withRequest('GET', '/v1/admin/orders', (b) => b.headers(tokenHeader()))
      .willRespondWith(403, (b) =>
        b.headers(jsonHeaders).jsonBody(failure(40003, 'Permission not allowed')),
      )
      .executeTest(async (server) => {
        const error = await unwrap(mainClient(server.url).GET('/v1/admin/orders')).catch(
          (e: unknown) => e,
        );
        expect(error).toMatchObject({ code: 40003 });
      }));

  it('remarkOrder', () =>
    pact
      .addInteraction()
      .given(ADMIN)
      .given(ORDERS)
      .uponReceiving('an admin remarking an order based on its current version')
      .withRequest('POST', '/v1/admin/order/remark', (b) =>
        b.headers(tokenHeader()).jsonBody({
          order_id: MatchersV3.fromProviderState('${orderId}', 301),
          remark: 'Refund asked by phone',
          version: 1,
        }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(ok({ ...orderShape, remark: 'Refund asked by phone', version: 2 })),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).POST('/v1/admin/order/remark', {
            body: { order_id: 301, remark: 'Refund asked by phone', version: 1 },
          }),
        );
        expect(data.version).toBe(2);
      }));
});
