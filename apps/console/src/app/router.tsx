import { ProgressBar } from '@newsdesk/ui';
import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from '../shell/RequireAuth';
import { redirects, screenRoutes } from './routes';

/**
 * The route tree (content §2, operations §2). Every page is loaded on demand (`lazy`), so the first
 * load carries only the shell; the screens themselves are listed in `routes.tsx`.
 */
export const routes: RouteObject[] = [
  { path: '/auth', element: <Navigate to="/auth/login" replace /> },
  { path: '/auth/login', lazy: () => import('../pages/auth/LoginPage') },
  { path: '/auth/signup', lazy: () => import('../pages/auth/SignupPage') },
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    // A fresh load waits for the frame's and the page's chunks: the progress bar shows meanwhile.
    hydrateFallbackElement: <ProgressBar active />,
    children: [
      {
        // The signed-in frame loads with the first signed-in page (in parallel), not with login.
        lazy: () =>
          import('../shell/ConsoleLayout').then((m) => ({
            Component: m.ConsoleLayout,
            ErrorBoundary: m.RouteError,
          })),
        children: [
          {
            // A page that fails to load shows the error inside the frame (sidebar kept).
            lazy: () =>
              import('../shell/ConsoleLayout').then((m) => ({ ErrorBoundary: m.RouteError })),
            children: [
              ...redirects.map(({ path, to }) => ({ path, element: <Navigate to={to} replace /> })),
              ...screenRoutes(),
              { path: '*', lazy: () => import('../pages/NotFoundPage') },
            ],
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
