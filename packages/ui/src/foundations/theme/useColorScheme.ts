import { useEffect, useSyncExternalStore } from 'react';
import type { ColorSchema } from '../preferences';

const QUERY = '(prefers-color-scheme: dark)';

function subscribe(listener: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const mql = window.matchMedia(QUERY);
  mql.addEventListener('change', listener);
  return () => mql.removeEventListener('change', listener);
}

const systemPrefersDark = () =>
  typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(QUERY).matches;

/** The theme actually shown: `auto` follows the system's `prefers-color-scheme`, live. */
export function useResolvedColorScheme(schema: ColorSchema): 'light' | 'dark' {
  const dark = useSyncExternalStore(subscribe, systemPrefersDark, () => false);
  if (schema === 'auto') return dark ? 'dark' : 'light';
  return schema;
}

/** Writes the resolved theme on `<html data-theme>`, where the token variables are scoped. */
export function useApplyColorScheme(resolved: 'light' | 'dark', target?: HTMLElement | null) {
  useEffect(() => {
    const el = target ?? document.documentElement;
    el.dataset.theme = resolved;
  }, [resolved, target]);
}
