// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assetListCodec } from './assetQuery';
import { dayFromParam } from './dailyReportDay';
import { viewpointListCodec } from './viewpointQuery';
import { wsListCodec } from './wsQuery';

describe('desk URLs', () => {
  const now = Date.UTC(2026, 10, 20, 18, 30); // 2026-11-21 02:30 in China

  it('reads the report day in China time, today by default, never a future day', () => {
    expect(dayFromParam(null, now)).toBe(Date.UTC(2026, 10, 20, 16));
    expect(dayFromParam('2026-11-19', now)).toBe(Date.UTC(2026, 10, 18, 16));
    expect(dayFromParam('2026-12-01', now)).toBe(Date.UTC(2026, 10, 20, 16));
    expect(dayFromParam('nonsense', now)).toBe(Date.UTC(2026, 10, 20, 16));
  });

  it('keeps the Wall Street articles tab in its URL', () => {
    const state = wsListCodec.parse(new URLSearchParams('tab=articles&k=fed&status=draft&page=2'));
    expect(state).toEqual({ kw: 'fed', status: 'draft', page: 2 });
    expect(wsListCodec.serialize({ ...state, page: 1 }).toString()).toBe(
      'tab=articles&k=fed&status=draft',
    );
  });

  it('drops unknown filters of the viewpoint and asset lists', () => {
    expect(
      viewpointListCodec.parse(new URLSearchParams('status=gone&tag=-3&symbol=600519')),
    ).toEqual({ kw: '', status: 'all', symbol: '600519', tag: null, page: 1 });
    expect(
      assetListCodec.parse(new URLSearchParams('market=MOON&kind=INDEX&status=ACTIVE')),
    ).toEqual({ kw: '', market: null, kind: 'INDEX', status: 'ACTIVE', page: 1 });
  });
});
