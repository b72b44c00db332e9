import { parsePaging, writePaging, type ListUrlCodec } from '../../data/list';

/**
 * The link list's URL (content §2): `k` searches, `page` pages, `id` selects one link (the deep
 * link `/content/link/list?id={id}` opens it), `action=create` opens creation.
 */
export interface LinkListUrlState {
  k: string;
  page: number;
  id: number | null;
  action: 'create' | null;
}

export const LINK_PAGE_SIZE = 20;

export const linkListCodec: ListUrlCodec<LinkListUrlState> = {
  parse(params) {
    const id = params.get('id');
    return {
      k: (params.get('k') ?? '').trim().slice(0, 100),
      page: parsePaging(params).page,
      id: id && /^\d{1,9}$/.test(id) ? Number(id) : null,
      action: params.get('action') === 'create' ? 'create' : null,
    };
  },
  serialize(state) {
    const p = new URLSearchParams();
    if (state.k) p.set('k', state.k);
    writePaging(p, { page: state.page, cursor: null });
    if (state.id !== null) p.set('id', String(state.id));
    if (state.action) p.set('action', state.action);
    return p;
  },
};
