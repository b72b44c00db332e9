import type { ComponentType, MouseEventHandler, ReactNode } from 'react';

export interface SidebarItem {
  id: string;
  label: string;
  href: string;
  /** A planned screen that is not built yet: the link carries a small "coming" badge. */
  coming?: boolean;
}

export interface SidebarGroup {
  id: string;
  label: string;
  items: SidebarItem[];
}

/** One of the five sections of the console (content, user, finance, operation, message). */
export interface SidebarSection {
  id: string;
  label: string;
  icon: ReactNode;
  groups: SidebarGroup[];
}

export interface LinkProps {
  /** Where the link goes (an in-app path). */
  href: string;
  /** The sidebar's styling class; put it on the rendered anchor. */
  className?: string;
  /** The link's content: icon and label. */
  children?: ReactNode;
  /** `page` on the link of the current page; put it on the rendered anchor. */
  'aria-current'?: 'page';
  /** The sidebar's click handler (it reports the navigation); call it from the rendered anchor. */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/** The app passes its router's link; packages/ui never imports the router. */
export type LinkComponent = ComponentType<LinkProps>;

export function DefaultLink({ href, children, ...rest }: LinkProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/** Whether `href` is the current page, or an ancestor of it (query strings ignored). */
export function isCurrent(href: string, currentPath: string): boolean {
  const path = href.split(/[?#]/)[0] ?? href;
  if (path === '/') return currentPath === '/';
  return currentPath === path || currentPath.startsWith(`${path}/`);
}

/**
 * The one href of `hrefs` that marks the current page: the exact path, else the nearest ancestor
 * (so /operation/crawler/batch marks "batch", not also "crawler").
 */
export function currentHref(hrefs: readonly string[], currentPath: string): string | undefined {
  let best: string | undefined;
  let bestLength = -1;
  for (const href of hrefs) {
    if (!isCurrent(href, currentPath)) continue;
    const length = (href.split(/[?#]/)[0] ?? href).length;
    if (length > bestLength) {
      best = href;
      bestLength = length;
    }
  }
  return best;
}
