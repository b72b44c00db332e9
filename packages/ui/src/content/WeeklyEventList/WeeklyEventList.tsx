import { Trash2 } from 'lucide-react';
import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Skeleton } from '../../feedback/Skeleton';
import { TextInput } from '../../inputs/TextInput';
import { IconButton } from '../../primitives/IconButton';
import { formatChinaTime } from '../../utils/chinaTime';
import { atChinaClock, chinaClock, weekRows, type WeeklyEvent } from './weekModel';

import { theme } from '../../foundations/tokens';
export interface WeeklyEventListProps<T extends WeeklyEvent = WeeklyEvent> extends Omit<
  ComponentPropsWithRef<'section'>,
  'onChange' | 'title'
> {
  /** The heading, translated (default "This week's events"). */
  title?: ReactNode;
  /** The events to place in the week's days (others are left out), each with its title and time. */
  events: readonly T[];
  /** Any time in the week to show; the list starts on its Monday (China time). */
  weekStart: number;
  /** 5: Monday to Friday (the dashboard); 7: MON to SUN (default). */
  days?: 5 | 7;
  /** Loading: placeholder rows while there are no events yet (default false). */
  loading?: boolean;
  /** A failed load: its message instead of the rows. */
  error?: ReactNode;
  /** An edit of a title (trimmed, never empty) or of a time (China time). Without it rows are read-only. */
  onChange?: (event: T, change: { title?: string; time?: number }) => void;
  /** Delete per row. Without it there is no delete button. */
  onDelete?: (event: T) => void;
  /**
   * With `onChange`, whether times are edited too (default true); false keeps the clocks read-only
   * and only the titles editable (the dashboard variant).
   */
  editTimes?: boolean;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

const Head = styled.header`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space[2]};

  h2 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
`;

const Zone = styled.span`
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

const Days = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.md};
  background: ${theme.color.bg.surface};
`;

const Day = styled.li`
  display: grid;
  grid-template-columns: ${theme.space[16]} minmax(0, 1fr);
  gap: ${theme.space[3]};
  padding: ${theme.space[2]} ${theme.space[3]};

  & + & {
    border-top: 1px solid ${theme.color.border.weak};
  }
`;

const DayName = styled.div`
  display: flex;
  flex-direction: column;
  font-weight: ${theme.font.weight.medium};

  span {
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.regular};
  }
`;

const Events = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: start;
  gap: ${theme.space[2]};
`;

const Clock = styled.input`
  height: ${theme.size.controlMd};
  padding: 0 ${theme.space[2]};
  border: 1px solid ${theme.color.border.medium};
  border-radius: ${theme.radii.md};
  background: ${theme.color.bg.surface};
  color: ${theme.color.text.primary};
  font: inherit;
  color-scheme: light dark;

  &:focus-visible {
    outline: 2px solid ${theme.color.border.focus};
    outline-offset: 1px;
  }
`;

const Time = styled.span`
  min-width: ${theme.space[12]};
  line-height: ${theme.size.controlMd};
  color: ${theme.color.text.secondary};
  font-variant-numeric: tabular-nums;
`;

const Title = styled.span`
  line-height: ${theme.size.controlMd};
  overflow-wrap: anywhere;
`;

const Empty = styled.p`
  margin: 0;
  padding: ${theme.space[6]};
  color: ${theme.color.text.secondary};
  text-align: center;
`;

/** One event: its China-time clock and its title, editable in place; delete. */
function EventRow<T extends WeeklyEvent>({
  event,
  dayStart,
  onChange,
  onDelete,
  editTimes,
}: {
  event: T;
  dayStart: number;
  onChange?: WeeklyEventListProps<T>['onChange'];
  onDelete?: WeeklyEventListProps<T>['onDelete'];
  editTimes: boolean;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(event.title);
  const [error, setError] = useState<string | null>(null);
  const clock = chinaClock(event.time);

  const commitTitle = () => {
    const next = title.trim();
    if (!next) {
      // Bad input changes nothing: the message stays next to the field until it is fixed.
      setError(t('desk-calendar-title-required'));
      return;
    }
    setError(null);
    if (next !== event.title) onChange?.(event, { title: next });
  };

  return (
    <Row>
      {onChange && editTimes ? (
        <Clock
          type="time"
          aria-label={t('desk-week-time-of', { title: event.title })}
          defaultValue={clock}
          onBlur={(e) => {
            const time = atChinaClock(dayStart, e.currentTarget.value);
            if (time === null) e.currentTarget.value = clock;
            else if (time !== event.time) onChange(event, { time });
          }}
        />
      ) : (
        <Time>{clock}</Time>
      )}
      {onChange ? (
        <TextInput
          label={t('desk-week-title-of', { time: clock })}
          hideLabel
          size="md"
          value={title}
          onChange={(value) => {
            setTitle(value);
            if (value.trim()) setError(null);
          }}
          error={error ?? undefined}
          onBlur={commitTitle}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commitTitle();
            if (e.key === 'Escape') {
              setTitle(event.title);
              setError(null);
            }
          }}
        />
      ) : (
        <Title>{event.title}</Title>
      )}
      {onDelete ? (
        <IconButton
          label={t('desk-week-delete', { title: event.title })}
          icon={<Trash2 aria-hidden size={16} />}
          variant="ghost"
          onClick={() => onDelete(event)}
        />
      ) : (
        <span />
      )}
    </Row>
  );
}

/**
 * The weekly event list of content §2: a GMT+8 label, one row per weekday (MON to SUN, or Monday to
 * Friday for the dashboard), editable titles and times, delete per row, and "no important events
 * this week" when the days shown have none. Times are shown and entered in China time whatever
 * the browser's zone.
 */
export function WeeklyEventList<T extends WeeklyEvent>({
  title,
  events,
  weekStart,
  days = 7,
  loading = false,
  error,
  onChange,
  onDelete,
  editTimes = true,
  ...rest
}: WeeklyEventListProps<T>) {
  const { t } = useTranslation();
  const rows = weekRows(events, weekStart, days);
  const empty = rows.every((r) => r.events.length === 0);
  const headingId = `nd-week-${rows[0]!.start}`;

  let body: ReactNode;
  if (error && !loading) body = <Empty role="alert">{error}</Empty>;
  else if (loading && events.length === 0)
    body = (
      <Days aria-hidden>
        {rows.map((row) => (
          <Day key={row.weekday}>
            <DayName>{t(`desk-week-${row.weekday}`)}</DayName>
            <Skeleton width="60%" />
          </Day>
        ))}
      </Days>
    );
  else if (empty) body = <Empty>{t('desk-week-empty')}</Empty>;
  else
    body = (
      <Days aria-busy={loading || undefined}>
        {rows.map((row) => (
          <Day key={row.weekday} aria-label={t(`desk-week-${row.weekday}-long`)}>
            <DayName>
              {t(`desk-week-${row.weekday}`)}
              <span>{formatChinaTime(row.start, 'MM/DD')}</span>
            </DayName>
            <Events>
              {row.events.map((event) => (
                <EventRow
                  key={`${event.id}:${event.title}:${event.time}`}
                  event={event}
                  dayStart={row.start}
                  onChange={onChange}
                  onDelete={onDelete}
                  editTimes={editTimes}
                />
              ))}
            </Events>
          </Day>
        ))}
      </Days>
    );

  return (
    <Root aria-labelledby={headingId} {...rest}>
      <Head>
        <h2 id={headingId}>{title ?? t('desk-week-title')}</h2>
        <Zone>GMT+8</Zone>
      </Head>
      {body}
    </Root>
  );
}
