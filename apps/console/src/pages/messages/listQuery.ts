import type { NotificationType, SysMessageStatus } from '@newsdesk/ui';
import { NOTIFICATION_TYPES, SYS_MESSAGE_STATUSES } from '@newsdesk/ui';
import { parsePaging, writePaging, type ListUrlCodec } from '../../data/list';
import type { SystemMessageListQuery } from '../../data/sysmessages';

export const SYS_MESSAGE_PAGE_SIZE = 10;

/** The list's URL: `k` (keyword), `status`, `type` (notification type), `page`. */
export interface SysMessageUrlState {
  page: number;
  k: string;
  status: SysMessageStatus | null;
  type: NotificationType | null;
}

export const sysMessageListCodec: ListUrlCodec<SysMessageUrlState> = {
  parse(params) {
    const status = params.get('status');
    const type = params.get('type');
    return {
      page: parsePaging(params).page,
      k: (params.get('k') ?? '').trim().slice(0, 100),
      status: SYS_MESSAGE_STATUSES.find((s) => s === status) ?? null,
      type: NOTIFICATION_TYPES.find((n) => n === type) ?? null,
    };
  },
  serialize(state) {
    const p = writePaging(new URLSearchParams(), { page: state.page, cursor: null });
    if (state.k) p.set('k', state.k);
    if (state.status) p.set('status', state.status);
    if (state.type) p.set('type', state.type);
    return p;
  },
};

export const toListQuery = (
  state: SysMessageUrlState,
  extra: Partial<SystemMessageListQuery> = {},
): SystemMessageListQuery => ({
  page: state.page,
  size: SYS_MESSAGE_PAGE_SIZE,
  ...(state.k ? { keyword: state.k } : {}),
  ...(state.status ? { status: state.status } : {}),
  ...(state.type ? { notification_type: state.type } : {}),
  ...extra,
});
