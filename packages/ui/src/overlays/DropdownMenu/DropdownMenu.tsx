import {
  // A menu's items take the focus themselves (useListNavigation), so no initial focus to move.
  // eslint-disable-next-line no-restricted-imports
  FloatingFocusManager,
  FloatingList,
  FloatingNode,
  FloatingPortal,
  useMergeRefs,
} from '@floating-ui/react';
import type { ComponentPropsWithRef, HTMLProps, KeyboardEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from '../../primitives/Button';
import { useOverlayTransition } from '../shared/motion';
import { OverlayTree } from '../shared/tree';
import { MenuPositioner, MenuSeparator, MenuSurface } from './DropdownMenu.styles';
import { DropdownMenuItem } from './DropdownMenuItem';
import {
  DropdownMenuContext,
  useDropdownMenu,
  useDropdownMenuContext,
  type UseDropdownMenuOptions,
} from './useDropdownMenu';

export interface DropdownMenuRootProps extends UseDropdownMenuOptions {
  /** The menu's parts: a `DropdownMenu.Trigger` and a `DropdownMenu.Content` with its items. */
  children?: ReactNode;
}

/** Holds the open state, the active item and positioning; renders no element of its own. */
function DropdownMenuRoot(props: DropdownMenuRootProps) {
  return (
    <OverlayTree>
      <DropdownMenuState {...props} />
    </OverlayTree>
  );
}

function DropdownMenuState({ children, ...options }: DropdownMenuRootProps) {
  const menu = useDropdownMenu(options);
  return (
    <DropdownMenuContext value={menu}>
      <FloatingNode id={menu.nodeId}>{children}</FloatingNode>
    </DropdownMenuContext>
  );
}

/** The props a menu trigger receives: spread them on a button. */
export type DropdownMenuTriggerRenderProps = ComponentPropsWithRef<'button'> & {
  /** `open` while the menu is open, else `closed` (for styling the trigger). */
  'data-state': 'open' | 'closed';
};

export interface DropdownMenuTriggerProps extends ButtonProps {
  /**
   * Renders another element as the trigger (e.g. an `IconButton` for row actions, the user's
   * avatar button): spread the given props on it. Without it, the trigger is a `Button`.
   */
  render?: (props: DropdownMenuTriggerRenderProps) => ReactNode;
}

/** The menu button: `aria-haspopup="menu"`, `aria-expanded`; focus returns to it on close. */
function DropdownMenuTrigger({ render, ref, ...rest }: DropdownMenuTriggerProps) {
  const { setTrigger, getReferenceProps, open } = useDropdownMenuContext('DropdownMenu.Trigger');
  const mergedRef = useMergeRefs([setTrigger, ref]);
  const props: DropdownMenuTriggerRenderProps = {
    // The button's own props (variant, size…) pass through untouched; handlers are merged.
    ...(getReferenceProps({
      ...rest,
      ref: mergedRef,
    } as unknown as HTMLProps<Element>) as ComponentPropsWithRef<'button'>),
    // floating-ui makes a trigger inside another overlay (a drawer, a modal) a submenu item; ours
    // is always a menu button.
    role: rest.role,
    'data-state': open ? 'open' : 'closed',
  };
  return render ? render(props) : <Button {...props} />;
}

export type DropdownMenuContentProps = ComponentPropsWithRef<'div'>;

/** The `role="menu"` list, portalled into `document.body` and labelled by its trigger. */
function DropdownMenuContent({
  children,
  style,
  ref,
  onKeyDown,
  ...rest
}: DropdownMenuContentProps) {
  const menu = useDropdownMenuContext('DropdownMenu.Content');
  const { context, refs, floatingStyles, getFloatingProps, elementsRef, labelsRef, setOpen } = menu;
  const mergedRef = useMergeRefs([refs.setFloating, ref]);
  const { isMounted, styles } = useOverlayTransition(context, 'fast', {
    initial: { opacity: 0, transform: 'translateY(-4px)' },
  });
  if (!isMounted) return null;
  return (
    // Focus is managed by the items (roving tabindex); no focus guards: Tab closes the menu and
    // focus goes back to the trigger, as in the ARIA menu button pattern.
    <FloatingPortal preserveTabOrder={false}>
      <FloatingFocusManager context={context} modal={false} guards={false}>
        <MenuPositioner
          ref={mergedRef}
          style={floatingStyles}
          {...getFloatingProps({
            ...rest,
            onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
              onKeyDown?.(event);
              if (event.key === 'Tab') {
                event.preventDefault();
                setOpen(false);
              }
            },
          })}
        >
          <MenuSurface style={{ ...styles, ...style }}>
            <FloatingList elementsRef={elementsRef} labelsRef={labelsRef}>
              {children}
            </FloatingList>
          </MenuSurface>
        </MenuPositioner>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}

/** A line between groups of items. */
function DropdownMenuSeparator(props: ComponentPropsWithRef<'div'>) {
  return <MenuSeparator role="separator" {...props} />;
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
