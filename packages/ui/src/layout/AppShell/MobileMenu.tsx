import {
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../foundations/tokens';
import { DialogFocusManager } from '../../overlays/shared/DialogFocusManager';

const Scrim = styled(FloatingOverlay)`
  z-index: ${theme.z.drawer};
  background: ${theme.color.bg.overlay};
`;

const MenuPanel = styled.div`
  height: 100%;
  width: fit-content;
  max-width: 100vw;
  box-shadow: ${theme.shadow.lg};
`;

export interface MobileMenuProps {
  /** The navbar: presses on it are not outside the menu, and the focus returns to it. */
  reference: HTMLElement | null;
  /** The menu's id, which the navbar's menu button controls. */
  id: string;
  /** The menu's accessible name, already translated. */
  label: string;
  /** Called when Escape or a press outside closes the menu. */
  onClose: () => void;
  /** The sidebar, as the menu's content. */
  children: ReactNode;
}

/**
 * The sidebar as a modal menu on narrow screens: over a scrim, focus kept inside, closed by
 * Escape or a press outside. A module of its own, loaded when the menu first opens (AppShell).
 */
export function MobileMenu({ reference, id, label, onClose, children }: MobileMenuProps) {
  const { refs, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
    elements: { reference },
  });
  const { setFloating } = refs;
  const { getFloatingProps } = useInteractions([
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);
  return (
    <FloatingPortal>
      <Scrim lockScroll>
        <DialogFocusManager context={context}>
          <MenuPanel ref={setFloating} id={id} aria-label={label} {...getFloatingProps()}>
            {children}
          </MenuPanel>
        </DialogFocusManager>
      </Scrim>
    </FloatingPortal>
  );
}
