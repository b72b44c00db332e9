import { theme, Pagination, useConfirm, useTranslation } from '@newsdesk/ui';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import styled from 'styled-components';
import { parsePaging, writePaging, type ListUrlCodec } from '../../data/list';

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

/** The heading row of a data screen: its title and its actions. */
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
export function ListFooter(p: {
  total: number;
  page: number;
  pageSize: number;
  hrefOf: (page: number) => string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (p.total <= 0) return null;
  return (
    <FooterRow>
      <span>{t('data-total', { count: p.total })}</span>
      <Pagination
        page={p.page}
        total={p.total}
        pageSize={p.pageSize}
        getPageHref={p.hrefOf}
        onPageChange={(next, event) => {
          event.preventDefault();
          p.onPage(next);
        }}
      />
    </FooterRow>
  );
}

/** A data list's URL: `k` (keyword), `type`, `group`, `page`. */
export interface DataListUrlState {
  page: number;
  k: string;
  type: 'CUSTOM' | 'API' | null;
  group: string | null;
}

export const dataListCodec: ListUrlCodec<DataListUrlState> = {
  parse(params) {
    const type = params.get('type');
    const group = params.get('group');
    return {
      page: parsePaging(params).page,
      k: (params.get('k') ?? '').trim().slice(0, 100),
      type: type === 'CUSTOM' || type === 'API' ? type : null,
      group: group && /^\d{1,12}$/.test(group) ? group : null,
    };
  },
  serialize(state) {
    const p = writePaging(new URLSearchParams(), { page: state.page, cursor: null });
    if (state.k) p.set('k', state.k);
    if (state.type) p.set('type', state.type);
    if (state.group) p.set('group', state.group);
    return p;
  },
};

/** Leaving a form with unsaved changes asks first (route change, tab close or reload). */
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
        title: t('data-leave-title'),
        message: t('data-leave-body'),
        confirmLabel: t('data-leave'),
        cancelLabel: t('data-stay'),
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
