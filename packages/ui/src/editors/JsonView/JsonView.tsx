import { json, jsonParseLinter } from '@codemirror/lang-json';
import { linter, lintGutter } from '@codemirror/lint';
import { Prec } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import CodeMirror from '@uiw/react-codemirror';
import { useId, useMemo, useSyncExternalStore } from 'react';
import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
/** The resolved theme of the page (`<html data-theme>`, written by the provider). */
function subscribeTheme(notify: () => void) {
  const observer = new MutationObserver(notify);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}
const documentTheme = () => document.documentElement.dataset.theme ?? 'light';

/** A darker ground than the stock dark theme's, so every token meets 4.5:1 (WCAG AA). */
const DARK_GROUND = '#1b1e23';
const darkGround = Prec.highest(
  EditorView.theme(
    {
      '&': { backgroundColor: DARK_GROUND },
      '.cm-gutters': { backgroundColor: DARK_GROUND },
    },
    { dark: true },
  ),
);

export interface JsonViewProps {
  /** The JSON text. */
  value: string;
  /** Called with the whole text on every edit. */
  onChange?: (text: string) => void;
  /** The visible label, already translated. */
  label: string;
  /**
   * What is wrong with the text (its own validation: syntax, then the schema), shown under the
   * editor; empty when it is fine.
   */
  problems?: readonly string[];
  /** A heading for the problems (the spec's message). */
  problemsTitle?: string;
  /** Shows the text without letting it change (default false). */
  readOnly?: boolean;
  /** Editor height (CSS length). */
  height?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  min-width: 0;

  label {
    font-weight: 600;
    color: ${theme.color.text.primary};
  }
  .cm-editor {
    border: 1px solid ${theme.color.border.medium};
    border-radius: ${theme.radii.md};
    font-size: ${theme.font.size.sm};
  }
  .cm-editor.cm-focused {
    outline: 2px solid ${theme.color.border.focus};
    outline-offset: 1px;
  }
  &[data-invalid] .cm-editor {
    border-color: ${theme.color.border.danger};
  }
`;

const Problems = styled.div`
  color: ${theme.color.text.danger};

  p {
    margin: 0;
    font-weight: 600;
  }
  ul {
    margin: ${theme.space[1]} 0 0;
    padding-left: ${theme.space[5]};
    overflow-wrap: anywhere;
  }
`;

/**
 * A raw JSON editor (CodeMirror with JSON highlighting, a syntax linter in the gutter) and the
 * problems of its text listed under it for everyone, screen readers included.
 */
export function JsonView({
  value,
  onChange,
  label,
  problems = [],
  problemsTitle,
  readOnly = false,
  height = '320px',
}: JsonViewProps) {
  const id = useId();
  const dark = useSyncExternalStore(subscribeTheme, documentTheme, () => 'light') === 'dark';
  const extensions = useMemo(
    () => [
      json(),
      linter(jsonParseLinter()),
      lintGutter(),
      EditorView.lineWrapping,
      ...(dark ? [darkGround] : []),
      EditorView.contentAttributes.of({
        'aria-labelledby': `${id}-label`,
        ...(problems.length
          ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-problems` }
          : {}),
      }),
    ],
    [id, problems.length, dark],
  );
  return (
    <Root data-invalid={problems.length ? '' : undefined}>
      <label id={`${id}-label`}>{label}</label>
      <CodeMirror
        value={value}
        height={height}
        theme={dark ? 'dark' : 'light'}
        editable={!readOnly}
        readOnly={readOnly}
        basicSetup={{ foldGutter: true, highlightActiveLine: false }}
        extensions={extensions}
        onChange={(text) => onChange?.(text)}
      />
      {problems.length ? (
        <Problems id={`${id}-problems`} role="alert">
          {problemsTitle ? <p>{problemsTitle}</p> : null}
          <ul>
            {problems.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </ul>
        </Problems>
      ) : null}
    </Root>
  );
}
