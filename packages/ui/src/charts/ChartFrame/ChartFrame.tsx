import { BarChart3, Table2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Skeleton } from '../../feedback/Skeleton';
import { Button } from '../../primitives/Button';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';

import { theme } from '../../foundations/tokens';
/** The numbers of a chart as a table: the same figures, for screen readers and on request. */
export interface ChartTable {
  /** Column headers, translated; the first column labels the rows. */
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

export interface ChartFrameProps {
  /** The chart's title, translated: its caption and accessible name. */
  title: string;
  /** One sentence about the figures (range, highest value), read instead of the drawing. */
  summary: string;
  /**
   * The same figures as a table (columns and rows as text), for screen readers and the table view.
   */
  table: ChartTable;
  /** The data is loading: a loading state instead of the chart (default false). */
  loading?: boolean;
  /** A failed load: the message, with Retry (`onRetry`). */
  error?: ReactNode;
  /** Called by the Retry button shown with `error`; no button without it. */
  onRetry?: () => void;
  /** No data: "No data in this period" (or `emptyText`). */
  empty?: boolean;
  /** Shown when there is no data (default "No data in this period"). */
  emptyText?: ReactNode;
  /** Height of the drawing in px. */
  height?: number;
  /** Start on the table instead of the drawing. */
  defaultView?: 'chart' | 'table';
  /** The drawing (a nivo chart). */
  children: ReactNode;
}

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  min-width: 0;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};

  figcaption {
    font-weight: ${theme.font.weight.semibold};
    color: ${theme.color.text.primary};
  }
`;

// The switch keeps its place while the chart loads, fails or is empty: the caption wraps the same
// way in every state, so nothing moves when the figures arrive (and the caption painted while
// loading stays the largest text, not a new, later one).
const SwitchSlot = styled.span<{ $shown: boolean }>`
  flex: none;
  visibility: ${(p) => (p.$shown ? 'visible' : 'hidden')};
`;

const Plot = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
`;

const Message = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  height: 100%;
  color: ${theme.color.text.secondary};
  text-align: center;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${theme.space[1]} ${theme.space[2]};
    border-bottom: 1px solid ${theme.color.border.weak};
    text-align: end;
  }
  th:first-child,
  td:first-child {
    text-align: start;
  }
  thead th {
    color: ${theme.color.text.secondary};
    font-weight: ${theme.font.weight.medium};
  }
`;

/** The drawing: nivo measures this box; the global \`max-width: 100%\` of images must not shrink its svg. */
const Drawing = styled.div`
  width: 100%;

  svg {
    max-width: none;
  }
`;

// A table taller than the chart scrolls: the box is focusable and named, so a keyboard can scroll it.
const TableScroll = styled.div`
  overflow: auto;

  &:focus-visible {
    outline: 2px solid ${theme.color.border.focus};
    outline-offset: -2px;
  }
`;

function DataTable({ title, table }: { title: string; table: ChartTable }) {
  return (
    <Table>
      <caption>
        <VisuallyHidden>{title}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          {table.columns.map((c, i) => (
            <th key={i} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, r) => (
          <tr key={r}>
            {row.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={i}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * What every chart sits in: the caption, a "Show as table" switch, the loading, error and empty
 * states, and the drawing as one image named by a summary sentence, with the same numbers in a
 * table (hidden but read by screen readers, shown on request).
 */
export function ChartFrame({
  title,
  summary,
  table,
  loading = false,
  error,
  onRetry,
  empty = false,
  emptyText,
  height = 280,
  defaultView = 'chart',
  children,
}: ChartFrameProps) {
  const { t } = useTranslation();
  const [view, setView] = useState(defaultView);
  const captionId = useId();
  const ready = !loading && !error && !empty;

  let body: ReactNode;
  if (loading) {
    body = (
      <Message role="status" aria-label={t('chart-loading')}>
        <Skeleton variant="rect" width="100%" height={height} />
      </Message>
    );
  } else if (error) {
    body = (
      <Message role="alert">
        <span>{error}</span>
        {onRetry ? (
          <Button size="sm" onClick={onRetry}>
            {t('chart-retry')}
          </Button>
        ) : null}
      </Message>
    );
  } else if (empty) {
    body = <Message>{emptyText ?? t('chart-empty')}</Message>;
  } else if (view === 'table') {
    body = (
      <TableScroll style={{ maxHeight: height }} tabIndex={0} role="region" aria-label={title}>
        <DataTable title={title} table={table} />
      </TableScroll>
    );
  } else {
    body = (
      <>
        <Drawing role="img" aria-label={summary} style={{ height }}>
          {children}
        </Drawing>
        <VisuallyHidden as="div">
          <DataTable title={title} table={table} />
        </VisuallyHidden>
      </>
    );
  }

  return (
    <Figure aria-labelledby={captionId}>
      <Header>
        <figcaption id={captionId}>{title}</figcaption>
        <SwitchSlot $shown={ready}>
          <Button
            size="sm"
            variant="ghost"
            aria-pressed={view === 'table'}
            disabled={!ready}
            icon={
              view === 'table' ? (
                <BarChart3 aria-hidden size={14} />
              ) : (
                <Table2 aria-hidden size={14} />
              )
            }
            onClick={() => setView(view === 'table' ? 'chart' : 'table')}
          >
            {t('chart-show-table')}
          </Button>
        </SwitchSlot>
      </Header>
      <Plot style={{ minHeight: height }} aria-busy={loading || undefined}>
        {body}
      </Plot>
    </Figure>
  );
}
