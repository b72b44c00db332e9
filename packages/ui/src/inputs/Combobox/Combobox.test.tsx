import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { Combobox } from './Combobox';

describe('Combobox remote search', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls onSearch once, 400 ms after the last keystroke', () => {
    const onSearch = vi.fn();
    renderWithProviders(<Combobox label="Tag" options={[]} onSearch={onSearch} />);
    const input = screen.getByRole('combobox', { name: 'Tag' });
    for (const text of ['b', 'ba', 'ban']) {
      fireEvent.change(input, { target: { value: text } });
      act(() => vi.advanceTimersByTime(300));
    }
    fireEvent.change(input, { target: { value: 'bank ' } });
    act(() => vi.advanceTimersByTime(399));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('bank');
  });

  it('does not filter the caller’s results, and shows the loading state', async () => {
    const options = [
      { value: 'a', label: 'Alpha' },
      { value: 'b', label: 'Beta' },
    ];
    const { rerender } = renderWithProviders(
      <Combobox label="Tag" options={options} onSearch={() => {}} loading defaultOpen />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading options…');
    // Shown once placed under the field: floating-ui measures it when it opens (a promise, so
    // flushed here, the timers being fake).
    await act(async () => {});
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    rerender(<Combobox label="Tag" options={options} onSearch={() => {}} defaultOpen />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'zz' } });
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('2 options available');
  });
});

describe('Combobox selection', () => {
  it('does not pick the highlighted option when the field loses focus', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <>
        <Combobox
          label="Kind"
          options={[
            { value: 'a', label: 'Article' },
            { value: 'v', label: 'Video' },
          ]}
          onChange={onChange}
        />
        <button>Next</button>
      </>,
    );
    await user.type(screen.getByRole('combobox'), 'vid{ArrowDown}');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox')).toHaveValue('');
  });
});
