import { Plus, Search, Trash2 } from 'lucide-react';
import { useState, type ComponentPropsWithRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { EmptyState } from '../../feedback/EmptyState';
import { Skeleton } from '../../feedback/Skeleton';
import type { MessageKey } from '../../foundations/i18n/messages';
import { TextInput } from '../../inputs/TextInput';
import { Button } from '../../primitives/Button';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { STARS, type CalendarImportance } from '../calendarModel';
import { countryKey } from '../EventCalendar';
import { CalBar, CalRoot, CalTable } from './CalendarTable.styles';

export type CalendarKind = 'ECONOMIC' | 'CENTRAL_BANK' | 'EARNINGS' | 'HOLIDAY' | 'OTHER';
export const CALENDAR_KINDS: readonly CalendarKind[] = [
  'ECONOMIC',
  'CENTRAL_BANK',
  'EARNINGS',
  'HOLIDAY',
  'OTHER',
];

/** What the list shows of a calendar (shaped like the contract's `Calendar`). */
export interface CalendarItem {
  id: string;
  name: string;
  country?: string | null;
  kind: CalendarKind;
  default_importance: CalendarImportance;
  auto_publish: boolean;
  position: number;
  template_count: number;
}

export interface CalendarTableProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The calendars found, in display order. */
  calendars: readonly CalendarItem[];
  /** The keyword searched now (from the URL). */
  keyword: string;
  /** Runs a search (Enter or the Search button); an empty keyword lists every calendar. */
  onSearch: (keyword: string) => void;
  /** Loading: placeholder rows while there is nothing yet, a busy region after (default false). */
  loading?: boolean;
  /** A load failure, already translated. */
  error?: ReactNode;
  /** Called with the calendar when its name is pressed: open its configuration. */
  onOpenConfig: (calendar: CalendarItem) => void;
  /** Called with the calendar when its templates button is pressed: open its templates. */
  onOpenTemplates: (calendar: CalendarItem) => void;
  /** New calendar (absent: the user may not create one). */
  onCreate?: () => void;
  /** Delete a calendar (absent: the user may not delete; the caller confirms first). */
  onDelete?: (calendar: CalendarItem) => void;
  /** Paging under the table. */
  paging?: ReactNode;
}

/**
 * The calendar list (/content/calendar/list, designed here): search by name, each calendar with
 * its country or region, kind, default importance, whether its events publish automatically, its
 * order and number of event templates; open its config or its templates; New calendar; Delete
 * (Admins; the console confirms and refuses a calendar that still has events).
 */
export function CalendarTable({
  calendars,
  keyword,
  onSearch,
  loading = false,
  error,
  onOpenConfig,
  onOpenTemplates,
  onCreate,
  onDelete,
  paging,
  ...rest
}: CalendarTableProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(keyword);
  const [seen, setSeen] = useState(keyword);
  if (seen !== keyword) {
    // The URL changed (Back, a link): show its keyword.
    setSeen(keyword);
    setText(keyword);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };

  let body: ReactNode;
  if (error && !loading) body = <EmptyState title={error} size="sm" role="alert" />;
  else if (loading && calendars.length === 0)
    body = (
      // Placeholder shapes, hidden from assistive technology: the live region below says "Loading…".
      <div aria-busy="true">
        <Skeleton lines={5} />
      </div>
    );
  else if (calendars.length === 0)
    body = (
      <EmptyState
        title={keyword ? t('calcfg-empty-search') : t('calcfg-empty')}
        size="sm"
        titleTag="p"
      />
    );
  else
    body = (
      <CalTable aria-label={t('calcfg-table')} aria-busy={loading || undefined}>
        <thead>
          <tr>
            <th scope="col">{t('calcfg-position')}</th>
            <th scope="col">{t('calcfg-name')}</th>
            <th scope="col">{t('cal-field-country')}</th>
            <th scope="col">{t('calcfg-kind')}</th>
            <th scope="col">{t('calcfg-default-importance')}</th>
            <th scope="col">{t('calcfg-auto-publish')}</th>
            <th scope="col">{t('calcfg-templates')}</th>
            {onDelete ? <th scope="col">{t('calcfg-actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {calendars.map((c) => (
            <tr key={c.id}>
              <td className="nd-muted">{c.position}</td>
              <td>
                <button type="button" className="nd-link" onClick={() => onOpenConfig(c)}>
                  {c.name}
                </button>
              </td>
              <td>{c.country ? t(countryKey(c.country)) : t('calcfg-all-countries')}</td>
              <td>{t(`calcfg-kind-${c.kind}` as MessageKey)}</td>
              <td>{t('cal-importance-stars', { count: STARS[c.default_importance] })}</td>
              <td>{c.auto_publish ? t('calcfg-auto-yes') : t('calcfg-auto-no')}</td>
              <td>
                <button
                  type="button"
                  className="nd-link"
                  onClick={() => onOpenTemplates(c)}
                  aria-label={t('calcfg-open-templates', {
                    count: c.template_count,
                    name: c.name,
                  })}
                >
                  {t('calcfg-template-count', { count: c.template_count })}
                </button>
              </td>
              {onDelete ? (
                <td>
                  <Button
                    size="sm"
                    variant="danger"
                    icon={<Trash2 aria-hidden />}
                    aria-label={t('calcfg-delete-calendar', { name: c.name })}
                    onClick={() => onDelete(c)}
                  >
                    {t('calcfg-delete')}
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </CalTable>
    );

  return (
    <CalRoot {...rest}>
      <CalBar>
        <form role="search" onSubmit={submit} style={{ display: 'contents' }}>
          <TextInput
            label={t('calcfg-search')}
            hideLabel
            placeholder={t('calcfg-search')}
            type="search"
            value={text}
            onChange={setText}
          />
          <Button type="submit" icon={<Search aria-hidden />}>
            {t('calcfg-search-button')}
          </Button>
        </form>
        <span className="nd-spacer" />
        {onCreate ? (
          <Button variant="primary" icon={<Plus aria-hidden />} onClick={onCreate}>
            {t('calcfg-new')}
          </Button>
        ) : null}
      </CalBar>
      <VisuallyHidden role="status">{loading ? t('feedback-loading') : ''}</VisuallyHidden>
      {body}
      {paging}
    </CalRoot>
  );
}
