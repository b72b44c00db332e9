import { withMessages, type PageModule } from '../pageModule';
import type { ScreenId } from '../routes';

/**
 * The built pages of one area, by screen id. Orders and statistics (issue #13); the dashboard, the
 * landing page, is in the route table itself.
 * The route table (`routes.tsx`) owns paths, widths and sidebar places; an area only adds its pages
 * here, so areas never edit the same file.
 */
export const pages: Partial<Record<ScreenId, PageModule>> = {
  orders: withMessages(() => import('../../pages/finance/orders/OrderListPage'), 'finance'),
  statistics: withMessages(
    () => import('../../pages/finance/statistics/StatisticsPage'),
    'finance',
  ),
};
