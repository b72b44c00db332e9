import type { MessageKey, SidebarSection } from '@newsdesk/ui';
import type { TFunction } from 'i18next';
import { Banknote, FileText, Megaphone, MessageSquare, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { navHref, screens, type GroupId, type SectionId } from '../app/routes';

export { sectionOf } from '../app/routes';

type RailSection = Exclude<SectionId, 'dashboard'>;

/** The five sections of the rail and their groups, in the spec's order (content §2). */
const layout: readonly {
  id: RailSection;
  label: MessageKey;
  icon: ReactNode;
  groups: readonly { id: GroupId; label: MessageKey }[];
}[] = [
  {
    id: 'content',
    label: 'nav-section-content',
    icon: <FileText aria-hidden />,
    groups: [
      { id: 'new-content', label: 'nav-group-new-content' },
      { id: 'lists', label: 'nav-group-lists' },
      { id: 'data', label: 'nav-group-data' },
      { id: 'sources', label: 'nav-group-sources' },
      { id: 'calendar', label: 'nav-group-calendar' },
      { id: 'ai', label: 'nav-group-ai' },
    ],
  },
  {
    id: 'user',
    label: 'nav-section-user',
    icon: <Users aria-hidden />,
    groups: [
      { id: 'people', label: 'nav-group-people' },
      { id: 'account', label: 'nav-group-account' },
    ],
  },
  {
    id: 'finance',
    label: 'nav-section-finance',
    icon: <Banknote aria-hidden />,
    groups: [{ id: 'orders', label: 'nav-group-orders' }],
  },
  {
    id: 'operation',
    label: 'nav-section-operation',
    icon: <Megaphone aria-hidden />,
    groups: [
      { id: 'push', label: 'nav-group-push' },
      { id: 'app-web', label: 'nav-group-app-web' },
      { id: 'config', label: 'nav-group-config' },
      { id: 'crawlers', label: 'nav-group-crawlers' },
    ],
  },
  {
    id: 'message',
    label: 'nav-section-message',
    icon: <MessageSquare aria-hidden />,
    groups: [{ id: 'messages', label: 'nav-group-messages' }],
  },
];

/**
 * The sidebar: every screen of the spec in its section and group (routes.tsx says where). A screen
 * that is not built yet carries a "coming" badge and opens its coming page, so staff see what is
 * planned and nothing is reachable only by typing its URL.
 */
export function buildNavigation(
  t: TFunction,
  user: { id: number | string } | null,
): SidebarSection[] {
  return layout.map((section) => ({
    id: section.id,
    label: t(section.label),
    icon: section.icon,
    groups: section.groups.map((group) => ({
      id: group.id,
      label: t(group.label),
      items: screens.flatMap((s) => {
        if (s.section !== section.id || s.nav?.group !== group.id) return [];
        const href = navHref(s, user);
        if (!href) return [];
        return [{ id: s.id, label: t(`screen-${s.id}`), href, coming: s.planned === true }];
      }),
    })),
  }));
}
