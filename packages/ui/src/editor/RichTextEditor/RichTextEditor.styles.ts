import styled, { css } from 'styled-components';

import { theme } from '../../foundations/tokens';
export const EditorRoot = styled.div`
  display: flex;
  flex-direction: column;
  border: 1px solid ${theme.color.border.medium};
  border-radius: ${theme.radii.md};
  background: ${theme.color.bg.surface};
  color: ${theme.color.text.primary};

  &:focus-within {
    border-color: ${theme.color.border.focus};
    box-shadow: ${theme.shadow.focus};
  }
  &[data-invalid] {
    border-color: ${theme.color.border.danger};
  }
`;

export const ToolbarRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[0.5]};
  padding: ${theme.space[1]} ${theme.space[2]};
  border-bottom: 1px solid ${theme.color.border.weak};
  background: ${theme.color.bg.subtle};
  border-radius: ${theme.radii.md} ${theme.radii.md} 0 0;
  position: sticky;
  top: 0;
  z-index: ${theme.z.sticky};

  [role='status'] {
    font-size: ${theme.font.size.xs};
    color: ${theme.color.text.secondary};
    margin-left: ${theme.space[2]};
  }
`;

export const Separator = styled.span`
  width: 1px;
  align-self: stretch;
  margin: ${theme.space[1]} ${theme.space[1]};
  background: ${theme.color.border.weak};
`;

export const LinkForm = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]};
  border-bottom: 1px solid ${theme.color.border.weak};

  label {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    font-size: ${theme.font.size.sm};
    color: ${theme.color.text.secondary};
  }
  input {
    min-width: 280px;
    height: ${theme.size.controlSm};
    padding: 0 ${theme.space[2]};
    border: 1px solid ${theme.color.border.medium};
    border-radius: ${theme.radii.sm};
    background: ${theme.color.bg.surface};
    color: ${theme.color.text.primary};
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${theme.color.border.danger};
  }
  [role='alert'] {
    color: ${theme.color.text.danger};
    font-size: ${theme.font.size.sm};
  }
`;

/** Reading styles of the body; shared by the editor, the unpaid preview and the print view. */
export const bodyStyles = css`
  h1,
  h2,
  h3 {
    line-height: ${theme.font.lineHeight.tight};
    margin: 1.2em 0 0.5em;
  }
  h1 {
    font-size: ${theme.font.size['2xl']};
  }
  h2 {
    font-size: ${theme.font.size.xl};
  }
  h3 {
    font-size: ${theme.font.size.lg};
  }
  p {
    margin: 0 0 0.75em;
  }
  ul,
  ol {
    margin: 0 0 0.75em;
    padding-left: 1.5em;
  }
  blockquote {
    margin: 0 0 0.75em;
    padding-left: 1em;
    border-left: ${theme.space[1]} solid ${theme.color.border.medium};
    color: ${theme.color.text.secondary};
  }
  pre,
  code {
    font-family: ${theme.font.family.mono};
    background: ${theme.color.bg.subtle};
    border-radius: ${theme.radii.sm};
  }
  pre {
    padding: ${theme.space[3]};
    overflow-x: auto;
  }
  code {
    padding: 0 ${theme.space[0.5]};
    font-size: 0.9em;
  }
  pre code {
    padding: 0;
    background: none;
  }
  table {
    border-collapse: collapse;
    margin: 0 0 0.75em;
    width: 100%;
  }
  td,
  th {
    border: 1px solid ${theme.color.border.medium};
    padding: ${theme.space[1]} ${theme.space[2]};
    vertical-align: top;
    min-width: ${theme.size.controlLg};
  }
  td > p:last-child,
  th > p:last-child {
    margin-bottom: 0;
  }
  img {
    max-width: 100%;
    height: auto;
  }
  figure {
    margin: 0 0 0.75em;
  }
  hr {
    border: 0;
    border-top: 1px solid ${theme.color.border.medium};
    margin: 1.25em 0;
  }
  a {
    color: ${theme.color.text.link};
  }
`;

export const EditorContent = styled.div`
  padding: ${theme.space[3]} ${theme.space[4]};
  font-size: ${theme.font.size.lg};
  line-height: ${theme.font.lineHeight.relaxed};

  [data-slate-editor] {
    /* Slate writes an inline min-height while the placeholder shows; the editor keeps its own. */
    min-height: var(--nd-rte-min-height, 320px) !important;
    outline: none;
  }
  ${bodyStyles}
  [data-slate-placeholder] {
    color: ${theme.color.text.secondary};
    opacity: 1 !important;
  }
`;

export const EditorFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${theme.space[1]} ${theme.space[3]};
  border-top: 1px solid ${theme.color.border.weak};
  font-size: ${theme.font.size.xs};
  color: ${theme.color.text.secondary};
`;
