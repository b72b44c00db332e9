import { Spinner } from '@newsdesk/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../data/session';

/** Where the login page sends the visitor back to: a path of this console only. */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/auth')) {
    return '/';
  }
  return target;
}

export const loginPath = (from: string) => `/auth/login?redirect=${encodeURIComponent(from)}`;

/**
 * Protected routes (content §1): an unauthenticated visitor goes to the login page with the
 * original full path as `redirect`; while the stored token is being checked, a spinner.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') {
    return (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <Spinner size="lg" />
      </div>
    );
  }
  if (session.status === 'signed-out') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    const reason = session.signedOutBy === 'user' ? 'signed-out' : 'auth-required';
    return <Navigate to={loginPath(from)} replace state={{ reason }} />;
  }
  return children;
}
