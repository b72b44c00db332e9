import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Skeleton } from '../../feedback/Skeleton';
import { TagInput } from '../../inputs/TagInput';
import { ConfirmDialog } from '../../overlays/ConfirmDialog';
import { Button } from '../../primitives/Button';

import { theme } from '../../foundations/tokens';
export interface HotWordsEditorProps extends Omit<
  ComponentPropsWithRef<'section'>,
  'onChange' | 'title'
> {
  /** The words saved on the server (the editor starts from them and returns to them after a save). */
  saved: readonly string[];
  /** Saves the words; a rejected promise keeps the dialog open (the caller shows the toast). */
  onSave: (words: string[]) => unknown;
  /** Called with true when the words differ from `saved` (the page's leave guard). */
  onDirtyChange?: (dirty: boolean) => void;
  /**
   * The saved words are loading: placeholders instead of the editor, and Save is disabled (default
   * false).
   */
  loading?: boolean;
  /** A failed load: its message instead of the editor. */
  error?: ReactNode;
  /** The heading, translated (default "Hot search words"). */
  title?: ReactNode;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};

  h2 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((w, i) => w === b[i]);

/**
 * The hot search words editor of content §2: Enter adds the words of the input split on spaces
 * (empty input adds nothing), words show as removable chips, and Save asks "confirm updating hot
 * search words to" followed by the joined list before it saves.
 */
export function HotWordsEditor({
  saved,
  onSave,
  onDirtyChange,
  loading = false,
  error,
  title,
  ...rest
}: HotWordsEditorProps) {
  const { t } = useTranslation();
  const [words, setWords] = useState<string[]>(() => [...saved]);
  const [base, setBase] = useState(saved);
  const [confirming, setConfirming] = useState(false);
  // A new saved list (loaded, or saved elsewhere) replaces the words when they were not edited.
  if (base !== saved) {
    setBase(saved);
    if (same(words, base)) setWords([...saved]);
  }
  const dirty = !same(words, saved);

  const change = (next: string[]) => {
    setWords(next);
    onDirtyChange?.(!same(next, saved));
  };

  const heading = <h2>{title ?? t('desk-hot-words')}</h2>;
  if (error && !loading)
    return (
      <Root {...rest}>
        {heading}
        <p role="alert">{error}</p>
      </Root>
    );

  return (
    <Root aria-busy={loading || undefined} {...rest}>
      {heading}
      {loading ? (
        <Skeleton width="100%" height="2.5rem" />
      ) : (
        <TagInput
          label={t('desk-hot-words')}
          hideLabel
          splitOnSpace
          value={words}
          onChange={change}
          hint={t('desk-hot-words-hint')}
          max={50}
        />
      )}
      <Actions>
        <Button variant="primary" disabled={loading || !dirty} onClick={() => setConfirming(true)}>
          {t('desk-hot-words-save')}
        </Button>
      </Actions>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('desk-hot-words-confirm-title')}
        message={`${t('confirm-hot-search-words')} ${
          words.length ? words.join(', ') : t('desk-hot-words-none')
        }`}
        onConfirm={async () => {
          await onSave(words);
          onDirtyChange?.(false);
        }}
      />
    </Root>
  );
}
