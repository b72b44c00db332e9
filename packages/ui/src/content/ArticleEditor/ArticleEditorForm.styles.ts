import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(280px, 360px);
  gap: ${theme.space[6]};
  align-items: start;

  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
  min-width: 0;

  [data-compact] {
    --nd-rte-min-height: 120px;
  }
`;

/** The section title with the article's origin beside it. */
export const SectionHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

export const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
  min-width: 0;
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.lg};
  background: ${theme.color.bg.surface};

  h2 {
    margin: 0;
    font-size: ${theme.font.size.lg};
    font-weight: ${theme.font.weight.semibold};
  }

  .nd-fieldset {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${theme.space[2]};
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  .nd-fieldset legend {
    padding: 0;
    margin-bottom: ${theme.space[1]};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.medium};
    color: ${theme.color.text.primary};
  }
  .nd-error {
    margin: 0;
    font-size: ${theme.font.size.sm};
    color: ${theme.color.text.danger};
  }
`;

export const FlagGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[2]} ${theme.space[3]};
`;

export const PlatformList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]} ${theme.space[4]};
`;

export const RelationRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr) auto;
  gap: ${theme.space[2]};
  width: 100%;
  align-items: center;
`;

export const AttachmentList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  width: 100%;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};

  li {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    font-size: ${theme.font.size.sm};
  }
  li svg {
    flex: none;
    width: ${theme.space[4]};
    height: ${theme.space[4]};
    color: ${theme.color.text.secondary};
  }
  li a {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${theme.color.text.link};
  }
`;

export const CoverBox = styled.fieldset`
  align-items: stretch !important;
  width: 100%;

  [data-part='placeholder'] {
    border: 1px dashed ${theme.color.border.medium};
  }
  .nd-cover-empty {
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    gap: ${theme.space[1]};
    font-size: ${theme.font.size.sm};
    color: ${theme.color.text.secondary};
  }
  > div:last-of-type {
    display: flex;
    gap: ${theme.space[2]};
    align-items: center;
  }
`;

export const Actions = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${theme.z.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[6]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.lg};
  background: ${theme.color.bg.surface};
  box-shadow: ${theme.shadow.md};

  .nd-spacer {
    flex: 1;
  }
`;
