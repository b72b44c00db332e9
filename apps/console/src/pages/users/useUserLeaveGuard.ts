import { useConfirm, useTranslation } from '@newsdesk/ui';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Leaving a user form with changes the server does not have asks first (another route, or closing
 * or reloading the tab), as the article editor does. Moving between the profile's tabs keeps the
 * page, so it is not asked there.
 */
export function useUserLeaveGuard(dirty: boolean, samePage: (path: string) => boolean) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      !samePage(nextLocation.pathname),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void (async () => {
      const leave = await confirm({
        title: t('profile-leave-title'),
        message: t('profile-leave-message'),
        confirmLabel: t('profile-leave'),
        cancelLabel: t('profile-stay'),
        tone: 'danger',
      });
      if (leave) blocker.proceed();
      else blocker.reset();
    })();
  }, [blocker, confirm, t]);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
