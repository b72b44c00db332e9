// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseRoadshowUrl, serializeRoadshowUrl, toRoadshowApiQuery } from './listQuery';

const parse = (qs: string) => parseRoadshowUrl(new URLSearchParams(qs));

describe('roadshow list URL state', () => {
  it('round-trips the page and the live filter', () => {
    const state = parse('page=3&live=in-progress');
    expect(state).toEqual({ page: 3, live: 'in-progress' });
    expect(serializeRoadshowUrl(state).toString()).toBe('page=3&live=in-progress');
  });

  it('drops malformed values and leaves defaults out', () => {
    expect(parse('page=x&live=soon')).toEqual({ page: 1, live: 'all' });
    expect(serializeRoadshowUrl(parse('')).toString()).toBe('');
  });

  it('sends the list coding of live_status: Not start 0, In progress 1, Finished 2', () => {
    expect(toRoadshowApiQuery(parse(''))).toEqual({ first: 20, offset: 0 });
    expect(toRoadshowApiQuery(parse('live=not-start&page=2'))).toEqual({
      first: 20,
      offset: 20,
      live_status: 0,
    });
    expect(toRoadshowApiQuery(parse('live=in-progress')).live_status).toBe(1);
    expect(toRoadshowApiQuery(parse('live=finished')).live_status).toBe(2);
  });
});
