import { withMessages, type PageModule } from '../pageModule';
import type { ScreenId } from '../routes';

/**
 * The built pages of one area, by screen id. Calendar, tags and the editorial desk (issue #12).
 * The route table (`routes.tsx`) owns paths, widths and sidebar places; an area only adds its pages
 * here, so areas never edit the same file. The tag pages and the daily report also load the
 * editor's messages (the leave guard's question).
 */
export const pages: Partial<Record<ScreenId, PageModule>> = {
  tags: withMessages(() => import('../../pages/tags/TagListPage'), 'desk', 'editor'),
  'tag-detail': withMessages(() => import('../../pages/tags/TagDetailPage'), 'desk', 'editor'),
  'company-tags': withMessages(() => import('../../pages/tags/CompanyTagsPage'), 'desk'),
  'industry-tags': withMessages(() => import('../../pages/tags/IndustryTagsPage'), 'desk'),
  'wallstreet-live': withMessages(
    () => import('../../pages/desk/WallstreetLivePage'),
    'desk',
    'editor',
  ),
  viewpoint: withMessages(() => import('../../pages/desk/ViewpointPage'), 'desk', 'editor'),
  'daily-report': withMessages(() => import('../../pages/desk/DailyReportPage'), 'desk', 'editor'),
  'asset-management': withMessages(() => import('../../pages/desk/AssetPage'), 'desk'),
};
