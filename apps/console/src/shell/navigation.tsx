import type { SidebarSection } from '@newsdesk/ui';
import { Banknote, FileText, Megaphone, MessageSquare, Users } from 'lucide-react';
import type { TFunction } from 'i18next';

/**
 * The five sections of the sidebar (content §2). Only pages that exist are listed: an area's links
 * arrive with the area itself, never as placeholders.
 */
export function buildNavigation(
  t: TFunction,
  _user: { id: number | string } | null,
): SidebarSection[] {
  return [
    {
      id: 'content',
      label: t('nav-section-content'),
      icon: <FileText aria-hidden />,
      groups: [
        {
          id: 'lists',
          label: t('nav-group-lists'),
          items: [{ id: 'articles', label: t('articles-title'), href: '/content/article/list' }],
        },
      ],
    },
    { id: 'user', label: t('nav-section-user'), icon: <Users aria-hidden />, groups: [] },
    { id: 'finance', label: t('nav-section-finance'), icon: <Banknote aria-hidden />, groups: [] },
    {
      id: 'operation',
      label: t('nav-section-operation'),
      icon: <Megaphone aria-hidden />,
      groups: [],
    },
    {
      id: 'message',
      label: t('nav-section-message'),
      icon: <MessageSquare aria-hidden />,
      groups: [],
    },
  ];
}

/** The section a path belongs to (content §2 routes). */
export function sectionOf(pathname: string): string | undefined {
  if (pathname.startsWith('/content')) return 'content';
  if (pathname.startsWith('/users')) return 'user';
  if (pathname.startsWith('/finance')) return 'finance';
  if (pathname.startsWith('/operation')) return 'operation';
  if (pathname.startsWith('/message')) return 'message';
  return undefined;
}
