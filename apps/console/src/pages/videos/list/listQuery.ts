import type { VideoFiltersValue, VideoStatusFilter } from '@newsdesk/ui';
import type { ListUrlCodec } from '../../../data/list';
import type { VideoListQuery } from '../../../data/videos';

/**
 * The video list's URL (content §2 list parameters the video list call can honour): `status` as
 * the spec's numbers (all 0, draft 1, published 2, deleted 3) and `k` the keyword. Paging is by
 * anchor ("Load more"), so no page number is kept. Malformed values are dropped.
 */
export interface VideoListUrlState {
  status: VideoStatusFilter;
  k: string;
}

const STATUS_CODES: Record<VideoStatusFilter, string> = {
  all: '0',
  draft: '1',
  published: '2',
  deleted: '3',
};
const STATUS_BY_CODE = Object.fromEntries(
  Object.entries(STATUS_CODES).map(([k, v]) => [v, k]),
) as Record<string, VideoStatusFilter>;

export const PAGE_SIZE = 20;

export const videoListCodec: ListUrlCodec<VideoListUrlState> = {
  parse: (params) => ({
    status: STATUS_BY_CODE[params.get('status') ?? '0'] ?? 'all',
    k: (params.get('k') ?? '').trim().slice(0, 100),
  }),
  serialize: (state) => {
    const p = new URLSearchParams();
    if (state.status !== 'all') p.set('status', STATUS_CODES[state.status]);
    if (state.k) p.set('k', state.k);
    return p;
  },
};

/** The API query of a URL state; `hideDeleted` is the local preference (content §4). */
export function toApiQuery(state: VideoListUrlState, hideDeleted: boolean): VideoListQuery {
  const q: VideoListQuery = { size: PAGE_SIZE };
  if (state.status !== 'all') q.status = state.status;
  else if (hideDeleted) q.hide_deleted = true;
  if (state.k) q.q = state.k;
  return q;
}

export function applyFilters(
  state: VideoListUrlState,
  patch: Partial<VideoFiltersValue>,
): VideoListUrlState {
  return {
    status: patch.status ?? state.status,
    k: patch.keyword !== undefined ? patch.keyword : state.k,
  };
}
