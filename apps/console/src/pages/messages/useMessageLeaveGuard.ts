import { useConfirm, useTranslation } from '@newsdesk/ui';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Leaving a message form with changes the server does not have asks first (a route change, or
 * closing or reloading the tab), like the article editor.
 */
export function useMessageLeaveGuard(isDirty: () => boolean) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty() && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void (async () => {
      const leave = await confirm({
        title: t('sysmsg-leave-title'),
        message: t('sysmsg-leave-message'),
        confirmLabel: t('sysmsg-leave'),
        cancelLabel: t('sysmsg-stay'),
        tone: 'danger',
      });
      if (leave) blocker.proceed();
      else blocker.reset();
    })();
  }, [blocker, confirm, t]);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
}
