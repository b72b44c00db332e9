import { createContext, use, type ComponentPropsWithRef, type ComponentType } from 'react';
import type { Wake } from '../../utils/dormant';
import type { DropdownMenuItemProps } from './DropdownMenuItem';
import type { DropdownMenuContentProps, DropdownMenuTriggerProps } from './DropdownMenuLive';

/** The live menu's parts, which the public compound components render once it has loaded. */
export interface LiveMenuParts {
  Trigger: ComponentType<DropdownMenuTriggerProps>;
  Content: ComponentType<DropdownMenuContentProps>;
  Item: ComponentType<DropdownMenuItemProps>;
  Separator: ComponentType<ComponentPropsWithRef<'div'>>;
}

/** Whether a menu's code has loaded: asleep (a plain menu button) or live. */
export type MenuMode = { kind: 'asleep'; wake: Wake } | { kind: 'live'; parts: LiveMenuParts };

export const MenuModeContext = createContext<MenuMode | null>(null);

export function useMenuMode(part: string): MenuMode {
  const mode = use(MenuModeContext);
  if (!mode) throw new Error(`${part} must be inside DropdownMenu.Root`);
  return mode;
}
