import { withMessages, type PageModule } from '../pageModule';
import type { ScreenId } from '../routes';

/**
 * The built pages of one area, by screen id. Roadshows and reports (issue #11).
 * The route table (`routes.tsx`) owns paths, widths and sidebar places; an area only adds its pages
 * here, so areas never edit the same file.
 */
export const pages: Partial<Record<ScreenId, PageModule>> = {
  'roadshow-list': withMessages(
    () => import('../../pages/roadshows/list/RoadshowListPage'),
    'roadshows',
  ),
  'roadshow-create': withMessages(
    () => import('../../pages/roadshows/editor/RoadshowEditorPage'),
    'roadshows',
    'editor',
  ),
  'roadshow-editor': withMessages(
    () => import('../../pages/roadshows/editor/RoadshowEditorPage'),
    'roadshows',
    'editor',
  ),
  report: withMessages(() => import('../../pages/reports/ReportPage'), 'roadshows', 'editor'),
};
