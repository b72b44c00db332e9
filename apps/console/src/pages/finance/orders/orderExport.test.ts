// @vitest-environment node
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ExportedOrder } from '../../../data/finance';
import { csvCell, exportFileName, ordersCsv } from './orderExport';

const t = i18next.t.bind(i18next);

const order = (patch: Partial<ExportedOrder> = {}): ExportedOrder =>
  ({
    __typename: 'Order',
    id: '7',
    order_no: 'NO-2026-0007',
    platform: 'IOS',
    state: 'COMPLETE',
    title: 'Annual membership',
    amount: 129900,
    real_pay_amount: 99900,
    source: 'spring-campaign',
    remark: 'paid by the company, "urgent"',
    user_info: { __typename: 'UserInfo', user_id: '42', nickname: '王小明', avatar: null },
    order_items: [
      {
        __typename: 'OrderItem',
        quantity: 1,
        price: 129900,
        sku_detail: {
          __typename: 'SkuDetail',
          sku_id: '3',
          commodity_id: '1',
          name: 'Black-gold, 12 months',
          cover_uri: null,
          price: 129900,
          spec_attrs: [],
        },
      },
    ],
    transactions: [
      {
        __typename: 'Transaction',
        id: '9',
        pay_time: Date.UTC(2026, 4, 26, 6, 5, 0),
        pay_channel: 'WECHAT_PUB',
        amount: 99900,
      },
    ],
    created_at: Date.UTC(2026, 4, 26, 6, 0, 0),
    version: 1,
    ...patch,
  }) as ExportedOrder;

describe('the order export (CSV)', () => {
  it('quotes what needs quoting and never leaves a formula to a spreadsheet', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });

  it('writes one row per order: yuan, names, GMT+8 times, with a BOM and a header', () => {
    const csv = ordersCsv(t, [
      order(),
      order({ order_no: 'NO-2', remark: null, transactions: [] }),
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]!.split(',')).toHaveLength(13);
    expect(lines[1]).toContain('NO-2026-0007,42,王小明,"Black-gold, 12 months",1299.00,999.00');
    // 06:05 UTC is 14:05 in China.
    expect(lines[1]).toContain('2026/05/26 14:05:00');
    expect(lines[1]).toContain('"paid by the company, ""urgent"""');
    expect(lines[2]).toMatch(/^NO-2,/);
  });

  it('names the file by the China time of the export', () => {
    expect(exportFileName(Date.UTC(2026, 4, 26, 6, 5))).toBe('orders-20260526-1405.csv');
  });
});
