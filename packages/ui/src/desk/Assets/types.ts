import type { DeskTagRef } from '../Viewpoints/types';

export const ASSET_MARKETS = ['SH', 'SZ', 'BJ', 'HK', 'US', 'GLOBAL'] as const;
export type AssetMarket = (typeof ASSET_MARKETS)[number];
export const ASSET_KINDS = [
  'STOCK',
  'INDEX',
  'FUND',
  'BOND',
  'FOREX',
  'COMMODITY',
  'CRYPTO',
] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];
export type AssetStatus = 'ACTIVE' | 'INACTIVE';

/** One managed asset (symbol; designed here) as the desk shows it. */
export interface AssetRowData {
  id: string;
  name: string;
  code: string;
  market: AssetMarket;
  kind: AssetKind;
  status: AssetStatus;
  tags: readonly DeskTagRef[];
  updated_at: number;
  version: number;
}

/** What the asset form sends back (create or patch). */
export interface AssetFormValues {
  name: string;
  code: string;
  market: AssetMarket;
  kind: AssetKind;
  status: AssetStatus;
  tag_ids: string[];
}
