import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { ProgressBar } from './ProgressBar';
import { ROUTE_PROGRESS, trickle } from './useRouteProgress';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const now = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

describe('trickle', () => {
  it('always moves up, ever slower, and never passes the ceiling', () => {
    let value: number = ROUTE_PROGRESS.start;
    let lastStep = Infinity;
    for (let i = 0; i < 1000; i += 1) {
      const next = trickle(value);
      expect(next).toBeGreaterThanOrEqual(value);
      expect(next - value).toBeLessThanOrEqual(lastStep);
      lastStep = next - value;
      value = next;
    }
    expect(value).toBe(ROUTE_PROGRESS.ceiling);
  });
});

describe('ProgressBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('renders nothing until a route starts loading', () => {
    renderWithProviders(<ProgressBar active={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('trickles while active, completes and leaves when inactive', () => {
    const { rerender } = renderWithProviders(<ProgressBar active={false} />);
    rerender(<ProgressBar active />);
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(bar).toHaveAttribute('data-placement', 'viewport');
    expect(now()).toBe(ROUTE_PROGRESS.start);
    advance(ROUTE_PROGRESS.tickMs * 4);
    const during = now();
    expect(during).toBeGreaterThan(ROUTE_PROGRESS.start);
    advance(120_000);
    expect(now()).toBeLessThanOrEqual(ROUTE_PROGRESS.ceiling);
    expect(now()).toBeGreaterThan(during);

    rerender(<ProgressBar active={false} />);
    expect(now()).toBe(100);
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-phase', 'done');
    advance(ROUTE_PROGRESS.doneMs);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('starts again from the beginning when a new route loads while finishing', () => {
    const { rerender } = renderWithProviders(<ProgressBar active />);
    advance(2000);
    rerender(<ProgressBar active={false} />);
    rerender(<ProgressBar active />);
    expect(now()).toBe(ROUTE_PROGRESS.start);
    advance(ROUTE_PROGRESS.doneMs * 2);
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-phase', 'running');
  });

  it('does not move under reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    renderWithProviders(<ProgressBar active />);
    const start = now();
    advance(10_000);
    expect(now()).toBe(start);
  });

  it('shows a determinate value, clamped, inline by default', () => {
    const { rerender } = renderWithProviders(
      <ProgressBar value={42.4} label="Uploading cover.jpg" showValue />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Uploading cover.jpg' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('data-placement', 'inline');
    expect(bar).toHaveTextContent('42%');
    rerender(<ProgressBar value={180} label="Uploading cover.jpg" />);
    expect(now()).toBe(100);
    rerender(<ProgressBar value={-3} label="Uploading cover.jpg" />);
    expect(now()).toBe(0);
  });
});
