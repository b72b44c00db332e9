import { coverSrc } from '../../feedback/storyImages';
import type { DailyReportItemData } from './types';

const at = Date.UTC(2026, 10, 19, 2, 30);

/** A day's top content (story data; the console maps the generated `DailyTopContent` to this). */
export const reportItems: DailyReportItemData[] = [
  {
    kind: 'ARTICLE',
    raw_id: '812',
    title: '美联储按兵不动，鲍威尔称降息需更多证据',
    description: '联邦基金利率维持不变。',
    author: '王磊',
    viewed: 7420,
    cover_url: coverSrc,
    datetime: at,
    vip_visibility: 'ALL',
  },
  {
    kind: 'REPORT',
    raw_id: '77',
    title: '2027 年宏观展望：温和复苏',
    description: null,
    author: 'Emily Zhou',
    viewed: 3105,
    cover_url: null,
    datetime: at - 3_600_000,
    vip_visibility: 'BLACK_GOLD',
  },
  {
    kind: 'VIDEO',
    raw_id: '15',
    title: 'Market wrap: chips rally',
    description: null,
    author: null,
    viewed: 980,
    cover_url: null,
    datetime: at - 7_200_000,
    vip_visibility: 'META',
  },
];
