import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/**
 * The menu as an app first shows it: asleep, its live part (floating-ui) not loaded yet. The
 * setup preloads every dormant part, so this file takes fresh modules.
 */
async function freshMenu() {
  vi.resetModules();
  const [{ DropdownMenu }, { renderWithProviders }] = await Promise.all([
    import('./DropdownMenu'),
    import('../../test'),
  ]);
  renderWithProviders(
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>Account</DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Item>Profile</DropdownMenu.Item>
        <DropdownMenu.Item>Log out</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>,
  );
  return { trigger: screen.getByRole('button', { name: 'Account' }) };
}

describe('DropdownMenu, before its live part has loaded', () => {
  it('opens on its first item for ArrowDown pressed on the asleep trigger', async () => {
    const { trigger } = await freshMenu();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown', code: 'ArrowDown' });
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    expect(screen.getAllByRole('menu')).toHaveLength(1);
  });

  it('opens on its last item for ArrowUp pressed on the asleep trigger', async () => {
    const { trigger } = await freshMenu();
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowUp', code: 'ArrowUp' });
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus());
  });

  it('opens on the click that woke it, once', async () => {
    const { trigger } = await freshMenu();
    fireEvent.click(trigger);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Replayed once: a second click would have closed it again.
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    expect(screen.getAllByRole('menu')).toHaveLength(1);
  });
});
