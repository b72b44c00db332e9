import { FloatingTree, useFloatingParentNodeId } from '@floating-ui/react';
import { createElement, type ReactNode } from 'react';

/**
 * Every overlay is a node of one floating-ui tree, so a menu or popover opened inside a modal or a
 * drawer counts as inside it: a click in the menu does not close the drawer, and Escape closes the
 * innermost overlay only. The outermost overlay creates the tree.
 */
export function OverlayTree({ children }: { children: ReactNode }): ReactNode {
  const parentId = useFloatingParentNodeId();
  return parentId === null ? createElement(FloatingTree, null, children) : children;
}
