// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyFilters, toApiQuery, videoListCodec } from './listQuery';

describe('video list URL', () => {
  it('reads the spec numbers and the keyword, and drops what it does not know', () => {
    expect(videoListCodec.parse(new URLSearchParams('status=1&k=%20yuan%20'))).toEqual({
      status: 'draft',
      k: 'yuan',
    });
    expect(videoListCodec.parse(new URLSearchParams('status=9'))).toEqual({ status: 'all', k: '' });
  });

  it('leaves defaults out of the URL', () => {
    expect(videoListCodec.serialize({ status: 'all', k: '' }).toString()).toBe('');
    expect(videoListCodec.serialize({ status: 'deleted', k: 'macro' }).toString()).toBe(
      'status=3&k=macro',
    );
  });

  it('hides deleted videos only when no status is chosen', () => {
    expect(toApiQuery({ status: 'all', k: '' }, true)).toEqual({ size: 20, hide_deleted: true });
    expect(toApiQuery({ status: 'deleted', k: 'a' }, true)).toEqual({
      size: 20,
      status: 'deleted',
      q: 'a',
    });
    expect(toApiQuery({ status: 'all', k: '' }, false)).toEqual({ size: 20 });
  });

  it('applies a filter change', () => {
    expect(applyFilters({ status: 'all', k: 'a' }, { status: 'published' })).toEqual({
      status: 'published',
      k: 'a',
    });
    expect(applyFilters({ status: 'draft', k: 'a' }, { keyword: '' })).toEqual({
      status: 'draft',
      k: '',
    });
  });
});
