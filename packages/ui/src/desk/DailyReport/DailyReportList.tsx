import { ArrowDown, ArrowUp, Eye, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { EmptyState } from '../../feedback/EmptyState';
import type { MessageKey } from '../../foundations/i18n';
import { Image } from '../../feedback/Image';
import { Skeleton } from '../../feedback/Skeleton';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { formatChinaTime } from '../../utils/chinaTime';
import type { DailyReportItemData } from './types';

import { theme } from '../../foundations/tokens';
export interface DailyReportListProps {
  /** The day's items, in rank order. */
  items: readonly DailyReportItemData[];
  /** Loading: placeholder rows while there are no items yet (default false). */
  loading?: boolean;
  /** A failed load: its message, shown with the Retry action (`onRetry`). */
  error?: ReactNode;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /** Moves an item from one rank to another (0-based). */
  onMove: (from: number, to: number) => void;
  /** Called with the item's index (0-based) when its Remove button is pressed. */
  onRemove: (index: number) => void;
  /** Shown when the day has no item (e.g. the add button). */
  emptyAction?: ReactNode;
}

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 2.5rem 96px minmax(0, 1fr) auto;
  gap: ${theme.space[3]};
  align-items: center;
  padding: ${theme.space[2]};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.md};
  background: ${theme.color.bg.surface};
`;

const Rank = styled.span`
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.medium};
  text-align: center;
  color: ${theme.color.text.secondary};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
  strong {
    font-weight: ${theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  align-items: center;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.text.secondary};
  > span {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${theme.space[1]};
`;

const KIND_KEYS: Record<string, MessageKey> = {
  ARTICLE: 'desk-kind-article',
  POST: 'desk-kind-article',
  VIDEO: 'desk-kind-video',
  REPORT: 'desk-kind-report',
  ROADSHOW: 'desk-kind-roadshow',
};

/**
 * The day's top content in its rank: cover, title, kind, author, audience (vip_visibility), the
 * day's views and display time (GMT+8); move up, move down and remove per item. The order is the
 * report's; the page saves it.
 */
export function DailyReportList({
  items,
  loading,
  error,
  onRetry,
  onMove,
  onRemove,
  emptyAction,
}: DailyReportListProps) {
  const { t } = useTranslation();
  if (loading && !items.length) {
    return (
      <List aria-label={t('desk-dr-list')} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Row key={i}>
            <Skeleton width="100%" height={64} />
            <Skeleton width={96} height={64} />
            <Skeleton width="60%" height={20} />
            <span />
          </Row>
        ))}
      </List>
    );
  }
  if (error) {
    return (
      <EmptyState
        role="alert"
        title={error}
        action={onRetry ? <Button onClick={onRetry}>{t('action-retry')}</Button> : undefined}
      />
    );
  }
  if (!items.length) {
    return <EmptyState title={t('desk-dr-empty')} action={emptyAction} />;
  }
  return (
    <List aria-label={t('desk-dr-list')}>
      {items.map((item, i) => (
        <Row
          key={`${item.kind}:${item.raw_id}`}
          aria-label={t('desk-dr-rank', { rank: i + 1, title: item.title })}
        >
          <Rank aria-hidden>{i + 1}</Rank>
          <Image src={item.cover_url} alt="" ratio={16 / 10} radius="sm" />
          <Text>
            <strong>{item.title}</strong>
            <Meta>
              <span>{t(KIND_KEYS[item.kind] ?? 'desk-kind-other')}</span>
              {item.author ? <span>{item.author}</span> : null}
              <span>{t(`desk-dr-vip-${item.vip_visibility}`)}</span>
              <span>
                <Eye aria-hidden size={12} />
                {t('desk-dr-viewed', { count: item.viewed })}
              </span>
              <span>{formatChinaTime(item.datetime)}</span>
            </Meta>
          </Text>
          <Actions>
            <IconButton
              label={t('desk-dr-up', { title: item.title })}
              icon={<ArrowUp aria-hidden size={16} />}
              disabled={i === 0}
              onClick={() => onMove(i, i - 1)}
            />
            <IconButton
              label={t('desk-dr-down', { title: item.title })}
              icon={<ArrowDown aria-hidden size={16} />}
              disabled={i === items.length - 1}
              onClick={() => onMove(i, i + 1)}
            />
            <IconButton
              label={t('desk-dr-remove', { title: item.title })}
              icon={<X aria-hidden size={16} />}
              onClick={() => onRemove(i)}
            />
          </Actions>
        </Row>
      ))}
    </List>
  );
}
