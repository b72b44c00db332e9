import { prefetchDashboard } from '../../data/dashboardPrefetch';
import { withMessages, type PageModule } from '../pageModule';
import type { ScreenId } from '../routes';

/**
 * The built pages of one area, by screen id. Orders, statistics and the dashboard (issue #13).
 * The route table (`routes.tsx`) owns paths, widths and sidebar places; an area only adds its pages
 * here, so areas never edit the same file.
 */
export const pages: Partial<Record<ScreenId, PageModule>> = {
  // The week list's day names and title rule are the desk's messages.
  // Its first reads start with its chunks, not after them (data/dashboardPrefetch.ts).
  dashboard: withMessages(
    () => {
      prefetchDashboard();
      return import('../../pages/dashboard/DashboardPage');
    },
    'finance',
    'desk',
  ),
  orders: withMessages(() => import('../../pages/finance/orders/OrderListPage'), 'finance'),
  statistics: withMessages(
    () => import('../../pages/finance/statistics/StatisticsPage'),
    'finance',
  ),
};
