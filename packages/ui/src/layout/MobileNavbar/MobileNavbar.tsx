import { Menu, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { IconButton } from '../../primitives/IconButton';

import { theme } from '../../foundations/tokens';
export interface MobileNavbarProps {
  /** Brand or page title. */
  title: ReactNode;
  /**
   * Whether the navigation menu is open: the button then shows a close icon and `aria-expanded`.
   */
  menuOpen: boolean;
  /** Called with the opposite of `menuOpen` when the menu button is pressed. */
  onMenuOpenChange: (open: boolean) => void;
  /** The id of the menu it opens (for aria-controls). */
  menuId?: string;
  /** Right side: user menu, panel buttons. */
  actions?: ReactNode;
  /** A class for the bar's `header` element. */
  className?: string;
  /** Reaches the bar's `header` element (to measure it). */
  ref?: React.Ref<HTMLElement>;
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${theme.z.sticky};
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  height: ${theme.size.navbarHeight};
  padding: 0 ${theme.space[2]};
  border-bottom: 1px solid ${theme.color.border.weak};
  background: ${theme.color.bg.surface};
`;

const Title = styled.div`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-weight: ${theme.font.weight.semibold};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[1]};
`;

/** The top bar on narrow screens: a menu button that opens the navigation, a title, actions. */
export function MobileNavbar({
  title,
  menuOpen,
  onMenuOpenChange,
  menuId,
  actions,
  className,
  ref,
}: MobileNavbarProps) {
  const { t } = useTranslation();
  return (
    <Bar className={className} ref={ref}>
      <IconButton
        label={menuOpen ? t('nav-close-menu') : t('nav-open-menu')}
        icon={menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={() => onMenuOpenChange(!menuOpen)}
      />
      <Title>{title}</Title>
      {actions && <Actions>{actions}</Actions>}
    </Bar>
  );
}
