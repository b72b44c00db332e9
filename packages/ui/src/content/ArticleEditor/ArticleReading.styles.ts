import styled from 'styled-components';
import { bodyStyles } from '../../editor/RichTextEditor/RichTextEditor.styles';

/** A reader's page: the article as the apps and web sites show it. */
export const ReaderPage = styled.article`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.primary};
  border: 1px solid ${({ theme }) => theme.color.border.weak};
  border-radius: ${({ theme }) => theme.radii.lg};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};

  header h1 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size['3xl']};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  header p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  header img {
    display: block;
    width: 100%;
    margin-top: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  .nd-summary {
    margin: ${({ theme }) => theme.space[4]} 0;
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    background: ${({ theme }) => theme.color.bg.subtle};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.color.text.secondary};
  }
  .nd-body {
    ${bodyStyles}
  }
`;

export const Paywall = styled.aside`
  position: relative;
  margin-top: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.bg.warningSubtle};
  color: ${({ theme }) => theme.color.text.primary};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.md};

  &[data-free] {
    border-color: ${({ theme }) => theme.color.border.success};
    background: ${({ theme }) => theme.color.bg.successSubtle};
  }

  p {
    margin: 0;
    display: flex;
    justify-content: center;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  p + p {
    margin-top: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;
