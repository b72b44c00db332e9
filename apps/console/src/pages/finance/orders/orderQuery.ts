import type { OrderFiltersValue, PayChannelName } from '@newsdesk/ui';
import { ORDER_DEFAULT_START, PAY_CHANNELS, type OrderListQuery } from '../../../data/finance';
import { parsePaging, writePaging, type ListUrlCodec } from '../../../data/list';

/**
 * The order list's filters of operations §7 as the URL carries them, so a view is a shareable link
 * and Back works. `cursor` is the anchor of the page shown (the first page has none). Unknown or
 * malformed values are dropped, never sent.
 */
export interface OrderListUrlState {
  cursor: string | null;
  orderNo: string;
  userId: number | null;
  source: string;
  payChannel: PayChannelName | null;
  start: number | null;
  end: number | null;
  /** `all=1` shows unpaid orders too; by default only COMPLETE ones (the console sends COMPLETE). */
  completedOnly: boolean;
}

export const ORDER_PAGE_SIZE = 20;

const int = (v: string | null) => (v && /^\d{1,15}$/.test(v) ? Number(v) : null);

export function parseOrderUrl(params: URLSearchParams): OrderListUrlState {
  const channel = params.get('channel');
  return {
    cursor: parsePaging(params).cursor,
    orderNo: (params.get('no') ?? '').trim().slice(0, 64),
    userId: int(params.get('user')),
    source: (params.get('source') ?? '').trim().slice(0, 100),
    payChannel: (PAY_CHANNELS as readonly string[]).includes(channel ?? '')
      ? (channel as PayChannelName)
      : null,
    start: int(params.get('start')),
    end: int(params.get('end')),
    completedOnly: params.get('all') !== '1',
  };
}

export function serializeOrderUrl(state: OrderListUrlState): URLSearchParams {
  const p = writePaging(new URLSearchParams(), { page: 1, cursor: state.cursor });
  if (state.orderNo) p.set('no', state.orderNo);
  if (state.userId !== null) p.set('user', String(state.userId));
  if (state.source) p.set('source', state.source);
  if (state.payChannel) p.set('channel', state.payChannel);
  if (state.start !== null) p.set('start', String(state.start));
  if (state.end !== null) p.set('end', String(state.end));
  if (!state.completedOnly) p.set('all', '1');
  return p;
}

export const orderListCodec: ListUrlCodec<OrderListUrlState> = {
  parse: parseOrderUrl,
  serialize: serializeOrderUrl,
};

/** The API query of a URL state: the 30 Aug 2018 start when no range is chosen (operations §9). */
export function toOrderApiQuery(state: OrderListUrlState): OrderListQuery {
  const q: OrderListQuery = {
    size: ORDER_PAGE_SIZE,
    sort_type: 'desc',
    time_start: state.start ?? ORDER_DEFAULT_START,
  };
  if (state.end !== null) q.time_end = state.end;
  if (state.cursor) q.anchor = state.cursor;
  if (state.orderNo) q.order_no = state.orderNo;
  if (state.userId !== null) q.user_id = state.userId;
  if (state.source) q.source = state.source;
  if (state.payChannel) q.pay_channel = state.payChannel;
  if (state.completedOnly) q.order_state = 'COMPLETE';
  return q;
}

/** The filter bar's value; the user's name comes from a lookup (`#id` until it answers). */
export function toOrderFiltersValue(
  state: OrderListUrlState,
  userName: string | null,
): OrderFiltersValue {
  return {
    orderNo: state.orderNo,
    user: state.userId !== null ? { id: state.userId, name: userName ?? `#${state.userId}` } : null,
    source: state.source,
    payChannel: state.payChannel,
    range:
      state.start !== null && state.end !== null ? { start: state.start, end: state.end } : null,
    completedOnly: state.completedOnly,
  };
}

/** A filter change: the new URL state, back on the first page. */
export function applyOrderFilters(
  state: OrderListUrlState,
  patch: Partial<OrderFiltersValue>,
): OrderListUrlState {
  const next = { ...state, cursor: null };
  if (patch.orderNo !== undefined) next.orderNo = patch.orderNo;
  if (patch.user !== undefined) next.userId = patch.user?.id ?? null;
  if (patch.source !== undefined) next.source = patch.source;
  if (patch.payChannel !== undefined) next.payChannel = patch.payChannel;
  if (patch.range !== undefined) {
    next.start = patch.range?.start ?? null;
    next.end = patch.range?.end ?? null;
  }
  if (patch.completedOnly !== undefined) next.completedOnly = patch.completedOnly;
  return next;
}
