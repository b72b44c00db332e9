import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { formatYuan } from '../../utils/format';

import { theme } from '../../foundations/tokens';
export interface DashboardCount {
  /** Unique within the tiles. */
  id: string;
  /** Translated. */
  label: string;
  value: number;
}

export interface WeeklyRevenue {
  /** Revenue of this week so far, in cents. */
  thisWeek: number;
  /** Revenue of the whole last week, in cents. */
  lastWeek: number;
}

export interface DashboardCountsProps extends ComponentPropsWithRef<'dl'> {
  /** The figures shown, in order: a translated label and a value each. */
  counts: readonly DashboardCount[];
  /** This week's revenue against last week's (operations §9); left out when not loaded. */
  weekly?: WeeklyRevenue | null;
}

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${theme.space[3]};
  margin: 0;
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  padding: ${theme.space[3]};
  border-radius: ${theme.radii.md};
  background: ${theme.color.bg.subtle};

  dt {
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-size: ${theme.font.size.xl};
    font-weight: ${theme.font.weight.semibold};
    font-variant-numeric: tabular-nums;
  }
  dd + dd {
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.regular};
    color: ${theme.color.text.secondary};
  }
`;

const number = new Intl.NumberFormat('en-US');

/** The change from last week to this week as a sentence ("up 12.5%", "down 3.0%", "no change"). */
function useChange() {
  const { t } = useTranslation();
  return ({ thisWeek, lastWeek }: WeeklyRevenue) => {
    if (thisWeek === lastWeek) return t('dash-weekly-change-flat');
    if (lastWeek === 0) return t('dash-weekly-change-up', { percent: '∞' });
    const percent = `${((Math.abs(thisWeek - lastWeek) / lastWeek) * 100).toFixed(1)}%`;
    return thisWeek > lastWeek
      ? t('dash-weekly-change-up', { percent })
      : t('dash-weekly-change-down', { percent });
  };
}

/**
 * The dashboard's figures (operations §1, §7 `GET /v1/admin/stats`): article, comment and follower
 * counts, and this week's revenue against last week's, in yuan.
 */
export function DashboardCounts({ counts, weekly, ...rest }: DashboardCountsProps) {
  const { t } = useTranslation();
  const change = useChange();
  return (
    <Tiles {...rest}>
      {weekly ? (
        <Tile>
          <dt>{t('dash-weekly-revenue')}</dt>
          <dd>{formatYuan(weekly.thisWeek)}</dd>
          <dd>
            {t('dash-weekly-last', { amount: formatYuan(weekly.lastWeek) })} · {change(weekly)}
          </dd>
        </Tile>
      ) : null}
      {counts.map((c) => (
        <Tile key={c.id}>
          <dt>{c.label}</dt>
          <dd>{number.format(c.value)}</dd>
        </Tile>
      ))}
    </Tiles>
  );
}
