import { Clock } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import type { MessageKey } from '../../foundations/i18n';
import { formatChinaTime } from '../../utils/chinaTime';
import { Badge, type BadgeTone } from '../Badge';

/** Content status (lower case in admin calls, upper case in data queries: both are accepted). */
export type ContentStatus = 'draft' | 'published' | 'deleted';
/** Roadshow live progress. */
export type LiveStatus = 'not-started' | 'in-progress' | 'finished';
/** User account status; the server calls normal `good`. */
export type UserStatus = 'normal' | 'frozen';
/** Push notification status. */
export type PushStatus = 'scheduled' | 'sent' | 'cancelled' | 'invalid';

/** A time as the contracts give it: epoch ms or an ISO string. */
export type TimeValue = number | string | Date;

interface BaseProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** `subtle` (tinted, the default) or `solid` for more emphasis. */
  variant?: 'subtle' | 'solid';
}

export type StatusBadgeProps = BaseProps &
  (
    | {
        /** What the status belongs to: a content item (the default). */
        kind?: 'content';
        /** The content status, in either case; a draft planned in the future shows as scheduled. */
        status: ContentStatus | Uppercase<ContentStatus> | 'scheduled';
        /**
         * The planned publish time. A draft whose planned time is after `now` is scheduled (spec §4)
         * and shows "Scheduled" with the time.
         */
        plannedAt?: TimeValue | null;
        /** The current time, for deterministic rendering; defaults to `Date.now()`. */
        now?: number;
      }
    | {
        /** What the status belongs to: a roadshow's live progress. */
        kind: 'live';
        /** The live progress: not started (info), in progress (success) or finished (neutral). */
        status: LiveStatus;
      }
    | {
        /** What the status belongs to: a user account. */
        kind: 'user';
        /** The account status: `frozen` (danger), or `normal`/`good` (success). */
        status: UserStatus | 'good';
      }
    | {
        /** What the status belongs to: a push notification. */
        kind: 'push';
        /** Scheduled (warning), sent (success), cancelled (neutral) or invalid (danger). */
        status: PushStatus;
        /** The planned send time, written after "Scheduled" (China time) while scheduled. */
        plannedAt?: TimeValue | null;
      }
  );

interface Resolved {
  key: MessageKey;
  tone: BadgeTone;
  /** A scheduled item (shown with a clock). */
  scheduled?: boolean;
  /** The planned time, when the label carries it ("Scheduled 2026/11/25 09:30"). */
  time?: number;
}

const toMs = (value: TimeValue | null | undefined): number | undefined => {
  if (value === null || value === undefined) return undefined;
  const ms =
    value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : value;
  return Number.isFinite(ms) ? ms : undefined;
};

/** The label key, tone and time of a status (exported for tests and for list filters). */
export function resolveStatus(props: StatusBadgeProps, now: number = Date.now()): Resolved {
  switch (props.kind) {
    case 'live':
      return {
        'not-started': { key: 'status-live-not-started', tone: 'info' } as const,
        'in-progress': { key: 'status-live-in-progress', tone: 'success' } as const,
        finished: { key: 'status-live-finished', tone: 'neutral' } as const,
      }[props.status];
    case 'user':
      return props.status === 'frozen'
        ? { key: 'status-user-frozen', tone: 'danger' }
        : { key: 'status-user-normal', tone: 'success' };
    case 'push': {
      if (props.status === 'scheduled') {
        const time = toMs(props.plannedAt);
        return time === undefined
          ? { key: 'status-push-scheduled', tone: 'warning', scheduled: true }
          : { key: 'status-push-scheduled-at', tone: 'warning', scheduled: true, time };
      }
      return {
        sent: { key: 'status-push-sent', tone: 'success' } as const,
        cancelled: { key: 'status-push-cancelled', tone: 'neutral' } as const,
        invalid: { key: 'status-push-invalid', tone: 'danger' } as const,
      }[props.status];
    }
    default: {
      const status = props.status.toLowerCase() as ContentStatus | 'scheduled';
      const planned = toMs(props.plannedAt);
      const scheduled =
        status === 'scheduled' || (status === 'draft' && planned !== undefined && planned > now);
      if (scheduled) {
        return planned === undefined
          ? { key: 'status-scheduled', tone: 'warning', scheduled: true }
          : { key: 'status-scheduled-at', tone: 'warning', scheduled: true, time: planned };
      }
      return {
        draft: { key: 'status-draft', tone: 'neutral' } as const,
        published: { key: 'status-published', tone: 'success' } as const,
        deleted: { key: 'status-deleted', tone: 'danger' } as const,
      }[status];
    }
  }
}

/**
 * The status of a content item, a roadshow's live progress, a user account or a push notification,
 * with its translated label and status colour. A scheduled draft shows "Scheduled" and its planned
 * time in China time (GMT+8).
 */
export function StatusBadge(props: StatusBadgeProps) {
  const { t } = useTranslation();
  // Only the span's own props go to the DOM.
  const {
    kind: _kind,
    status,
    variant,
    plannedAt: _plannedAt,
    now,
    ...spanProps
  } = props as BaseProps & { kind?: string; status: string; plannedAt?: unknown; now?: number };
  const { key, tone, scheduled, time } = resolveStatus(props, now);
  return (
    <Badge
      tone={tone}
      variant={variant}
      dot={!scheduled}
      icon={scheduled ? <Clock aria-hidden /> : undefined}
      data-status={scheduled ? 'scheduled' : status.toLowerCase()}
      {...spanProps}
    >
      {time === undefined ? t(key) : t(key, { time: formatChinaTime(time) })}
    </Badge>
  );
}
