import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { Popover } from './Popover';

describe('Popover', () => {
  it('is named by its title only while the title is there', async () => {
    const { user } = renderWithProviders(
      <Popover.Root>
        <Popover.Trigger>Filters</Popover.Trigger>
        <Popover.Content aria-label="Quick filters">
          <p>No title</p>
        </Popover.Content>
      </Popover.Root>,
    );
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quick filters' });
    expect(dialog).not.toHaveAttribute('aria-labelledby');
  });

  it('closes from Popover.Close (unless prevented) and gives focus back', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(
      <Popover.Root defaultOpen onOpenChange={onOpenChange}>
        <Popover.Trigger>Filters</Popover.Trigger>
        <Popover.Content>
          <Popover.Title>Word count</Popover.Title>
          <Popover.Close onClick={(e) => e.preventDefault()}>Keep</Popover.Close>
          <Popover.Close>Done</Popover.Close>
        </Popover.Content>
      </Popover.Root>,
    );
    await screen.findByRole('dialog', { name: 'Word count' });
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus());
  });
});
