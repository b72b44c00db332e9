import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderCountingCommits, renderWithProviders } from '../../test';
import { DropdownMenu } from './DropdownMenu';

function Example({ onSelect }: { onSelect: (what: string) => void }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>Account</DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Item href="/me" onSelect={(e) => (e.preventDefault(), onSelect('/me'))}>
          Profile
        </DropdownMenu.Item>
        <DropdownMenu.Item disabled onSelect={() => onSelect('disabled')}>
          Billing
        </DropdownMenu.Item>
        <DropdownMenu.Item textValue="Log out" onSelect={() => onSelect('logout')} tone="danger">
          <strong>Log out</strong>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

describe('DropdownMenu', () => {
  it('renders link items as anchors and chooses them with Space', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithProviders(<Example onSelect={onSelect} />);
    screen.getByRole('button', { name: 'Account' }).focus();
    await user.keyboard('{ArrowDown}');
    const profile = await screen.findByRole('menuitem', { name: 'Profile' });
    expect(profile.tagName).toBe('A');
    expect(profile).toHaveAttribute('href', '/me');
    await waitFor(() => expect(profile).toHaveFocus());
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenCalledWith('/me');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('never chooses a disabled item, and types ahead by textValue', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithProviders(<Example onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const billing = await screen.findByRole('menuitem', { name: 'Billing' });
    expect(billing).toHaveAttribute('aria-disabled', 'true');
    expect(billing.tagName).toBe('BUTTON');
    await user.click(billing);
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('l');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('logout');
  });

  it('mounts closed in one commit, and still opens on the first click', async () => {
    // With a menu in every row, a second commit as each menu mounted rendered a list's rows twice
    // before its first paint (floating-ui kept the trigger in state from the mount).
    const onSelect = vi.fn();
    const { user, commits } = renderCountingCommits(
      <>
        <Example onSelect={onSelect} />
        <Example onSelect={onSelect} />
      </>,
    );
    await act(async () => {});
    expect(commits).toEqual(['mount']);
    const [first] = screen.getAllByRole('button', { name: 'Account' });
    await user.click(first!);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(first).toHaveFocus());
  });
});
