import { useConfirmDiscard } from '@newsdesk/ui';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Leaving the page while a drawer's form has unsaved changes asks first: a route to another page
 * and closing or reloading the tab (the drawer's own closing asks through `useConfirmDiscard`).
 * Its texts are in the first download, as the topic page loads no editor messages.
 */
export function useDrawerLeaveGuard(isDirty: () => boolean) {
  const confirmDiscard = useConfirmDiscard();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty() && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void (async () => {
      if (await confirmDiscard(true, 'leave')) blocker.proceed();
      else blocker.reset();
    })();
  }, [blocker, confirmDiscard]);
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
