import { withMessages, type PageModule } from '../pageModule';
import type { ScreenId } from '../routes';

/**
 * The built pages of one area, by screen id. Data sources, data groups, the chart designer and AI content (issue #15).
 * The route table (`routes.tsx`) owns paths, widths and sidebar places; an area only adds its pages
 * here, so areas never edit the same file.
 */
export const pages: Partial<Record<ScreenId, PageModule>> = {
  'data-sources': withMessages(() => import('../../pages/data/DataSourceListPage'), 'data'),
  'data-source': withMessages(() => import('../../pages/data/DataSourcePage'), 'data'),
  'data-groups': withMessages(() => import('../../pages/data/DataGroupsPage'), 'data'),
  'data-charts': withMessages(() => import('../../pages/data/DataChartListPage'), 'data'),
  // The chart frame's own texts (Show as table, loading, retry) are in the `finance` area.
  'data-chart': withMessages(() => import('../../pages/data/DataChartPage'), 'data', 'finance'),
};
