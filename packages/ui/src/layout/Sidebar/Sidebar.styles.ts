import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
export const Root = styled.div`
  display: flex;
  height: 100%;
  min-height: 0;
  background: ${theme.color.bg.surface};
  border-right: 1px solid ${theme.color.border.weak};
`;

export const Rail = styled.nav`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[1]};
  width: ${theme.size.sidebarRail};
  padding: ${theme.space[3]} 0;
  border-right: 1px solid ${theme.color.border.weak};
`;

export const RailList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  margin: ${theme.space[2]} 0 0;
  padding: 0;
  list-style: none;
  flex: 1;
`;

export const RailButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[0.5]};
  width: 52px;
  padding: ${theme.space[1.5]} 0;
  border: 0;
  border-radius: ${theme.radii.md};
  background: transparent;
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.xs};
  cursor: pointer;
  & > svg {
    width: 20px;
    height: 20px;
  }
  &:hover {
    background: ${theme.color.bg.hover};
    color: ${theme.color.text.primary};
  }
  &[data-active='true'] {
    background: ${theme.color.bg.selected};
    color: ${theme.color.text.link};
  }
`;

/** The home link at the top of the rail, shaped like a section button. */
export const RailLink = styled(RailButton)`
  text-decoration: none;
  &[aria-current='page'] {
    background: ${theme.color.bg.selected};
    color: ${theme.color.text.link};
  }
`;

export const Panel = styled.nav`
  display: flex;
  flex-direction: column;
  width: ${theme.size.sidebarPanel};
  padding: ${theme.space[4]} ${theme.space[3]};
  overflow-y: auto;
  &[hidden] {
    display: none;
  }
`;

export const PanelTitle = styled.h2`
  margin: 0 0 ${theme.space[3]};
  padding: 0 ${theme.space[2]};
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.semibold};
`;

export const GroupTitle = styled.h3`
  margin: ${theme.space[4]} 0 ${theme.space[1]};
  padding: 0 ${theme.space[2]};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.medium};
  color: ${theme.color.text.secondary};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const ItemList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ItemLink = styled.a`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  padding: ${theme.space[1.5]} ${theme.space[2]};
  border-radius: ${theme.radii.sm};
  color: ${theme.color.text.primary};
  text-decoration: none;
  font-size: ${theme.font.size.md};
  &:hover {
    background: ${theme.color.bg.hover};
  }
  &[aria-current='page'] {
    background: ${theme.color.bg.selected};
    color: ${theme.color.text.link};
    font-weight: ${theme.font.weight.medium};
  }
`;

export const Empty = styled.p`
  padding: 0 ${theme.space[2]};
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

export const RailFooter = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[2]};
`;

/** The "coming" mark of a planned screen: small, quiet, part of the link's name. */
export const ComingBadge = styled.span`
  flex: none;
  padding: 0 ${theme.space[1.5]};
  border: 1px solid ${theme.color.border.medium};
  border-radius: ${theme.radii.full};
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.regular};
  line-height: 1.6;
  white-space: nowrap;
`;
