import { House } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { useControllableState } from '../../utils';
import * as S from './Sidebar.styles';
import { DefaultLink, currentHref, type LinkComponent, type SidebarSection } from './types';

export interface SidebarProps {
  /** The sections of the rail, in order, each with its icon and its groups of page links. */
  sections: SidebarSection[];
  /** The section of the current page (derived from the route by the app). */
  activeSection?: string;
  /** The current path, to mark the current link. */
  currentPath: string;
  /** Whether the second panel is shown; clicking the shown section toggles it. */
  panelOpen?: boolean;
  /** Whether the second panel starts shown when `panelOpen` is not controlled (default true). */
  defaultPanelOpen?: boolean;
  /** Called with the new state when a rail click shows or hides the second panel. */
  onPanelOpenChange?: (open: boolean) => void;
  /** The app's router link (defaults to a plain anchor). */
  linkComponent?: LinkComponent;
  /** Called after a link is followed (the mobile menu closes itself with it). */
  onNavigate?: (href: string) => void;
  /** Brand mark at the top of the rail. */
  header?: ReactNode;
  /** The home page (the dashboard): a link at the top of the rail, current on its own path. */
  home?: { href: string; label: string };
  /** Bottom of the rail: theme toggle, language, user menu. */
  footer?: ReactNode;
  /** A class for the sidebar's root element. */
  className?: string;
}

/**
 * The console's navigation: a rail with the five sections, each opening a second panel with its
 * pages. Clicking the section whose panel is shown toggles the panel (content §2).
 */
export function Sidebar({
  sections,
  activeSection,
  currentPath,
  panelOpen,
  defaultPanelOpen = true,
  onPanelOpenChange,
  linkComponent = DefaultLink,
  onNavigate,
  header,
  home,
  footer,
  className,
}: SidebarProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useControllableState({
    value: panelOpen,
    defaultValue: defaultPanelOpen,
    onChange: onPanelOpenChange,
  });
  // The section whose panel is shown follows the route, and the rail can show another one.
  const [shown, setShown] = useState({
    id: activeSection ?? sections[0]?.id,
    forActive: activeSection,
  });
  let shownId = shown.id;
  if (shown.forActive !== activeSection) {
    shownId = activeSection ?? shown.id;
    setShown({ id: shownId, forActive: activeSection });
  }
  const section = sections.find((s) => s.id === shownId) ?? sections[0];
  const current = currentHref(
    sections.flatMap((s) => s.groups.flatMap((g) => g.items.map((i) => i.href))),
    currentPath,
  );

  const onRailClick = (id: string) => {
    if (id === shownId) {
      setOpen(!open);
    } else {
      setShown({ id, forActive: activeSection });
      setOpen(true);
    }
  };

  return (
    <S.Root className={className}>
      <S.Rail aria-label={t('nav-main')}>
        {header}
        {home && (
          <S.RailLink
            as={linkComponent}
            href={home.href}
            aria-current={currentPath === home.href ? 'page' : undefined}
            onClick={() => onNavigate?.(home.href)}
          >
            <House aria-hidden />
            <span>{home.label}</span>
          </S.RailLink>
        )}
        <S.RailList>
          {sections.map((s) => (
            <li key={s.id}>
              <S.RailButton
                type="button"
                data-active={s.id === activeSection || undefined}
                aria-expanded={s.id === shownId ? open : false}
                aria-controls={panelId}
                onClick={() => onRailClick(s.id)}
                title={s.id === shownId ? t('nav-toggle-panel', { section: s.label }) : s.label}
              >
                {s.icon}
                <span>{s.label}</span>
              </S.RailButton>
            </li>
          ))}
        </S.RailList>
        {footer && <S.RailFooter>{footer}</S.RailFooter>}
      </S.Rail>
      {section && (
        <S.Panel id={panelId} aria-label={section.label} hidden={!open}>
          <S.PanelTitle>{section.label}</S.PanelTitle>
          {section.groups.length === 0 && <S.Empty>{t('nav-empty-section')}</S.Empty>}
          {section.groups.map((group) => (
            <div key={group.id}>
              <S.GroupTitle id={`${panelId}-${group.id}`}>{group.label}</S.GroupTitle>
              <S.ItemList aria-labelledby={`${panelId}-${group.id}`}>
                {group.items.map((item) => (
                  <li key={item.id}>
                    <S.ItemLink
                      as={linkComponent}
                      href={item.href}
                      aria-current={item.href === current ? 'page' : undefined}
                      onClick={() => onNavigate?.(item.href)}
                    >
                      <span>{item.label}</span>
                      {item.coming && <S.ComingBadge>{t('nav-coming')}</S.ComingBadge>}
                    </S.ItemLink>
                  </li>
                ))}
              </S.ItemList>
            </div>
          ))}
        </S.Panel>
      )}
    </S.Root>
  );
}
