import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { ConsoleLayout } from '../shell/ConsoleLayout';
import { RequireAuth } from '../shell/RequireAuth';

/**
 * The route tree (content §1). Every page is loaded on demand (`lazy`), so the first load carries
 * only the shell. Areas add their routes here as they arrive.
 */
export const routes: RouteObject[] = [
  { path: '/auth', element: <Navigate to="/auth/login" replace /> },
  { path: '/auth/login', lazy: () => import('../pages/auth/LoginPage') },
  { path: '/auth/signup', lazy: () => import('../pages/auth/SignupPage') },
  {
    element: (
      <RequireAuth>
        <ConsoleLayout />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <Navigate to="/content/article/list" replace /> },
      { path: '/content', element: <Navigate to="/content/article/list" replace /> },
      {
        path: '/content/article/list',
        lazy: () => import('../pages/articles/list/ArticleListPage'),
        handle: { width: 'xl' },
      },
      {
        // One route for create and edit: saving a new article moves /create to /:id without a remount.
        path: '/content/article/:id',
        lazy: () => import('../pages/articles/editor/ArticleEditorPage'),
        handle: { width: 'xl' },
      },
      {
        path: '/content/article/pdfpreview/:id',
        lazy: () => import('../pages/articles/editor/ArticlePdfPreviewPage'),
        handle: { width: 'lg' },
      },
      { path: '*', lazy: () => import('../pages/NotFoundPage') },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
