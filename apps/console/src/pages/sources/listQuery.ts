import type { IngestionStatus } from '@newsdesk/ui';
import { parsePaging, writePaging, type ListUrlCodec } from '../../data/list';

const STATUSES: readonly IngestionStatus[] = ['DRAFT', 'PUBLISHED', 'DELETED'];
const ID = /^\d{1,12}$/;

/** A sources list's URL: `k` (keyword), `status`, `scope` (group or source id), `page`. */
export interface SourcesUrlState {
  page: number;
  k: string;
  status: IngestionStatus | null;
  scope: string | null;
  /** External items only: `sync` = 1 (Synchronize) or 0 (Not synchronous). */
  sync: boolean | null;
}

export const sourcesListCodec: ListUrlCodec<SourcesUrlState> = {
  parse(params) {
    const status = params.get('status');
    const scope = params.get('scope');
    const sync = params.get('sync');
    return {
      page: parsePaging(params).page,
      k: (params.get('k') ?? '').trim().slice(0, 100),
      status: STATUSES.find((s) => s === status) ?? null,
      scope: scope && ID.test(scope) ? scope : null,
      sync: sync === '1' ? true : sync === '0' ? false : null,
    };
  },
  serialize(state) {
    const p = writePaging(new URLSearchParams(), { page: state.page, cursor: null });
    if (state.k) p.set('k', state.k);
    if (state.status) p.set('status', state.status);
    if (state.scope) p.set('scope', state.scope);
    if (state.sync !== null) p.set('sync', state.sync ? '1' : '0');
    return p;
  },
};
