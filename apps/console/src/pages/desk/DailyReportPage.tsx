import { errorMessage } from '@newsdesk/api-client';
import {
  DateTimePicker,
  formatChinaTime,
  startOfChinaDay,
  useConfirm,
  useTranslation,
} from '@newsdesk/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDailyReport } from '../../data/dailyReport';
import { useLeaveGuard } from '../articles/editor/useLeaveGuard';
import { DailyReportEditor } from './DailyReportEditor';
import { DeskPage } from './DeskPage';
import { dayFromParam } from './dailyReportDay';

/**
 * /content/daily/report (wide; operations §2, §3 "Daily top content"; designed here, #12): pick a
 * day (China time, `day=YYYY-MM-DD` in the URL, today by default), see its top content ranked by
 * the day's views with cover, kind, author and audience, curate it (add through the selection
 * panels, remove, reorder) and save the day's report. Unsaved curation asks before it is left:
 * another screen, another day, closing or reloading the tab.
 */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => Date.now());
  const day = dayFromParam(params.get('day'), now);
  const report = useDailyReport(day);
  const confirm = useConfirm();
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(
    () => dirty,
    () => null,
  );

  return (
    <DeskPage title={t('desk-dr-page-title')}>
      <div>
        <DateTimePicker
          label={t('desk-dr-day')}
          mode="date"
          value={day}
          now={now}
          max={now}
          onChange={async (next) => {
            if (next === null) return;
            const to = formatChinaTime(startOfChinaDay(next), 'YYYY-MM-DD');
            if (to === formatChinaTime(day, 'YYYY-MM-DD')) return;
            // Another day drops the changes of this one: ask first, like leaving the screen.
            if (
              dirty &&
              !(await confirm({
                title: t('ae-leave-title'),
                message: t('ae-leave-message'),
                confirmLabel: t('ae-leave'),
                cancelLabel: t('ae-stay'),
                tone: 'danger',
              }))
            ) {
              return;
            }
            setDirty(false);
            setParams({ day: to });
          }}
        />
      </div>
      <DailyReportEditor
        key={`${day}:${report.data?.version ?? 'none'}`}
        day={day}
        report={report.data}
        loading={report.isPending}
        error={report.isError ? errorMessage(report.error) : undefined}
        onRetry={() => void report.refetch()}
        onDirtyChange={setDirty}
      />
    </DeskPage>
  );
}
