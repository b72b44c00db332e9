import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
export const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin: 0 0 ${theme.space[3]};
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.md};
  background: ${theme.color.bg.surface};

  &[data-status='-1'] {
    border-color: ${theme.color.border.danger};
  }
  .nd-error {
    margin: 0;
    color: ${theme.color.text.danger};
    font-size: ${theme.font.size.sm};
  }
  video[data-part='preview-player'] {
    width: 100%;
    max-width: 360px;
    border-radius: ${theme.radii.sm};
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  min-width: 0;

  & > div {
    flex: 1 1 200px;
    min-width: 0;
  }
  [data-part='position'] {
    flex: none;
    width: ${theme.space[6]};
    color: ${theme.color.text.secondary};
    font-variant-numeric: tabular-nums;
    text-align: center;
  }
  [data-part='tools'] {
    display: flex;
    gap: ${theme.space[1]};
  }
  [data-part='file-name'] {
    flex: 1 1 160px;
    min-width: 0;
    overflow-wrap: anywhere;
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
  }
  input[type='file'] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  [data-part='pick'] {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
    padding: ${theme.space[1]} ${theme.space[3]};
    border: 1px solid ${theme.color.border.medium};
    border-radius: ${theme.radii.sm};
    font-size: ${theme.font.size.sm};
    color: ${theme.color.text.primary};
    cursor: pointer;
  }
  [data-part='pick']:hover {
    background: ${theme.color.bg.subtle};
  }
  input[type='file']:focus-visible + [data-part='pick'],
  [data-part='pick']:has(+ input[type='file']:focus-visible) {
    outline: 2px solid ${theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  margin: 0;
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

export const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${theme.space[1]};
  }
  [data-part='thumb'] {
    display: block;
    width: 96px;
  }
`;
