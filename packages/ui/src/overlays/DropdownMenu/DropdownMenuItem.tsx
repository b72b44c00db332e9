import { useListItem, useMergeRefs } from '@floating-ui/react';
import type { HTMLAttributes, KeyboardEvent, MouseEvent, ReactNode, Ref } from 'react';
import { MenuItemLabel, MenuItemRoot } from './DropdownMenu.styles';
import { useAwakeDropdownMenu } from './useDropdownMenu';

export interface DropdownMenuItemProps extends Omit<HTMLAttributes<HTMLElement>, 'onSelect'> {
  /** Reaches the item's element: a button, or an anchor when `href` is set. */
  ref?: Ref<HTMLElement>;
  /** Called when the item is chosen (click, Enter or Space); the menu then closes. */
  onSelect?: (event: MouseEvent<HTMLElement>) => void;
  /** An icon before the label (decorative: `aria-hidden`). */
  icon?: ReactNode;
  /** `danger` for destructive actions (delete, log out). */
  tone?: 'default' | 'danger';
  /** Announced and skipped by the arrow keys; cannot be chosen. */
  disabled?: boolean;
  /** Renders a link: choosing it follows `href` unless `onSelect` calls `preventDefault()`. */
  href?: string;
  /** The link's `target` (e.g. `_blank`); used only with `href`. */
  target?: string;
  /** The link's `rel` (e.g. `noopener` with `target="_blank"`); used only with `href`. */
  rel?: string;
  /** The text typeahead matches; defaults to the children when they are a string. */
  textValue?: string;
}

/** One `role="menuitem"`: a button, or an anchor when it has an `href`. */
export function DropdownMenuItem({
  ref,
  onSelect,
  icon,
  tone = 'default',
  disabled = false,
  href,
  target,
  rel,
  textValue,
  children,
  onClick,
  onKeyDown,
  ...rest
}: DropdownMenuItemProps) {
  const menu = useAwakeDropdownMenu('DropdownMenu.Item');
  const label = textValue ?? (typeof children === 'string' ? children : null);
  const item = useListItem({ label: disabled ? null : label });
  const mergedRef = useMergeRefs([item.ref, ref]);
  const link = href !== undefined && !disabled;

  const props = menu.getItemProps({
    ...rest,
    onClick(event: MouseEvent<HTMLElement>) {
      onClick?.(event);
      if (disabled) {
        event.preventDefault();
        return;
      }
      onSelect?.(event);
      menu.setOpen(false);
    },
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      onKeyDown?.(event);
      // A button activates on Space natively; an anchor does not.
      if (event.key === ' ' && link) {
        event.preventDefault();
        event.currentTarget.click();
      }
    },
  });

  return (
    <MenuItemRoot
      {...props}
      as={link ? 'a' : 'button'}
      ref={mergedRef}
      role="menuitem"
      type={link ? undefined : 'button'}
      href={link ? href : undefined}
      target={link ? target : undefined}
      rel={link ? rel : undefined}
      tabIndex={item.index === menu.activeIndex ? 0 : -1}
      aria-disabled={disabled || undefined}
      data-tone={tone}
    >
      {icon}
      <MenuItemLabel>{children}</MenuItemLabel>
    </MenuItemRoot>
  );
}
