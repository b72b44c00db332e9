import { parsePaging, writePaging, type ListUrlCodec } from '../../data/list';
import type { LiveStatusFilter, WsListQuery } from '../../data/desk';

const STATUSES: readonly LiveStatusFilter[] = ['all', 'published', 'draft', 'deleted'];

/**
 * The Wall Street articles tab's URL: `tab=articles` always, `k` searches title and summary,
 * `status` filters, `page` pages.
 */
export const wsListCodec: ListUrlCodec<WsListQuery> = {
  parse(params) {
    const status = params.get('status') as LiveStatusFilter | null;
    return {
      kw: (params.get('k') ?? '').trim().slice(0, 100),
      status: status && STATUSES.includes(status) ? status : 'all',
      page: parsePaging(params).page,
    };
  },
  serialize(state) {
    const p = new URLSearchParams({ tab: 'articles' });
    if (state.kw) p.set('k', state.kw);
    if (state.status !== 'all') p.set('status', state.status);
    writePaging(p, { page: state.page, cursor: null });
    return p;
  },
};
