import type { SkuRowData } from './SkuTable';
import type { OrderRowData } from './OrderTable';

/** A fixed "now" for the stories: 2024-05-06 12:00 GMT+8. */
export const FINANCE_NOW = Date.UTC(2024, 4, 6, 4);
const HOUR = 3_600_000;

export const orderRows: OrderRowData[] = [
  {
    id: 9001,
    order_no: 'ND20240506000123',
    platform: 'ios',
    state: 'COMPLETE',
    title: 'Black Gold membership, 12 months',
    amount: 69800,
    real_pay_amount: 59800,
    remark: null,
    user_info: { user_id: 301, nickname: '陈杰', avatar: null },
    order_items: [
      { sku_detail: { name: 'Black Gold membership, 12 months' }, quantity: 1, price: 59800 },
    ],
    transactions: [
      { id: 7001, pay_time: FINANCE_NOW - 2 * HOUR, pay_channel: 'wechat_lite', amount: 59800 },
    ],
    created_at: FINANCE_NOW - 2 * HOUR - 60_000,
    version: 1,
  },
  {
    id: 9002,
    order_no: 'ND20240506000122',
    platform: 'android',
    state: 'COMPLETE',
    title: 'Meta membership, 1 month',
    amount: 9900,
    real_pay_amount: 9900,
    remark: 'Refund requested by phone',
    user_info: { user_id: 288, nickname: 'Lena Fischer', avatar: null },
    order_items: [{ sku_detail: { name: 'Meta membership, 1 month' }, quantity: 1, price: 9900 }],
    transactions: [
      { id: 7002, pay_time: FINANCE_NOW - 5 * HOUR, pay_channel: 'alipay_h5', amount: 9900 },
    ],
    created_at: FINANCE_NOW - 5 * HOUR - 30_000,
    version: 3,
  },
  {
    id: 9003,
    order_no: 'ND20240505000121',
    platform: 'pc_web',
    state: 'UNPAID',
    title: 'Research report bundle',
    amount: 120000,
    real_pay_amount: 0,
    remark: null,
    user_info: { user_id: 17, nickname: null, avatar: null },
    order_items: [
      { sku_detail: { name: 'Macro outlook 2024 (PDF)' }, quantity: 2, price: 50000 },
      { sku_detail: { name: 'Credit points, 100' }, quantity: 1, price: 20000 },
    ],
    transactions: [],
    created_at: FINANCE_NOW - 26 * HOUR,
    version: 1,
  },
];

export const orderTotals = { count: 1532, amount: 1_234_567_89 };

export const skuRows: SkuRowData[] = Array.from({ length: 14 }, (_, i) => ({
  id: 40 + i,
  commodity_id: 100 + Math.floor(i / 3),
  name: [
    'Black Gold membership, 12 months',
    'Black Gold membership, 1 month',
    'Meta membership, 12 months',
    'Credit points, 100',
    'Institution research terminal, 24 months, 5 seats, with the macro and credit add-ons',
  ][i % 5]!,
  cover_url: null,
  price: [69800, 9900, 129800, 2000, 2_400_000][i % 5]!,
  spec_attrs: [
    { key: 'duration', value: ['12 months', '1 month', '12 months', '—', '24 months'][i % 5]! },
    { key: 'type', value: i % 2 ? 'membership' : 'research' },
  ],
  platforms: i % 3 === 0 ? ['android', 'ios', 'web'] : ['pc_web', 'wap', 'lite'],
  on_sale: i !== 7,
  track: i % 2 ? 'membership' : 'research',
}));
