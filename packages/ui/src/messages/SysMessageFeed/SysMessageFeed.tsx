import { Link2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Badge } from '../../feedback/Badge';
import { EmptyState } from '../../feedback/EmptyState';
import { SkeletonList } from '../../feedback/Skeleton';
import { Tabs } from '../../navigation/Tabs';
import { Button } from '../../primitives/Button';
import { formatChinaTime } from '../../utils/chinaTime';
import { sanitizeHtml } from '../../utils/sanitize';
import {
  NOTIFICATION_TYPES,
  notificationTypeOf,
  type NotificationType,
  type SysMessageData,
} from '../types';
import { useAudienceText } from '../useAudienceText';

import { theme } from '../../foundations/tokens';
export interface SysMessageFeedProps {
  /** The delivered messages of the selected type, newest first. */
  items: readonly SysMessageData[];
  /** The selected notification type; null = every type. */
  type: NotificationType | null;
  /** Called with the type tab the user chooses (null for every type). */
  onTypeChange: (type: NotificationType | null) => void;
  /** The messages are loading: placeholder rows instead of the list (default false). */
  loading?: boolean;
  /** A failed load's message, shown with Retry instead of the messages. */
  error?: string | null;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /** Where a title leads (the message's edit page). */
  editHref?: (id: number) => string;
  /** Under the messages: the list's paging. */
  paging?: ReactNode;
}

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.md};
  background: ${theme.color.bg.surface};
  color: ${theme.color.text.primary};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${theme.font.size.md};
    overflow-wrap: anywhere;
  }
  a {
    color: ${theme.color.text.link};
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

const Body = styled.div`
  overflow-wrap: anywhere;
  max-height: 12em;
  overflow: auto;

  p {
    margin: 0 0 ${theme.space[2]};
  }
`;

const LinkLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[1]};
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
  overflow-wrap: anywhere;
  min-width: 0;
`;

const ALL = 'all';

/**
 * The delivered system messages as the apps show them (`/message/systemmessage`), under tabs of
 * the notification type set (comment, like, at, follow, system): type, title, the message (HTML
 * only through the shared sanitizer), its link, audience and delivery time in China time.
 */
export function SysMessageFeed({
  items,
  type,
  onTypeChange,
  loading,
  error,
  onRetry,
  editHref,
  paging,
}: SysMessageFeedProps) {
  const { t } = useTranslation();
  const audienceText = useAudienceText();
  const value = type ?? ALL;
  const content = error ? (
    <EmptyState
      role="alert"
      title={error}
      action={
        onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {t('action-retry')}
          </Button>
        ) : undefined
      }
    />
  ) : loading ? (
    <SkeletonList rows={3} />
  ) : items.length === 0 ? (
    <EmptyState title={t('sysmsg-delivered-empty')} />
  ) : (
    <>
      <List aria-label={t('sysmsg-delivered-title')}>
        {items.map((m) => (
          <Card key={m.id}>
            <Meta>
              <Badge tone="info">{t(`sysmsg-type-${notificationTypeOf(m)}`)}</Badge>
              <span>
                {t('sysmsg-sent-at', { time: formatChinaTime(m.sent_at ?? m.created_at) })}
              </span>
              <span>{audienceText(m.audience)}</span>
            </Meta>
            <h2>{editHref ? <a href={editHref(m.id)}>{m.title}</a> : m.title}</h2>
            <Body dangerouslySetInnerHTML={{ __html: sanitizeHtml(m.content) }} />
            {m.url ? (
              <LinkLine>
                <Link2 aria-hidden size={14} />
                <span>{t('sysmsg-open-link', { url: m.url })}</span>
              </LinkLine>
            ) : null}
          </Card>
        ))}
      </List>
      {paging}
    </>
  );
  return (
    <Tabs.Root
      value={value}
      onValueChange={(next) => onTypeChange(next === ALL ? null : (next as NotificationType))}
      activation="manual"
    >
      <Tabs.List aria-label={t('sysmsg-type')}>
        <Tabs.Tab value={ALL}>{t('sysmsg-type-all')}</Tabs.Tab>
        {NOTIFICATION_TYPES.map((n) => (
          <Tabs.Tab key={n} value={n}>
            {t(`sysmsg-type-${n}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {[ALL, ...NOTIFICATION_TYPES].map((v) => (
        <Tabs.Panel key={v} value={v}>
          {v === value ? content : null}
        </Tabs.Panel>
      ))}
    </Tabs.Root>
  );
}
