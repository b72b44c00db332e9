import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orderTransactions, orders, users } from '../src/db/schema';
import { signIn, startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let editor: string;
const DAY = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'admin');
  editor = await signIn(server, 'editor');
  const { db } = server.ctx;
  const now = server.clock.now;
  const [buyer] = await db
    .insert(users)
    .values({ nickname: '读者小王', created_at: now, updated_at: now })
    .returning({ id: users.id });
  for (let i = 1; i <= 5; i++) {
    const [o] = await db
      .insert(orders)
      .values({
        order_no: `2026112200000${i}`,
        user_id: buyer!.id,
        platform: i % 2 ? 'ios' : 'web',
        state: i === 5 ? 'UNPAID' : 'COMPLETE',
        title: 'Black Gold annual',
        amount: 99_900,
        real_pay_amount: 89_900,
        source: i <= 2 ? 'spring-campaign' : null,
        created_at: now - i * DAY,
        updated_at: now - i * DAY,
      })
      .returning({ id: orders.id });
    await db.insert(orderItems).values({
      order_id: o!.id,
      sku_id: 1,
      sku_detail: {
        id: 1,
        commodity_id: 1,
        name: 'Black Gold annual',
        cover_uri: null,
        price: 99_900,
        spec_attrs: [],
        platforms: ['ios', 'web'],
      },
      quantity: 1,
      price: 89_900,
    });
    if (i !== 5) {
      await db.insert(orderTransactions).values({
        order_id: o!.id,
        pay_time: now - i * DAY + 60_000,
        pay_channel: i % 2 ? 'apple' : 'alipay',
        amount: 89_900,
      });
    }
  }
});
afterAll(() => server.cleanup());

describe('orders', () => {
  it('lists with filters, anchor paging and totals of every match', async () => {
    const first = await server.call('GET', '/v1/admin/orders?size=2', { token: admin });
    expect(first.body.data).toMatchObject({
      total_count: 5,
      total_amount: 5 * 89_900,
      has_more: true,
    });
    expect(first.body.data.items.map((o: { order_no: string }) => o.order_no)).toEqual([
      '20261122000001',
      '20261122000002',
    ]);
    expect(first.body.data.items[0]).toMatchObject({
      user_info: { nickname: '读者小王' },
      order_items: [{ quantity: 1, price: 89_900, sku_detail: { name: 'Black Gold annual' } }],
      transactions: [{ pay_channel: 'apple', amount: 89_900 }],
    });
    const next = await server.call(
      'GET',
      `/v1/admin/orders?size=2&anchor=${first.body.data.next_anchor}`,
      { token: admin },
    );
    expect(next.body.data.items.map((o: { order_no: string }) => o.order_no)).toEqual([
      '20261122000003',
      '20261122000004',
    ]);
    const unpaid = await server.call('GET', '/v1/admin/orders?order_state=UNPAID', {
      token: admin,
    });
    expect(unpaid.body.data.total_count).toBe(1);
    const alipay = await server.call('GET', '/v1/admin/orders?pay_channel=alipay', {
      token: admin,
    });
    expect(alipay.body.data.total_count).toBe(2);
    const campaign = await server.call(
      'GET',
      '/v1/admin/orders?source=spring-campaign&sort_type=asc',
      { token: admin },
    );
    expect(campaign.body.data.items.map((o: { order_no: string }) => o.order_no)).toEqual([
      '20261122000002',
      '20261122000001',
    ]);
    const window = await server.call(
      'GET',
      `/v1/admin/orders?time_start=${server.clock.now - 2.5 * DAY}`,
      { token: admin },
    );
    expect(window.body.data.total_count).toBe(2);
  });

  it('keeps a remark with its version; admins only', async () => {
    const list = await server.call('GET', '/v1/admin/orders?order_no=20261122000003', {
      token: admin,
    });
    const order = list.body.data.items[0];
    const byEditor = await server.call('GET', '/v1/admin/orders', { token: editor });
    expect(byEditor.body.code).toBe(40003);
    const remarked = await server.call('POST', '/v1/admin/order/remark', {
      token: admin,
      body: { order_id: order.id, remark: 'Refund asked by phone', version: order.version },
    });
    expect(remarked.body.data).toMatchObject({
      remark: 'Refund asked by phone',
      version: order.version + 1,
    });
    const stale = await server.call('POST', '/v1/admin/order/remark', {
      token: admin,
      body: { order_id: order.id, remark: 'Other tab', version: order.version },
    });
    expect(stale.body.code).toBe(40009);
    const missing = await server.call('POST', '/v1/admin/order/remark', {
      token: admin,
      body: { order_id: 999999, remark: 'x', version: 1 },
    });
    expect(missing.body).toMatchObject({ code: 40004, message: 'Order not found' });
  });
});
