import {
  useEffect,
  type ComponentPropsWithRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { useMergedRefs } from '../../inputs/shared/mergeRefs';
import { Button } from '../../primitives/Button';
import { Dormant, dormancy, LivePart, type Wake } from '../../utils/dormant';
import type { DropdownMenuItemProps } from './DropdownMenuItem';
import type {
  DropdownMenuContentProps,
  DropdownMenuRootProps,
  DropdownMenuTriggerProps,
  DropdownMenuTriggerRenderProps,
} from './DropdownMenuLive';
import { MenuModeContext, useMenuMode, type MenuMode } from './mode';

export type {
  DropdownMenuContentProps,
  DropdownMenuRootProps,
  DropdownMenuTriggerProps,
  DropdownMenuTriggerRenderProps,
} from './DropdownMenuLive';

const live = dormancy(() => import('./DropdownMenuLive').then((m) => m.DropdownMenuLive));

/**
 * Dormant (utils/dormant): until the menus' code (floating-ui) has loaded, a menu is its trigger
 * alone, a plain menu button; a pointer over it, focus or a click loads the code, and the click is
 * replayed on the live trigger, which opens the menu. Apps preload the code once a screen settles.
 */
function DropdownMenuRoot(props: DropdownMenuRootProps) {
  const startsOpen = props.open === true || (props.open === undefined && props.defaultOpen);
  useEffect(() => {
    if (startsOpen) void live.preload().catch(() => {});
  }, [startsOpen]);
  return (
    <Dormant
      of={live}
      props={props}
      asleep={(wake) => <AsleepMenu wake={wake}>{props.children}</AsleepMenu>}
    />
  );
}

function AsleepMenu({
  wake,
  children,
}: {
  wake: Wake;
  children: DropdownMenuRootProps['children'];
}) {
  const mode: MenuMode = { kind: 'asleep', wake };
  return <MenuModeContext value={mode}>{children}</MenuModeContext>;
}

/** The menu button: `aria-haspopup="menu"`, `aria-expanded`; focus returns to it on close. */
function DropdownMenuTrigger(props: DropdownMenuTriggerProps) {
  const mode = useMenuMode('DropdownMenu.Trigger');
  if (mode.kind === 'live') return <LivePart component={mode.parts.Trigger} props={props} />;
  return <AsleepTrigger {...props} wake={mode.wake} />;
}

/** The trigger of an asleep menu: a plain menu button that wakes the menu. */
function AsleepTrigger({
  wake,
  render,
  ref,
  onFocus,
  onBlur,
  onPointerEnter,
  onPointerDown,
  onPointerUp,
  onKeyDown,
  ...rest
}: DropdownMenuTriggerProps & { wake: Wake }) {
  const mergedRef = useMergedRefs(ref);
  const part = wake.part('trigger');
  const triggerProps: DropdownMenuTriggerRenderProps = {
    ...(rest as ComponentPropsWithRef<'button'>),
    ref: mergedRef,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'data-state': 'closed',
    'data-wake': part['data-wake'],
    onFocus(event: FocusEvent<HTMLButtonElement>) {
      onFocus?.(event);
      part.onFocus();
    },
    onBlur(event: FocusEvent<HTMLButtonElement>) {
      onBlur?.(event);
      part.onBlur();
    },
    onPointerEnter(event: PointerEvent<HTMLButtonElement>) {
      onPointerEnter?.(event);
      part.onPointerEnter();
    },
    onPointerDown(event: PointerEvent<HTMLButtonElement>) {
      onPointerDown?.(event);
      part.onPointerDown();
    },
    onPointerUp(event: PointerEvent<HTMLButtonElement>) {
      onPointerUp?.(event);
      part.onPointerUp();
    },
    onPointerCancel: part.onPointerCancel,
    // The arrow keys open a menu button's menu (on its first or last item): pressed before the
    // live menu has arrived, they are replayed on its trigger, the caller's onKeyDown included.
    onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') wake.key('trigger', event);
      else onKeyDown?.(event);
    },
    // Replayed on the live trigger, the caller's onClick included.
    onClick(_event: MouseEvent<HTMLButtonElement>) {
      wake.click('trigger');
    },
  } as DropdownMenuTriggerRenderProps;
  return render ? render(triggerProps) : <Button {...triggerProps} />;
}

/** The `role="menu"` list, portalled into `document.body` and labelled by its trigger. */
function DropdownMenuContent(props: DropdownMenuContentProps) {
  const mode = useMenuMode('DropdownMenu.Content');
  // An asleep menu is closed and has nothing to show.
  return mode.kind === 'live' ? <LivePart component={mode.parts.Content} props={props} /> : null;
}

/** One `role="menuitem"`: a button, or an anchor when it has an `href`. */
function DropdownMenuItem(props: DropdownMenuItemProps) {
  const mode = useMenuMode('DropdownMenu.Item');
  return mode.kind === 'live' ? <LivePart component={mode.parts.Item} props={props} /> : null;
}

/** A line between groups of items. */
function DropdownMenuSeparator(props: ComponentPropsWithRef<'div'>) {
  const mode = useMenuMode('DropdownMenu.Separator');
  return mode.kind === 'live' ? <LivePart component={mode.parts.Separator} props={props} /> : null;
}

/**
 * A menu of actions behind a button: the user dropdown (profile, my articles, settings, log out),
 * row actions. Items may carry an icon, be dangerous, disabled, or be links (`href`; navigation
 * is the caller's, e.g. `onSelect={(e) => { e.preventDefault(); navigate(href); }}`).
 *
 * ```tsx
 * <DropdownMenu.Root>
 *   <DropdownMenu.Trigger>Actions</DropdownMenu.Trigger>
 *   <DropdownMenu.Content>
 *     <DropdownMenu.Item icon={<Pencil aria-hidden />} onSelect={edit}>Edit</DropdownMenu.Item>
 *     <DropdownMenu.Separator />
 *     <DropdownMenu.Item tone="danger" onSelect={remove}>Delete</DropdownMenu.Item>
 *   </DropdownMenu.Content>
 * </DropdownMenu.Root>
 * ```
 */
export const DropdownMenu = {
  Root: DropdownMenuRoot,
  Trigger: DropdownMenuTrigger,
  Content: DropdownMenuContent,
  Item: DropdownMenuItem,
  Separator: DropdownMenuSeparator,
};
