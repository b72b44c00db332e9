import { Clock } from 'lucide-react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { Badge, type BadgeTone } from '../../feedback/Badge';
import type { SysMessageState } from '../types';

const TONES: Record<SysMessageState, BadgeTone> = {
  delivered: 'success',
  scheduled: 'warning',
  draft: 'neutral',
  deleted: 'danger',
};

/** Where a system message is: delivered, scheduled (a clock), draft or deleted. */
export function SysMessageStateBadge({ state }: { state: SysMessageState }) {
  const { t } = useTranslation();
  return (
    <Badge
      tone={TONES[state]}
      dot={state !== 'scheduled'}
      icon={state === 'scheduled' ? <Clock aria-hidden /> : undefined}
      data-state={state}
    >
      {t(`sysmsg-state-${state}`)}
    </Badge>
  );
}
