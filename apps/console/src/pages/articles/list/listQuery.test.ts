// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  applyFilters,
  parseListUrl,
  serializeListUrl,
  toApiQuery,
  toFiltersValue,
} from './listQuery';

const parse = (qs: string) => parseListUrl(new URLSearchParams(qs));

describe('article list URL state', () => {
  it('round-trips every parameter of the spec', () => {
    const qs =
      'page=3&status=2&level=2,3&tagIds=7,9&country=CN&category=industry_12&excludeIds=5&excludeKind=video&sourceIds=4&sort=asc&k=LPR&userId=2&start=1000&end=2000&words=2000-3000';
    const state = parse(qs);
    expect(state).toMatchObject({
      page: 3,
      status: 'published',
      level: [2, 3],
      tagIds: [7, 9],
      country: 'CN',
      category: 'industry_12',
      excludeIds: [5],
      excludeKind: 'video',
      sourceIds: [4],
      sort: 'asc',
      k: 'LPR',
      userId: 2,
      start: 1000,
      end: 2000,
      words: '2000-3000',
    });
    expect(serializeListUrl(state).toString()).toBe(new URLSearchParams(qs).toString());
  });

  it('drops malformed values and leaves defaults out of the URL', () => {
    const state = parse('page=-4&status=9&tagIds=a,7&userId=x&words=huge&category=12');
    expect(state).toMatchObject({
      page: 1,
      status: 'all',
      tagIds: [7],
      userId: null,
      words: null,
      category: null,
    });
    expect(serializeListUrl(parse('')).toString()).toBe('');
  });

  it('maps to the API query: hide deleted, word buckets, category tag, author', () => {
    expect(toApiQuery(parse(''), true)).toEqual({
      page: 1,
      limit: 20,
      sort: 'desc',
      hide_deleted: true,
    });
    expect(toApiQuery(parse('status=3'), true)).toMatchObject({ status: 'deleted' });
    expect(toApiQuery(parse('status=3'), true).hide_deleted).toBeUndefined();
    expect(
      toApiQuery(parse('words=gt5000&userId=2&k=CPI&category=industry_12&tagIds=7'), false),
    ).toMatchObject({
      wc_gt: 4999,
      author_id: 2,
      keyword: 'CPI',
      tag_ids: [7, 12],
    });
    expect(toApiQuery(parse('words=2000-3000'), false)).toMatchObject({ wc_gt: 1999, wc_lt: 3000 });
  });

  it('a filter change goes back to page 1', () => {
    const next = applyFilters(parse('page=4&status=1'), {
      keyword: 'PMI',
      range: { start: 1, end: 2 },
    });
    expect(next).toMatchObject({ page: 1, status: 'draft', k: 'PMI', start: 1, end: 2 });
  });

  it('tags and author: names from the page, ids in the URL', () => {
    const state = parse('tagIds=7,9&userId=2');
    const value = toFiltersValue(state, { author: 'Li Wei', tags: new Map([[7, 'Macro']]) });
    expect(value.author).toEqual({ id: 2, name: 'Li Wei' });
    expect(value.tags).toEqual([
      { id: 7, name: 'Macro' },
      { id: 9, name: '#9' },
    ]);
    const next = applyFilters(state, {
      tags: [
        { id: 9, name: 'Rates' },
        { id: 3, name: 'CPI' },
      ],
    });
    expect(serializeListUrl(next).toString()).toBe('tagIds=9%2C3&userId=2');
    expect(serializeListUrl(applyFilters(next, { author: null, tags: [] })).toString()).toBe('');
  });
});
