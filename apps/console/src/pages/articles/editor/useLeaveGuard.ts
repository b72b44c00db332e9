import { useConfirm, useTranslation } from '@newsdesk/ui';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Leaving with changes the server does not have asks first: a route change (except to the same
 * article's own URL, e.g. /create becoming /:id) and closing or reloading the tab.
 */
export function useLeaveGuard(isDirty: () => boolean, ownPath: () => string | null) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const own = ownPath();
    return (
      isDirty() &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(own !== null && nextLocation.pathname.endsWith(own))
    );
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void (async () => {
      const leave = await confirm({
        title: t('ae-leave-title'),
        message: t('ae-leave-message'),
        confirmLabel: t('ae-leave'),
        cancelLabel: t('ae-stay'),
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
      // Older browsers need a return value to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
}
