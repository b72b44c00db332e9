// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { selectionState, toggleAll, toggleId } from './selection';

describe('list selection', () => {
  it('tells none, some or all of the loaded rows', () => {
    const ids = ['a', 'b', 'c'];
    expect(selectionState(new Set(), ids)).toBe('none');
    expect(selectionState(new Set(['b', 'x']), ids)).toBe('some');
    expect(selectionState(new Set(['a', 'b', 'c', 'x']), ids)).toBe('all');
  });

  it('toggles one id and keeps the order of the others', () => {
    expect(toggleId(['a', 'c'], 'b')).toEqual(['a', 'c', 'b']);
    expect(toggleId(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('selects every loaded row, then unselects them and keeps ids of other pages', () => {
    const page = ['a', 'b', 'c'];
    const all = toggleAll(['x', 'b'], page);
    expect(all).toEqual(['x', 'b', 'a', 'c']);
    expect(toggleAll(all, page)).toEqual(['x']);
  });
});
