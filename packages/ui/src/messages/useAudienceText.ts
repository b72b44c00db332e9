import { useTranslation } from '../foundations/i18n/useTranslation';
import type { SysMessageAudience } from './types';

/** A one-line summary of who receives a message (every user, tiers, or a number of users). */
export function useAudienceText() {
  const { t } = useTranslation();
  return (audience: SysMessageAudience): string => {
    if (audience.type === 'all') return t('sysmsg-audience-all');
    if (audience.type === 'membership')
      return audience.membership_levels.map((l) => t(`sysmsg-level-${l}`)).join(', ');
    return t('sysmsg-users-count', { count: audience.user_ids.length });
  };
}
