import { ASSET_KINDS, ASSET_MARKETS, type AssetKind, type AssetMarket } from '@newsdesk/ui';
import { parsePaging, writePaging, type ListUrlCodec } from '../../data/list';
import type { AssetListQuery } from '../../data/assets';

/** The asset list's URL: `k` keyword, `market`, `kind`, `status`, `page`. */
export const assetListCodec: ListUrlCodec<AssetListQuery> = {
  parse(params) {
    const market = params.get('market') as AssetMarket | null;
    const kind = params.get('kind') as AssetKind | null;
    const status = params.get('status');
    return {
      kw: (params.get('k') ?? '').trim().slice(0, 100),
      market: market && ASSET_MARKETS.includes(market) ? market : null,
      kind: kind && ASSET_KINDS.includes(kind) ? kind : null,
      status: status === 'ACTIVE' || status === 'INACTIVE' ? status : null,
      page: parsePaging(params).page,
    };
  },
  serialize(state) {
    const p = new URLSearchParams();
    if (state.kw) p.set('k', state.kw);
    if (state.market) p.set('market', state.market);
    if (state.kind) p.set('kind', state.kind);
    if (state.status) p.set('status', state.status);
    writePaging(p, { page: state.page, cursor: null });
    return p;
  },
};
