// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parsePaging, writePaging } from './list';

describe('list paging in the URL', () => {
  it('reads numbered pages, 1-based, dropping malformed values', () => {
    expect(parsePaging(new URLSearchParams('page=3'))).toEqual({ page: 3, cursor: null });
    expect(parsePaging(new URLSearchParams('page=0'))).toEqual({ page: 1, cursor: null });
    expect(parsePaging(new URLSearchParams('page=-2'))).toEqual({ page: 1, cursor: null });
    expect(parsePaging(new URLSearchParams('page=two'))).toEqual({ page: 1, cursor: null });
    expect(parsePaging(new URLSearchParams(''))).toEqual({ page: 1, cursor: null });
  });

  it('reads an opaque cursor where the contract offers one', () => {
    expect(parsePaging(new URLSearchParams('cursor=eyJpZCI6OTl9'))).toEqual({
      page: 1,
      cursor: 'eyJpZCI6OTl9',
    });
    expect(parsePaging(new URLSearchParams(`cursor=${'x'.repeat(201)}`)).cursor).toBeNull();
  });

  it('writes the default page as nothing, and a cursor instead of a page', () => {
    expect(writePaging(new URLSearchParams(), { page: 1, cursor: null }).toString()).toBe('');
    expect(writePaging(new URLSearchParams(), { page: 4, cursor: null }).toString()).toBe('page=4');
    expect(writePaging(new URLSearchParams(), { page: 4, cursor: 'abc' }).toString()).toBe(
      'cursor=abc',
    );
  });
});
