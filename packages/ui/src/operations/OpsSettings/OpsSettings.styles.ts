import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
/** The form beside its preview; the preview goes under the form on a narrow screen. */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(280px, 360px);
  gap: ${theme.space[5]};
  align-items: start;

  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  min-width: 0;
`;

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.md};
  background: ${theme.color.bg.surface};
  color: ${theme.color.text.primary};
  min-width: 0;

  > h2,
  > header h2 {
    margin: 0;
    font-size: ${theme.font.size.lg};
    font-weight: ${theme.font.weight.semibold};
  }
  > header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[2]};
    flex-wrap: wrap;
  }
`;

export const PreviewCard = styled(Card)`
  position: sticky;
  top: ${theme.space[4]};
`;

export const Muted = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.text.secondary};
`;

export const ItemList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

export const Item = styled.li`
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.md};
  background: ${theme.color.bg.canvas};

  > fieldset {
    border: 0;
    margin: 0;
    padding: ${theme.space[3]};
    display: flex;
    flex-direction: column;
    gap: ${theme.space[3]};
    min-width: 0;
  }
  &[data-nested='true'] {
    background: ${theme.color.bg.surface};
  }
`;

export const ItemHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};

  > legend,
  > .nd-ops-item-title {
    flex: 1;
    min-width: 0;
    float: left;
    padding: 0;
    font-weight: ${theme.font.weight.semibold};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  > span[data-off='true'] {
    font-size: ${theme.font.size.xs};
    color: ${theme.color.text.secondary};
  }
`;

export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${theme.space[3]};
  align-items: start;
  clear: both;

  > [data-wide='true'] {
    grid-column: 1 / -1;
  }
  fieldset.nd-ops-choices {
    border: 0;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[3]};
    min-width: 0;

    > legend {
      padding: 0;
      margin-bottom: ${theme.space[1]};
      font-size: ${theme.font.size.sm};
      font-weight: ${theme.font.weight.medium};
    }
  }
  [data-error='true'] {
    flex-basis: 100%;
    color: ${theme.color.text.danger};
  }
`;

export const ImageBox = styled.div`
  display: grid;
  grid-template-columns: 160px minmax(0, 1fr);
  gap: ${theme.space[3]};
  align-items: start;

  [data-part='placeholder'] {
    border: 1px dashed ${theme.color.border.medium};
  }
  .nd-ops-image-empty {
    font-size: ${theme.font.size.xs};
    color: ${theme.color.text.secondary};
  }
  .nd-ops-image-label {
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.medium};
    margin-bottom: ${theme.space[1]};
  }
  .nd-ops-image-actions {
    display: flex;
    gap: ${theme.space[2]};
    flex-wrap: wrap;
    margin-top: ${theme.space[2]};
  }
  [role='alert'] {
    color: ${theme.color.text.danger};
    font-size: ${theme.font.size.sm};
    margin: ${theme.space[1]} 0 0;
  }
`;

export const Actions = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${theme.z.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]} 0;
  background: ${theme.color.bg.canvas};

  > span {
    margin-right: auto;
    font-size: ${theme.font.size.sm};
    color: ${theme.color.text.warning};
  }
`;
