// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addTags, parseTags } from './tagInputModel';

describe('parseTags', () => {
  it('trims and keeps the text whole by default', () => {
    expect(parseTags('  Federal Reserve  ')).toEqual(['Federal Reserve']);
    expect(parseTags('   ')).toEqual([]);
  });
  it('splits on any whitespace when asked, without empties or repeats', () => {
    expect(parseTags(' A股  美联储\t黄金 美联储 ', true)).toEqual(['A股', '美联储', '黄金']);
    // An ideographic space (U+3000) from a Chinese keyboard splits too.
    expect(parseTags('降息\u3000黄金', true)).toEqual(['降息', '黄金']);
  });
});

describe('addTags', () => {
  it('adds new words and ignores empty input', () => {
    expect(addTags(['Fed'], 'Gold').next).toEqual(['Fed', 'Gold']);
    const empty = addTags(['Fed'], '  ');
    expect(empty.added).toEqual([]);
    expect(empty.next).toEqual(['Fed']);
  });
  it('ignores duplicates and reports them', () => {
    const result = addTags(['Fed', 'Gold'], 'Gold Oil', { splitOnSpace: true });
    expect(result.next).toEqual(['Fed', 'Gold', 'Oil']);
    expect(result.duplicates).toEqual(['Gold']);
  });
  it('stops at the maximum and reports what did not fit', () => {
    const result = addTags(['a', 'b'], 'c d e', { splitOnSpace: true, max: 3 });
    expect(result.next).toEqual(['a', 'b', 'c']);
    expect(result.overflow).toEqual(['d', 'e']);
  });
});
