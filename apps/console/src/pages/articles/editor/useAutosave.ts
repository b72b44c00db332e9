import { errorMessage } from '@newsdesk/api-client';
import type { ArticleEditorValues, SaveState } from '@newsdesk/ui';
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { conflictOf, createArticle, updateArticle, type Article } from '../../../data/articles';
import { Autosave, draftKey, localDraftStore, type DraftStore } from './autosave';
import {
  articleToValues,
  canSaveRemotely,
  valuesToPayload,
  valuesToUpdate,
} from '../../../data/articleMapping';

export interface SaveStatus {
  state: SaveState;
  at: number | null;
  message?: string;
}

export interface ConflictState {
  version: number;
  theirs: ArticleEditorValues;
  mine: ArticleEditorValues;
}

export interface LocalDraftInfo {
  title: string;
  savedAt: number;
}

/** The local draft of the article being edited ('new' until the server created it). */
export function useLocalDraft(articleRef: RefObject<Article | null>) {
  const [localDraft, setLocalDraft] = useState<LocalDraftInfo | null>(null);
  const store = useMemo<DraftStore<ArticleEditorValues>>(() => {
    const current = () =>
      localDraftStore<ArticleEditorValues>(draftKey(articleRef.current?.id ?? 'new'));
    return {
      read: () => current().read(),
      write: (d) => {
        current().write(d);
        setLocalDraft({ title: d.values.title, savedAt: d.savedAt });
      },
      remove: () => {
        current().remove();
        setLocalDraft(null);
      },
    };
  }, [articleRef]);
  return { store, localDraft, setLocalDraft };
}

/**
 * The editor's autosave (autosave.ts) over the articles of the data layer: local draft within
 * 500 ms, server copy 3 s after the last change (drafts only), conflicts reported, never
 * overwritten. Lives as long as the mounted editor.
 */
export function useAutosave(o: {
  initialArticle: Article | null;
  articleRef: RefObject<Article | null>;
  store: DraftStore<ArticleEditorValues>;
  adopt: (saved: Article) => void;
  onSaveStatus: (status: SaveStatus) => void;
  onConflict: (conflict: ConflictState) => void;
}) {
  const [autosave] = useState(
    () =>
      new Autosave<ArticleEditorValues>(
        {
          store: o.store,
          remote: o.initialArticle?.status !== 'published' && !o.initialArticle?.scheduled,
          canSaveRemote: canSaveRemotely,
          saveRemote: async (values, baseVersion) => {
            const current = o.articleRef.current;
            const saved = current
              ? await updateArticle(
                  current.id,
                  valuesToUpdate(values, false, 'omit', baseVersion ?? current.version),
                )
              : await createArticle(valuesToPayload(values, false, 'omit'));
            o.adopt(saved);
            return { version: saved.version };
          },
          conflictOf: (e) => {
            const c = conflictOf(e);
            return c
              ? { version: c.version, values: c.article ? articleToValues(c.article) : null }
              : null;
          },
          onState: (state, { at, error }) =>
            o.onSaveStatus({ state, at, ...(error ? { message: errorMessage(error) } : {}) }),
          onConflict: (c, mine) =>
            o.onConflict({ version: c.version, theirs: c.values ?? mine, mine }),
        },
        {
          values: o.initialArticle ? articleToValues(o.initialArticle) : null,
          version: o.initialArticle?.version ?? null,
        },
      ),
  );

  useEffect(() => {
    autosave.resume();
    return () => autosave.dispose();
  }, [autosave]);

  return autosave;
}
