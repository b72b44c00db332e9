import {
  AppShell,
  LanguagePanel,
  PageContainer,
  ProgressBar,
  RightPanel,
  Sidebar,
  TextInput,
  ThemeToggle,
  UserMenu,
  type PageWidth,
  type RightPanelState,
} from '@newsdesk/ui';
import { Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigate, useNavigation } from 'react-router';
import styled from 'styled-components';
import { useSession } from '../data/session';
import { buildNavigation, sectionOf } from './navigation';
import { RouterLink } from './RouterLink';

const TopBar = styled.div`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.weak};
  background: ${({ theme }) => theme.color.bg.surface};
`;

/** The search panel: a title search over the articles (opens the list with `k`). */
function SearchPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [k, setK] = useState('');
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        if (!k.trim()) return;
        onDone();
        void navigate(`/content/article/list?k=${encodeURIComponent(k.trim())}`);
      }}
    >
      <TextInput
        label={t('articles-keyword')}
        type="search"
        value={k}
        onChange={setK}
        prefix={<Search aria-hidden size={16} />}
      />
    </form>
  );
}

export interface RouteHandle {
  /** Page width class of the route (content §2: lg by default, xl for wide pages). */
  width?: PageWidth;
}

/** Scrolls to the top whenever the path changes (not on query-only changes such as filters). */
function useScrollToTopOnPathChange() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** The signed-in frame: sidebar, progress bar, page at its width. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const matches = useMatches();
  useScrollToTopOnPathChange();

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

  return (
    <AppShell
      title={t('app-name')}
      progress={<ProgressBar active={navigation.state !== 'idle'} />}
      sidebar={({ closeMenu }) => (
        <Sidebar
          sections={sections}
          activeSection={sectionOf(pathname)}
          currentPath={pathname}
          linkComponent={RouterLink}
          onNavigate={closeMenu}
          footer={<ThemeToggle orientation="vertical" />}
        />
      )}
    >
      <TopBar>
        <RightPanel
          state={panel}
          onStateChange={setPanel}
          panels={{
            search: <SearchPanel onDone={() => setPanel('none')} />,
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
      </TopBar>
      <PageContainer width={width}>
        <Outlet />
      </PageContainer>
    </AppShell>
  );
}
