import { theme, Pagination, useConfirm, useTranslation } from '@newsdesk/ui';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import styled from 'styled-components';

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${theme.space[3]};

  h1 {
    margin: 0;
    font-size: ${theme.font.size['2xl']};
    overflow-wrap: anywhere;
  }
`;

/** The heading row of a sources screen: its title and its actions. */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Header>
      <h1>{title}</h1>
      {children ? <div>{children}</div> : null}
    </Header>
  );
}

export const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const FooterRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  color: ${theme.color.text.secondary};
`;

/** The total and the page links under a list (10 a page). */
export function ListFooter({
  total,
  page,
  pageSize,
  hrefOf,
  onPage,
}: {
  total: number;
  page: number;
  pageSize: number;
  hrefOf: (page: number) => string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (total <= 0) return null;
  return (
    <FooterRow>
      <span>{t('ing-total', { count: total })}</span>
      <Pagination
        page={page}
        total={total}
        pageSize={pageSize}
        getPageHref={hrefOf}
        onPageChange={(next, event) => {
          event.preventDefault();
          onPage(next);
        }}
      />
    </FooterRow>
  );
}

/**
 * Leaving a sources form with changes the server does not have asks first (a route change, or
 * closing or reloading the tab), like the article editor. Returns the form's dirty reporter and a
 * way to mark the form saved before navigating away.
 */
export function useLeaveGuard() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const dirty = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void (async () => {
      const leave = await confirm({
        title: t('ing-leave-title'),
        message: t('ing-leave-body'),
        confirmLabel: t('ing-leave'),
        cancelLabel: t('ing-stay'),
        tone: 'danger',
      });
      if (leave) blocker.proceed();
      else blocker.reset();
    })();
  }, [blocker, confirm, t]);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  const onDirtyChange = useCallback((next: boolean) => {
    dirty.current = next;
  }, []);
  const markSaved = useCallback(() => {
    dirty.current = false;
  }, []);
  return { onDirtyChange, markSaved };
}
