import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test';
import { fromChinaParts } from '../../utils/chinaTime';
import { resolveStatus, StatusBadge } from './StatusBadge';

const now = fromChinaParts({ year: 2026, month: 11, day: 22, hour: 15, minute: 30 });
const later = fromChinaParts({ year: 2026, month: 12, day: 1, hour: 8, minute: 5 });

describe('StatusBadge', () => {
  it('treats a draft with a future planned time as scheduled (spec §4)', () => {
    expect(resolveStatus({ status: 'draft', plannedAt: later }, now)).toMatchObject({
      key: 'status-scheduled-at',
      scheduled: true,
      time: later,
    });
    expect(resolveStatus({ status: 'draft', plannedAt: now - 1 }, now).key).toBe('status-draft');
    expect(resolveStatus({ status: 'draft', plannedAt: null }, now).key).toBe('status-draft');
    // A published item stays published whatever its planned time.
    expect(resolveStatus({ status: 'published', plannedAt: later }, now).key).toBe(
      'status-published',
    );
  });

  it('accepts upper-case statuses and ISO times', () => {
    expect(resolveStatus({ status: 'DELETED' }).key).toBe('status-deleted');
    expect(
      resolveStatus({ status: 'DRAFT', plannedAt: new Date(later).toISOString() }, now).time,
    ).toBe(later);
  });

  it('maps the server user status "good" to normal', () => {
    expect(resolveStatus({ kind: 'user', status: 'good' }).key).toBe('status-user-normal');
    expect(resolveStatus({ kind: 'user', status: 'frozen' }).tone).toBe('danger');
  });

  it('labels the time in China time whatever the host zone', () => {
    renderWithProviders(<StatusBadge status="draft" plannedAt={later} now={now} />);
    expect(screen.getByText('Scheduled 2026/12/01 08:05')).toHaveAttribute(
      'data-status',
      'scheduled',
    );
  });

  it('translates labels', () => {
    renderWithProviders(<StatusBadge kind="live" status="finished" />, { locale: 'zh-CN' });
    expect(screen.getByText('已结束')).toBeInTheDocument();
  });
});
