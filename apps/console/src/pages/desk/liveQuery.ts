import { parsePaging, writePaging, type ListUrlCodec } from '../../data/list';
import type { LiveListQuery, LiveStatusFilter } from '../../data/desk';

/** The flash news list's URL: `k` searches title and content, `status` filters, `page` pages. */
const STATUSES: readonly LiveStatusFilter[] = ['all', 'published', 'draft', 'deleted'];

export const liveListCodec: ListUrlCodec<LiveListQuery> = {
  parse(params) {
    const status = params.get('status') as LiveStatusFilter | null;
    return {
      kw: (params.get('k') ?? '').trim().slice(0, 100),
      status: status && STATUSES.includes(status) ? status : 'all',
      page: parsePaging(params).page,
    };
  },
  serialize(state) {
    const p = new URLSearchParams();
    if (state.kw) p.set('k', state.kw);
    if (state.status !== 'all') p.set('status', state.status);
    writePaging(p, { page: state.page, cursor: null });
    return p;
  },
};
