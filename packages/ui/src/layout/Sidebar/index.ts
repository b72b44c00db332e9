export { Sidebar, type SidebarProps } from './Sidebar';
export {
  DefaultLink,
  currentHref,
  isCurrent,
  type LinkComponent,
  type LinkProps,
  type SidebarGroup,
  type SidebarItem,
  type SidebarSection,
} from './types';
