import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { useMediaQuery } from '../../utils';
import { MobileNavbar } from '../MobileNavbar';
import { dormancy, LivePart, useLive } from '../../utils/dormant';

import { theme } from '../../foundations/tokens';
export interface AppShellSidebarContext {
  /** True when the sidebar is shown as the mobile menu. */
  mobile: boolean;
  /** Closes the mobile menu (pass it as the sidebar's onNavigate). */
  closeMenu: () => void;
}

export interface AppShellProps {
  /** The navigation, rendered beside the page on wide screens and as a menu on narrow ones. */
  sidebar: (context: AppShellSidebarContext) => ReactNode;
  /** Title of the mobile navbar. */
  title: ReactNode;
  /** Actions of the mobile navbar (user menu, panel buttons). */
  navbarActions?: ReactNode;
  /**
   * The bar above the page on wide screens (the same actions as the navbar, usually): shown only when
   * the mobile navbar is not, so one set of actions is mounted at a time.
   */
  topBar?: ReactNode;
  /** The route progress bar. */
  progress?: ReactNode;
  /** The right panel (search, tasks, languages). */
  rightPanel?: ReactNode;
  /** The current page, rendered in the main landmark. */
  children?: ReactNode;
}

const Root = styled.div`
  display: flex;
  min-height: 100vh;
`;

const Aside = styled.aside`
  position: sticky;
  top: 0;
  height: 100vh;
  flex: none;
  z-index: ${theme.z.sidebar};
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${theme.space[2]};
  top: -100px;
  z-index: ${theme.z.tooltip};
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radii.md};
  background: ${theme.color.bg.accent};
  color: ${theme.color.text.onAccent};
  &:focus {
    top: ${theme.space[2]};
  }
`;

const mobileMenu = dormancy(() => import('./MobileMenu').then((m) => m.MobileMenu));

/**
 * The console's frame: the sidebar on the left (a menu behind the navbar's button on narrow screens),
 * the page in `<main>`, a skip link, the route progress bar and the right panel.
 */
export function AppShell({
  sidebar,
  title,
  navbarActions,
  topBar,
  progress,
  rightPanel,
  children,
}: AppShellProps) {
  const { t } = useTranslation();
  const mobile = useMediaQuery(`(max-width: ${theme.breakpoints.mobile})`);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const mainId = useId();

  const [navbar, setNavbar] = useState<HTMLElement | null>(null);
  // The menu's code (floating-ui) loads as it first opens, or with the app's preload.
  const MobileMenu = useLive(mobileMenu, mobile && menuOpen);
  const closeMenu = () => setMenuOpen(false);

  return (
    <Root>
      <SkipLink href={`#${mainId}`}>{t('skip-to-content')}</SkipLink>
      {progress}
      {!mobile && <Aside>{sidebar({ mobile: false, closeMenu })}</Aside>}
      <Column>
        {mobile && (
          <MobileNavbar
            ref={setNavbar}
            title={title}
            menuOpen={menuOpen}
            onMenuOpenChange={setMenuOpen}
            menuId={menuId}
            actions={navbarActions}
          />
        )}
        {!mobile && topBar}
        <Main id={mainId} tabIndex={-1}>
          {children}
        </Main>
      </Column>
      {mobile && menuOpen && MobileMenu && (
        <LivePart
          component={MobileMenu}
          props={{
            reference: navbar,
            id: menuId,
            label: t('nav-main'),
            onClose: closeMenu,
            children: sidebar({ mobile: true, closeMenu }),
          }}
        />
      )}
      {rightPanel}
    </Root>
  );
}
