import { ComingSoon, type ComingSoonLink, useTranslation } from '@newsdesk/ui';
import { useLocation, useMatches } from 'react-router';
import { navHref, screens, type RouteHandle, type Screen, type ScreenId } from '../app/routes';
import { useSession } from '../data/session';
import { RouterLink } from '../shell/RouterLink';
import { comingTexts } from './ComingPage.texts';

/** The built screens that have a sidebar link, for this user. */
function builtLinks(
  list: readonly Screen[],
  user: { id: number | string } | null,
  label: (id: ScreenId) => string,
): ComingSoonLink[] {
  return list.flatMap((s) => {
    if (!s.page || !s.nav) return [];
    const href = navHref(s, user);
    return href ? [{ href, label: label(s.id) }] : [];
  });
}

/**
 * A planned screen (routes.tsx has no page for it yet): its name, what it is for and what it will
 * offer, and the ready screens of its section.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const matches = useMatches();
  const { user } = useSession();
  const id = [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.screen)
    .find(Boolean);
  const screen = screens.find((s) => s.id === id);
  if (!screen) return null;
  const lang = i18n.language === 'zh-CN' ? 'zh-CN' : 'en';
  const text = comingTexts[screen.id];
  const label = (sid: ScreenId) => t(`screen-${sid}`);
  const section = screens.filter((s) => s.section === screen.section);
  return (
    <ComingSoon
      title={label(screen.id)}
      purpose={text?.purpose[lang] ?? ''}
      features={text?.features[lang] ?? []}
      path={pathname}
      sectionLinks={builtLinks(section, user, label)}
      otherLinks={builtLinks(screens, user, label)}
      linkComponent={RouterLink}
    />
  );
}
