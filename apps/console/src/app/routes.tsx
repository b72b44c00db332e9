import type { MessageKey, PageWidth } from '@newsdesk/ui';
import type { RouteObject } from 'react-router';
import { prefetchDashboard } from '../data/dashboardPrefetch';
import { withMessages, type PageModule } from './pageModule';
import { lazyRouteData, type RouteData } from './routeData';

/**
 * Every screen of both specs (content §2, operations §2), in one table: its route, section, page
 * width, sidebar place and, once built, its page. A screen without `page` shows the coming page,
 * which names it and says what it is for. An area that lands adds (or completes) one line here.
 *
 * The table is data and `import()` calls only: no page code rides along with the shell.
 */

/** The id of a screen: its label is the message `screen-{id}`. */
export type ScreenId =
  Extract<MessageKey, `screen-${string}`> extends `screen-${infer I}` ? I : never;

export type SectionId = 'dashboard' | 'content' | 'user' | 'finance' | 'operation' | 'message';

/** Sidebar groups, per section (content §2 names the content groups). */
export type GroupId =
  | 'new-content'
  | 'lists'
  | 'data'
  | 'sources'
  | 'calendar'
  | 'ai'
  | 'people'
  | 'account'
  | 'orders'
  | 'push'
  | 'app-web'
  | 'config'
  | 'crawlers'
  | 'messages';

export interface Screen {
  id: ScreenId;
  /** The route path (react-router syntax: `:id` for a parameter). */
  path: string;
  section: SectionId;
  /** Page width class: lg unless the spec marks the page wide (xl) or extra wide (2xl). */
  width?: PageWidth;
  /**
   * The page, for the landing pages (the article list and editor, the dashboard). Every other
   * built page is an area's (`areas/*.ts`, loaded with the first screen of an area).
   */
  page?: PageModule;
  /**
   * Not built yet: the sidebar marks it "coming" and the route shows the coming page. Kept here,
   * not read from the areas, so that the sidebar needs no area code; a unit test checks that a
   * screen is planned exactly when no page is built for it.
   */
  planned?: true;
  /**
   * Listed in the sidebar under this group; `href` when the link differs from the path (a fixed
   * create path, the signed-in user's id).
   */
  nav?: { group: GroupId; href?: string | ((user: { id: number | string }) => string) };
  /**
   * The page's first reads, started as the navigation to it begins (routeData.ts), in parallel with
   * its chunks and its first render instead of after them.
   */
  data?: RouteData;
}

const table: readonly Screen[] = [
  {
    id: 'dashboard',
    path: '/',
    section: 'dashboard',
    // The landing page after sign-in: in the table itself, so that it does not wait for the areas'
    // pages (below). Its first reads start with its chunks (data/dashboardPrefetch.ts); the week
    // list's day names and title rule are the desk's messages.
    page: withMessages(
      () => {
        prefetchDashboard();
        return import('../pages/dashboard/DashboardPage');
      },
      'finance',
      'desk',
    ),
  },

  // Content: new content.
  {
    id: 'article-create',
    // One route for create and edit: saving a new article moves /create to /:id without a remount.
    path: '/content/article/:id',
    section: 'content',
    width: 'xl',
    page: withMessages(() => import('../pages/articles/editor/ArticleEditorPage'), 'editor'),
    nav: { group: 'new-content', href: '/content/article/create' },
  },
  {
    id: 'video-create',
    path: '/content/video/create',
    section: 'content',
    nav: { group: 'new-content' },
  },
  {
    id: 'roadshow-create',
    path: '/content/roadshow/create',
    section: 'content',
    nav: { group: 'new-content' },
  },
  {
    id: 'link-create',
    path: '/content/link/create',
    section: 'content',
    nav: { group: 'new-content' },
  },
  // Content: lists.
  {
    id: 'article-list',
    path: '/content/article/list',
    section: 'content',
    width: 'xl',
    page: () => import('../pages/articles/list/ArticleListPage'),
    data: lazyRouteData(
      () => import('../pages/articles/list/listQuery'),
      (m, route) => m.prefetchArticleList(route),
    ),
    nav: { group: 'lists' },
  },
  {
    id: 'article-pdfpreview',
    path: '/content/article/pdfpreview/:id',
    section: 'content',
    page: withMessages(() => import('../pages/articles/editor/ArticlePdfPreviewPage'), 'editor'),
  },
  { id: 'video-list', path: '/content/video/list', section: 'content', nav: { group: 'lists' } },
  { id: 'video-editor', path: '/content/video/:id', section: 'content' },
  {
    id: 'roadshow-list',
    path: '/content/roadshow/list',
    section: 'content',
    nav: { group: 'lists' },
  },
  { id: 'roadshow-editor', path: '/content/roadshow/:id', section: 'content' },
  { id: 'link-list', path: '/content/link/list', section: 'content', nav: { group: 'lists' } },
  { id: 'report', path: '/content/report', section: 'content', nav: { group: 'lists' } },
  { id: 'viewpoint', path: '/content/viewpoint', section: 'content', nav: { group: 'lists' } },
  {
    id: 'daily-report',
    path: '/content/daily/report',
    section: 'content',
    width: 'xl',
    nav: { group: 'lists' },
  },
  {
    id: 'wallstreet-live',
    path: '/content/wallstreet/live',
    section: 'content',
    nav: { group: 'lists' },
  },
  // Content: data management.
  { id: 'medias', path: '/content/medias', section: 'content', nav: { group: 'data' } },
  { id: 'tags', path: '/content/tags', section: 'content', nav: { group: 'data' } },
  { id: 'tag-detail', path: '/content/tags/:id', section: 'content' },
  { id: 'company-tags', path: '/content/company/tags', section: 'content', nav: { group: 'data' } },
  {
    id: 'industry-tags',
    path: '/content/industry/tags',
    section: 'content',
    nav: { group: 'data' },
  },
  { id: 'data-sources', path: '/content/data/sources', section: 'content', nav: { group: 'data' } },
  { id: 'data-source', path: '/content/data/sources/:symbol', section: 'content' },
  {
    id: 'data-charts',
    path: '/content/data/charts',
    section: 'content',
    width: 'xl',
    nav: { group: 'data' },
  },
  { id: 'data-chart', path: '/content/data/charts/:symbol', section: 'content', width: 'xl' },
  { id: 'data-groups', path: '/content/data/groups', section: 'content', nav: { group: 'data' } },
  {
    id: 'asset-management',
    path: '/content/asset/management',
    section: 'content',
    nav: { group: 'data' },
  },
  // Content: sources management.
  { id: 'sources', path: '/content/sources/list', section: 'content', nav: { group: 'sources' } },
  { id: 'source', path: '/content/sources/:id', section: 'content' },
  {
    id: 'source-groups',
    path: '/content/sources/groups',
    section: 'content',
    nav: { group: 'sources' },
  },
  { id: 'source-group', path: '/content/sources/groups/:id', section: 'content' },
  {
    id: 'external-items',
    path: '/content/sources/external-items',
    section: 'content',
    nav: { group: 'sources' },
  },
  { id: 'external-item', path: '/content/sources/external-items/:id', section: 'content' },
  // Content: calendar content.
  { id: 'events', path: '/content/events', section: 'content', nav: { group: 'calendar' } },
  {
    id: 'event-topics',
    path: '/content/events/topic/list',
    section: 'content',
    nav: { group: 'calendar' },
  },
  {
    id: 'calendar-list',
    path: '/content/calendar/list',
    section: 'content',
    nav: { group: 'calendar' },
  },
  {
    id: 'calendar-config',
    path: '/content/calendar',
    section: 'content',
    nav: { group: 'calendar' },
  },
  { id: 'calendar-template', path: '/content/calendar/:id', section: 'content', width: 'xl' },
  {
    id: 'calendar-events',
    path: '/content/calendar/event/list',
    section: 'content',
    nav: { group: 'calendar' },
  },
  // Content: AI content.
  { id: 'ai-content', path: '/content/ai/content', section: 'content', nav: { group: 'ai' } },
  { id: 'ai-credit', path: '/content/ai/credit', section: 'content', nav: { group: 'ai' } },

  // Users.
  { id: 'user-list', path: '/users/list', section: 'user', nav: { group: 'people' } },
  { id: 'user-groups', path: '/users/group/list', section: 'user', nav: { group: 'people' } },
  { id: 'user-group', path: '/users/group/:id', section: 'user' },
  // Operations §2 lists these two screens without routes: the paths are designed here.
  {
    id: 'roadshow-groups',
    path: '/users/roadshow/group/list',
    section: 'user',
    nav: { group: 'people' },
  },
  { id: 'members', path: '/users/member', section: 'user', nav: { group: 'people' } },
  {
    id: 'profile',
    path: '/users/profile/:id',
    section: 'user',
    nav: { group: 'account', href: (u) => `/users/profile/${u.id}` },
  },
  {
    id: 'profile-settings',
    path: '/users/profile/:user/settings',
    section: 'user',
    nav: { group: 'account', href: (u) => `/users/profile/${u.id}/settings` },
  },
  { id: 'profile-membership', path: '/users/profile/:user/membership', section: 'user' },
  { id: 'profile-self', path: '/users/profile', section: 'user' },
  { id: 'settings-self', path: '/users/profile/settings', section: 'user' },
  { id: 'settings-of', path: '/users/profile/settings/:id', section: 'user' },

  // Finance.
  { id: 'orders', path: '/finance/orders/list', section: 'finance', nav: { group: 'orders' } },
  { id: 'statistics', path: '/finance/statistics', section: 'finance', nav: { group: 'orders' } },

  // Operation.
  { id: 'push-list', path: '/operation/push', section: 'operation', nav: { group: 'push' } },
  {
    id: 'push-create',
    path: '/operation/push/create',
    section: 'operation',
    nav: { group: 'push' },
  },
  { id: 'push-detail', path: '/operation/push/:id', section: 'operation' },
  { id: 'splash', path: '/operation/splash', section: 'operation', nav: { group: 'app-web' } },
  {
    id: 'navigator',
    path: '/operation/navigator',
    section: 'operation',
    nav: { group: 'app-web' },
  },
  { id: 'banner', path: '/operation/banner', section: 'operation', nav: { group: 'app-web' } },
  { id: 'entry', path: '/operation/entry', section: 'operation', nav: { group: 'app-web' } },
  {
    id: 'omen-category',
    path: '/operation/omen/category',
    section: 'operation',
    nav: { group: 'app-web' },
  },
  { id: 'kv-list', path: '/operation/kv', section: 'operation', nav: { group: 'config' } },
  { id: 'kv-edit', path: '/operation/kv/:key', section: 'operation' },
  { id: 'crawlers', path: '/operation/crawler', section: 'operation', nav: { group: 'crawlers' } },
  {
    id: 'crawler-playground',
    path: '/operation/crawler/playground',
    section: 'operation',
    width: 'xl',
    nav: { group: 'crawlers' },
  },
  {
    id: 'crawler-batch',
    path: '/operation/crawler/batch',
    section: 'operation',
    width: '2xl',
    nav: { group: 'crawlers' },
  },

  // Message.
  { id: 'message-system', path: '/message/system', section: 'message', nav: { group: 'messages' } },
  { id: 'message-create', path: '/message/create', section: 'message', nav: { group: 'messages' } },
  {
    id: 'message-systemmessage',
    path: '/message/systemmessage',
    section: 'message',
    nav: { group: 'messages' },
  },
  { id: 'message-edit', path: '/message/:id', section: 'message' },
];

export const screens: readonly Screen[] = table;

/** Paths that lead elsewhere (content §2, operations §2). */
export const redirects: readonly { path: string; to: string }[] = [
  { path: '/app', to: '/' },
  { path: '/content', to: '/content/article/list' },
  { path: '/message', to: '/message/system' },
];

/** What the layout reads from the matched route. */
export interface RouteHandle {
  /** Page width class of the route (content §2: lg by default, xl for wide pages). */
  width?: PageWidth;
  /** The screen the route shows (the coming page reads it). */
  screen?: ScreenId;
  /** The page's first reads (routeData.ts). */
  data?: RouteData;
}

const comingPage: PageModule = () => import('../pages/ComingPage');

/** A screen the table gives no page: the page an area built for it, else the coming page. */
const areaPageOf =
  (id: ScreenId): PageModule =>
  async () => {
    const { areaPages } = await import('./areas');
    return (areaPages[id] ?? comingPage)();
  };

/** The screens as routes: the built page or the coming page, loaded on demand. */
export function screenRoutes(): RouteObject[] {
  return screens.map((s) => {
    const handle: RouteHandle = { width: s.width ?? 'lg', screen: s.id, data: s.data };
    const lazy = s.page ?? areaPageOf(s.id);
    return s.path === '/' ? { index: true, lazy, handle } : { path: s.path, lazy, handle };
  });
}

/** The section a path belongs to (the sidebar marks it). */
export function sectionOf(pathname: string): SectionId | undefined {
  if (pathname.startsWith('/content')) return 'content';
  if (pathname.startsWith('/users')) return 'user';
  if (pathname.startsWith('/finance')) return 'finance';
  if (pathname.startsWith('/operation')) return 'operation';
  if (pathname.startsWith('/message')) return 'message';
  if (pathname === '/') return 'dashboard';
  return undefined;
}

/** Where a screen's sidebar link goes for this user (its path unless the table says otherwise). */
export function navHref(screen: Screen, user: { id: number | string } | null): string | undefined {
  const href = screen.nav?.href;
  if (typeof href === 'function') return user ? href(user) : undefined;
  return href ?? screen.path;
}
