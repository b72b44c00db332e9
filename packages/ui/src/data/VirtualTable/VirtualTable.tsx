import {
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { space } from '../../foundations/tokens';
import { EmptyState } from '../../feedback/EmptyState';
import { DEFAULT_PLACEHOLDER_ROWS, Skeleton } from '../../feedback/Skeleton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { useControllableState } from '../../utils/useControllableState';
import { px, useVirtualRows, type ScrollMode } from '../VirtualList/useVirtualRows';
import {
  Body,
  Cell,
  Checkbox,
  EmptyRow,
  Head,
  HeadCell,
  HeadRow,
  Root,
  Row,
} from './VirtualTable.styles';

export interface VirtualTableColumn<T> {
  key: string;
  /** The column title, translated by the caller. */
  header: ReactNode;
  /** A number is pixels; a string is a grid track (`2fr`, `20%`, `minmax(120px, 1fr)`). Default `1fr`. */
  width?: number | string;
  /** The cell; without it, the row's property `key` as text. */
  render?: (row: T, index: number) => ReactNode;
  align?: 'start' | 'center' | 'end';
}

export interface VirtualTableProps<T> extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  rows: readonly T[];
  columns: readonly VirtualTableColumn<T>[];
  getRowId: (row: T, index: number) => string;
  /** The table's accessible name (or pass `aria-labelledby`). */
  label?: string;
  /** A fixed row height in px (default 48), or `auto` to measure rows (`estimatedRowHeight` until then). */
  rowHeight?: number | 'auto';
  estimatedRowHeight?: number;
  /** `container` (default): the table scrolls inside `height`. `window`: the page scrolls. */
  scroll?: ScrollMode;
  height?: number | string;
  /** Window mode: where the sticky header stops (below the navbar), as a CSS length. */
  stickyTop?: string;
  overscan?: number;
  /** Checkboxes per row and one in the header for every loaded row. */
  selectable?: boolean;
  selected?: readonly string[];
  defaultSelected?: readonly string[];
  onSelectedChange?: (ids: string[]) => void;
  /** The name of a row's checkbox ("Select Weekly outlook"); "Select row N" otherwise. */
  getRowLabel?: (row: T, index: number) => string;
  /** Enter on a focused row, or a click on it. */
  onRowActivate?: (row: T, index: number) => void;
  onEndReached?: () => void;
  endReachedThreshold?: number;
  /** Placeholder rows after the loaded ones (8 by default, spec §9). */
  loading?: boolean;
  loadingRows?: number;
  /** Shown when there are no rows and nothing loads; an `EmptyState` by default. */
  empty?: ReactNode;
  /** The total on the server, for `aria-rowcount`; the loaded count otherwise. */
  totalCount?: number;
}

const track = (width: number | string | undefined) =>
  width === undefined ? 'minmax(0, 1fr)' : typeof width === 'number' ? `${width}px` : width;

const cellText = (row: unknown, key: string): ReactNode => {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
};

/**
 * A data grid that renders only the rows in view, for thousands of rows: sticky header, fixed or
 * measured row heights, keyboard navigation between rows (arrows, Page Up/Down, Home/End, Space to
 * select, Enter to open), optional selection, infinite loading and placeholder rows. ARIA grid with
 * `aria-rowcount` and `aria-rowindex`, so assistive technology knows the full size.
 */
export function VirtualTable<T>({
  rows,
  columns,
  getRowId,
  label,
  rowHeight = px(space[12]),
  estimatedRowHeight = px(space[12]),
  scroll = 'container',
  height,
  stickyTop,
  overscan = 8,
  selectable = false,
  selected: selectedProp,
  defaultSelected = [],
  onSelectedChange,
  getRowLabel,
  onRowActivate,
  onEndReached,
  endReachedThreshold = 5,
  loading = false,
  loadingRows = DEFAULT_PLACEHOLDER_ROWS,
  empty,
  totalCount,
  style,
  ...rest
}: VirtualTableProps<T>) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const measured = rowHeight === 'auto';
  const fixedHeight = measured ? estimatedRowHeight : rowHeight;
  const count = rows.length + (loading ? loadingRows : 0);

  const [selected, setSelected] = useControllableState<readonly string[]>({
    value: selectedProp,
    defaultValue: defaultSelected,
    onChange: onSelectedChange as ((ids: readonly string[]) => void) | undefined,
  });
  const selectedSet = new Set(selected);

  // The row that holds the tab stop (roving tabindex) and the one to focus after the next render.
  const [activeIndex, setActiveIndex] = useState(0);
  const pendingFocus = useRef<number | null>(null);

  const { virtualizer, scrollMargin } = useVirtualRows({
    count,
    dataCount: rows.length,
    scroll,
    scrollRef: scroll === 'window' ? bodyRef : scrollRef,
    estimateSize: fixedHeight,
    overscan,
    getItemKey: (index) =>
      index < rows.length ? getRowId(rows[index]!, index) : `nd-loading-${index}`,
    onEndReached,
    endReachedThreshold,
    loading,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const renderedData = virtualItems.filter((v) => v.index < rows.length);
  const tabIndexRow = renderedData.some((v) => v.index === activeIndex)
    ? activeIndex
    : (renderedData[0]?.index ?? -1);

  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    const el = bodyRef.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`);
    if (el) {
      pendingFocus.current = null;
      el.focus({ preventScroll: true });
    }
  });

  const ids = rows.map((row, i) => getRowId(row, i));
  const loadedSelected = ids.filter((id) => selectedSet.has(id)).length;
  const allSelected = ids.length > 0 && loadedSelected === ids.length;

  const toggle = (id: string) =>
    setSelected((prev) => (prev.includes(id) ? prev.filter((x) => x !== id) : [...prev, id]));
  const toggleAll = () =>
    setSelected((prev) =>
      allSelected
        ? prev.filter((id) => !ids.includes(id))
        : [...prev, ...ids.filter((id) => !prev.includes(id))],
    );

  const focusRow = (index: number) => {
    const next = Math.min(rows.length - 1, Math.max(0, index));
    if (next < 0) return;
    setActiveIndex(next);
    pendingFocus.current = next;
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const pageSize = () => {
    const viewport =
      scroll === 'window' ? window.innerHeight : (scrollRef.current?.clientHeight ?? 0);
    return Math.max(1, Math.floor(viewport / fixedHeight) - 1);
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    if (event.target !== event.currentTarget) return; // a control inside the row has it
    const row = rows[index]!;
    switch (event.key) {
      case 'ArrowDown':
        focusRow(index + 1);
        break;
      case 'ArrowUp':
        focusRow(index - 1);
        break;
      case 'PageDown':
        focusRow(index + pageSize());
        break;
      case 'PageUp':
        focusRow(index - pageSize());
        break;
      case 'Home':
        focusRow(0);
        break;
      case 'End':
        focusRow(rows.length - 1);
        break;
      case ' ':
        if (!selectable) return;
        toggle(getRowId(row, index));
        break;
      case 'Enter':
        if (!onRowActivate) return;
        onRowActivate(row, index);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const template = [selectable ? track(px(space[10])) : null, ...columns.map((c) => track(c.width))]
    .filter(Boolean)
    .join(' ');
  const colCount = columns.length + (selectable ? 1 : 0);
  const isEmpty = rows.length === 0 && !loading;

  return (
    <Root
      ref={scrollRef}
      data-scroll={scroll}
      style={
        {
          height: scroll === 'container' ? height : undefined,
          '--nd-table-columns': template,
          '--nd-table-sticky-top': stickyTop,
          ...style,
        } as CSSProperties
      }
      {...rest}
    >
      <VisuallyHidden role="status">
        {loading ? t(rows.length ? 'table-loading-more' : 'feedback-loading') : ''}
      </VisuallyHidden>
      <div
        role="grid"
        aria-label={label}
        aria-rowcount={(totalCount ?? rows.length) + 1}
        aria-colcount={colCount}
        aria-multiselectable={selectable || undefined}
        aria-busy={loading || undefined}
      >
        <Head role="rowgroup">
          <HeadRow role="row" aria-rowindex={1}>
            {selectable && (
              <HeadCell role="columnheader" data-align="center">
                <Checkbox
                  type="checkbox"
                  aria-label={t('table-select-all')}
                  checked={allSelected}
                  disabled={ids.length === 0}
                  ref={(el) => {
                    if (el) el.indeterminate = loadedSelected > 0 && !allSelected;
                  }}
                  onChange={toggleAll}
                />
              </HeadCell>
            )}
            {columns.map((column) => (
              <HeadCell key={column.key} role="columnheader" data-align={column.align ?? 'start'}>
                {column.header}
              </HeadCell>
            ))}
          </HeadRow>
        </Head>
        <Body
          ref={bodyRef}
          role="rowgroup"
          style={{ height: isEmpty ? undefined : virtualizer.getTotalSize() }}
        >
          {isEmpty ? (
            <EmptyRow role="row" aria-rowindex={2}>
              <div role="gridcell" style={{ gridColumn: '1 / -1' }}>
                {empty ?? <EmptyState size="sm" titleTag="p" />}
              </div>
            </EmptyRow>
          ) : (
            virtualItems.map((v) => {
              const position: CSSProperties = {
                transform: `translateY(${v.start - scrollMargin}px)`,
                height: measured && v.index < rows.length ? undefined : fixedHeight,
              };
              if (v.index >= rows.length) {
                return (
                  <Row key={v.key} aria-hidden data-loading="" data-fixed="" style={position}>
                    {selectable && <Cell />}
                    {columns.map((column) => (
                      <Cell key={column.key} data-align={column.align ?? 'start'}>
                        <Skeleton width="70%" />
                      </Cell>
                    ))}
                  </Row>
                );
              }
              const row = rows[v.index]!;
              const id = getRowId(row, v.index);
              const isSelected = selectedSet.has(id);
              return (
                <Row
                  key={v.key}
                  role="row"
                  aria-rowindex={v.index + 2}
                  aria-selected={selectable ? isSelected : undefined}
                  tabIndex={v.index === tabIndexRow ? 0 : -1}
                  data-row-index={v.index}
                  data-index={v.index}
                  data-fixed={measured ? undefined : ''}
                  data-clickable={onRowActivate ? '' : undefined}
                  ref={measured ? virtualizer.measureElement : undefined}
                  style={position}
                  onFocus={() => setActiveIndex(v.index)}
                  onKeyDown={(event) => onRowKeyDown(event, v.index)}
                  onClick={onRowActivate ? () => onRowActivate(row, v.index) : undefined}
                >
                  {selectable && (
                    <Cell role="gridcell" data-align="center">
                      <Checkbox
                        type="checkbox"
                        tabIndex={-1}
                        aria-label={
                          getRowLabel?.(row, v.index) ??
                          t('table-select-row', { index: v.index + 1 })
                        }
                        checked={isSelected}
                        onChange={() => toggle(id)}
                        onClick={(event) => event.stopPropagation()}
                      />
                    </Cell>
                  )}
                  {columns.map((column) => (
                    <Cell key={column.key} role="gridcell" data-align={column.align ?? 'start'}>
                      {column.render ? column.render(row, v.index) : cellText(row, column.key)}
                    </Cell>
                  ))}
                </Row>
              );
            })
          )}
        </Body>
      </div>
    </Root>
  );
}
