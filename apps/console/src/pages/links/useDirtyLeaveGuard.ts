import { useConfirm, useTranslation } from '@newsdesk/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';

/**
 * Leaving a library form with unsaved changes asks first (as the article editor's `useLeaveGuard`):
 * a route or query change, and closing or reloading the tab. `setDirty(false)` takes effect at once
 * (a save may navigate in the same tick); `confirmDiscard()` asks the same question when the user
 * closes a dialog (true: leave).
 */
export function useDirtyLeaveGuard() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const dirtyRef = useRef(false);
  const [dirty, setDirtyState] = useState(false);
  const setDirty = useCallback((next: boolean) => {
    dirtyRef.current = next;
    setDirtyState(next);
  }, []);
  const confirmDiscard = useCallback(
    () =>
      confirm({
        title: t('library-leave-title'),
        message: t('library-leave-message'),
        confirmLabel: t('library-leave'),
        cancelLabel: t('library-stay'),
        tone: 'danger',
      }),
    [confirm, t],
  );
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmDiscard().then((leave) => {
      if (leave) {
        dirtyRef.current = false;
        setDirtyState(false);
        blocker.proceed();
      } else blocker.reset();
    });
  }, [blocker, confirmDiscard]);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return { dirty, setDirty, confirmDiscard };
}
