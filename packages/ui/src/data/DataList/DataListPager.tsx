import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';

import { theme } from '../../foundations/tokens';
export type DataListPagerProps = Omit<ComponentPropsWithRef<'nav'>, 'children'> &
  (
    | {
        /** Previous and next pages of a cursor (`end_cursor`, `has_next_page`). */
        mode: 'pages';
        /** Whether there is a previous page; Previous is disabled otherwise. */
        hasPrevious: boolean;
        /** Whether there is a next page (`has_next_page`); Next is disabled otherwise. */
        hasNext: boolean;
        /** Called when Previous is pressed; load the previous page. */
        onPrevious: () => void;
        /** Called when Next is pressed; load the page after `end_cursor`. */
        onNext: () => void;
        /** A page is loading: both buttons are disabled and the nav is busy (default false). */
        loading?: boolean;
      }
    | {
        /** One button that appends the next page of a cursor. */
        mode: 'more';
        /** Whether more rows remain; the button is not rendered otherwise. */
        hasMore: boolean;
        /** Called when "Load more" is pressed; append the next page. */
        onLoadMore: () => void;
        /**
         * The next page is loading: the button shows a spinner and ignores clicks (default false).
         */
        loading?: boolean;
      }
  );

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
`;

/**
 * Paging for lists whose contract pages by cursor (no page numbers, no total): previous/next, or
 * "Load more". Numbered pages use `Pagination`. Put it in `DataList`'s `paging` slot.
 */
export function DataListPager(props: DataListPagerProps) {
  const { t } = useTranslation();
  if (props.mode === 'more') {
    const { mode: _mode, hasMore, onLoadMore, loading = false, ...rest } = props;
    if (!hasMore) return null;
    return (
      <Nav aria-label={t('pagination-label')} {...rest}>
        <Button variant="secondary" loading={loading} onClick={onLoadMore}>
          {t('list-load-more')}
        </Button>
      </Nav>
    );
  }
  const { mode: _mode, hasPrevious, hasNext, onPrevious, onNext, loading = false, ...rest } = props;
  return (
    <Nav aria-label={t('pagination-label')} aria-busy={loading || undefined} {...rest}>
      <Button
        variant="secondary"
        size="sm"
        icon={<ChevronLeft aria-hidden size={16} />}
        disabled={!hasPrevious || loading}
        onClick={onPrevious}
      >
        {t('pagination-previous')}
      </Button>
      <Button variant="secondary" size="sm" disabled={!hasNext || loading} onClick={onNext}>
        {t('pagination-next')}
        <ChevronRight aria-hidden size={16} />
      </Button>
    </Nav>
  );
}
