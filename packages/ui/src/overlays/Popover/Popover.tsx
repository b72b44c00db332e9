import { FloatingNode, FloatingPortal, useMergeRefs } from '@floating-ui/react';
import { DialogFocusManager } from '../shared/DialogFocusManager';
import {
  useLayoutEffect,
  type ComponentPropsWithRef,
  type HTMLProps,
  type ReactNode,
  type RefObject,
} from 'react';
import { Button, type ButtonProps } from '../../primitives/Button';
import { useOverlayTransition } from '../shared/motion';
import { SurfaceArrow } from '../shared/Surface.styles';
import { OverlayTree } from '../shared/tree';
import {
  PopoverDescription as DescriptionRoot,
  PopoverPositioner,
  PopoverSurface,
  PopoverTitle as TitleRoot,
} from './Popover.styles';
import {
  PopoverContext,
  usePopover,
  usePopoverContext,
  type UsePopoverOptions,
} from './usePopover';

export interface PopoverRootProps extends UsePopoverOptions {
  /** The popover's parts: a `Popover.Trigger` and a `Popover.Content`. */
  children?: ReactNode;
}

function PopoverState({ children, ...options }: PopoverRootProps) {
  const popover = usePopover(options);
  return (
    <PopoverContext value={popover}>
      <FloatingNode id={popover.nodeId}>{children}</FloatingNode>
    </PopoverContext>
  );
}

/** Holds the open state and positioning; renders no element of its own. */
function PopoverRoot(props: PopoverRootProps) {
  return (
    <OverlayTree>
      <PopoverState {...props} />
    </OverlayTree>
  );
}

/** The props a trigger receives: spread them on a focusable element (a button). */
export type PopoverTriggerRenderProps = ComponentPropsWithRef<'button'> & {
  /** `open` while the popover is open, else `closed` (for styling the trigger). */
  'data-state': 'open' | 'closed';
};

export interface PopoverTriggerProps extends ButtonProps {
  /**
   * Renders another element as the trigger (e.g. an `IconButton`): spread the given props on it.
   * Without it, the trigger is a `Button` taking this part's props.
   */
  render?: (props: PopoverTriggerRenderProps) => ReactNode;
}

/** The button that toggles the popover; focus comes back to it when the popover closes. */
function PopoverTrigger({ render, ref, ...rest }: PopoverTriggerProps) {
  const { refs, getReferenceProps, open } = usePopoverContext('Popover.Trigger');
  const mergedRef = useMergeRefs([refs.setReference, ref]);
  const props: PopoverTriggerRenderProps = {
    // The button's own props (variant, size…) pass through untouched; handlers are merged.
    ...(getReferenceProps({
      ...rest,
      ref: mergedRef,
    } as unknown as HTMLProps<Element>) as ComponentPropsWithRef<'button'>),
    'data-state': open ? 'open' : 'closed',
  };
  return render ? render(props) : <Button {...props} />;
}

export interface PopoverContentProps extends ComponentPropsWithRef<'div'> {
  /**
   * What receives focus on open: an index among the tabbable elements (default 0, the first one;
   * the content itself when it has none) or a ref.
   */
  initialFocus?: number | RefObject<HTMLElement | null>;
}

/**
 * The floating card, portalled into `document.body`. A dialog named by `Popover.Title` (or an
 * `aria-label`); Escape and a click outside close it.
 */
function PopoverContent({ children, initialFocus, style, ref, ...rest }: PopoverContentProps) {
  const {
    open,
    context,
    refs,
    floatingStyles,
    getFloatingProps,
    arrow,
    setArrowElement,
    title,
    description,
  } = usePopoverContext('Popover.Content');
  const mergedRef = useMergeRefs([refs.setFloating, ref]);
  const { isMounted, styles } = useOverlayTransition(context, 'fast', {
    initial: { opacity: 0, transform: 'scale(0.96)' },
    common: ({ side }) => ({
      transformOrigin: { top: 'bottom', bottom: 'top', left: 'right', right: 'left' }[side],
    }),
  });
  if (!isMounted) return null;
  return (
    <FloatingPortal>
      <DialogFocusManager context={context} modal={false} initialFocus={initialFocus}>
        <PopoverPositioner
          ref={mergedRef}
          style={floatingStyles}
          aria-labelledby={title.present ? title.id : undefined}
          aria-describedby={description.present ? description.id : undefined}
          {...getFloatingProps(rest)}
        >
          <PopoverSurface style={{ ...styles, ...style }} data-state={open ? 'open' : 'closed'}>
            {children}
            {arrow && (
              <SurfaceArrow
                ref={setArrowElement}
                context={context}
                width={14}
                height={7}
                strokeWidth={1}
              />
            )}
          </PopoverSurface>
        </PopoverPositioner>
      </DialogFocusManager>
    </FloatingPortal>
  );
}

/** The popover's heading; names the dialog. */
function PopoverTitle(props: ComponentPropsWithRef<'h2'>) {
  const { title } = usePopoverContext('Popover.Title');
  const { register } = title;
  useLayoutEffect(() => register(), [register]);
  return <TitleRoot id={title.id} {...props} />;
}

/** A sentence under the title; describes the dialog. */
function PopoverDescription(props: ComponentPropsWithRef<'p'>) {
  const { description } = usePopoverContext('Popover.Description');
  const { register } = description;
  useLayoutEffect(() => register(), [register]);
  return <DescriptionRoot id={description.id} {...props} />;
}

/** A button that closes the popover (focus returns to the trigger). */
function PopoverClose({ onClick, ...rest }: ButtonProps) {
  const { setOpen } = usePopoverContext('Popover.Close');
  return (
    <Button
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(false);
      }}
      {...rest}
    />
  );
}

/**
 * A non-modal floating card anchored to a trigger: filters, quick forms, details.
 *
 * ```tsx
 * <Popover.Root>
 *   <Popover.Trigger>Filters</Popover.Trigger>
 *   <Popover.Content>
 *     <Popover.Title>Filters</Popover.Title>
 *     …
 *   </Popover.Content>
 * </Popover.Root>
 * ```
 */
export const Popover = {
  Root: PopoverRoot,
  Trigger: PopoverTrigger,
  Content: PopoverContent,
  Title: PopoverTitle,
  Description: PopoverDescription,
  Close: PopoverClose,
};
