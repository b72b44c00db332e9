import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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

  describe('dormant until used', () => {
    it('is a closed menu button before it wakes, and keeps the same element when it wakes', async () => {
      const { user } = renderWithProviders(<Example onSelect={vi.fn()} />);
      const trigger = screen.getByRole('button', { name: 'Account' });
      expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(trigger).toHaveAttribute('data-state', 'closed');
      await user.hover(trigger);
      await user.click(trigger);
      await screen.findByRole('menu');
      expect(screen.getByRole('button', { name: 'Account' })).toBe(trigger);
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
    });

    it('opens on a click that comes without a pointer over it or focus first', async () => {
      // A screen reader's activation, or a tap: a bare click on the dormant trigger is replayed
      // once the menu is awake, and opens it on its first item.
      renderWithProviders(<Example onSelect={vi.fn()} />);
      const trigger = screen.getByRole('button', { name: 'Account' });
      act(() => {
        fireEvent.click(trigger);
      });
      const menu = await screen.findByRole('menu');
      expect(menu).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
      expect(screen.getAllByRole('menu')).toHaveLength(1);
    });

    it('opens on the last item with ArrowUp once focused, and gives the focus back on Escape', async () => {
      const { user } = renderWithProviders(<Example onSelect={vi.fn()} />);
      await user.tab();
      const trigger = screen.getByRole('button', { name: 'Account' });
      expect(trigger).toHaveFocus();
      await user.keyboard('{ArrowUp}');
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus());
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    });

    it('replays an arrow key pressed before it woke: the menu opens on its first item', async () => {
      renderWithProviders(<Example onSelect={vi.fn()} />);
      const trigger = screen.getByRole('button', { name: 'Account' });
      // Focus and the key in one go: the key lands on the dormant trigger, before the swap.
      act(() => {
        trigger.focus();
        fireEvent.keyDown(trigger, { key: 'ArrowDown', code: 'ArrowDown' });
      });
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
      expect(screen.getAllByRole('menu')).toHaveLength(1);
    });

    it('keeps its own handlers on the dormant trigger, and a prevented click does not open', async () => {
      const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
      renderWithProviders(
        <DropdownMenu.Root>
          <DropdownMenu.Trigger onClick={onClick}>Account</DropdownMenu.Trigger>
          <DropdownMenu.Content>
            <DropdownMenu.Item>Profile</DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Root>,
      );
      act(() => {
        fireEvent.click(screen.getByRole('button', { name: 'Account' }));
      });
      expect(onClick).toHaveBeenCalledTimes(1);
      await act(async () => {});
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });

    it('starts awake when it starts open', async () => {
      renderWithProviders(
        <DropdownMenu.Root defaultOpen>
          <DropdownMenu.Trigger>Account</DropdownMenu.Trigger>
          <DropdownMenu.Content>
            <DropdownMenu.Item>Profile</DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Root>,
      );
      expect(await screen.findByRole('menu')).toBeInTheDocument();
    });
  });
});
