import type { ArticleRowData } from './ArticleTable';

/** A fixed "now" so relative times and scheduled marks render the same on every run. */
export const NOW = Date.UTC(2026, 10, 22, 2, 0, 0);
const HOUR = 3_600_000;

export const articleRows: ArticleRowData[] = [
  {
    id: 1042,
    title: '央行维持一年期LPR不变，市场如何解读',
    author: { nickname: '张晓明' },
    cover_url: null,
    status: 'published',
    planned_published_at: null,
    display_time: NOW - 12 * 60_000,
    words_count: 2380,
    page_views: 18230,
    comment_count: 96,
    origin: 'NONE',
  },
  {
    id: 1041,
    title: 'Federal Reserve holds rates steady and signals patience into next year',
    author: { nickname: 'Sarah Lin' },
    cover_url: 'data:image/gif;base64,broken',
    status: 'draft',
    planned_published_at: NOW + 20 * HOUR,
    display_time: NOW + 20 * HOUR,
    words_count: 1450,
    page_views: 0,
    comment_count: 0,
    origin: 'WSCN',
  },
  {
    id: 1040,
    title: '北向资金连续三日走高，后市怎么看',
    author: null,
    cover_url: null,
    status: 'draft',
    planned_published_at: null,
    display_time: NOW - 5 * HOUR,
    words_count: 5230,
    page_views: 0,
    comment_count: 0,
    origin: 'JIN10',
  },
  {
    id: 1039,
    title: '国际油价承压下行：投资者需要关注的风险',
    author: { nickname: '刘佳' },
    cover_url: null,
    status: 'deleted',
    planned_published_at: null,
    display_time: NOW - 40 * 24 * HOUR,
    words_count: 3100,
    page_views: 4410,
    comment_count: 12,
  },
];

/** Tags and authors the filter stories search through (as the app's remote searches would). */
export const filterTags = [
  { id: 3, name: '宏观' },
  { id: 7, name: 'Monetary policy' },
  { id: 9, name: 'Macro data' },
  { id: 12, name: 'Bonds' },
  { id: 15, name: 'Commodities' },
];
export const filterAuthors = [
  { id: 2, name: 'Li Wei' },
  { id: 4, name: 'Sarah Lin' },
  { id: 6, name: '张晓明' },
];
