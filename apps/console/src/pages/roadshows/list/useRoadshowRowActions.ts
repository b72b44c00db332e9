import { errorMessage, isConflict } from '@newsdesk/api-client';
import {
  useConfirm,
  useToast,
  type RoadshowAction,
  type RoadshowRowData,
  useTranslation,
} from '@newsdesk/ui';
import { useNavigate } from 'react-router';
import {
  useRoadshowStatus,
  type RoadshowStatus,
  type RoadshowSummary,
} from '../../../data/roadshows';

/**
 * The row menu of the roadshow list (content §4): edit, and publish, convert to draft or delete
 * through the status call, each with its toast; delete asks first.
 */
export function useRoadshowRowActions(rows: readonly RoadshowSummary[] | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const status = useRoadshowStatus();

  const versionOf = (id: number) => rows?.find((r) => r.id === id)?.version ?? 1;

  const change = async (item: RoadshowRowData, next: RoadshowStatus, success: string) => {
    try {
      await status.mutateAsync({ id: item.id, status: next, version: versionOf(item.id) });
      toast.success(success);
    } catch (e) {
      toast.error(isConflict(e) ? t('rs-conflict') : errorMessage(e));
    }
  };

  return async (action: RoadshowAction, item: RoadshowRowData) => {
    switch (action) {
      case 'edit':
        await navigate(`/content/roadshow/${item.id}`);
        return;
      case 'publish':
        await change(item, 'published', t('rs-published'));
        return;
      case 'draft':
        await change(item, 'draft', t('rs-saved'));
        return;
      case 'delete': {
        const ok = await confirm({
          title: t('rs-delete-title'),
          message: t('rs-delete-message', { title: item.title }),
          confirmLabel: t('rs-action-delete'),
          tone: 'danger',
        });
        if (ok) await change(item, 'deleted', t('rs-deleted'));
        return;
      }
    }
  };
}
