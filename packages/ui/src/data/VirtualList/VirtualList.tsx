import {
  useRef,
  type ComponentPropsWithRef,
  type CSSProperties,
  type Key,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { space } from '../../foundations/tokens';
import { EmptyState } from '../../feedback/EmptyState';
import { DEFAULT_PLACEHOLDER_ROWS, Skeleton } from '../../feedback/Skeleton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { Item, Scroller, Sizer } from './VirtualList.styles';
import { px } from './px';
import { useVirtualRows, type ScrollMode } from './useVirtualRows';

export interface VirtualListProps<T> extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The loaded items, in order. */
  items: readonly T[];
  /** Renders one item, given the item and its index; called only for the items in view. */
  renderItem: (item: T, index: number) => ReactNode;
  /** A stable key per item (its id); the index otherwise. */
  getItemKey?: (item: T, index: number) => Key;
  /** The list's accessible name. */
  label?: string;
  /** A fixed item height in px, or `auto` to measure each item (`estimatedItemHeight` until then). */
  itemHeight?: number | 'auto';
  /**
   * The assumed height of an item in px until it is measured, with `itemHeight="auto"` (default
   * 48).
   */
  estimatedItemHeight?: number;
  /** `container` (default): the list scrolls inside `height`. `window`: the page scrolls. */
  scroll?: ScrollMode;
  /** The container's height in container mode (px or any CSS length). */
  height?: number | string;
  /** Items rendered beyond the visible ones, each way. */
  overscan?: number;
  /** Called once per item count when the end comes near; load the next page here. */
  onEndReached?: () => void;
  /**
   * How many items from the end the last rendered item must come for `onEndReached` (default 5).
   */
  endReachedThreshold?: number;
  /** Shows `loadingItems` placeholder items after the loaded ones. */
  loading?: boolean;
  /** Placeholder items shown while `loading` (default 8). */
  loadingItems?: number;
  /** Shown when there are no items and nothing is loading; an `EmptyState` by default. */
  empty?: ReactNode;
  /** The total on the server, for `aria-setsize`; the loaded count otherwise. */
  totalCount?: number;
}

/**
 * A list that renders only the items in view (plus `overscan`), for thousands of items. It scrolls in
 * a container of fixed height or with the page, measures items of varying height, loads more at the
 * end and shows placeholders while loading.
 */
export function VirtualList<T>({
  items,
  renderItem,
  getItemKey,
  label,
  itemHeight = px(space[12]),
  estimatedItemHeight = px(space[12]),
  scroll = 'container',
  height,
  overscan = 8,
  onEndReached,
  endReachedThreshold = 5,
  loading = false,
  loadingItems = DEFAULT_PLACEHOLDER_ROWS,
  empty,
  totalCount,
  style,
  ...rest
}: VirtualListProps<T>) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const measured = itemHeight === 'auto';
  const rowHeight = measured ? estimatedItemHeight : itemHeight;
  const count = items.length + (loading ? loadingItems : 0);

  const { virtualizer, scrollMargin } = useVirtualRows({
    count,
    dataCount: items.length,
    scroll,
    scrollRef,
    estimateSize: rowHeight,
    overscan,
    getItemKey: (index) =>
      index < items.length ? (getItemKey?.(items[index]!, index) ?? index) : `nd-loading-${index}`,
    onEndReached,
    endReachedThreshold,
    loading,
  });

  const isEmpty = items.length === 0 && !loading;
  const setSize = totalCount ?? items.length;

  return (
    <Scroller
      ref={scrollRef}
      data-scroll={scroll}
      style={{ height: scroll === 'container' ? height : undefined, ...style } as CSSProperties}
      {...rest}
    >
      <VisuallyHidden role="status">{loading ? t('feedback-loading') : ''}</VisuallyHidden>
      {isEmpty ? (
        (empty ?? <EmptyState size="sm" titleTag="p" />)
      ) : (
        <div
          role="list"
          aria-label={label}
          aria-busy={loading || undefined}
          // The list scrolls by keyboard once focused (it is the scrolling region's content).
          tabIndex={scroll === 'container' ? 0 : undefined}
          data-part="list"
        >
          <Sizer role="presentation" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((v) => {
              const position: CSSProperties = {
                transform: `translateY(${v.start - scrollMargin}px)`,
                height: measured ? undefined : rowHeight,
              };
              if (v.index >= items.length) {
                return (
                  <Item
                    key={v.key}
                    aria-hidden
                    data-loading=""
                    style={{ ...position, height: rowHeight }}
                  >
                    <Skeleton width="70%" />
                  </Item>
                );
              }
              return (
                <Item
                  key={v.key}
                  role="listitem"
                  aria-posinset={v.index + 1}
                  aria-setsize={setSize}
                  data-index={v.index}
                  data-measured={measured ? '' : undefined}
                  ref={measured ? virtualizer.measureElement : undefined}
                  style={position}
                >
                  {renderItem(items[v.index]!, v.index)}
                </Item>
              );
            })}
          </Sizer>
        </div>
      )}
    </Scroller>
  );
}
