import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCountingCommits } from '../../test';
import { Combobox } from '../Combobox';
import { DateRangePicker } from '../DateRangePicker';
import { DateTimePicker } from '../DateTimePicker';
import { Select } from '../Select';

const options = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
];

/**
 * A closed field positions nothing, so it hands floating-ui no element and mounts in one commit.
 * The article list's filter bar (two selects, two comboboxes, a date range) was rendered twice
 * more right after its first commit, before the paint, when each field kept its elements in state
 * from the mount.
 */
describe('closed fields mount in one commit', () => {
  it.each([
    ['Select', <Select key="s" label="Sort" options={options} />],
    ['Combobox', <Combobox key="c" label="Tag" options={options} />],
    ['DateRangePicker', <DateRangePicker key="r" label="Published" />],
    ['DateTimePicker', <DateTimePicker key="t" label="Publish at" />],
  ])('%s', async (_name, field) => {
    const { commits } = renderCountingCommits(field);
    await act(async () => {});
    expect(commits).toEqual(['mount']);
  });

  it('and they still open positioned under the field', async () => {
    const { user } = renderCountingCommits(<Select label="Sort" options={options} />);
    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    const listbox = await screen.findByRole('listbox');
    await act(async () => {});
    expect(listbox.parentElement).not.toHaveStyle({ visibility: 'hidden' });
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });
});
