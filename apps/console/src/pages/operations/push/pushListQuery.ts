import type { PushFiltersValue, PushState } from '@newsdesk/ui';
import type { PushListQuery } from '../../../data/push';
import { parsePaging, writePaging, type ListUrlCodec } from '../../../data/list';

export const PUSH_PAGE_SIZE = 10;

/** The push list's URL: `platform`, `k` (keyword), `status`, `page`. */
export interface PushListUrlState {
  page: number;
  platform: PushFiltersValue['platform'];
  k: string;
  status: PushState | null;
}

const PLATFORMS = ['all', 'android', 'ios'] as const;
const STATES: readonly PushState[] = [
  'scheduled',
  'sending',
  'sent',
  'failed',
  'cancelled',
  'invalid',
];

export const pushListCodec: ListUrlCodec<PushListUrlState> = {
  parse(params) {
    const platform = params.get('platform');
    const status = params.get('status');
    return {
      page: parsePaging(params).page,
      platform: PLATFORMS.find((p) => p === platform) ?? null,
      k: (params.get('k') ?? '').trim().slice(0, 100),
      status: STATES.find((s) => s === status) ?? null,
    };
  },
  serialize(state) {
    const p = writePaging(new URLSearchParams(), { page: state.page, cursor: null });
    if (state.platform) p.set('platform', state.platform);
    if (state.k) p.set('k', state.k);
    if (state.status) p.set('status', state.status);
    return p;
  },
};

export const toPushQuery = (state: PushListUrlState): PushListQuery => ({
  page: state.page,
  size: PUSH_PAGE_SIZE,
  ...(state.platform ? { platform: state.platform } : {}),
  ...(state.k ? { keyword: state.k } : {}),
  ...(state.status ? { status: state.status } : {}),
});
