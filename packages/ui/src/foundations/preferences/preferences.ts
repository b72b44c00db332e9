import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { locales, type Locale } from './locales';

export type ColorSchema = 'auto' | 'dark' | 'light';
export const colorSchemas: readonly ColorSchema[] = ['auto', 'dark', 'light'];

export { locales, type Locale };

/** The local preferences of operations-console §3, with their defaults. */
export interface Preferences {
  hideDeletedContents: boolean;
  formTagsStyle: 'flex' | 'block';
  mallStatisticsSwitch: boolean;
  locale: Locale;
  'color-schema': ColorSchema;
  /** Cache of the console-home-slogan key-value setting (JSON list of slogans), or null. */
  'home-slogan': string[] | null;
}

export const preferenceDefaults: Preferences = {
  hideDeletedContents: true,
  formTagsStyle: 'flex',
  mallStatisticsSwitch: true,
  locale: 'zh-CN',
  'color-schema': 'auto',
  'home-slogan': null,
};

const validators: { [K in keyof Preferences]: (v: unknown) => v is Preferences[K] } = {
  hideDeletedContents: (v): v is boolean => typeof v === 'boolean',
  formTagsStyle: (v): v is 'flex' | 'block' => v === 'flex' || v === 'block',
  mallStatisticsSwitch: (v): v is boolean => typeof v === 'boolean',
  locale: (v): v is Locale => typeof v === 'string' && (locales as readonly string[]).includes(v),
  'color-schema': (v): v is ColorSchema =>
    typeof v === 'string' && (colorSchemas as readonly string[]).includes(v),
  'home-slogan': (v): v is string[] | null =>
    v === null || (Array.isArray(v) && v.every((s) => typeof s === 'string')),
};

const listeners = new Set<() => void>();
const EVENT = 'newsdesk:preference';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): preferences then live for the page only
  }
}

const memory = new Map<string, string>();

function readRaw(key: string): string | null {
  const s = storage();
  return s ? s.getItem(key) : (memory.get(key) ?? null);
}

/** Read one preference; an absent, unreadable or invalid stored value gives the default. */
export function getPreference<K extends keyof Preferences>(key: K): Preferences[K] {
  return parsePreference(key, readRaw(key));
}

function parsePreference<K extends keyof Preferences>(key: K, raw: string | null): Preferences[K] {
  if (raw === null) return preferenceDefaults[key];
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // Plain strings (e.g. `en` written by an older build) are accepted as they are.
  }
  return validators[key](value) ? value : preferenceDefaults[key];
}

export function setPreference<K extends keyof Preferences>(key: K, value: Preferences[K]): void {
  if (!validators[key](value)) throw new TypeError(`Invalid value for preference ${key}`);
  const raw = JSON.stringify(value);
  const s = storage();
  if (s) s.setItem(key, raw);
  else memory.set(key, raw);
  listeners.forEach((l) => l());
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(EVENT, { detail: key }));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed a preference: follow it.
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key in preferenceDefaults) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** A local preference as React state, shared by every component and every tab. */
export function usePreference<K extends keyof Preferences>(
  key: K,
): [Preferences[K], (value: Preferences[K]) => void] {
  const snapshot = useSyncExternalStore(
    subscribe,
    () => readRaw(key),
    () => null,
  );
  // Parsed from the raw string snapshot, so the value keeps its identity between renders.
  const value = useMemo(() => parsePreference(key, snapshot), [key, snapshot]);
  const set = useCallback((v: Preferences[K]) => setPreference(key, v), [key]);
  return [value, set];
}
