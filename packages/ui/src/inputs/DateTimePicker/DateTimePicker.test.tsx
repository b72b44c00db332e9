import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { fromChinaParts } from '../../utils/chinaTime';
import { DateTimePicker } from './DateTimePicker';

// The test host runs in Los Angeles (vitest config): the picker must still show China time.
const NOW = fromChinaParts({ year: 2026, month: 11, day: 22, hour: 15, minute: 30 });

describe('DateTimePicker', () => {
  it('shows a value in China time whatever the host zone', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Los_Angeles');
    renderWithProviders(<DateTimePicker label="Publish at" value={NOW} now={NOW} />);
    expect(screen.getByRole('textbox', { name: 'Publish at' })).toHaveValue('2026-11-22 15:30');
    expect(screen.getByText('GMT+8')).toBeInTheDocument();
  });

  it('commits typed text on Enter as China time', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <DateTimePicker label="Publish at" now={NOW} onChange={onChange} />,
    );
    await user.type(screen.getByRole('textbox'), '2026-12-01 09:05{Enter}');
    expect(onChange).toHaveBeenCalledWith(Date.UTC(2026, 11, 1, 1, 5));
  });

  it('commits on Enter the text the field shows, even before React saw it typed', () => {
    const onChange = vi.fn();
    renderWithProviders(<DateTimePicker label="Publish at" now={NOW} onChange={onChange} />);
    const input = screen.getByRole('textbox');
    // The text is in the input but no input event has reached React yet (a key right after it).
    input.focus();
    (input as HTMLInputElement).value = '2026-12-01 09:05';
    const prevented = !fireEvent.keyDown(input, { key: 'Enter' });
    expect(prevented).toBe(true); // default prevented: Enter committed, it did not submit a form
    expect(onChange).toHaveBeenCalledWith(Date.UTC(2026, 11, 1, 1, 5));
  });

  it('refuses malformed text with "Error data format" and keeps the value', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <DateTimePicker label="Publish at" now={NOW} defaultValue={NOW} onChange={onChange} />,
    );
    const input = screen.getByRole('textbox');
    await user.clear(input);
    await user.type(input, '2026-02-30 10:00');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Error data format')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // Escape drops the draft and shows the value again.
    await user.click(input);
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('2026-11-22 15:30');
    expect(screen.queryByText('Error data format')).toBeNull();
  });

  it('clears the value when the text is emptied, and refuses times past the limits', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <DateTimePicker label="Push at" now={NOW} defaultValue={NOW} min={NOW} onChange={onChange} />,
    );
    const input = screen.getByRole('textbox');
    await user.clear(input);
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.type(input, '2026-11-22 15:29{Enter}');
    expect(screen.getByText('Cannot be earlier than 2026-11-22 15:30')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('picks a whole day in date mode', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <DateTimePicker label="Day" mode="date" now={NOW} onChange={onChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Open calendar' }));
    await user.click(screen.getByRole('gridcell', { name: /November 3, 2026/ }));
    expect(onChange).toHaveBeenCalledWith(fromChinaParts({ year: 2026, month: 11, day: 3 }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox')).toHaveValue('2026-11-03');
  });
});
