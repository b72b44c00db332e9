import type { CrawlerRowData } from './CrawlerTable';
import type { ExternalItemDetailData } from './ExternalItemDetail';
import type { ExternalItemRowData } from './ExternalItemTable';
import type { SourceGroupRowData } from './SourceGroupTable';
import type { SourceRowData } from './SourceTable';

/** A fixed time for the stories: 2024-05-06 12:00 GMT+8. */
export const INGESTION_NOW = Date.UTC(2024, 4, 6, 4);
const HOUR = 3_600_000;

export const sourceRows: SourceRowData[] = [
  {
    id: '1',
    key: 'pbc',
    name: '中国人民银行',
    type: 'official',
    publish_frequency: 'daily',
    publish_organization: '中国人民银行',
    website: 'https://www.example.cn/pbc',
    status: 'PUBLISHED',
    groups: [{ id: '1', name: '监管机构' }],
  },
  {
    id: '8',
    key: 'fed',
    name: 'Federal Reserve',
    type: 'official',
    publish_frequency: 'weekly',
    publish_organization: 'Board of Governors of the Federal Reserve System',
    website: 'https://www.example.com/fed',
    status: 'PUBLISHED',
    groups: [{ id: '1', name: '监管机构' }],
  },
  {
    id: '18',
    key: 'jin10',
    name: '金十数据',
    type: 'feed',
    publish_frequency: 'real-time',
    publish_organization: null,
    website: null,
    status: 'DRAFT',
    groups: [],
  },
];

export const groupOptions = [
  { value: '1', label: '监管机构' },
  { value: '2', label: '交易所' },
  { value: '5', label: '快讯源' },
];

export const sourceOptions = sourceRows.map((s) => ({
  value: s.id,
  label: `${s.name} (${s.key})`,
}));

export const groupRows: SourceGroupRowData[] = [
  {
    id: '1',
    name: '监管机构',
    description: '监管机构来源组',
    cover: null,
    sources: [
      { id: '1', name: '中国人民银行' },
      { id: '8', name: 'Federal Reserve' },
    ],
  },
  { id: '5', name: '快讯源', description: null, cover: null, sources: [] },
];

export const itemRows: ExternalItemRowData[] = [
  {
    id: '101',
    title: '中国人民银行：公开市场业务交易公告',
    display_time: INGESTION_NOW - HOUR,
    status: 'PUBLISHED',
    synchronized: true,
    external_source: { id: '1', name: '中国人民银行' },
  },
  {
    id: '102',
    title: 'Federal Reserve: FOMC statement',
    display_time: INGESTION_NOW - 5 * HOUR,
    status: 'DRAFT',
    synchronized: false,
    external_source: { id: '8', name: 'Federal Reserve' },
  },
];

export const itemDetail: ExternalItemDetailData = {
  id: '101',
  title: '中国人民银行：公开市场业务交易公告',
  description: '来源原文摘要。',
  body: '<p>原文内容节选。</p><p>为维护银行体系流动性合理充裕，开展逆回购操作。</p>',
  url: 'https://www.example.cn/pbc/101',
  display_time: INGESTION_NOW - HOUR,
  created_at: INGESTION_NOW - HOUR,
  status: 'DRAFT',
  synchronized: false,
  external_source: { id: '1', name: '中国人民银行', key: 'pbc' },
  tags: [
    { id: '3', name: '货币政策' },
    { id: '4', name: '流动性' },
  ],
};

export const LONG_TITLE =
  'A very long external item title that keeps going to show how rows wrap: the quarterly monetary policy report of the central bank, with its annexes and the tables of the open market operations 一个很长的标题用于检查换行';

export const crawlerRows: CrawlerRowData[] = [
  {
    id: '1',
    key: 'pbc-news',
    name: 'PBC announcements',
    schedule: '*/30 * * * *',
    enabled: true,
    status: 'ACTIVE',
    source: { name: '中国人民银行' },
    next_run_at: INGESTION_NOW + 30 * 60_000,
    last_run: {
      started_at: INGESTION_NOW - 30 * 60_000,
      duration_ms: 412,
      items_found: 20,
      items_added: 3,
      error: null,
    },
  },
  {
    id: '2',
    key: 'fed-json',
    name: 'Fed press releases',
    schedule: '0 9 * * 1-5',
    enabled: false,
    status: 'INACTIVE',
    source: { name: 'Federal Reserve' },
    next_run_at: null,
    last_run: {
      started_at: INGESTION_NOW - 26 * HOUR,
      duration_ms: 10_000,
      items_found: 0,
      items_added: 0,
      error: 'Timed out after 10000 ms',
    },
  },
  {
    id: '3',
    key: 'jin10-flash',
    name: '金十快讯',
    schedule: '* * * * *',
    enabled: false,
    status: 'CUSTOM',
    source: { name: '金十数据' },
    next_run_at: null,
    last_run: null,
  },
];
