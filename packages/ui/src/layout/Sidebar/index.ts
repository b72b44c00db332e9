export { Sidebar, type SidebarProps } from './Sidebar';
export {
  DefaultLink,
  isCurrent,
  type LinkComponent,
  type LinkProps,
  type SidebarGroup,
  type SidebarItem,
  type SidebarSection,
} from './types';
