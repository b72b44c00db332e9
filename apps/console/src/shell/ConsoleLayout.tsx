import {
  theme,
  AppShell,
  Button,
  EmptyState,
  LanguagePanel,
  PageContainer,
  ProgressBar,
  RightPanel,
  Sidebar,
  Spinner,
  ThemeToggle,
  UserMenu,
  preloadDormant,
  type RightPanelState,
  useTranslation,
} from '@newsdesk/ui';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import {
  Outlet,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useRouteError,
} from 'react-router';
import styled from 'styled-components';
import type { RouteHandle } from '../app/routes';
import { whenIdle } from '../app/prefetch';
import { useSession } from '../data/session';
import { buildNavigation, sectionOf } from './navigation';
import { RouterLink } from './RouterLink';
import { useScrollToTopOnPathChange } from './useScrollToTopOnPathChange';

export type { RouteHandle } from '../app/routes';

const TopBar = styled.div`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]} ${theme.space[4]};
  border-bottom: 1px solid ${theme.color.border.weak};
  background: ${theme.color.bg.surface};
`;

const SearchPanel = lazy(() => import('./panels').then((m) => ({ default: m.SearchPanel })));
const TaskPanel = lazy(() => import('./panels').then((m) => ({ default: m.TaskPanel })));

const panelFallback = <Spinner />;

/** The signed-in frame: sidebar, progress bar, top bar with the right panel, page at its width. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // 'loading' while the next route's chunk (lazy) loads, as well as while its data loads.
  const navigation = useNavigation();
  const matches = useMatches();
  useScrollToTopOnPathChange();
  // The pickers' and long lists' machinery (dormant in @newsdesk/ui) loads once each screen has
  // settled, so that the user meets it live; until then a first use loads it.
  useEffect(() => whenIdle(() => void preloadDormant().catch(() => {})), [pathname]);

  const width =
    [...matches]
      .reverse()
      .map((m) => (m.handle as RouteHandle | undefined)?.width)
      .find(Boolean) ?? 'lg';
  const session = useSession();
  const routerNavigate = useNavigate();
  const [panel, setPanel] = useState<RightPanelState>('none');
  const user = session.user;
  const sections = useMemo(() => buildNavigation(t, user), [t, user]);
  // RequireAuth then sends the user to login, remembering this path, with "signed out".
  const logOut = () => session.signOut();

  const actions = (
    <>
      <RightPanel
        state={panel}
        onStateChange={setPanel}
        panels={{
          search: (
            <Suspense fallback={panelFallback}>
              <SearchPanel onDone={() => setPanel('none')} />
            </Suspense>
          ),
          task: (
            <Suspense fallback={panelFallback}>
              <TaskPanel />
            </Suspense>
          ),
          languages: <LanguagePanel locales={['zh-CN', 'en']} />,
        }}
      />
      {user ? (
        <UserMenu
          name={user.nickname}
          role={session.role}
          avatarUrl={user.avatar}
          profileHref={`/users/profile/${user.id}`}
          myArticlesHref={`/content/article/list?userId=${user.id}`}
          settingsHref={`/users/profile/${user.id}/settings`}
          onNavigate={(href) => void routerNavigate(href)}
          onLogout={logOut}
        />
      ) : null}
    </>
  );

  return (
    <AppShell
      title={t('app-name')}
      progress={<ProgressBar active={navigation.state !== 'idle'} />}
      navbarActions={actions}
      topBar={<TopBar>{actions}</TopBar>}
      sidebar={({ closeMenu }) => (
        <Sidebar
          sections={sections}
          activeSection={sectionOf(pathname)}
          currentPath={pathname}
          home={{ href: '/', label: t('nav-home') }}
          linkComponent={RouterLink}
          onNavigate={closeMenu}
          footer={<ThemeToggle orientation="vertical" />}
        />
      )}
    >
      <PageContainer width={width}>
        <Outlet />
      </PageContainer>
    </AppShell>
  );
}

/**
 * What a signed-in page shows when it cannot load (a chunk that a newer deploy replaced, a dropped
 * network): a clear message and a reload, not the router's developer page.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <EmptyState
      role="alert"
      title={t('route-error-title')}
      subtitle={t('route-error-body')}
      action={
        <Button variant="primary" onClick={() => window.location.reload()}>
          {t('route-error-reload')}
        </Button>
      }
    />
  );
}
