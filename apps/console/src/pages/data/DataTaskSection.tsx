import { DataTaskRuns, formatChinaTime, useToast, useTranslation } from '@newsdesk/ui';
import { dataErrorMessage, useDataTask, useRunDataTask } from '../../data/datasets';
import { useSession } from '../../data/session';

/**
 * The task of an API data source on its page (designed here): frequency, next run, Run now for
 * admins and the latest runs, read again after a run.
 */
export function DataTaskSection({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const session = useSession();
  const read = useDataTask(symbol);
  const run = useRunDataTask();
  const task = read.task;
  const runNow = async () => {
    try {
      const r = await run.run(symbol);
      if (r.error) toast.error(t('data-task-failed', { error: r.error }));
      else
        toast.success(
          t('data-task-done', {
            fetched: r.rows_fetched,
            added: r.rows_added,
            updated: r.rows_updated,
          }),
        );
    } catch (e) {
      toast.error(dataErrorMessage(e));
    }
  };
  return (
    <DataTaskRuns
      frequency={
        task?.task_frequency && task.task_frequency_unit
          ? { every: task.task_frequency, unit: task.task_frequency_unit }
          : null
      }
      nextRunAt={task?.task_next_run_at ?? null}
      runs={task?.task_runs ?? []}
      formatTime={(ms) => formatChinaTime(ms)}
      loading={read.loading && !task}
      error={read.error && !task ? dataErrorMessage(read.error) : null}
      onRunNow={session.roles.includes('Admin') ? () => void runNow() : undefined}
      running={run.pending}
    />
  );
}
