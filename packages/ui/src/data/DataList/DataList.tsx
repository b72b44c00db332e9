import { AlertTriangle } from 'lucide-react';
import { useMemo, type ComponentPropsWithRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { EmptyState } from '../../feedback/EmptyState';
import { DEFAULT_PLACEHOLDER_ROWS, Skeleton } from '../../feedback/Skeleton';
import { space } from '../../foundations/tokens';
import { Button } from '../../primitives/Button';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { useControllableState } from '../../utils/useControllableState';
import { dormancy, LivePart, useLive } from '../../utils/dormant';
import type { ScrollMode } from '../VirtualList/useVirtualRows';
import { px } from '../VirtualList/px';
import { BulkBar, Checkbox, Footer, Frame, Root, Table } from './DataList.styles';
import { selectionState, toggleAll, toggleId } from './selection';

export interface DataListColumn<T> {
  key: string;
  /** The column title, translated by the caller. */
  header: ReactNode;
  /** Keeps the header for screen readers only (an actions column). */
  headerHidden?: boolean;
  /** The cell; without it, the row's property `key` as text. */
  cell?: (row: T, index: number) => ReactNode;
  /** A number is pixels; a string is a grid track (`2fr`, `minmax(120px, 1fr)`). Default `minmax(0, 1fr)`. */
  width?: number | string;
  align?: 'start' | 'center' | 'end';
  /** Left out below the mobile breakpoint. */
  hideOnMobile?: boolean;
}

export interface DataListProps<T> extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The loaded rows, in display order (one page, or every page loaded so far). */
  rows: readonly T[];
  /** The columns, in order: key, header, cell renderer, width, alignment and mobile visibility. */
  columns: readonly DataListColumn<T>[];
  /** A row's stable id: the React key and the id kept in the selection. */
  getRowId: (row: T, index: number) => string;
  /** The table's accessible name, translated. */
  label: string;
  /** Loading: placeholder rows while there are none yet; the rows stay (busy) while they refresh. */
  loading?: boolean;
  /** Placeholder rows of the first load (8, content §9). */
  placeholderRows?: number;
  /** A failed load: its message, shown with a Retry button (`onRetry`) instead of the rows. */
  error?: ReactNode;
  /** Called by the Retry button shown with `error`; without it no button shows. */
  onRetry?: () => void;
  /** `search` when filters or a keyword are applied: "search content empty" (§8). */
  emptyVariant?: 'content' | 'search';
  /** Replaces the title and subtitle of the `content` empty state (the list's own words). */
  emptyTitle?: ReactNode;
  /** Replaces the subtitle of the `content` empty state. */
  emptySubtitle?: ReactNode;
  /** A button or link under the empty state ("New article", "Reset filters"). */
  emptyAction?: ReactNode;
  /** A checkbox per row and a select-all box for the loaded rows. */
  selectable?: boolean;
  /** The selected row ids (controlled); undefined lets the list keep its own selection. */
  selected?: readonly string[];
  /** The initially selected row ids when `selected` is not controlled (default none). */
  defaultSelected?: readonly string[];
  /**
   * Called with every selected row id after a row's box, the select-all box or a bulk action's
   * `clear` changes the selection.
   */
  onSelectedChange?: (ids: string[]) => void;
  /** The name of a row's checkbox ("Select Weekly outlook"); "Select row N" otherwise. */
  getRowLabel?: (row: T, index: number) => string;
  /**
   * The bulk actions, shown in a bar with the count when rows are selected. `clear` empties the
   * selection (call it once an action is done).
   */
  bulkActions?: (selected: readonly string[], clear: () => void) => ReactNode;
  /** A last column of per-row actions (a menu button), its header for screen readers only. */
  rowActions?: (row: T, index: number) => ReactNode;
  /** The width of the row actions column in px (default 64). */
  rowActionsWidth?: number;
  /** A fixed row height in px, or `auto` (default) to measure rows (`estimatedRowHeight` until then). */
  rowHeight?: number | 'auto';
  /** The assumed height of a row in px until it is measured (default 64). */
  estimatedRowHeight?: number;
  /** `window` (default): the page scrolls. `container`: the list scrolls inside `height`. */
  scroll?: ScrollMode;
  /** The list's height in container mode (px, or any CSS length); ignored in window mode. */
  height?: number | string;
  /** Window mode: where the sticky header stops (below a navbar), as a CSS length. */
  stickyTop?: string;
  /** Rows are virtualized from this many on (default 100); fewer are all rendered. */
  virtualizeFrom?: number;
  /** Rows rendered beyond the visible ones, each way, when virtualized (default 6). */
  overscan?: number;
  /** The total on the server, for `aria-rowcount`; the loaded count otherwise. */
  totalCount?: number;
  /** Under the rows: a `Pagination`, a `DataListPager` (cursor paging) or a total. */
  paging?: ReactNode;
  /** Infinite loading: called once per row count when the end comes near (virtualized lists). */
  onEndReached?: () => void;
}

const track = (width: number | string | undefined) =>
  width === undefined ? 'minmax(0, 1fr)' : typeof width === 'number' ? `${width}px` : width;

const cellText = (row: unknown, key: string): ReactNode => {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
};

const NO_IDS: readonly string[] = [];

/**
 * The list of every list screen: a table whose columns are data (header, cell, width, align), with
 * the first load's placeholder rows, the empty and empty-search states, an error with Retry,
 * selection with a select-all box and a bulk actions bar, per-row actions and a paging slot. Long
 * lists are virtualized (only the rows in view are in the DOM; `aria-rowcount` and
 * `aria-rowindex` give the full size); a live region says when it loads and how many are selected.
 */
export function DataList<T>({
  rows,
  columns,
  getRowId,
  label,
  loading = false,
  placeholderRows = DEFAULT_PLACEHOLDER_ROWS,
  error,
  onRetry,
  emptyVariant = 'content',
  emptyTitle,
  emptySubtitle,
  emptyAction,
  selectable = false,
  selected: selectedProp,
  defaultSelected = NO_IDS,
  onSelectedChange,
  getRowLabel,
  bulkActions,
  rowActions,
  rowActionsWidth = px(space[16]),
  rowHeight = 'auto',
  estimatedRowHeight = px(space[16]),
  scroll = 'window',
  height,
  stickyTop,
  virtualizeFrom = 100,
  overscan = 6,
  totalCount,
  paging,
  onEndReached,
  style,
  ...rest
}: DataListProps<T>) {
  const { t } = useTranslation();
  const measured = rowHeight === 'auto';
  const fixedHeight = measured ? estimatedRowHeight : rowHeight;
  const virtual = rows.length >= virtualizeFrom;

  const [selected, setSelected] = useControllableState<readonly string[]>({
    value: selectedProp,
    defaultValue: defaultSelected,
    onChange: onSelectedChange as ((ids: readonly string[]) => void) | undefined,
  });
  const ids = useMemo(() => rows.map((row, i) => getRowId(row, i)), [rows, getRowId]);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const headerState = useMemo(() => selectionState(selectedSet, ids), [selectedSet, ids]);
  const clear = () => setSelected([]);

  // The virtualizer loads with the first list long enough to need it (or the app's preload).
  const VirtualBody = useLive(virtualBody, virtual);
  const waitsForVirtualBody = virtual && VirtualBody === null;

  const allColumns: readonly DataListColumn<T>[] = rowActions
    ? [
        ...columns,
        {
          key: 'nd-row-actions',
          header: t('list-actions'),
          headerHidden: true,
          width: rowActionsWidth,
          align: 'end',
          cell: rowActions,
        },
      ]
    : columns;
  const selectTrack = selectable ? [track(px(space[10]))] : [];
  const template = [...selectTrack, ...allColumns.map((c) => track(c.width))].join(' ');
  const mobileTemplate = [
    ...selectTrack,
    ...allColumns.filter((c) => !c.hideOnMobile).map((c) => track(c.width)),
  ].join(' ');

  const status = loading
    ? t(rows.length ? 'list-refreshing' : 'feedback-loading')
    : selected.length
      ? t('list-selected', { count: selected.length })
      : '';
  const liveRegion = <VisuallyHidden role="status">{status}</VisuallyHidden>;

  if (error && !loading) {
    return (
      <Root style={style} {...rest}>
        {liveRegion}
        <Frame role="alert">
          <EmptyState
            size="sm"
            icon={<AlertTriangle aria-hidden />}
            title={t('list-error-title')}
            subtitle={error}
            titleTag="p"
            action={
              onRetry ? (
                <Button variant="secondary" onClick={onRetry}>
                  {t('action-retry')}
                </Button>
              ) : undefined
            }
          />
        </Frame>
        {paging ? <Footer>{paging}</Footer> : null}
      </Root>
    );
  }

  if (!loading && rows.length === 0) {
    return (
      <Root style={style} {...rest}>
        {liveRegion}
        {emptyVariant === 'search' ? (
          <EmptyState
            variant="search"
            title={t('error-search-content-empty-title')}
            subtitle={t('error-search-content-empty-subtitle')}
            action={emptyAction}
          />
        ) : (
          <EmptyState
            variant="content"
            title={emptyTitle}
            subtitle={emptySubtitle}
            action={emptyAction}
          />
        )}
        {paging ? <Footer>{paging}</Footer> : null}
      </Root>
    );
  }

  const renderCells = (row: T, index: number) => (
    <>
      {selectable ? (
        <td data-align="center">
          <Checkbox
            type="checkbox"
            aria-label={getRowLabel?.(row, index) ?? t('table-select-row', { index: index + 1 })}
            checked={selectedSet.has(ids[index]!)}
            onChange={() => setSelected((prev) => toggleId(prev, ids[index]!))}
          />
        </td>
      ) : null}
      {allColumns.map((column) => (
        <td
          key={column.key}
          data-align={column.align ?? 'start'}
          data-hide-mobile={column.hideOnMobile ? '' : undefined}
        >
          {column.cell ? column.cell(row, index) : cellText(row, column.key)}
        </td>
      ))}
    </>
  );

  const rowProps = (index: number) => ({
    'aria-rowindex': index + 2,
    'data-selected': selectable && selectedSet.has(ids[index]!) ? '' : undefined,
  });

  let body: ReactNode;
  if (virtual && VirtualBody) {
    return renderList(
      <LivePart
        component={VirtualBody}
        props={{
          count: rows.length,
          getKey: (index) => ids[index] ?? index,
          scroll: scroll,
          rowHeight: fixedHeight,
          measured: measured,
          overscan: overscan,
          onEndReached: onEndReached,
          loading: loading,
          rowProps: rowProps,
          cells: (index) => renderCells(rows[index]!, index),
        }}
      />,
    );
  }
  if (rows.length === 0 || waitsForVirtualBody) {
    // First load: placeholder rows in the shape of the columns, hidden from assistive technology.
    body = Array.from({ length: placeholderRows }, (_, i) => (
      <tr key={i} aria-hidden data-placeholder="">
        {selectable ? <td /> : null}
        {allColumns.map((column) => (
          <td
            key={column.key}
            data-align={column.align ?? 'start'}
            data-hide-mobile={column.hideOnMobile ? '' : undefined}
          >
            {column.headerHidden ? null : <Skeleton width="70%" />}
          </td>
        ))}
      </tr>
    ));
  } else {
    body = rows.map((row, index) => (
      <tr
        key={ids[index]}
        {...rowProps(index)}
        style={measured ? undefined : { height: fixedHeight }}
      >
        {renderCells(row, index)}
      </tr>
    ));
  }

  return renderList(<tbody data-fixed={measured ? undefined : ''}>{body}</tbody>);

  function renderList(tbody: ReactNode) {
    return (
      <Root
        style={
          {
            '--nd-list-columns': template,
            '--nd-list-columns-mobile': mobileTemplate,
            '--nd-list-sticky-top': stickyTop,
            ...style,
          } as CSSProperties
        }
        {...rest}
      >
        {liveRegion}
        {selectable && selected.length > 0 ? (
          <BulkBar role="group" aria-label={t('list-bulk-actions')}>
            <span data-part="count">{t('list-selected', { count: selected.length })}</span>
            {bulkActions?.(selected, clear)}
            <Button variant="ghost" size="sm" onClick={clear}>
              {t('list-clear-selection')}
            </Button>
          </BulkBar>
        ) : null}
        <Frame data-scroll={scroll} style={{ height: scroll === 'container' ? height : undefined }}>
          <Table
            aria-label={label}
            aria-rowcount={(totalCount ?? rows.length) + 1}
            aria-busy={loading || waitsForVirtualBody || undefined}
          >
            <thead>
              <tr aria-rowindex={1}>
                {selectable ? (
                  <th scope="col" data-align="center">
                    <Checkbox
                      type="checkbox"
                      aria-label={t('table-select-all')}
                      checked={headerState === 'all'}
                      disabled={ids.length === 0}
                      ref={(el) => {
                        if (el) el.indeterminate = headerState === 'some';
                      }}
                      onChange={() => setSelected((prev) => toggleAll(prev, ids))}
                    />
                  </th>
                ) : null}
                {allColumns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    data-align={column.align ?? 'start'}
                    data-hide-mobile={column.hideOnMobile ? '' : undefined}
                  >
                    {column.headerHidden ? (
                      <VisuallyHidden>{column.header}</VisuallyHidden>
                    ) : (
                      column.header
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            {tbody}
          </Table>
        </Frame>
        {paging ? <Footer>{paging}</Footer> : null}
      </Root>
    );
  }
}

const virtualBody = dormancy(() => import('./VirtualBody').then((m) => m.VirtualBody));
