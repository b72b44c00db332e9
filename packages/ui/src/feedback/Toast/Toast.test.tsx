import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { ToastProvider, TOAST_DURATION_MS, type ToastOptions } from './ToastProvider';
import { useToast } from './useToast';

function Harness({ options }: { options?: ToastOptions }) {
  const toast = useToast();
  const [last, setLast] = useState('');
  return (
    <>
      <button onClick={() => setLast(toast.success('Saved', options))}>success</button>
      <button onClick={() => setLast(toast.error('Upload failed', options))}>error</button>
      <button onClick={() => setLast(toast.info('Heads up', options))}>info</button>
      <button onClick={() => toast.dismiss(last)}>dismiss last</button>
      <button onClick={() => toast.dismiss()}>dismiss all</button>
      <button onClick={() => toast.success('Saved again', { ...options, id: 'save' })}>
        save-id
      </button>
    </>
  );
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const toastItems = () => screen.queryAllByRole('listitem');

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a success toast politely for 2000 ms, then removes it', () => {
    renderWithProviders(<Harness />);
    click('success');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Saved');
    expect(TOAST_DURATION_MS).toBe(2000);
    advance(1999);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('announces errors assertively and information politely', () => {
    renderWithProviders(<Harness />);
    click('error');
    click('info');
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed');
    expect(screen.getByRole('status')).toHaveTextContent('Heads up');
  });

  it('lives in a labelled region with a close button per toast', () => {
    renderWithProviders(<Harness />);
    click('success');
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(within(region).getByRole('button', { name: 'Dismiss notification' })).toBeVisible();
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    renderWithProviders(<Harness />);
    click('success');
    advance(1500);
    fireEvent.mouseEnter(screen.getByRole('region'));
    advance(10_000);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('region'));
    advance(499);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('pauses while focus is inside and resumes when it leaves', () => {
    renderWithProviders(<Harness />);
    click('success');
    advance(1000);
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    advance(10_000);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'info' }).focus());
    // The info toast started just now; the success toast has 1000 ms left.
    advance(1000);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('takes a duration per toast and from the provider', () => {
    renderWithProviders(<Harness options={{ duration: 500 }} />);
    click('success');
    advance(500);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('uses the duration of the nearest provider', () => {
    renderWithProviders(
      <ToastProvider duration={300}>
        <Harness />
      </ToastProvider>,
    );
    click('info');
    advance(299);
    expect(screen.getByText('Heads up')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Heads up')).not.toBeInTheDocument();
  });

  it('keeps a toast with an infinite duration until it is dismissed', () => {
    renderWithProviders(<Harness options={{ duration: Infinity }} />);
    click('error');
    advance(60_000);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    click('dismiss last');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stacks toasts newest first and keeps at most five', () => {
    renderWithProviders(<Harness options={{ duration: Infinity }} />);
    click('success');
    click('error');
    click('info');
    expect(toastItems().map((li) => li.textContent)).toEqual([
      'Heads up',
      'Upload failed',
      'Saved',
    ]);
    for (let i = 0; i < 4; i += 1) click('info');
    expect(toastItems()).toHaveLength(5);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    click('dismiss all');
    expect(toastItems()).toHaveLength(0);
  });

  it('replaces a toast shown again with the same id', () => {
    renderWithProviders(<Harness />);
    click('save-id');
    advance(1500);
    click('save-id');
    expect(screen.getAllByText('Saved again')).toHaveLength(1);
    // The replacement starts a fresh 2000 ms.
    advance(1500);
    expect(screen.getByText('Saved again')).toBeInTheDocument();
    advance(500);
    expect(screen.queryByText('Saved again')).not.toBeInTheDocument();
  });

  it('closes with the button and moves focus to the next toast, then back', () => {
    renderWithProviders(<Harness options={{ duration: Infinity }} />);
    const trigger = screen.getByRole('button', { name: 'info' });
    click('success');
    click('info');
    act(() => trigger.focus());
    fireEvent.keyDown(document, { key: 'F8' });
    expect(screen.getByRole('list')).toHaveFocus();
    const [first, second] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    act(() => first!.focus());
    fireEvent.click(first!);
    expect(screen.queryByText('Heads up')).not.toBeInTheDocument();
    expect(second).toHaveFocus();
    fireEvent.click(second!);
    expect(toastItems()).toHaveLength(0);
    expect(trigger).toHaveFocus();
  });
});
