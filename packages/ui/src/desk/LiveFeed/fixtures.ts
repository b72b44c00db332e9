import type { LiveRowData } from './types';

const at = Date.UTC(2026, 10, 20, 2, 30);

/** Sample flash news (story data; the console maps the generated GraphQL type to this shape). */
export const liveRows: LiveRowData[] = [
  {
    id: '9005',
    title: '央行开展 MLF 操作',
    content: '<p>中国人民银行今日开展 <b>5000 亿元</b> MLF 操作，利率持平。</p>',
    content_more: '<p>此前市场普遍预期利率维持不变。</p>',
    images: ['https://example.com/a.png', 'https://example.com/b.png'],
    score: 3,
    status: 'published',
    is_deleted: false,
    display_time: at,
    version: 2,
  },
  {
    id: '9004',
    title: '',
    content: '<p>美元指数短线走高，现报 104.2。</p>',
    content_more: null,
    images: [],
    score: 1,
    status: 'published',
    is_deleted: false,
    display_time: at - 6 * 60_000,
    version: 1,
  },
  {
    id: '9003',
    title: 'Oil extends losses',
    content: '<p>Brent crude falls 2% as inventories rise.</p>',
    content_more: null,
    images: [],
    score: 2,
    status: 'draft',
    is_deleted: false,
    display_time: at - 20 * 60_000,
    version: 1,
  },
  {
    id: '9002',
    title: '某公司发布业绩预告',
    content: '<p>该条快讯已在来源处删除。</p>',
    content_more: null,
    images: [],
    score: 0,
    status: 'published',
    is_deleted: true,
    display_time: at - 45 * 60_000,
    version: 4,
  },
];

export const LIVE_STORY_NOW = at + 5 * 60_000;
