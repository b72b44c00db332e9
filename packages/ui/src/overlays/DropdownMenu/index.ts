export {
  DropdownMenu,
  type DropdownMenuContentProps,
  type DropdownMenuRootProps,
  type DropdownMenuTriggerProps,
  type DropdownMenuTriggerRenderProps,
} from './DropdownMenu';
export { type DropdownMenuItemProps } from './DropdownMenuItem';
