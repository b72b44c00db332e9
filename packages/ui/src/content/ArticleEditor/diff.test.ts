// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { diffLines } from './diff';

describe('diffLines', () => {
  it('keeps equal texts as same rows', () => {
    expect(diffLines(['a', 'b'], ['a', 'b']).map((r) => r.kind)).toEqual(['same', 'same']);
  });

  it('pairs a changed line and shows additions and removals', () => {
    const rows = diffLines(
      ['intro', 'rates 3.45%', 'old note', 'end'],
      ['intro', 'rates 3.35%', 'end', 'extra'],
    );
    expect(rows).toEqual([
      { kind: 'same', left: 'intro', right: 'intro' },
      { kind: 'changed', left: 'rates 3.45%', right: 'rates 3.35%' },
      { kind: 'removed', left: 'old note', right: null },
      { kind: 'same', left: 'end', right: 'end' },
      { kind: 'added', left: null, right: 'extra' },
    ]);
  });

  it('handles empty sides', () => {
    expect(diffLines([], ['x'])).toEqual([{ kind: 'added', left: null, right: 'x' }]);
    expect(diffLines(['x'], [])).toEqual([{ kind: 'removed', left: 'x', right: null }]);
  });
});
