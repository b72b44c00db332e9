// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  applyOrderFilters,
  orderListCodec,
  parseOrderUrl,
  serializeOrderUrl,
  toOrderApiQuery,
} from './orderQuery';

describe('the order list URL', () => {
  it('is empty for the default view, which asks for completed orders since 30 Aug 2018', () => {
    const state = parseOrderUrl(new URLSearchParams());
    expect(parseOrderUrl(serializeOrderUrl(state))).toEqual(state);
    expect(toOrderApiQuery(state)).toEqual({
      size: 20,
      sort_type: 'desc',
      time_start: 1535558400000,
      order_state: 'COMPLETE',
    });
  });

  it('round-trips every filter and drops malformed values', () => {
    const params = new URLSearchParams(
      'no=ND1&user=12&source=web&channel=wechat_pub&start=100&end=200&all=1&cursor=abc',
    );
    const state = parseOrderUrl(params);
    expect(serializeOrderUrl(state).toString()).toBe(
      params.toString().replace(/^(.*)&cursor=abc$/, 'cursor=abc&$1'),
    );
    expect(toOrderApiQuery(state)).toEqual({
      size: 20,
      sort_type: 'desc',
      time_start: 100,
      time_end: 200,
      anchor: 'abc',
      order_no: 'ND1',
      user_id: 12,
      source: 'web',
      pay_channel: 'wechat_pub',
    });
    const bad = orderListCodec.parse(new URLSearchParams('channel=bitcoin&user=x&start=-1'));
    expect(bad.payChannel).toBeNull();
    expect(bad.userId).toBeNull();
    expect(bad.start).toBeNull();
  });

  it('goes back to the first page when a filter changes', () => {
    const state = { ...parseOrderUrl(new URLSearchParams('cursor=abc')) };
    const next = applyOrderFilters(state, { payChannel: 'apple', completedOnly: false });
    expect(next.cursor).toBeNull();
    expect(serializeOrderUrl(next).toString()).toBe('channel=apple&all=1');
  });
});
