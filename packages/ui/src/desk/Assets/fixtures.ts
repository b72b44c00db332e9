import type { AssetRowData } from './types';

const at = Date.UTC(2026, 10, 20, 2, 30);

/** Sample assets (story data; the console maps the generated `Asset` to this). */
export const assetRows: AssetRowData[] = [
  {
    id: '1',
    name: '贵州茅台',
    code: '600519',
    market: 'SH',
    kind: 'STOCK',
    status: 'ACTIVE',
    tags: [{ id: '12', name: '贵州茅台' }],
    updated_at: at,
    version: 1,
  },
  {
    id: '7',
    name: 'NVIDIA',
    code: 'NVDA',
    market: 'US',
    kind: 'STOCK',
    status: 'ACTIVE',
    tags: [],
    updated_at: at - 86_400_000,
    version: 2,
  },
  {
    id: '16',
    name: '美元/人民币',
    code: 'USDCNY',
    market: 'GLOBAL',
    kind: 'FOREX',
    status: 'INACTIVE',
    tags: [],
    updated_at: at - 2 * 86_400_000,
    version: 1,
  },
];
