import { NotFound } from '@newsdesk/ui';
import { Link, useLocation } from 'react-router';

export function Component() {
  const { pathname } = useLocation();
  return (
    <NotFound
      path={pathname}
      renderLink={({ href, children, className }) => (
        <Link to={href} className={className}>
          {children}
        </Link>
      )}
    />
  );
}
