import { useConfirm, useTranslation } from '@newsdesk/ui';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Leaving the page with an unsaved remark asks first: a route change (a filter or a page of the
 * same list is not leaving) and closing or reloading the tab.
 */
export function useRemarkLeaveGuard(isDirty: boolean) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void (async () => {
      const leave = await confirm({
        title: t('fin-leave-title'),
        message: t('fin-leave-message'),
        confirmLabel: t('fin-leave'),
        cancelLabel: t('fin-stay'),
        tone: 'danger',
      });
      if (leave) blocker.proceed();
      else blocker.reset();
    })();
  }, [blocker, confirm, t]);
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
}
