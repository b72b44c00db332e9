import styled from 'styled-components';
import { bodyStyles } from '../../editor/RichTextEditor/RichTextEditor.styles';

import { theme } from '../../foundations/tokens';
/** A reader's page: the article as the apps and web sites show it. */
export const ReaderPage = styled.article`
  max-width: 720px;
  margin: 0 auto;
  padding: ${theme.space[6]};
  background: ${theme.color.bg.surface};
  color: ${theme.color.text.primary};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.lg};
  font-size: ${theme.font.size.lg};
  line-height: ${theme.font.lineHeight.relaxed};

  header h1 {
    margin: 0 0 ${theme.space[2]};
    font-size: ${theme.font.size['3xl']};
    line-height: ${theme.font.lineHeight.tight};
  }
  header p {
    margin: 0;
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
  }
  header img {
    display: block;
    width: 100%;
    margin-top: ${theme.space[4]};
    border-radius: ${theme.radii.md};
  }
  .nd-summary {
    margin: ${theme.space[4]} 0;
    padding: ${theme.space[3]} ${theme.space[4]};
    background: ${theme.color.bg.subtle};
    border-radius: ${theme.radii.md};
    color: ${theme.color.text.secondary};
  }
  .nd-body {
    ${bodyStyles}
  }
`;

export const Paywall = styled.aside`
  position: relative;
  margin-top: ${theme.space[4]};
  padding: ${theme.space[4]};
  border: 1px dashed ${theme.color.border.strong};
  border-radius: ${theme.radii.md};
  background: ${theme.color.bg.warningSubtle};
  color: ${theme.color.text.primary};
  text-align: center;
  font-size: ${theme.font.size.md};

  &[data-free] {
    border-color: ${theme.color.border.success};
    background: ${theme.color.bg.successSubtle};
  }

  p {
    margin: 0;
    display: flex;
    justify-content: center;
    align-items: center;
    gap: ${theme.space[2]};
  }
  p + p {
    margin-top: ${theme.space[1]};
    color: ${theme.color.text.secondary};
  }
`;
