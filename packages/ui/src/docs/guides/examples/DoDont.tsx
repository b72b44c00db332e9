import { useContext, useEffect, useId, useState, type ReactNode } from 'react';
import styled, { ThemeContext } from 'styled-components';
import { NewsdeskProvider } from '../../../foundations/provider';
import { createI18n, loadAllMessages } from '../../../foundations/i18n';

import { theme } from '../../../foundations/tokens';
/**
 * The guides' do and don't examples: the real components side by side, the right way on the left
 * and the wrong way on the right, each with a sentence saying why. A docs page renders outside the
 * stories' decorators, so the pair brings the provider (theme, English) and every message area.
 */
const i18n = createI18n('en');
let messages: Promise<void> | undefined;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${theme.space[4]};
  margin: ${theme.space[4]} 0 ${theme.space[8]};
  font-family: ${theme.font.family.sans};
`;

const Panel = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  border: 1px solid ${theme.color.border.weak};
  border-top-width: 4px;
  border-radius: ${theme.radii.lg};
  background: ${theme.color.bg.surface};
  overflow: hidden;

  &[data-kind='do'] {
    border-top-color: ${theme.color.border.success};
  }
  &[data-kind='dont'] {
    border-top-color: ${theme.color.border.danger};
  }
`;

const Stage = styled.div`
  flex: 1;
  padding: ${theme.space[4]};
  color: ${theme.color.text.primary};
`;

const Caption = styled.figcaption`
  padding: ${theme.space[3]} ${theme.space[4]};
  border-top: 1px solid ${theme.color.border.weak};
  background: ${theme.color.bg.subtle};
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.normal};

  strong {
    color: ${theme.color.text.primary};
  }
`;

export interface DoDontProps {
  /** The right way, rendered with the real components. */
  do: ReactNode;
  /** Why it is right (one sentence). */
  doCaption: ReactNode;
  /** The wrong way, rendered with the same components misused (or left out). */
  dont: ReactNode;
  /** Why it is wrong (one sentence). */
  dontCaption: ReactNode;
}

/** A do and a don't, side by side (stacked on a narrow page). */
export function DoDont({ do: right, doCaption, dont: wrong, dontCaption }: DoDontProps) {
  const [ready, setReady] = useState(false);
  // Each figure is named by its caption ("Do: …", "Don’t: …").
  const id = useId();
  // Inside a story the decorators already provide the theme, messages and toasts (a second
  // provider would add a second notifications region): the pair brings its own only on a docs page.
  const provided = useContext(ThemeContext) !== undefined;
  useEffect(() => {
    messages ??= loadAllMessages();
    void messages.then(() => setReady(true));
  }, []);
  const pair = ready ? (
    <Pair className="sb-unstyled">
      <Panel data-kind="do" aria-labelledby={`${id}-do`}>
        <Stage>{right}</Stage>
        <Caption id={`${id}-do`}>
          <strong>Do:</strong> {doCaption}
        </Caption>
      </Panel>
      <Panel data-kind="dont" aria-labelledby={`${id}-dont`}>
        <Stage>{wrong}</Stage>
        <Caption id={`${id}-dont`}>
          <strong>Don’t:</strong> {dontCaption}
        </Caption>
      </Panel>
    </Pair>
  ) : null;
  return provided ? (
    pair
  ) : (
    <NewsdeskProvider colorSchema="light" locale="en" i18n={i18n}>
      {pair}
    </NewsdeskProvider>
  );
}
