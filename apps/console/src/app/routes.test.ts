// @vitest-environment node
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { comingTexts } from '../pages/ComingPage.texts';
import { areaPages } from './areas';
import { navHref, redirects, screenRoutes, screens, sectionOf, type RouteHandle } from './routes';

const tree: RouteObject[] = [
  {
    children: [
      ...redirects.map(({ path, to }) => ({ path, handle: { redirect: to } })),
      ...screenRoutes(),
      { path: '*', handle: { notFound: true } },
    ],
  },
];

/** The screen (or redirect target, or 'not-found') a path resolves to. */
function resolve(path: string): string {
  const leaf = matchRoutes(tree, path)?.at(-1)?.route.handle as
    (RouteHandle & { redirect?: string; notFound?: boolean }) | undefined;
  if (!leaf || leaf.notFound) return 'not-found';
  return leaf.redirect ? `→ ${leaf.redirect}` : (leaf.screen ?? 'none');
}

describe('the route table', () => {
  it('has one screen per path', () => {
    const paths = screens.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('resolves every route of both specs, with their parameters, to its own screen', () => {
    const cases: Record<string, string> = {
      '/': 'dashboard',
      '/app': '→ /',
      '/content': '→ /content/article/list',
      '/message': '→ /message/system',
      '/content/article/list': 'article-list',
      '/content/article/create': 'article-create',
      '/content/article/42': 'article-create',
      '/content/article/pdfpreview/42': 'article-pdfpreview',
      '/content/video/list': 'video-list',
      '/content/video/create': 'video-create',
      '/content/video/7': 'video-editor',
      '/content/roadshow/list': 'roadshow-list',
      '/content/roadshow/create': 'roadshow-create',
      '/content/roadshow/7': 'roadshow-editor',
      '/content/link/list': 'link-list',
      '/content/link/create': 'link-create',
      '/content/report': 'report',
      '/content/medias': 'medias',
      '/content/tags': 'tags',
      '/content/tags/3': 'tag-detail',
      '/content/company/tags': 'company-tags',
      '/content/industry/tags': 'industry-tags',
      '/content/events': 'events',
      '/content/events/topic/list': 'event-topics',
      '/content/calendar/list': 'calendar-list',
      '/content/calendar': 'calendar-config',
      '/content/calendar/9': 'calendar-template',
      '/content/calendar/event/list': 'calendar-events',
      '/content/viewpoint': 'viewpoint',
      '/content/daily/report': 'daily-report',
      '/content/wallstreet/live': 'wallstreet-live',
      '/content/ai/content': 'ai-content',
      '/content/ai/credit': 'ai-credit',
      '/content/asset/management': 'asset-management',
      '/content/sources/groups': 'source-groups',
      '/content/sources/groups/2': 'source-group',
      '/content/sources/external-items': 'external-items',
      '/content/sources/external-items/5': 'external-item',
      '/content/sources/list': 'sources',
      '/content/sources/8': 'source',
      '/content/data/sources': 'data-sources',
      '/content/data/sources/CPI': 'data-source',
      '/content/data/charts': 'data-charts',
      '/content/data/charts/CPI': 'data-chart',
      '/content/data/groups': 'data-groups',
      '/users/group/list': 'user-groups',
      '/users/group/4': 'user-group',
      '/users/list': 'user-list',
      '/users/profile': 'profile-self',
      '/users/profile/settings': 'settings-self',
      '/users/profile/settings/12': 'settings-of',
      '/users/profile/12': 'profile',
      '/users/profile/12/membership': 'profile-membership',
      '/users/profile/12/settings': 'profile-settings',
      '/finance/statistics': 'statistics',
      '/finance/orders/list': 'orders',
      '/operation/splash': 'splash',
      '/operation/push': 'push-list',
      '/operation/push/create': 'push-create',
      '/operation/push/3': 'push-detail',
      '/operation/omen/category': 'omen-category',
      '/operation/navigator': 'navigator',
      '/operation/kv': 'kv-list',
      '/operation/kv/console-home-slogan': 'kv-edit',
      '/operation/entry': 'entry',
      '/operation/crawler/playground': 'crawler-playground',
      '/operation/crawler': 'crawlers',
      '/operation/crawler/batch': 'crawler-batch',
      '/operation/banner': 'banner',
      '/message/system': 'message-system',
      '/message/create': 'message-create',
      '/message/systemmessage': 'message-systemmessage',
      '/message/3': 'message-edit',
      '/nothing/here': 'not-found',
      '/content/article/list/extra': 'not-found',
    };
    const actual = Object.fromEntries(Object.keys(cases).map((p) => [p, resolve(p)]));
    expect(actual).toEqual(cases);
  });

  it('gives the wide pages of the spec their width and lg to the rest', () => {
    const widths = Object.fromEntries(screens.map((s) => [s.id, s.width ?? 'lg']));
    expect(widths).toMatchObject({
      'crawler-playground': 'xl',
      'crawler-batch': '2xl',
      'data-charts': 'xl',
      'data-chart': 'xl',
      'daily-report': 'xl',
      'calendar-template': 'xl',
      'user-list': 'lg',
      dashboard: 'lg',
    });
  });

  it('links every sidebar entry to its own screen, in its own section', () => {
    const user = { id: 12 };
    for (const s of screens.filter((x) => x.nav)) {
      const href = navHref(s, user) ?? '';
      expect(resolve(href.split('?')[0] ?? href), href).toBe(s.id);
      expect(sectionOf(href), href).toBe(s.section);
    }
  });

  it('marks a screen planned exactly when no page is built for it', () => {
    for (const s of screens) {
      const built = Boolean(s.page ?? areaPages[s.id]);
      expect(s.planned === true, s.id).toBe(!built);
    }
  });

  it('describes every planned screen in English and Chinese', () => {
    for (const s of screens.filter((x) => x.planned)) {
      const text = comingTexts[s.id];
      expect(text, s.id).toBeDefined();
      for (const lang of ['en', 'zh-CN'] as const) {
        expect(text?.purpose[lang].trim(), `${s.id} ${lang}`).not.toBe('');
        expect(text?.features[lang].length, `${s.id} ${lang}`).toBeGreaterThan(0);
      }
      expect(text?.features.en.length, s.id).toBe(text?.features['zh-CN'].length);
    }
  });
});
