import type { RoadshowLiveFilter } from '@newsdesk/ui';
import { parsePaging, writePaging, type ListUrlCodec } from '../../../data/list';
import type { RoadshowListLiveStatus, RoadshowListQuery } from '../../../data/roadshows';

/** The roadshow list's URL: the page and the live-progress filter (`live`), defaults left out. */
export interface RoadshowListUrlState {
  page: number;
  live: RoadshowLiveFilter;
}

export const ROADSHOW_PAGE_SIZE = 20;

/** The filter to the list coding of `live_status` (content §3: 1 in progress, 2 finished, else not started). */
const LIVE_CODES: Record<Exclude<RoadshowLiveFilter, 'all'>, RoadshowListLiveStatus> = {
  'not-start': 0,
  'in-progress': 1,
  finished: 2,
};
const LIVE_PARAMS = Object.keys(LIVE_CODES) as Exclude<RoadshowLiveFilter, 'all'>[];

export function parseRoadshowUrl(params: URLSearchParams): RoadshowListUrlState {
  const live = params.get('live');
  return {
    page: parsePaging(params).page,
    live: LIVE_PARAMS.includes(live as never) ? (live as RoadshowLiveFilter) : 'all',
  };
}

export function serializeRoadshowUrl(state: RoadshowListUrlState): URLSearchParams {
  const p = writePaging(new URLSearchParams(), { page: state.page, cursor: null });
  if (state.live !== 'all') p.set('live', state.live);
  return p;
}

export const roadshowListCodec: ListUrlCodec<RoadshowListUrlState> = {
  parse: parseRoadshowUrl,
  serialize: serializeRoadshowUrl,
};

/** The API query (first/offset paging) of a URL state. */
export function toRoadshowApiQuery(state: RoadshowListUrlState): RoadshowListQuery {
  const q: RoadshowListQuery = {
    first: ROADSHOW_PAGE_SIZE,
    offset: (state.page - 1) * ROADSHOW_PAGE_SIZE,
  };
  if (state.live !== 'all') q.live_status = LIVE_CODES[state.live];
  return q;
}
