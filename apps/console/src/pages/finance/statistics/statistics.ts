import { formatChinaTime, payChannelName, platformName, toChinaParts } from '@newsdesk/ui';
import type { TFunction } from 'i18next';
import type { OrderStatisticsNode, StatisticsPeriod } from '../../../data/finance';

export const PERIODS: readonly StatisticsPeriod[] = ['DAY', 'WEEK', 'MONTH', 'QUARTER'];

/** A period's start as its axis label (GMT+8): 05/06, 2024/05, 2024 Q2. */
export function periodLabel(period: StatisticsPeriod, start: number): string {
  if (period === 'MONTH') return formatChinaTime(start, 'YYYY/MM');
  if (period === 'QUARTER') {
    const { year, month } = toChinaParts(start);
    return `${year} Q${Math.floor((month - 1) / 3) + 1}`;
  }
  return formatChinaTime(start, 'MM/DD');
}

interface Part {
  id: string;
  label: string;
  value: number;
}

/** Sums a breakdown over every node of the series, largest first. */
function sumBy<T>(
  nodes: readonly OrderStatisticsNode[],
  pick: (n: OrderStatisticsNode) => readonly T[],
  key: (item: T) => string,
  label: (item: T) => string,
  amount: (item: T) => number,
): Part[] {
  const parts = new Map<string, Part>();
  for (const node of nodes) {
    for (const item of pick(node)) {
      const id = key(item);
      const part = parts.get(id) ?? { id, label: label(item), value: 0 };
      part.value += amount(item);
      parts.set(id, part);
    }
  }
  return [...parts.values()].sort((a, b) => b.value - a.value);
}

/** What the statistics page draws from one series of periods. */
export function summarize(
  t: TFunction,
  period: StatisticsPeriod,
  nodes: readonly OrderStatisticsNode[],
) {
  return {
    revenue: nodes.map((n) => ({ x: periodLabel(period, n.datetime), y: n.revenue })),
    count: nodes.map((n) => ({ label: periodLabel(period, n.datetime), value: n.order_count })),
    totalRevenue: nodes.reduce((s, n) => s + n.revenue, 0),
    totalCount: nodes.reduce((s, n) => s + n.order_count, 0),
    byChannel: sumBy(
      nodes,
      (n) => n.pay_channel_statistics,
      (c) => c.pay_channel,
      (c) => payChannelName(t, c.pay_channel),
      (c) => c.amount,
    ),
    byPlatform: sumBy(
      nodes,
      (n) => n.platform_statistics,
      (p) => p.platform,
      (p) => platformName(t, p.platform),
      (p) => p.amount,
    ),
    bySku: sumBy(
      nodes,
      (n) => n.sku_statistics,
      (s) => s.sku_id,
      (s) => s.name,
      (s) => s.amount,
    ).slice(0, 10),
  };
}
