import { useTranslation } from '../../foundations/i18n/useTranslation';
import { formatChinaTime } from '../../utils/chinaTime';
import type { DateLimits, LimitProblem } from '../Calendar/calendarModel';

/** The message for a moment outside a picker's limits, with the limit in the picker's format. */
export function useLimitMessage(limits: DateLimits, pattern: string) {
  const { t } = useTranslation();
  return (problem: LimitProblem): string => {
    switch (problem) {
      case 'before-min':
        return t('datepicker-before-min', { min: formatChinaTime(limits.min ?? 0, pattern) });
      case 'after-max':
        return t('datepicker-after-max', { max: formatChinaTime(limits.max ?? 0, pattern) });
      default:
        return t('datepicker-unavailable');
    }
  };
}
