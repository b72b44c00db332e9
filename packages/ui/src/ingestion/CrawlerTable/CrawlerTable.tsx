import { Pencil, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { DataList, type DataListColumn } from '../../data/DataList';
import { Badge, type BadgeTone } from '../../feedback/Badge';
import { IconButton } from '../../primitives/IconButton';
import { formatChinaTime } from '../../utils/chinaTime';
import type { CrawlerStatus } from '../CrawlerForm';
import { Clamp, Muted } from '../shared/styles';

import { theme } from '../../foundations/tokens';
/** One run of a crawler (time, duration, items, error). */
export interface CrawlerRunData {
  started_at: number;
  duration_ms: number;
  items_found: number;
  items_added: number;
  error: string | null;
}

/** What a row shows of a crawler. */
export interface CrawlerRowData {
  id: string;
  key: string;
  name: string;
  schedule: string;
  enabled: boolean;
  status: CrawlerStatus;
  source: { name: string };
  next_run_at: number | null;
  last_run: CrawlerRunData | null;
}

/** A batch action's state for one crawler. */
export type CrawlerProgress =
  | { state: 'queued' }
  | { state: 'running' }
  | { state: 'done'; run?: CrawlerRunData }
  | { state: 'failed'; message: string };

export interface CrawlerTableProps {
  /** The crawlers of the current page, in display order. */
  items: readonly CrawlerRowData[];
  /** The page is loading: placeholder rows on the first load, a busy table after. */
  loading?: boolean;
  /** A failed load's message, shown with Retry instead of the rows. */
  error?: string | null;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /** Called with the crawler when its row's Edit button is pressed; no button without it. */
  onEdit?: (row: CrawlerRowData) => void;
  /** Called with the crawler when its row's Run button is pressed; no button without it. */
  onRun?: (row: CrawlerRowData) => void;
  /** Batch: rows can be selected; bulk actions get the selected ids. */
  selectable?: boolean;
  /** The selected crawler ids (controlled), with `selectable`. */
  selected?: readonly string[];
  /** Called with every selected crawler id when a row's box or the select-all box changes. */
  onSelectedChange?: (ids: string[]) => void;
  /** The batch actions, in a bar shown with the count selected; `clear` empties the selection. */
  bulkActions?: (selected: readonly string[], clear: () => void) => ReactNode;
  /** Batch: the state of the last batch action per crawler id. */
  progress?: ReadonlyMap<string, CrawlerProgress>;
  /**
   * `search` when filters are applied, so the empty state says nothing matched (default `content`).
   */
  emptyVariant?: 'content' | 'search';
  /** Under the rows: the list's `Pagination`. */
  paging?: ReactNode;
}

const TONE: Record<CrawlerStatus, BadgeTone> = {
  ACTIVE: 'success',
  INACTIVE: 'neutral',
  CUSTOM: 'info',
  DELETED: 'danger',
};

const Error = styled.span`
  color: ${theme.color.text.danger};
  overflow-wrap: anywhere;
`;

function RunCell({ run }: { run: CrawlerRunData | null }) {
  const { t } = useTranslation();
  if (!run) return <Muted>{t('cr-never-run')}</Muted>;
  return (
    <span>
      {formatChinaTime(run.started_at)}{' '}
      <Muted>
        {t('cr-run-figures', {
          ms: run.duration_ms,
          found: run.items_found,
          added: run.items_added,
        })}
      </Muted>
      {run.error ? (
        <>
          {' '}
          <Error>
            <Clamp>{run.error}</Clamp>
          </Error>
        </>
      ) : null}
    </span>
  );
}

function ProgressCell({ p }: { p: CrawlerProgress | undefined }) {
  const { t } = useTranslation();
  if (!p) return <Muted>—</Muted>;
  if (p.state === 'failed') return <Badge tone="danger">{p.message}</Badge>;
  if (p.state === 'done' && p.run?.error) return <Badge tone="danger">{p.run.error}</Badge>;
  const tone: BadgeTone =
    p.state === 'done' ? 'success' : p.state === 'running' ? 'info' : 'neutral';
  return <Badge tone={tone}>{t(`cr-progress-${p.state}`)}</Badge>;
}

/**
 * The crawlers: key and name, source, schedule with the next run, enabled, status and the last run
 * (time, duration, items found and added, error). Management offers Edit and Run now; the batch
 * screen selects rows and shows each crawler's progress.
 */
export function CrawlerTable({
  items,
  loading,
  error,
  onRetry,
  onEdit,
  onRun,
  selectable,
  selected,
  onSelectedChange,
  bulkActions,
  progress,
  emptyVariant,
  paging,
}: CrawlerTableProps) {
  const { t } = useTranslation();
  const columns: DataListColumn<CrawlerRowData>[] = [
    {
      key: 'name',
      header: t('cr-name'),
      width: 'minmax(160px, 1.5fr)',
      cell: (row) => (
        <span>
          <Clamp>{row.name}</Clamp>
          <Muted>{row.key}</Muted>
        </span>
      ),
    },
    {
      key: 'source',
      header: t('cr-source'),
      width: 'minmax(100px, 1fr)',
      hideOnMobile: true,
      cell: (row) => <Clamp>{row.source.name}</Clamp>,
    },
    {
      key: 'schedule',
      header: t('cr-schedule'),
      width: 150,
      cell: (row) => (
        <span>
          <code>{row.schedule}</code>
          {row.next_run_at ? <Muted> → {formatChinaTime(row.next_run_at)}</Muted> : null}
        </span>
      ),
    },
    {
      key: 'enabled',
      header: t('cr-enabled'),
      width: 90,
      cell: (row) => (
        <Badge tone={row.enabled ? 'success' : 'neutral'}>
          {t(row.enabled ? 'cr-enabled-yes' : 'cr-enabled-no')}
        </Badge>
      ),
    },
    {
      key: 'status',
      header: t('ing-status'),
      width: 96,
      cell: (row) => <Badge tone={TONE[row.status]}>{t(`cr-status-${row.status}`)}</Badge>,
    },
    {
      key: 'last',
      header: t('cr-last-run'),
      width: 'minmax(180px, 2fr)',
      hideOnMobile: true,
      cell: (row) => <RunCell run={row.last_run} />,
    },
    ...(progress
      ? [
          {
            key: 'progress',
            header: t('cr-progress'),
            width: 140,
            cell: (row: CrawlerRowData) => <ProgressCell p={progress.get(row.id)} />,
          },
        ]
      : []),
  ];
  return (
    <DataList
      rows={items}
      columns={columns}
      getRowId={(row) => row.id}
      getRowLabel={(row) => t('cr-select-named', { name: row.name })}
      label={t('cr-list-label')}
      loading={loading}
      error={error ?? undefined}
      onRetry={onRetry}
      emptyVariant={emptyVariant}
      emptyTitle={t('cr-empty')}
      paging={paging}
      selectable={selectable}
      {...(selected ? { selected } : {})}
      {...(onSelectedChange ? { onSelectedChange } : {})}
      {...(bulkActions ? { bulkActions } : {})}
      rowActionsWidth={onEdit || onRun ? 96 : undefined}
      rowActions={
        onEdit || onRun
          ? (row) => (
              <>
                {onEdit ? (
                  <IconButton
                    label={t('cr-edit-named', { name: row.name })}
                    variant="ghost"
                    icon={<Pencil aria-hidden size={16} />}
                    onClick={() => onEdit(row)}
                  />
                ) : null}
                {onRun ? (
                  <IconButton
                    label={t('cr-run-named', { name: row.name })}
                    variant="ghost"
                    icon={<Play aria-hidden size={16} />}
                    onClick={() => onRun(row)}
                  />
                ) : null}
              </>
            )
          : undefined
      }
    />
  );
}
