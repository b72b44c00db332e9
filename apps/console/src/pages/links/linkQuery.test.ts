// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { linkListCodec } from './linkQuery';

describe('link list URL', () => {
  it('reads k, page, id and action=create, dropping malformed values', () => {
    expect(linkListCodec.parse(new URLSearchParams('k=pboc&page=3&id=12&action=create'))).toEqual({
      k: 'pboc',
      page: 3,
      id: 12,
      action: 'create',
    });
    expect(linkListCodec.parse(new URLSearchParams('id=abc&action=edit&page=-1'))).toEqual({
      k: '',
      page: 1,
      id: null,
      action: null,
    });
  });

  it('leaves defaults out of the URL', () => {
    const plain = linkListCodec.parse(new URLSearchParams());
    expect(linkListCodec.serialize(plain).toString()).toBe('');
    expect(linkListCodec.serialize({ ...plain, id: 7 }).toString()).toBe('id=7');
  });
});
