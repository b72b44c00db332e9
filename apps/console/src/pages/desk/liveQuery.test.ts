// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { liveListCodec } from './liveQuery';

describe('flash news list URL', () => {
  it('reads keyword, status and page, dropping bad values', () => {
    expect(liveListCodec.parse(new URLSearchParams('k=%20MLF%20&status=deleted&page=3'))).toEqual({
      kw: 'MLF',
      status: 'deleted',
      page: 3,
    });
    expect(liveListCodec.parse(new URLSearchParams('status=nope&page=x'))).toEqual({
      kw: '',
      status: 'all',
      page: 1,
    });
  });

  it('leaves the defaults out of the URL', () => {
    expect(liveListCodec.serialize({ kw: '', status: 'all', page: 1 }).toString()).toBe('');
    expect(liveListCodec.serialize({ kw: 'oil', status: 'draft', page: 2 }).toString()).toBe(
      'k=oil&status=draft&page=2',
    );
  });
});
