// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { moveItem } from './CoverSlides';

describe('moveItem (cover slide order)', () => {
  it('moves one item earlier or later and keeps the others in order', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });

  it('leaves the list as it is for a move out of range or onto itself', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
