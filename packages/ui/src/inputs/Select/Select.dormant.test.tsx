import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The select as an app first shows it: asleep, its live part (downshift) not loaded yet. The
 * setup preloads every dormant part, so this file takes fresh modules.
 */
async function freshSelect() {
  vi.resetModules();
  const [{ Select }, { renderWithProviders }, { loadAllMessages }] = await Promise.all([
    import('./Select'),
    import('../../test'),
    import('../../foundations/i18n'),
  ]);
  await loadAllMessages();
  return { Select, renderWithProviders };
}

const options = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
];

describe('Select, before its live part has loaded', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('shows the closed select with its value, labelled, as the live one does', async () => {
    const { Select, renderWithProviders } = await freshSelect();
    renderWithProviders(<Select label="Status" options={options} defaultValue="published" />);
    const trigger = screen.getByRole('combobox', { name: 'Status' });
    expect(trigger).toHaveTextContent('Published');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens on the click that woke it', async () => {
    const { Select, renderWithProviders } = await freshSelect();
    renderWithProviders(<Select label="Status" options={options} />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(await screen.findByRole('option', { name: 'Draft' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('answers the keys pressed while it woke: opens, moves and picks', async () => {
    const { Select, renderWithProviders } = await freshSelect();
    const onChange = vi.fn();
    renderWithProviders(<Select label="Status" options={options} onChange={onChange} />);
    const asleep = screen.getByRole('combobox', { name: 'Status' });
    asleep.focus();
    fireEvent.keyDown(asleep, { key: 'ArrowDown' });
    await screen.findByRole('listbox');
    const live = screen.getByRole('combobox', { name: 'Status' });
    expect(live).toHaveFocus();
    fireEvent.keyDown(live, { key: 'ArrowDown' });
    fireEvent.keyDown(live, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('published');
  });

  it('clears the value with the clear button pressed while it woke', async () => {
    const { Select, renderWithProviders } = await freshSelect();
    const onChange = vi.fn();
    renderWithProviders(
      <Select
        label="Status"
        options={options}
        defaultValue="draft"
        clearable
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(null));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Select…');
  });
});
