import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/**
 * The combobox as an app first shows it: asleep, its live part (downshift) not loaded yet. The
 * setup preloads every dormant part, so this file takes fresh modules.
 */
async function freshCombobox() {
  vi.resetModules();
  const [{ Combobox }, { renderWithProviders }, { loadAllMessages }] = await Promise.all([
    import('./Combobox'),
    import('../../test'),
    import('../../foundations/i18n'),
  ]);
  await loadAllMessages();
  return { Combobox, renderWithProviders };
}

const options = [
  { value: 'bank', label: 'Banking' },
  { value: 'bond', label: 'Bonds' },
  { value: 'fx', label: 'Currencies' },
];

describe('Combobox, before its live part has loaded', () => {
  it('keeps what was typed while it woke, and filters the list by it', async () => {
    const { Combobox, renderWithProviders } = await freshCombobox();
    renderWithProviders(<Combobox label="Tag" options={options} />);
    const asleep = screen.getByRole('combobox', { name: 'Tag' });
    asleep.focus();
    fireEvent.change(asleep, { target: { value: 'bo' } });
    expect(await screen.findByRole('option', { name: 'Bonds' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Banking' })).not.toBeInTheDocument();
    const live = screen.getByRole('combobox', { name: 'Tag' });
    expect(live).toHaveValue('bo');
    expect(live).toHaveFocus();
  });

  it('shows the selected chips, and removes the one whose button was pressed while it woke', async () => {
    const { Combobox, renderWithProviders } = await freshCombobox();
    const onChange = vi.fn();
    renderWithProviders(
      <Combobox
        label="Tags"
        options={options}
        multiple
        defaultValue={['bank', 'fx']}
        onChange={onChange}
      />,
    );
    const chips = screen.getByRole('list', { name: 'Selected' });
    expect(chips).toHaveTextContent('Banking');
    fireEvent.click(screen.getByRole('button', { name: /Remove Currencies/ }));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(['bank']));
  });

  it('opens on ArrowDown pressed while it woke', async () => {
    const { Combobox, renderWithProviders } = await freshCombobox();
    renderWithProviders(<Combobox label="Tag" options={options} />);
    const asleep = screen.getByRole('combobox', { name: 'Tag' });
    asleep.focus();
    fireEvent.keyDown(asleep, { key: 'ArrowDown' });
    expect(await screen.findByRole('option', { name: 'Currencies' })).toBeInTheDocument();
  });
});
