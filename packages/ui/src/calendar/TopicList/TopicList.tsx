import { Plus } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { EmptyState } from '../../feedback/EmptyState';
import { Skeleton } from '../../feedback/Skeleton';
import { StatusBadge } from '../../feedback/StatusBadge';
import type { MessageKey } from '../../foundations/i18n/messages';
import { Tabs } from '../../navigation/Tabs';
import { Button } from '../../primitives/Button';
import type { CalendarStatus } from '../calendarModel';

import { theme } from '../../foundations/tokens';
/** The topic list's tabs (content §9): Treasury, FAQ, Roadmap, All. */
export const TOPIC_TABS = ['TREASURY', 'FAQ', 'ROADMAP', 'ALL'] as const;
export type TopicTab = (typeof TOPIC_TABS)[number];

/** What the list shows of a calendar topic (content §3 CalendarTopic). */
export interface CalendarTopicItem {
  id: string;
  name: string;
  status: CalendarStatus;
  description?: string | null;
  period?: string | null;
  website?: string | null;
  organization?: string | null;
  /** The tabs (channels) the topic is in. */
  groups: readonly string[];
}

export interface TopicListProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The channel tab shown: `TREASURY`, `FAQ`, `ROADMAP` or `ALL`. */
  tab: TopicTab;
  /** Called with the tab the user switches to. */
  onTabChange: (tab: TopicTab) => void;
  /** The topics of the tab, in display order. */
  topics: readonly CalendarTopicItem[];
  /** Loading: placeholder rows while there is nothing yet, a busy region after (default false). */
  loading?: boolean;
  /** A failed load's message, shown instead of the rows. */
  error?: ReactNode;
  /** Called with the topic when its name is pressed: open its editor. */
  onOpen: (topic: CalendarTopicItem) => void;
  /** Called by the "New topic" button. */
  onCreate: () => void;
  /** More content under the topics of a tab (the FAQs of the FAQ tab, the roadmaps of Roadmap). */
  extra?: ReactNode;
  /** Paging under the table. */
  paging?: ReactNode;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${theme.color.bg.surface};

  th,
  td {
    padding: ${theme.space[2]};
    border-bottom: 1px solid ${theme.color.border.weak};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.medium};
  }
  td.nd-muted {
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
  }
  button.nd-topic-name {
    padding: 0;
    border: 0;
    background: none;
    color: ${theme.color.text.link};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  button.nd-topic-name:focus-visible {
    outline: 2px solid ${theme.color.border.focus};
  }
`;

/**
 * The calendar topic list (content §2 /content/events/topic/list): tabs Treasury, FAQ, Roadmap and
 * All, each topic with its name, description, period, organization, web site, channels and status;
 * open one to edit, New topic. A tab can carry more (`extra`: the FAQ and roadmap editors' lists).
 */
export function TopicList({
  tab,
  onTabChange,
  topics,
  loading = false,
  error,
  onOpen,
  onCreate,
  extra,
  paging,
  ...rest
}: TopicListProps) {
  const { t } = useTranslation();
  let table: ReactNode;
  if (error && !loading) table = <EmptyState title={error} size="sm" role="alert" />;
  else if (!loading && topics.length === 0)
    table = <EmptyState title={t('cal-topic-empty')} size="sm" titleTag="p" />;
  else
    table = (
      <Table aria-label={t('cal-topics-of', { tab: t(`cal-tab-${tab}` as MessageKey) })}>
        <thead>
          <tr>
            <th scope="col">{t('cal-topic-name')}</th>
            <th scope="col">{t('cal-topic-description')}</th>
            <th scope="col">{t('cal-topic-period')}</th>
            <th scope="col">{t('cal-topic-organization')}</th>
            <th scope="col">{t('cal-topic-website')}</th>
            <th scope="col">{t('cal-topic-channels')}</th>
            <th scope="col">{t('cal-topic-status')}</th>
          </tr>
        </thead>
        <tbody>
          {loading && topics.length === 0
            ? Array.from({ length: 4 }, (_, i) => (
                <tr key={i} aria-hidden>
                  <td colSpan={7}>
                    <Skeleton width="70%" />
                  </td>
                </tr>
              ))
            : topics.map((topic) => (
                <tr key={topic.id}>
                  <td>
                    <button type="button" className="nd-topic-name" onClick={() => onOpen(topic)}>
                      {topic.name}
                    </button>
                  </td>
                  <td className="nd-muted">{topic.description}</td>
                  <td className="nd-muted">{topic.period}</td>
                  <td className="nd-muted">{topic.organization}</td>
                  <td className="nd-muted">
                    {topic.website ? (
                      <a href={topic.website} target="_blank" rel="noreferrer noopener">
                        {topic.website}
                      </a>
                    ) : null}
                  </td>
                  <td className="nd-muted">
                    {topic.groups
                      .filter((g) => TOPIC_TABS.includes(g as TopicTab) && g !== 'ALL')
                      .map((g) => t(`cal-tab-${g}` as MessageKey))
                      .join(', ')}
                  </td>
                  <td>
                    <StatusBadge status={topic.status} />
                  </td>
                </tr>
              ))}
        </tbody>
      </Table>
    );

  return (
    <Root aria-busy={loading || undefined} {...rest}>
      <Tabs.Root value={tab} onValueChange={(v) => onTabChange(v as TopicTab)}>
        <Head>
          <Tabs.List aria-label={t('cal-topic-tabs')}>
            {TOPIC_TABS.map((v) => (
              <Tabs.Tab key={v} value={v}>
                {t(`cal-tab-${v}` as MessageKey)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Button variant="primary" icon={<Plus aria-hidden size={16} />} onClick={onCreate}>
            {t('cal-topic-new')}
          </Button>
        </Head>
        {TOPIC_TABS.map((v) => (
          <Tabs.Panel key={v} value={v}>
            {v === tab ? (
              <Root>
                {table}
                {paging}
                {extra}
              </Root>
            ) : null}
          </Tabs.Panel>
        ))}
      </Tabs.Root>
    </Root>
  );
}
