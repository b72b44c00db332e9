import { useCallback } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { useConfirm } from '../../overlays/ConfirmDialog';

/**
 * Closing a form that has unsaved changes asks first: answers whether to go ahead (true at once
 * when there is nothing to lose). For drawers and dialogs (`close`), and for leaving the page
 * while one of them has changes (`leave`).
 */
export function useConfirmDiscard() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  return useCallback(
    async (dirty: boolean, action: 'close' | 'leave' = 'close'): Promise<boolean> =>
      !dirty ||
      confirm({
        title: action === 'leave' ? t('draft-leave-title') : t('draft-discard-title'),
        message: action === 'leave' ? t('draft-leave-message') : t('draft-discard-message'),
        confirmLabel: action === 'leave' ? t('draft-leave-confirm') : t('draft-discard-confirm'),
        cancelLabel: t('draft-discard-cancel'),
        tone: 'danger',
      }),
    [confirm, t],
  );
}
