import { AlertTriangle, RefreshCw } from 'lucide-react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Skeleton } from '../../feedback/Skeleton';
import { Button } from '../../primitives/Button';
import { formatChinaTime } from '../../utils/chinaTime';
import { isCancellablePush, PushStatusBadge, type PushState } from '../PushList/PushStatusBadge';
import { Actions, Facts, Panel } from '../shared.styles';

import { theme } from '../../foundations/tokens';
/** A push as its detail shows it (the contract's `PushNotification`). */
export interface PushDetailData {
  id: number;
  title: string;
  body: string;
  platform: 'all' | 'android' | 'ios';
  start_time: number;
  extra: { url: string; content_kind: number | null; content_id: number | null };
  status: PushState;
  error: string | null;
  sent_count: number;
  open_count: number;
  dismiss_count: number;
  created_by: { nickname: string } | null;
  created_at: number;
  /** When it was cancelled (null or absent otherwise). */
  cancelled_at?: number | null;
}

export interface PushDetailProps {
  /** The push; undefined while loading. */
  push?: PushDetailData;
  /** A failed load (its message). */
  error?: string | null;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /** When the provider was last asked (the status call), if it was. */
  checkedAt?: number | null;
  /** Asks the provider for the delivery state again. */
  onRefresh?: () => void;
  /**
   * The delivery state is being asked again: the refresh button shows a spinner and ignores clicks.
   */
  refreshing?: boolean;
  /** Offers Cancel while the push can still be cancelled, sent ones too (the role that may). */
  onCancel?: () => void;
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};

  h2 {
    margin: 0;
    font-size: ${theme.font.size.xl};
    overflow-wrap: anywhere;
    min-width: 0;
  }
`;

const Counters = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space[3]};

  div {
    padding: ${theme.space[3]};
    border-radius: ${theme.radii.md};
    background: ${theme.color.bg.subtle};
  }
  dt {
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-size: ${theme.font.size.xl};
    font-variant-numeric: tabular-nums;
  }
`;

const Problem = styled.p`
  display: flex;
  gap: ${theme.space[2]};
  align-items: center;
  margin: 0;
  color: ${theme.color.text.danger};
`;

const KIND_KEYS: Record<number, 'article' | 'video' | 'omenReport' | 'roadshow'> = {
  1: 'article',
  3: 'video',
  9: 'omenReport',
  13: 'roadshow',
};

/**
 * One push (operations §2 push detail): its text, platform, link, times, who sent it, its state
 * (with why it failed, when it was cancelled) and the delivery counters; refresh asks the provider
 * again; Cancel while it waits, is being delivered or has been sent (recalled).
 */
export function PushDetail({
  push,
  error,
  onRetry,
  checkedAt,
  onRefresh,
  refreshing,
  onCancel,
}: PushDetailProps) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Panel role="alert">
        <Problem>
          <AlertTriangle aria-hidden size={18} />
          {error}
        </Problem>
        {onRetry ? (
          <Actions>
            <Button variant="secondary" onClick={onRetry}>
              {t('action-retry')}
            </Button>
          </Actions>
        ) : null}
      </Panel>
    );
  }
  if (!push) {
    return (
      <Panel aria-busy="true" aria-label={t('feedback-loading')}>
        <Skeleton width="60%" height={28} />
        <Skeleton lines={4} />
      </Panel>
    );
  }
  const kind = push.extra.content_kind !== null ? KIND_KEYS[push.extra.content_kind] : undefined;
  return (
    <Panel aria-labelledby="push-detail-title">
      <Head>
        <h2 id="push-detail-title">{push.title}</h2>
        <PushStatusBadge status={push.status} />
      </Head>
      {push.error ? (
        <Problem>
          <AlertTriangle aria-hidden size={18} />
          {push.error}
        </Problem>
      ) : null}
      <Facts>
        <dt>{t('push-body')}</dt>
        <dd>{push.body}</dd>
        <dt>{t('push-platform')}</dt>
        <dd>{t(`push-platform-${push.platform}`)}</dd>
        <dt>{t('push-link')}</dt>
        <dd>
          {kind ? `${t(`push-link-type-${kind}`)} #${push.extra.content_id} · ` : null}
          {push.extra.url}
        </dd>
        <dt>{t('push-start')}</dt>
        <dd>{formatChinaTime(push.start_time)}</dd>
        <dt>{t('push-created')}</dt>
        <dd>
          {formatChinaTime(push.created_at)}
          {push.created_by ? ` · ${push.created_by.nickname}` : null}
        </dd>
        {push.cancelled_at ? (
          <>
            <dt>{t('push-cancelled-at')}</dt>
            <dd>{formatChinaTime(push.cancelled_at)}</dd>
          </>
        ) : null}
      </Facts>
      <Counters as="dl" aria-label={t('push-delivery')}>
        <div>
          <dt>{t('push-sent-count')}</dt>
          <dd>{push.sent_count.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>{t('push-open-count')}</dt>
          <dd>{push.open_count.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>{t('push-dismiss-count')}</dt>
          <dd>{push.dismiss_count.toLocaleString('en-US')}</dd>
        </div>
      </Counters>
      <Actions>
        {checkedAt ? (
          <span role="status">
            {t('push-checked-at', { time: formatChinaTime(checkedAt, 'YYYY/MM/DD HH:mm:ss') })}
          </span>
        ) : null}
        {onRefresh ? (
          <Button variant="secondary" loading={refreshing} onClick={onRefresh}>
            <RefreshCw aria-hidden size={16} />
            {t('push-refresh-status')}
          </Button>
        ) : null}
        {onCancel && isCancellablePush(push.status) ? (
          <Button variant="danger" onClick={onCancel}>
            {t('push-cancel')}
          </Button>
        ) : null}
      </Actions>
    </Panel>
  );
}
