// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mediaUrlCodec } from './mediaQuery';

describe('media library URL', () => {
  it('reads every filter and drops unknown values', () => {
    expect(
      mediaUrlCodec.parse(
        new URLSearchParams('k=lpr&mine=1&research=1&type=pdf&report=no&view=list&page=2'),
      ),
    ).toEqual({
      keyword: 'lpr',
      mine: true,
      researchOnly: true,
      type: 'pdf',
      isReport: false,
      page: 2,
      view: 'list',
    });
    const odd = mediaUrlCodec.parse(new URLSearchParams('type=exe&report=maybe&view=table'));
    expect(odd).toMatchObject({ type: null, isReport: null, view: 'grid' });
  });

  it('round-trips and leaves defaults out', () => {
    const plain = mediaUrlCodec.parse(new URLSearchParams());
    expect(mediaUrlCodec.serialize(plain).toString()).toBe('');
    const q = 'k=a&type=image&report=yes&view=list&page=3';
    expect(mediaUrlCodec.serialize(mediaUrlCodec.parse(new URLSearchParams(q))).toString()).toBe(q);
  });
});
