// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filterOptions } from './filterOptions';

const options = [
  { value: 'a', label: 'Bank of China' },
  { value: 'b', label: 'China Merchants Bank' },
  { value: 'c', label: '工商银行' },
];

describe('filterOptions', () => {
  it('keeps the options whose label contains the query, ignoring case and spaces', () => {
    expect(filterOptions(options, ' BANK ').map((o) => o.value)).toEqual(['a', 'b']);
    expect(filterOptions(options, '银行').map((o) => o.value)).toEqual(['c']);
  });
  it('shows everything for an empty query and accepts a custom matcher', () => {
    expect(filterOptions(options, '')).toHaveLength(3);
    expect(filterOptions(options, 'c', (o, q) => o.value === q).map((o) => o.label)).toEqual([
      '工商银行',
    ]);
  });
});
