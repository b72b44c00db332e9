import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { TagInput } from './TagInput';

describe('TagInput', () => {
  it('does not add on the Enter that confirms an IME composition', () => {
    const onChange = vi.fn();
    renderWithProviders(<TagInput label="Hot search words" onChange={onChange} />);
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: '美联储' } });
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true, keyCode: 229 });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(['美联储']);
  });

  it('never submits the surrounding form with Enter', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const { user } = renderWithProviders(
      <form onSubmit={onSubmit}>
        <TagInput label="Keywords" />
        <button type="submit">Save</button>
      </form>,
    );
    await user.type(screen.getByRole('textbox'), 'Gold{Enter}{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Remove Gold' })).toBeInTheDocument();
  });

  it('announces additions and removals', async () => {
    const { user } = renderWithProviders(<TagInput label="Keywords" defaultValue={['Fed']} />);
    await user.type(screen.getByRole('textbox'), 'Oil{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Added Oil');
    await user.click(screen.getByRole('button', { name: 'Remove Fed' }));
    expect(screen.getByRole('status')).toHaveTextContent('Removed Fed');
  });

  it('adds the text typed without Enter when the field is left or the form submitted', async () => {
    const onChange = vi.fn();
    let atSubmit: string[] = [];
    const seen = { value: [] as string[] };
    const { user } = renderWithProviders(
      <form
        onSubmit={(e) => {
          e.preventDefault();
          atSubmit = [...seen.value];
        }}
      >
        <TagInput
          label="Symbols"
          onChange={(v) => {
            seen.value = v;
            onChange(v);
          }}
        />
        <button type="submit">Save</button>
      </form>,
    );
    const input = screen.getByRole('textbox');
    await user.type(input, 'AAPL');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(['AAPL']);
    await user.type(input, 'TSLA');
    fireEvent.submit(input.closest('form')!);
    expect(atSubmit).toEqual(['AAPL', 'TSLA']);
    await user.type(input, '  ');
    await user.tab();
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
