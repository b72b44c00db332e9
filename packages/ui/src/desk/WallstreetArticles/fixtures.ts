import type { WsArticleRowData } from './types';

const at = Date.UTC(2026, 10, 20, 2, 30);

/** Sample Wall Street articles (story data; the console maps the generated `Article` to this). */
export const wsRows: WsArticleRowData[] = [
  {
    id: '501',
    title: '美联储按兵不动，鲍威尔称降息需更多证据',
    summary: '联邦基金利率维持在 4.25%–4.50%，点阵图显示年内两次降息。',
    body: '<p>美联储周三宣布维持利率不变。</p>',
    cover_url: null,
    author: '华尔街见闻',
    display_time: at,
    status: 'published',
    page_views: 1820,
    version: 3,
  },
  {
    id: '498',
    title: 'Nvidia earnings beat, data center revenue up 60%',
    summary: null,
    body: '<p>Revenue rose on AI demand.</p>',
    cover_url: null,
    author: null,
    display_time: at - 3_600_000,
    status: 'draft',
    page_views: 0,
    version: 1,
  },
  {
    id: '490',
    title: '离岸人民币跌破 7.30',
    summary: '美元指数走强。',
    body: '<p>离岸人民币兑美元盘中跌破 7.30 关口。</p>',
    cover_url: null,
    author: '华尔街见闻',
    display_time: at - 7_200_000,
    status: 'deleted',
    page_views: 312,
    version: 2,
  },
];

export const WS_STORY_NOW = Date.UTC(2026, 10, 20, 4, 0);
