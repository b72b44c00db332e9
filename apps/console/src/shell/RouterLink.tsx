import type { LinkProps } from '@newsdesk/ui';
import { Link } from 'react-router';

/** The router's link in the shape packages/ui expects. */
export function RouterLink({ href, children, ...rest }: LinkProps) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
