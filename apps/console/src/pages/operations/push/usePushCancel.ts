import { errorMessage, isConflict } from '@newsdesk/api-client';
import { useConfirm, useToast } from '@newsdesk/ui';
import { useTranslation } from 'react-i18next';
import { useCancelPush } from '../../../data/push';

/** Cancel with a confirm first (operations §4), then the toast of the outcome. */
export function usePushCancel() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const toast = useToast();
  const cancel = useCancelPush();
  return async (push: { id: number; title: string; version: number }) => {
    const ok = await confirm({
      title: t('push-cancel-confirm-title'),
      message: t('push-cancel-confirm-message', { title: push.title }),
      confirmLabel: t('push-cancel'),
      cancelLabel: t('push-cancel-keep'),
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync({ id: push.id, version: push.version });
      toast.success(t('push-cancelled'));
    } catch (e) {
      toast.error(isConflict(e) ? t('push-conflict') : errorMessage(e));
    }
  };
}
