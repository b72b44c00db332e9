import type { ContentStatus } from '../feedback/StatusBadge';
import { fromChinaParts } from '../utils/chinaTime';

/**
 * Sample rows for the Data stories, the same on every run (no randomness, fixed times). Shaped like a
 * content list row; the console passes rows of the generated API types.
 */
export interface ArticleRow {
  id: string;
  code: string;
  title: string;
  summary: string;
  author: string;
  status: ContentStatus;
  plannedAt: number | null;
  views: number;
  displayTime: number;
}

/** "Now" of the stories: 2026-11-22 15:30 China time. */
export const storyNow = fromChinaParts({ year: 2026, month: 11, day: 22, hour: 15, minute: 30 });

const topics = [
  'A-share indices open higher as chip stocks rally',
  'Treasury yields slip ahead of the Fed minutes',
  '央行开展逆回购操作 维护流动性合理充裕',
  'Weekly outlook: earnings season enters its busiest week',
  'Copper hits a three-month high on supply worries',
  '新能源汽车销量同比增长 产业链景气度回升',
  'Yen weakens past 150 per dollar',
  'Roadshow recap: semiconductor equipment outlook for 2027',
  'Oil steadies after OPEC+ keeps output unchanged',
  '港股科技板块午后拉升 恒生科技指数涨超2%',
];
const authors = [
  'Li Wei',
  '王小明',
  'Chen Jing',
  'Anna Schmidt',
  '赵六',
  'Marie Dubois',
  'Zhang San',
];
const sentences = [
  'Analysts expect volatility to stay elevated into the close.',
  '市场人士认为，短期内资金面将保持平稳。',
  'Volumes were below the 20-day average, suggesting caution among institutional buyers.',
  'The move follows better-than-expected export data released this morning, which lifted cyclical sectors across the region and pushed the benchmark to its best level since September.',
];
const HOUR = 60 * 60 * 1000;

/** A cheap deterministic hash, so columns vary without Math.random. */
const mix = (n: number) => {
  let x = (n + 0x9e3779b9) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
};

export function makeArticles(count: number, offset = 0): ArticleRow[] {
  return Array.from({ length: count }, (_, k) => {
    const i = offset + k;
    const h = mix(i);
    const statusPick = h % 10;
    const status: ContentStatus =
      statusPick < 6 ? 'published' : statusPick < 9 ? 'draft' : 'deleted';
    const scheduled = status === 'draft' && h % 3 === 0;
    return {
      id: `article-${i + 1}`,
      code: `A-${String(i + 1).padStart(5, '0')}`,
      title: `${topics[i % topics.length]!}`,
      summary: sentences.slice(0, 1 + (h % sentences.length)).join(' '),
      author: authors[h % authors.length]!,
      status,
      plannedAt: scheduled ? storyNow + (1 + (h % 72)) * HOUR : null,
      views: h % 250_000,
      displayTime: storyNow - i * 37 * 60 * 1000,
    };
  });
}
