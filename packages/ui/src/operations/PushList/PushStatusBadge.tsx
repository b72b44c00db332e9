import { Clock } from 'lucide-react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { Badge, type BadgeTone } from '../../feedback/Badge';

/** Every state of a push (the contract's `PushStatus`). */
export type PushState = 'scheduled' | 'sending' | 'sent' | 'failed' | 'cancelled' | 'invalid';
export const PUSH_STATES: readonly PushState[] = [
  'scheduled',
  'sending',
  'sent',
  'failed',
  'cancelled',
  'invalid',
];

const TONES: Record<PushState, BadgeTone> = {
  scheduled: 'warning',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
  cancelled: 'neutral',
  invalid: 'danger',
};

/**
 * A push can be cancelled while it waits, while the provider delivers it, and once sent (recalled
 * from the devices that have not opened it; the contract's cancelPush, designed here).
 */
export const isCancellablePush = (status: PushState) =>
  status === 'scheduled' || status === 'sending' || status === 'sent';

/** The state of a push with its label and colour (a clock while it waits). */
export function PushStatusBadge({ status }: { status: PushState }) {
  const { t } = useTranslation();
  return (
    <Badge
      tone={TONES[status]}
      dot={status !== 'scheduled'}
      icon={status === 'scheduled' ? <Clock aria-hidden /> : undefined}
      data-status={status}
    >
      {t(`push-status-${status}`)}
    </Badge>
  );
}
