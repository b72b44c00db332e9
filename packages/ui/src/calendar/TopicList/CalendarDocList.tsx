import { Plus } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { EmptyState } from '../../feedback/EmptyState';
import { Skeleton } from '../../feedback/Skeleton';
import { Button } from '../../primitives/Button';
import { formatChinaTime } from '../../utils/chinaTime';

import { theme } from '../../foundations/tokens';
export interface CalendarDocItem {
  id: number;
  title: string;
  datetime: number;
}

export interface CalendarDocListProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The heading (FAQs, Roadmaps), translated. */
  title: ReactNode;
  /** The new button's label. */
  newLabel: string;
  /** The documents, in display order: title and date. */
  items: readonly CalendarDocItem[];
  /** Loading: placeholder rows while there is nothing yet, a busy region after (default false). */
  loading?: boolean;
  /** A failed load's message, shown instead of the rows. */
  error?: ReactNode;
  /** Called with the document's id when its title is pressed: open its editor. */
  onOpen: (id: number) => void;
  /** Called by the new button (`newLabel`): open an empty editor. */
  onCreate: () => void;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};

  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
  }
  h2 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    border: 1px solid ${theme.color.border.weak};
    border-radius: ${theme.radii.md};
    background: ${theme.color.bg.surface};
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space[2]};
    padding: ${theme.space[2]} ${theme.space[3]};
  }
  li + li {
    border-top: 1px solid ${theme.color.border.weak};
  }
  li button {
    padding: 0;
    border: 0;
    background: none;
    color: ${theme.color.text.link};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  li button:focus-visible {
    outline: 2px solid ${theme.color.border.focus};
  }
  time {
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/** The FAQs or roadmaps of the topic list's FAQ and Roadmap tabs: open one, or create one. */
export function CalendarDocList({
  title,
  newLabel,
  items,
  loading = false,
  error,
  onOpen,
  onCreate,
  ...rest
}: CalendarDocListProps) {
  const { t } = useTranslation();
  const headingId = `nd-doc-${newLabel.replace(/\W+/g, '-')}`;
  return (
    <Root aria-labelledby={headingId} aria-busy={loading || undefined} {...rest}>
      <header>
        <h2 id={headingId}>{title}</h2>
        <Button icon={<Plus aria-hidden size={16} />} onClick={onCreate}>
          {newLabel}
        </Button>
      </header>
      {error && !loading ? (
        <EmptyState title={error} size="sm" role="alert" />
      ) : loading && items.length === 0 ? (
        <Skeleton width="60%" />
      ) : items.length === 0 ? (
        <EmptyState title={t('cal-docs-empty')} size="sm" titleTag="p" />
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <button type="button" onClick={() => onOpen(item.id)}>
                {item.title || `#${item.id}`}
              </button>
              <time dateTime={new Date(item.datetime).toISOString()}>
                {formatChinaTime(item.datetime)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Root>
  );
}
