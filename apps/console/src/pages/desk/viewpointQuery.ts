import { parsePaging, writePaging, type ListUrlCodec } from '../../data/list';
import type { ViewpointListQuery, ViewpointStatusFilter } from '../../data/viewpoints';

const STATUSES: readonly ViewpointStatusFilter[] = ['all', 'published', 'draft', 'deleted'];

/** The viewpoint list's URL: `k` keyword, `status`, `symbol`, `tag` (id), `page`. */
export const viewpointListCodec: ListUrlCodec<ViewpointListQuery> = {
  parse(params) {
    const status = params.get('status') as ViewpointStatusFilter | null;
    const tag = Number(params.get('tag'));
    return {
      kw: (params.get('k') ?? '').trim().slice(0, 100),
      status: status && STATUSES.includes(status) ? status : 'all',
      symbol: (params.get('symbol') ?? '').trim().slice(0, 20),
      tag: Number.isSafeInteger(tag) && tag > 0 ? tag : null,
      page: parsePaging(params).page,
    };
  },
  serialize(state) {
    const p = new URLSearchParams();
    if (state.kw) p.set('k', state.kw);
    if (state.status !== 'all') p.set('status', state.status);
    if (state.symbol) p.set('symbol', state.symbol);
    if (state.tag !== null) p.set('tag', String(state.tag));
    writePaging(p, { page: state.page, cursor: null });
    return p;
  },
};
