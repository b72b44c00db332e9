import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { localDraftStore } from '../pages/articles/editor/autosave';

/** A local draft found when a form opens, offered back to the user. */
export interface OfferedDraft<V> {
  values: V;
  savedAt: number;
}

/** The local-storage keys of the forms kept as local drafts (`new` before the server has one). */
export const formDraftKey = (kind: 'faq' | 'roadmap' | 'report', id: number | 'new') =>
  `nd-${kind}-draft:${id}`;

/**
 * The local draft of one form (issue #11: no user action may lose data), on the article editor's
 * store (`localDraftStore`): every change that differs from the server's values is written to
 * local storage at once, a change back to them removes it. When the form opens (`key` and `server`
 * known) a draft that differs from the server's values is offered (`offer`); `clear` forgets it
 * (saved, or discarded on purpose). `dirty` says whether the form has changes the server lacks.
 */
export function useFormDraft<V>(key: string | null, server: V | null) {
  const store = useMemo(() => (key ? localDraftStore<V>(key) : null), [key]);
  const serverJson = server === null ? null : JSON.stringify(server);
  // Read when the form opens (another key, or the server's values arrived or changed): a draft
  // equal to the server's values is not offered.
  const [opened, setOpened] = useState<{
    store: typeof store;
    serverJson: string | null;
    offer: OfferedDraft<V> | null;
  }>({ store: null, serverJson: null, offer: null });
  if (opened.store !== store || opened.serverJson !== serverJson) {
    const draft = store && serverJson !== null ? store.read() : null;
    setOpened({
      store,
      serverJson,
      offer:
        draft && JSON.stringify(draft.values) !== serverJson
          ? { values: draft.values, savedAt: draft.savedAt }
          : null,
    });
  }
  const offer = opened.offer;
  const setOffer = useCallback((next: null) => setOpened((o) => ({ ...o, offer: next })), []);
  const dirty = useRef(false);
  useEffect(() => {
    dirty.current = false;
  }, [store, serverJson]);

  const change = useCallback(
    (values: V, isDirty: boolean) => {
      // Unchanged and unchanged before (e.g. the form loading the server's values): a draft only
      // offered stays.
      if (!isDirty && !dirty.current) return;
      dirty.current = isDirty;
      if (!store) return;
      if (isDirty) store.write({ values, baseVersion: null, savedAt: Date.now() });
      else store.remove();
    },
    [store],
  );

  /** The offered draft was discarded: forget it unless the form has newer changes of its own. */
  const discard = useCallback(() => {
    setOffer(null);
    if (!dirty.current) store?.remove();
  }, [store, setOffer]);

  /** Saved, or closed without saving on purpose: no draft, nothing unsaved. */
  const clear = useCallback(() => {
    dirty.current = false;
    setOffer(null);
    store?.remove();
  }, [store, setOffer]);

  const isDirty = useCallback(() => dirty.current, []);

  return { offer, change, discard, clear, isDirty, dismiss: () => setOffer(null) };
}
