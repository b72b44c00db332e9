import {
  // A menu's items take the focus themselves (useListNavigation), so no initial focus to move.
  // eslint-disable-next-line no-restricted-imports
  FloatingFocusManager,
  FloatingList,
  FloatingNode,
  FloatingPortal,
  useMergeRefs,
} from '@floating-ui/react';
import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type FocusEvent,
  type HTMLProps,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Button, type ButtonProps } from '../../primitives/Button';
import { useOverlayTransition } from '../shared/motion';
import { OverlayTree } from '../shared/tree';
import { keyInit, replayKey, useWakePart } from '../../utils/dormant';
import { MenuPositioner, MenuSeparator, MenuSurface } from './DropdownMenu.styles';
import { MenuModeContext, type LiveMenuParts, type MenuMode } from './mode';
import { DropdownMenuItem } from './DropdownMenuItem';
import {
  DropdownMenuContext,
  useAwakeDropdownMenu,
  useDropdownMenu,
  useDropdownMenuContext,
  type DormantDropdownMenu,
  type DropdownMenuAnchor,
  type DropdownMenuState,
  type UseDropdownMenuOptions,
} from './useDropdownMenu';

export interface DropdownMenuRootProps extends UseDropdownMenuOptions {
  /** The menu's parts: a `DropdownMenu.Trigger` and a `DropdownMenu.Content` with its items. */
  children?: ReactNode;
}

/**
 * Holds the open state, the active item and positioning; renders no element of its own.
 *
 * A menu starts dormant (unless it starts open): its trigger is a plain menu button, and
 * floating-ui's hooks mount only when a pointer comes over the trigger, the trigger takes the
 * focus, or it is clicked. The trigger's element stays the same throughout, so a press that began
 * on the dormant button ends on the awake one. A list with a menu in each row paid for twenty
 * menus' worth of hooks and effects before its first paint (about 25 ms of sign-in to the first
 * rows at the reference machine's speed).
 */
function DropdownMenuRoot(props: DropdownMenuRootProps) {
  return (
    <OverlayTree>
      <DropdownMenuRootState {...props} />
    </OverlayTree>
  );
}

function DropdownMenuRootState({ children, ...options }: DropdownMenuRootProps) {
  const nodeId = useId();
  const triggerRef = useRef<HTMLElement | null>(null);
  const [awake, setAwake] = useState(options.open === true || options.defaultOpen === true);
  // Opened from outside while dormant: wake up (an update during render, before the commit).
  if (!awake && options.open === true) setAwake(true);
  const [menu, setMenu] = useState<DropdownMenuState | null>(null);
  const replay = useRef<false | 'click' | KeyboardEventInit>(false);
  const dormant = useMemo<DormantDropdownMenu>(
    () => ({
      dormant: true,
      open: false,
      setTrigger: (element) => {
        triggerRef.current = element;
      },
      wake: (what) => {
        if (what) replay.current = what;
        setAwake(true);
      },
    }),
    [],
  );
  // A click or an arrow key that woke the menu is replayed on the awake trigger (before the
  // paint), so it opens the menu exactly as on an awake trigger.
  useLayoutEffect(() => {
    const what = replay.current;
    if (!menu || !what) return;
    replay.current = false;
    const trigger = triggerRef.current;
    if (!trigger) return;
    if (what === 'click') trigger.click();
    else replayKey(trigger, what);
  }, [menu]);
  const anchor = useMemo<DropdownMenuAnchor>(() => ({ nodeId, triggerRef }), [nodeId]);
  return (
    <>
      {awake ? <DropdownMenuMachine options={options} anchor={anchor} onChange={setMenu} /> : null}
      <DropdownMenuContext value={menu ?? dormant}>
        <FloatingNode id={nodeId}>{children}</FloatingNode>
      </DropdownMenuContext>
    </>
  );
}

/** Runs the menu's hooks and hands their state to the root's context (renders nothing). */
function DropdownMenuMachine({
  options,
  anchor,
  onChange,
}: {
  options: UseDropdownMenuOptions;
  anchor: DropdownMenuAnchor;
  onChange: (menu: DropdownMenuState) => void;
}) {
  const menu = useDropdownMenu(options, anchor);
  useLayoutEffect(() => onChange(menu), [menu, onChange]);
  return null;
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
  const menu = useDropdownMenuContext('DropdownMenu.Trigger');
  const mergedRef = useMergeRefs([menu.setTrigger, ref]);
  const wakePart = useWakePart()('trigger');
  if ('dormant' in menu) {
    const { onPointerEnter, onFocus, onClick, onKeyDown } = rest;
    const props: DropdownMenuTriggerRenderProps = {
      ...(rest as ComponentPropsWithRef<'button'>),
      ref: mergedRef,
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter(event: PointerEvent<HTMLButtonElement>) {
        onPointerEnter?.(event);
        menu.wake(false);
      },
      onFocus(event: FocusEvent<HTMLButtonElement>) {
        onFocus?.(event);
        menu.wake(false);
      },
      onClick(event: MouseEvent<HTMLButtonElement>) {
        onClick?.(event);
        if (!event.defaultPrevented) menu.wake('click');
      },
      onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return onKeyDown?.(event);
        // Replayed on the awake trigger, whose handlers (the caller's included) see it then.
        event.preventDefault();
        menu.wake(keyInit(event));
      },
      'data-state': 'closed',
      ...wakePart,
    };
    return render ? render(props) : <Button {...props} />;
  }
  const { getReferenceProps, open } = menu;
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
    ...wakePart,
  };
  return render ? render(props) : <Button {...props} />;
}

export type DropdownMenuContentProps = ComponentPropsWithRef<'div'>;

/** The `role="menu"` list, portalled into `document.body` and labelled by its trigger. */
function DropdownMenuContent(props: DropdownMenuContentProps) {
  const menu = useDropdownMenuContext('DropdownMenu.Content');
  // A dormant menu is closed and has nothing to show.
  return 'dormant' in menu ? null : <DropdownMenuPanel {...props} />;
}

function DropdownMenuPanel({ children, style, ref, onKeyDown, ...rest }: DropdownMenuContentProps) {
  const menu = useAwakeDropdownMenu('DropdownMenu.Content');
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

/** The live parts, for the public compound components (DropdownMenu.tsx) to render. */
const parts: LiveMenuParts = {
  Trigger: DropdownMenuTrigger,
  Content: DropdownMenuContent,
  Item: DropdownMenuItem,
  Separator: DropdownMenuSeparator,
};
const liveMode: MenuMode = { kind: 'live', parts };

/** The live `DropdownMenu.Root` (see DropdownMenu.tsx): floating-ui's menu button pattern. */
export function DropdownMenuLive(props: DropdownMenuRootProps) {
  return (
    <MenuModeContext value={liveMode}>
      <DropdownMenuRoot {...props} />
    </MenuModeContext>
  );
}
