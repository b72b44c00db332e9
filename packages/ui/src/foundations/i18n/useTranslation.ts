import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/** What a component translates with: `t` for the current language, and the instance. */
export interface Translation {
  t: TFunction;
  i18n: I18n;
}

interface TranslationStore {
  snapshot: Translation;
  subscribe: (listener: () => void) => () => void;
}

const stores = new WeakMap<I18n, TranslationStore>();

/** Instances asked for a key they did not hold since their users last re-rendered. */
const missed = new WeakSet<I18n>();

/**
 * Notes that `i18n` was asked for a key it does not hold (yet): when messages next arrive, every
 * user re-renders to show them. Called from the instance's `parseMissingKeyHandler`.
 */
export function noteMissingKey(i18n: I18n): void {
  missed.add(i18n);
}

/**
 * One store per i18next instance: a `t` fixed to the current language, replaced (so every user
 * re-renders) when the language changes, or when messages arrive (an area loaded on demand) after
 * a key was missing. An area prefetched for the next screen changes nothing on this one: it used
 * to re-render the whole screen (about 1,000 components on the article list) in the idle time after
 * sign-in.
 */
function storeOf(i18n: I18n): TranslationStore {
  const existing = stores.get(i18n);
  if (existing) return existing;
  const listeners = new Set<() => void>();
  const store: TranslationStore = {
    snapshot: { t: i18n.getFixedT(i18n.language), i18n },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const refresh = () => {
    store.snapshot = { t: i18n.getFixedT(i18n.language), i18n };
    for (const listener of listeners) listener();
  };
  i18n.on('languageChanged', refresh);
  i18n.store.on('added', () => {
    if (missed.delete(i18n)) refresh();
  });
  stores.set(i18n, store);
  return store;
}

/**
 * The translations of the nearest `NewsdeskProvider` (`{ t, i18n }`), as react-i18next's hook of the
 * same name gives them, without its cost per component: react-i18next builds a `t`, a copy of the
 * i18next instance and its options for every component that calls it on mount (about 30 ms of the
 * article list's first render, 40 ms of the editor's); here every component shares one snapshot per
 * instance and language.
 */
export function useTranslation(): Translation {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const store = storeOf(i18n);
  return useSyncExternalStore(
    store.subscribe,
    () => store.snapshot,
    () => store.snapshot,
  );
}
