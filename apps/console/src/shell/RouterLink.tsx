import type { LinkProps } from '@newsdesk/ui';
import { Link } from 'react-router';
import { prefetchPath } from '../app/prefetch';

/**
 * The router's link in the shape packages/ui expects. Pointing at it or focusing it loads the
 * target screen's code, so the click finds it ready.
 */
export function RouterLink({ href, children, ...rest }: LinkProps) {
  return (
    <Link
      to={href}
      onPointerEnter={() => prefetchPath(href)}
      onFocus={() => prefetchPath(href)}
      {...rest}
    >
      {children}
    </Link>
  );
}
