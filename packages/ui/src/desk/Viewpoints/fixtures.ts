import type { SelectOption } from '../../inputs/Select';
import type { ViewpointRowData } from './types';

const at = Date.UTC(2026, 10, 20, 2, 30);

/** Sample viewpoints (story data; the console maps the generated `Viewpoint` to this). */
export const viewpointRows: ViewpointRowData[] = [
  {
    id: '31',
    author: '王磊',
    title: '白酒龙头估值回到合理区间',
    body: '<p>贵州茅台：估值回到合理区间，短期关注业绩兑现节奏。</p>',
    symbols: ['600519'],
    tags: [{ id: '12', name: '贵州茅台' }],
    display_time: at,
    status: 'published',
    version: 2,
  },
  {
    id: '30',
    author: 'Emily Zhou',
    title: 'Chip equipment: localisation speeds up',
    body: '<p>Orders for domestic tools keep rising.</p>',
    symbols: [],
    tags: [{ id: '7', name: '半导体' }],
    display_time: at - 5 * 3_600_000,
    status: 'draft',
    version: 1,
  },
  {
    id: '29',
    author: '陈静',
    title: '银行板块的高股息逻辑仍在',
    body: '<p>招商银行：股息率仍具吸引力。</p>',
    symbols: ['600036'],
    tags: [],
    display_time: at - 10 * 3_600_000,
    status: 'deleted',
    version: 3,
  },
];

export const VIEWPOINT_STORY_NOW = Date.UTC(2026, 10, 20, 4, 0);

export const tagOptions: SelectOption<string>[] = [
  { value: '12', label: '贵州茅台' },
  { value: '7', label: '半导体' },
  { value: '8', label: '银行' },
];
