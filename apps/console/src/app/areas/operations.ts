import { withMessages, type PageModule } from '../pageModule';
import type { ScreenId } from '../routes';

/**
 * The built pages of one area, by screen id. Operations and messages (issue #14).
 * The route table (`routes.tsx`) owns paths, widths and sidebar places; an area only adds its pages
 * here, so areas never edit the same file.
 */
export const pages: Partial<Record<ScreenId, PageModule>> = {
  // Push messages are in the bundled core (the article list's dialog uses them too).
  'push-list': () => import('../../pages/operations/push/PushListPage'),
  'push-create': () => import('../../pages/operations/push/PushCreatePage'),
  'push-detail': () => import('../../pages/operations/push/PushDetailPage'),
  'kv-list': withMessages(() => import('../../pages/operations/kv/KvListPage'), 'operations'),
  'kv-edit': withMessages(() => import('../../pages/operations/kv/KvEditPage'), 'operations'),
  // Operation settings (designed here): typed key-value entries with their own forms and previews.
  splash: withMessages(() => import('../../pages/operations/settings/SplashPage'), 'operations'),
  navigator: withMessages(
    () => import('../../pages/operations/settings/NavigatorPage'),
    'operations',
  ),
  banner: withMessages(() => import('../../pages/operations/settings/BannerPage'), 'operations'),
  entry: withMessages(() => import('../../pages/operations/settings/EntryPage'), 'operations'),
  'omen-category': withMessages(
    () => import('../../pages/operations/settings/CategoryPage'),
    'operations',
  ),
};
