import { Search } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { Badge } from '../../feedback/Badge';
import { EmptyState } from '../../feedback/EmptyState';
import { Spinner } from '../../feedback/Spinner';
import { TextInput } from '../../inputs/TextInput';
import { Pagination } from '../../navigation/Pagination';
import { Drawer } from '../../overlays/Drawer';
import { Button } from '../../primitives/Button';
import {
  Basket,
  Results,
  Row,
  RowMeta,
  RowText,
  RowTitle,
  SearchRow,
  StatusLine,
} from './SelectionPanel.styles';
import { useSelectionPanel, type PanelItem, type PanelSearch } from './useSelectionPanel';

export interface SelectionPanelProps<T extends PanelItem> {
  /** Whether the panel is shown (it searches when it opens). */
  open: boolean;
  /**
   * Called with false when the panel closes: Select confirmed, Cancel, Escape or the close button.
   */
  onOpenChange: (open: boolean) => void;
  /** The panel's title, translated by the caller ("Select articles"). */
  title: string;
  /** A line under the title: the panel's fixed filter ("published research articles only"). */
  description?: ReactNode;
  /** Single: a new pick replaces the previous one. Multi: picks accumulate. */
  mode?: 'single' | 'multi';
  /** Answers one page of results; called on open, on Enter, 400 ms after typing and per page. */
  onSearch: PanelSearch<T>;
  /** Confirming sends the picks; the panel then closes and clears them. */
  onSelect: (picks: T[]) => void;
  /** Default 10 (content §2). */
  pageSize?: number;
  /** Page links shown (default 5; the product panel shows 10). */
  maxLinks?: number;
  /** Picks the panel starts with. */
  defaultSelected?: readonly T[];
  /** Tests and stories only: the typing delay and the least indicator time (content §9). */
  delayMs?: number;
  /** Tests and stories only: the least time the loading indicator shows, in ms (default 200). */
  indicatorMs?: number;
}

/**
 * A right-side selection panel (content §2): keyword search (Enter runs it, opening runs it),
 * 10 results a page, single or multi pick, a basket badge with the number of picks, Select
 * confirms, closes and clears. The panel never fetches: `onSearch` answers a page.
 */
export function SelectionPanel<T extends PanelItem>({
  open,
  onOpenChange,
  title,
  description,
  mode = 'multi',
  onSearch,
  onSelect,
  pageSize = 10,
  maxLinks = 5,
  defaultSelected,
  delayMs,
  indicatorMs,
}: SelectionPanelProps<T>) {
  const { t } = useTranslation();
  const name = useId();
  const panel = useSelectionPanel({
    open,
    mode,
    onSearch,
    pageSize,
    defaultSelected,
    delayMs,
    indicatorMs,
  });
  const { result, picks } = panel;
  const confirm = () => {
    onSelect([...picks]);
    panel.clear();
    onOpenChange(false);
  };

  let body: ReactNode;
  if (panel.error && !panel.searching) {
    body = (
      <EmptyState
        size="sm"
        title={t('picker-load-failed')}
        action={<Button onClick={panel.retry}>{t('picker-retry')}</Button>}
      />
    );
  } else if (!result) {
    body = null;
  } else if (result.items.length === 0) {
    body = <EmptyState size="sm" variant="search" titleTag="p" />;
  } else {
    body = (
      <>
        <Results aria-label={t('picker-results')} data-busy={panel.searching}>
          {result.items.map((item) => {
            const picked = picks.some((p) => p.id === item.id);
            return (
              <Row key={item.id} data-picked={picked}>
                <label>
                  <input
                    type={mode === 'single' ? 'radio' : 'checkbox'}
                    name={mode === 'single' ? name : undefined}
                    checked={picked}
                    onChange={() => panel.toggle(item)}
                    onClick={(e) => {
                      // A radio does not fire change when clicked again: let it unpick.
                      if (mode === 'single' && picked) {
                        e.preventDefault();
                        panel.toggle(item);
                      }
                    }}
                  />
                  <RowText>
                    <RowTitle>{item.title}</RowTitle>
                    {item.meta ? <RowMeta>{item.meta}</RowMeta> : null}
                  </RowText>
                </label>
              </Row>
            );
          })}
        </Results>
        <Pagination
          aria-label={t('picker-pages')}
          page={panel.page}
          total={result.total}
          pageSize={pageSize}
          maxLinks={maxLinks}
          onPageChange={(to) => panel.goTo(to)}
        />
      </>
    );
  }

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      footer={
        <>
          <Basket>
            <Badge
              tone="info"
              count={picks.length}
              showZero
              label={t('picker-picked', { count: picks.length })}
              data-testid="picker-basket"
            />
            <span aria-hidden>{t('picker-picked', { count: picks.length })}</span>
          </Basket>
          {picks.length > 0 && (
            <Button variant="ghost" onClick={panel.clear}>
              {t('picker-clear')}
            </Button>
          )}
          <Button onClick={() => onOpenChange(false)}>{t('picker-cancel')}</Button>
          <Button variant="primary" disabled={picks.length === 0} onClick={confirm}>
            {t('picker-select')}
          </Button>
        </>
      }
    >
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          panel.submit();
        }}
      >
        <SearchRow>
          <TextInput
            label={t('picker-search')}
            hideLabel
            type="search"
            placeholder={t('picker-search-placeholder')}
            value={panel.keyword}
            onChange={panel.setKeyword}
            prefix={<Search aria-hidden size={16} />}
          />
          <Button type="submit">{t('picker-search')}</Button>
        </SearchRow>
      </form>
      <StatusLine>
        <span role="status" aria-live="polite">
          {panel.searching ? (
            <Spinner size="sm" label={t('picker-searching')} showLabel />
          ) : result && !panel.error ? (
            t('picker-results-count', { count: result.total })
          ) : null}
        </span>
        <span>{mode === 'single' ? t('picker-mode-single') : t('picker-mode-multi')}</span>
      </StatusLine>
      {body}
    </Drawer>
  );
}
