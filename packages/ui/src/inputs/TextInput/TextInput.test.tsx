import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { TextInput } from './TextInput';

describe('TextInput', () => {
  it('reports the trimmed value while keeping the typed spaces, and trims on blur', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<TextInput label="Title" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    await user.type(input, ' Rates  outlook ');
    expect(input).toHaveValue(' Rates  outlook ');
    expect(onChange).toHaveBeenLastCalledWith('Rates  outlook');
    // The space typed after "Rates" did not change the reported value: no extra call.
    expect(onChange.mock.calls.map(([v]) => v)).not.toContain('Rates ');
    await user.tab();
    expect(input).toHaveValue('Rates  outlook');
  });

  it('follows a controlled value that the parent resets', async () => {
    function Resettable() {
      const [value, setValue] = useState('draft');
      return (
        <>
          <TextInput label="Title" value={value} onChange={setValue} />
          <button onClick={() => setValue('')}>Reset</button>
        </>
      );
    }
    const { user } = renderWithProviders(<Resettable />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    await user.type(input, ' more ');
    expect(input).toHaveValue('draft more ');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input).toHaveValue('');
  });

  it('keeps the raw text when trimming is off', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <TextInput label="Code" trim={false} onChange={onChange} />,
    );
    await user.type(screen.getByRole('textbox'), ' x ');
    expect(onChange).toHaveBeenLastCalledWith(' x ');
  });

  it('ties the message, the hint and the counter to the input, and turns invalid past the limit', async () => {
    const { user } = renderWithProviders(
      <TextInput label="Title" hint="Shown in the feed." limit={5} required />,
    );
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Shown in the feed. 0 of 5 characters');
    await user.type(input, '央行维持利率');
    expect(screen.getByText('6/5')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Cannot be longer than 5 characters Shown in the feed. 6 of 5 characters',
    );
  });

  it('shows an explicit error over the limit message, and a custom limit message', () => {
    const { rerender } = renderWithProviders(
      <TextInput label="Title" limit={2} value="abc" limitMessage="Two at most" />,
    );
    expect(screen.getByText('Two at most')).toBeInTheDocument();
    rerender(<TextInput label="Title" limit={2} value="abc" error="Title cannot be empty" />);
    expect(screen.getByText('Title cannot be empty')).toBeInTheDocument();
    expect(screen.queryByText('Cannot be longer than 2 characters')).toBeNull();
  });
});
