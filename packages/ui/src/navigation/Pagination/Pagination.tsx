import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import {
  PageControl,
  PageEllipsis,
  PageStatus,
  PaginationList,
  PaginationNav,
  PaginationTotal,
} from './Pagination.styles';
import { pageCount, pageWindow } from './pageWindow';

export interface PaginationProps extends Omit<ComponentPropsWithRef<'nav'>, 'onChange'> {
  /** The current page, from 1. */
  page: number;
  /** How many items the whole list has. */
  total: number;
  /** Items per page (default 10, the pickers' and selection panels' size). */
  pageSize?: number;
  /**
   * Called with the chosen page (never the current one). With `getPageHref`, the event of the
   * link's click comes too: `preventDefault()` it to navigate with the router instead.
   */
  onPageChange: (page: number, event: MouseEvent<HTMLElement>) => void;
  /** At most this many page links (default 5; the product panel uses 10). */
  maxLinks?: number;
  /** Shows "N items" before the links. */
  showTotal?: boolean;
  /** Previous, "page / pages" and next only. */
  compact?: boolean;
  /** Renders links to these URLs instead of buttons (open in a new tab, copy link). */
  getPageHref?: (page: number) => string;
  /** Names the landmark (default "Pagination"); give one when a page has two. */
  'aria-label'?: string;
}

/**
 * Page navigation of a list: a `nav` landmark with previous/next and at most `maxLinks` page
 * links (first and last kept, ellipses for the gaps); the current page has `aria-current="page"`.
 */
export function Pagination({
  page,
  total,
  pageSize = 10,
  onPageChange,
  maxLinks = 5,
  showTotal = false,
  compact = false,
  getPageHref,
  'aria-label': ariaLabel,
  ...rest
}: PaginationProps) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  const current = Math.min(Math.max(1, Math.round(page)), pages);

  const control = (target: number, label: string, content: ReactNode, edge = false) => {
    const disabled = target < 1 || target > pages;
    const isCurrent = !edge && target === current;
    const common = {
      'aria-label': label,
      'aria-current': isCurrent ? ('page' as const) : undefined,
      'data-edge': edge || undefined,
      onClick: (event: MouseEvent<HTMLElement>) => {
        if (disabled || isCurrent) {
          event.preventDefault();
          return;
        }
        onPageChange(target, event);
      },
    };
    if (getPageHref) {
      return (
        <PageControl
          as="a"
          {...common}
          href={disabled ? undefined : getPageHref(target)}
          aria-disabled={disabled || undefined}
          // An anchor without href has no role: keep it announced as a (disabled) link.
          role={disabled ? 'link' : undefined}
        >
          {content}
        </PageControl>
      );
    }
    return (
      <PageControl type="button" {...common} disabled={disabled}>
        {content}
      </PageControl>
    );
  };

  return (
    <PaginationNav aria-label={ariaLabel ?? t('pagination-label')} {...rest}>
      {showTotal && <PaginationTotal>{t('pagination-total', { count: total })}</PaginationTotal>}
      <PaginationList>
        <li>{control(current - 1, t('pagination-previous'), <ChevronLeft aria-hidden />, true)}</li>
        {compact ? (
          <li>
            <PageStatus aria-hidden="true">{`${current} / ${pages}`}</PageStatus>
            <VisuallyHidden>{t('pagination-of', { page: current, pages })}</VisuallyHidden>
          </li>
        ) : (
          pageWindow(current, pages, maxLinks).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>{control(item, t('pagination-page', { page: item }), item)}</li>
            ) : (
              <li key={item} aria-hidden="true">
                <PageEllipsis>…</PageEllipsis>
              </li>
            ),
          )
        )}
        <li>{control(current + 1, t('pagination-next'), <ChevronRight aria-hidden />, true)}</li>
      </PaginationList>
    </PaginationNav>
  );
}
