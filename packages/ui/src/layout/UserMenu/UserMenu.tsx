import { ChevronDown, FileText, LogOut, Settings, User } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Avatar } from '../../feedback/Avatar';
import { DropdownMenu } from '../../overlays/DropdownMenu';

import { theme } from '../../foundations/tokens';
export interface UserMenuProps {
  /** The signed-in user's name: shown next to the avatar and names the menu button. */
  name: string;
  /** The interface label of the first role (content §6). */
  role?: string | null;
  /** The user's picture; without one the avatar shows the initials. */
  avatarUrl?: string | null;
  /** Where the "Profile" item goes. */
  profileHref: string;
  /** Where the "My articles" item goes. */
  myArticlesHref: string;
  /** Where the "Settings" item goes. */
  settingsHref: string;
  /** In-app navigation (the app's router); without it the links load the page. */
  onNavigate?: (href: string) => void;
  /** Called when the user chooses "Log out" (the menu then closes). */
  onLogout: () => void;
}

const Who = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  line-height: ${theme.font.lineHeight.tight};
  text-align: left;
  /* On a narrow screen the avatar alone shows; the name still names the button. */
  @media (max-width: ${theme.breakpoints.mobile}) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

const Role = styled.span`
  font-size: ${theme.font.size.xs};
  color: ${theme.color.text.secondary};
`;

/** The two roles the server knows, shown in the interface language; any other name as it is. */
const ROLE_KEYS = { Admin: 'role-admin', 'Normal User': 'role-normal-user' } as const;

/** The user dropdown (content §2): profile, my articles, settings, log out. */
export function UserMenu({
  name,
  role,
  avatarUrl,
  profileHref,
  myArticlesHref,
  settingsHref,
  onNavigate,
  onLogout,
}: UserMenuProps) {
  const { t } = useTranslation();
  const go = (href: string) => (event: MouseEvent<HTMLElement>) => {
    if (!onNavigate) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <DropdownMenu.Root placement="bottom-end">
      <DropdownMenu.Trigger variant="ghost" title={t('user-menu', { name })}>
        <Avatar name={name} src={avatarUrl ?? null} size="sm" decorative />
        <Who>
          <span>{name}</span>
          {role ? (
            <Role>{role in ROLE_KEYS ? t(ROLE_KEYS[role as keyof typeof ROLE_KEYS]) : role}</Role>
          ) : null}
        </Who>
        <ChevronDown aria-hidden size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Item
          icon={<User aria-hidden />}
          href={profileHref}
          onSelect={go(profileHref)}
        >
          {t('user-menu-profile')}
        </DropdownMenu.Item>
        <DropdownMenu.Item
          icon={<FileText aria-hidden />}
          href={myArticlesHref}
          onSelect={go(myArticlesHref)}
        >
          {t('user-menu-my-articles')}
        </DropdownMenu.Item>
        <DropdownMenu.Item
          icon={<Settings aria-hidden />}
          href={settingsHref}
          onSelect={go(settingsHref)}
        >
          {t('user-menu-settings')}
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item tone="danger" icon={<LogOut aria-hidden />} onSelect={onLogout}>
          {t('user-menu-logout')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
