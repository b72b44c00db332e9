import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { STORY_MONTH, STORY_NEXT_MONTH, STORY_NOW, storyEvents } from '../fixtures';
import { EventCalendar } from './EventCalendar';

const base = {
  start: STORY_MONTH,
  end: STORY_NEXT_MONTH,
  now: STORY_NOW,
  onViewChange: vi.fn(),
  onNavigate: vi.fn(),
  onOpen: vi.fn(),
  onCreate: vi.fn(),
};

describe('EventCalendar', { timeout: 30_000 }, () => {
  it('puts events on their China day whatever the host zone (TZ is Los Angeles here)', () => {
    const events = storyEvents(1); // 2026-11-01 09:00 China time = 2026-10-31 in Los Angeles
    renderWithProviders(<EventCalendar {...base} view="month" events={events} />);
    const day = screen.getByRole('cell', { name: '2026/11/01, 1 event' });
    expect(within(day).getByRole('button', { name: /09:00 CPI YoY 1/ })).toBeTruthy();
  });

  it('renders a month of 2,000 events, three a day and +N more', () => {
    const events = storyEvents(2000);
    const started = performance.now();
    renderWithProviders(<EventCalendar {...base} view="month" events={events} />);
    const took = performance.now() - started;
    // jsdom under load says little about a browser; the e2e measures the 150 ms budget in Chromium.
    console.info(`month view, 2000 events: ${took.toFixed(1)} ms (jsdom)`);
    expect(screen.getAllByRole('button', { name: /more events on/ }).length).toBeGreaterThan(0);
  });

  it('virtualizes the list view', () => {
    renderWithProviders(<EventCalendar {...base} view="list" events={storyEvents(2000)} />);
    expect(screen.queryAllByRole('button', { name: /^Delete/ }).length).toBeLessThan(100);
  });
});
