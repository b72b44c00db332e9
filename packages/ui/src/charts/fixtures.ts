import { formatYuan } from '../utils/format';

/** 30 days of revenue (cents) and orders, deterministic, for the chart stories. */
export const dailyRevenue = Array.from({ length: 30 }, (_, i) => {
  const day = new Date(Date.UTC(2024, 3, 7 + i));
  const label = `${String(day.getUTCMonth() + 1).padStart(2, '0')}/${String(day.getUTCDate()).padStart(2, '0')}`;
  const revenue = 180_000_00 + Math.round(Math.sin(i / 3) * 40_000_00) + i * 2_000_00;
  const orders = 120 + ((i * 37) % 45);
  return { label, revenue, orders };
});

export const yuan = (cents: number) => formatYuan(cents);

export const channelShares = [
  { id: 'wechat_lite', label: 'WeChat mini program', value: 812_340_00 },
  { id: 'alipay', label: 'Alipay', value: 523_110_00 },
  { id: 'apple', label: 'Apple', value: 301_800_00 },
  { id: 'wechat_h5', label: 'WeChat H5', value: 98_200_00 },
  { id: 'alipay_pc', label: 'Alipay PC', value: 40_050_00 },
];

export const skuRevenue = [
  { label: 'Black Gold membership, 12 months', value: 698_000_00 },
  { label: 'Meta membership, 12 months', value: 410_300_00 },
  { label: 'Institution research terminal, 24 months, 5 seats', value: 356_000_00 },
  { label: 'Black Gold membership, 1 month', value: 120_400_00 },
  { label: 'Credit points, 100', value: 35_900_00 },
];
