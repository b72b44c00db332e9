import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { ConfirmDialog } from './ConfirmDialog';
import { ConfirmProvider, useConfirm, type Confirm } from './useConfirm';

function Capture({ onReady }: { onReady: (confirm: Confirm) => void }) {
  onReady(useConfirm());
  return null;
}

function setup() {
  let confirm: Confirm = () => Promise.reject(new Error('not ready'));
  const utils = renderWithProviders(
    <ConfirmProvider>
      <Capture onReady={(c) => (confirm = c)} />
    </ConfirmProvider>,
  );
  return { ...utils, confirm: (...args: Parameters<Confirm>) => confirm(...args) };
}

describe('useConfirm', () => {
  it('resolves true when confirmed and false when cancelled', async () => {
    const { confirm, user } = setup();
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirm({ title: 'Delete?', message: 'It goes to Deleted.', tone: 'danger' });
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete?' });
    expect(dialog).toHaveAccessibleDescription('It goes to Deleted.');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);

    act(() => {
      answer = confirm({ title: 'Again?' });
    });
    await screen.findByRole('alertdialog', { name: 'Again?' });
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it('answers false to a question replaced by a new one', async () => {
    const { confirm } = setup();
    let first!: Promise<boolean>;
    act(() => {
      first = confirm({ title: 'First?' });
    });
    await screen.findByRole('alertdialog', { name: 'First?' });
    act(() => {
      void confirm({ title: 'Second?' });
    });
    await expect(first).resolves.toBe(false);
    expect(await screen.findByRole('alertdialog', { name: 'Second?' })).toBeInTheDocument();
  });

  it('waits for an async onConfirm and stays open when it fails', async () => {
    const { confirm, user } = setup();
    let fail = true;
    const onConfirm = vi.fn(() => (fail ? Promise.reject(new Error('no')) : Promise.resolve()));
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirm({ title: 'Save?', onConfirm });
    });
    await screen.findByRole('alertdialog');
    const settled = vi.fn();
    void answer.then(settled);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirm' })).not.toHaveAttribute('aria-busy'),
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(settled).not.toHaveBeenCalled();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('needs its provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Outside NewsdeskProvider (which includes a ConfirmProvider), the hook says what is missing.
    expect(() => render(<Capture onReady={() => {}} />)).toThrow(/ConfirmProvider/);
    spy.mockRestore();
  });
});

describe('ConfirmDialog', () => {
  function Controlled({ onConfirm }: { onConfirm: () => Promise<void> }) {
    const [open, setOpen] = useState(true);
    return (
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Cancel the schedule?"
        onConfirm={onConfirm}
        confirmLabel="Yes"
        cancelLabel="No"
      />
    );
  }

  it('cannot be cancelled while the confirm action runs', async () => {
    let finish!: () => void;
    const onConfirm = () => new Promise<void>((resolve) => (finish = resolve));
    const { user } = renderWithProviders(<Controlled onConfirm={onConfirm} />);
    await screen.findByRole('alertdialog', { name: 'Cancel the schedule?' });
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'No' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
