import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Scrolls to the top whenever the path changes (not on query-only changes such as filters), except
 * on a replace: that moves the URL of what is on screen (a new article taking its id when the
 * autosave creates it), and the page must not jump while someone types in it.
 */
export function useScrollToTopOnPathChange() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    if (scrolledFor.current === pathname) return;
    scrolledFor.current = pathname;
    if (navigationType !== 'REPLACE') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
