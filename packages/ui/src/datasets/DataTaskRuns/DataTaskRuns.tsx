import { useId } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Badge } from '../../feedback/Badge';
import { Button } from '../../primitives/Button';
import { Facts, Muted, Panel } from '../shared/styles';
import type { DataFrequencyUnit } from '../shared/types';

import { theme } from '../../foundations/tokens';
/** One run of an API data source's task (the contract's `DataTaskRun`). */
export interface DataTaskRunData {
  id: string;
  /** When it started (ms), shown in China time. */
  started_at: number;
  duration_ms: number;
  rows_fetched: number;
  rows_added: number;
  rows_updated: number;
  /** Why it failed; null when it succeeded. */
  error?: string | null;
  trigger: 'SCHEDULE' | 'MANUAL';
}

export interface DataTaskRunsProps {
  /** The task frequency; null when the source has none. */
  frequency: { every: number; unit: DataFrequencyUnit } | null;
  /** When the server runs the task next (ms); null when it is not scheduled. */
  nextRunAt: number | null;
  /** The latest runs, newest first. */
  runs: readonly DataTaskRunData[];
  /** Formats a time (ms) for display (the console passes China time). */
  formatTime: (ms: number) => string;
  /** The runs are loading: the panel is busy and the "no runs yet" note waits (default false). */
  loading?: boolean;
  /** A failed load's message. */
  error?: string | null;
  /** Runs the task now; no button without it (a normal user). */
  onRunNow?: () => void;
  /** A run started with Run now is under way. */
  running?: boolean;
}

const Heading = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.lg};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;

  caption {
    text-align: start;
    font-weight: ${theme.font.weight.medium};
    padding-bottom: ${theme.space[2]};
  }
  th,
  td {
    padding: ${theme.space[1]} ${theme.space[2]};
    border-bottom: 1px solid ${theme.color.border.weak};
    text-align: start;
    vertical-align: top;
  }
  td[data-number] {
    text-align: end;
  }
  thead th {
    color: ${theme.color.text.secondary};
    font-weight: ${theme.font.weight.medium};
  }
`;

const Failure = styled.span`
  color: ${theme.color.text.danger};
  overflow-wrap: anywhere;
`;

/**
 * The task of an API data source (operations §3 Data source "task frequency"; designed here): its
 * frequency, when the server runs it next, Run now, and the latest runs with their time, trigger,
 * duration, rows fetched, added and updated, and the reason of a failure.
 */
export function DataTaskRuns({
  frequency,
  nextRunAt,
  runs,
  formatTime,
  loading,
  error,
  onRunNow,
  running,
}: DataTaskRunsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId} aria-busy={loading || undefined}>
      <Head>
        <Heading id={headingId}>{t('data-task')}</Heading>
        {onRunNow ? (
          <Button size="sm" onClick={onRunNow} loading={running} disabled={!frequency}>
            {t('data-task-run-now')}
          </Button>
        ) : null}
      </Head>
      <Muted>{t('data-task-hint')}</Muted>
      <Facts>
        <dt>{t('data-task-every')}</dt>
        <dd>
          {frequency
            ? t('data-task-every-value', {
                count: frequency.every,
                unit: t(`data-unit-${frequency.unit}`),
              })
            : '—'}
        </dd>
        <dt>{t('data-task-next')}</dt>
        <dd>{nextRunAt === null ? t('data-task-unscheduled') : formatTime(nextRunAt)}</dd>
      </Facts>
      {error ? (
        <Failure role="alert">{error}</Failure>
      ) : !loading && runs.length === 0 ? (
        <p>{t('data-task-runs-empty')}</p>
      ) : (
        <Scroll>
          <Table>
            <caption>{t('data-task-runs')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('data-task-started')}</th>
                <th scope="col">{t('data-task-trigger')}</th>
                <th scope="col">{t('data-task-duration')}</th>
                <th scope="col">{t('data-task-fetched')}</th>
                <th scope="col">{t('data-task-added')}</th>
                <th scope="col">{t('data-task-updated')}</th>
                <th scope="col">{t('data-task-result')}</th>
              </tr>
            </thead>
            <tbody>
              {runs.map((r) => (
                <tr key={r.id}>
                  <th scope="row">{formatTime(r.started_at)}</th>
                  <td>{t(`data-task-trigger-${r.trigger}`)}</td>
                  <td data-number>{t('data-task-duration-value', { ms: r.duration_ms })}</td>
                  <td data-number>{r.rows_fetched}</td>
                  <td data-number>{r.rows_added}</td>
                  <td data-number>{r.rows_updated}</td>
                  <td>
                    {r.error ? (
                      <Failure>{r.error}</Failure>
                    ) : (
                      <Badge tone="success">{t('data-task-ok')}</Badge>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </Panel>
  );
}
