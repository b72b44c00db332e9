import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { DropdownMenu } from '../DropdownMenu';
import { Modal, type ModalRootProps } from './Modal';

function Example(props: Partial<ModalRootProps> & { withMenu?: boolean }) {
  const { withMenu, ...rest } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal.Root {...rest} open={open} onOpenChange={setOpen}>
        <Modal.Header>Rename tag</Modal.Header>
        <Modal.Body>
          <Modal.Description>Shown on every article.</Modal.Description>
          <input aria-label="Name" />
          {withMenu && (
            <DropdownMenu.Root>
              <DropdownMenu.Trigger>More</DropdownMenu.Trigger>
              <DropdownMenu.Content>
                <DropdownMenu.Item>Duplicate</DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Root>
          )}
        </Modal.Body>
      </Modal.Root>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled, described modal dialog that locks the page scroll', async () => {
    const { user } = renderWithProviders(<Example />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename tag' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Shown on every article.');
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body.style.overflow).toBe('');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('has the focus inside before the next frame, and returns it to the trigger', async () => {
    // floating-ui alone focuses in the next animation frame: hold the frames back to show that
    // the focus does not wait for one (a key or click in that frame would go astray).
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const { user } = renderWithProviders(<Example />);
    const open = screen.getByRole('button', { name: 'Open' });
    open.focus();
    await act(async () => open.click());
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    frames.mockRestore();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('keeps Escape for the caller when closeOnEscape is false', async () => {
    const { user } = renderWithProviders(<Example closeOnEscape={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('treats a menu opened inside as part of it', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(<Example withMenu onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    const more = screen.getByRole('button', { name: 'More' });
    // Still a menu button, not a submenu item.
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(more);
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(dialog).toBeInTheDocument();
    // Escape closes the innermost overlay first.
    await user.click(more);
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
