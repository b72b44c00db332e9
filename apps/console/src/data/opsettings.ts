import { isApiError, isConflict, isMissing, unwrap, type Main } from '@newsdesk/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './clients';
import { kvKeys } from './kv';
import { uploadFile } from './upload';

/**
 * Operation settings (operations §2 Operation; designed here): the app splash, the web navigator,
 * the web banner, the web home quick entries and the report categories, each a typed key-value
 * entry with its own path. A setting never saved is `null` (404 "Key not found"); the first save
 * creates it, later saves send the version read (409 when someone else saved in between).
 */
type S = Main.components['schemas'];
export interface OpsSettingValues {
  'app-splash': S['SplashValue'];
  navigator: S['NavigatorValue'];
  'web-banner': S['BannerValue'];
  'web-entry': S['EntryValue'];
  'omen-category': S['ReportCategoryValue'];
}
export type OpsSettingKey = keyof OpsSettingValues;

export interface OpsSettingEntry<K extends OpsSettingKey> {
  key: K;
  name: string;
  value: OpsSettingValues[K];
  version: number;
  updated_at: number;
}

interface SaveInput<K extends OpsSettingKey> {
  name: string;
  value: OpsSettingValues[K];
  version?: number;
}

/** The typed calls of each setting (the contract's concrete paths). */
const calls: {
  [K in OpsSettingKey]: {
    get: () => Promise<OpsSettingEntry<K>>;
    save: (input: SaveInput<K>) => Promise<OpsSettingEntry<K>>;
  };
} = {
  'app-splash': {
    get: () => unwrap(api.main.GET('/v1/admin/kv/app-splash')),
    save: (b) =>
      unwrap(api.main.POST('/v1/admin/kv/app-splash', { body: { key: 'app-splash', ...b } })),
  },
  navigator: {
    get: () => unwrap(api.main.GET('/v1/admin/kv/navigator')),
    save: (b) =>
      unwrap(api.main.POST('/v1/admin/kv/navigator', { body: { key: 'navigator', ...b } })),
  },
  'web-banner': {
    get: () => unwrap(api.main.GET('/v1/admin/kv/web-banner')),
    save: (b) =>
      unwrap(api.main.POST('/v1/admin/kv/web-banner', { body: { key: 'web-banner', ...b } })),
  },
  'web-entry': {
    get: () => unwrap(api.main.GET('/v1/admin/kv/web-entry')),
    save: (b) =>
      unwrap(api.main.POST('/v1/admin/kv/web-entry', { body: { key: 'web-entry', ...b } })),
  },
  'omen-category': {
    get: () => unwrap(api.main.GET('/v1/admin/kv/omen-category')),
    save: (b) =>
      unwrap(api.main.POST('/v1/admin/kv/omen-category', { body: { key: 'omen-category', ...b } })),
  },
};

export const opsSettingKeys = {
  all: ['opsettings'] as const,
  entry: (key: OpsSettingKey) => [...opsSettingKeys.all, key] as const,
};

const missing = isMissing;

/** One setting, or null when it was never saved. */
export function useOpsSetting<K extends OpsSettingKey>(key: K) {
  return useQuery({
    queryKey: opsSettingKeys.entry(key),
    queryFn: async (): Promise<OpsSettingEntry<K> | null> => {
      try {
        return await calls[key].get();
      } catch (e) {
        if (missing(e)) return null;
        throw e;
      }
    },
    retry: false,
    // The form holds the edits; a refetch in the background must not replace what is on screen.
    refetchOnWindowFocus: false,
  });
}

/** Saves at the version read (none: creates); the answer becomes the cached entry. */
export function useSaveOpsSetting<K extends OpsSettingKey>(key: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveInput<K>) => calls[key].save(input),
    onSuccess: (entry) => {
      queryClient.setQueryData(opsSettingKeys.entry(key), entry);
      void queryClient.invalidateQueries({ queryKey: kvKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: kvKeys.entry(key) });
    },
  });
}

/** After a conflict, on the user's word: the setting as the server has it now. */
export function useReloadOpsSetting() {
  const queryClient = useQueryClient();
  return (key: OpsSettingKey) =>
    queryClient.invalidateQueries({ queryKey: opsSettingKeys.entry(key) });
}

export const isOpsConflict = (e: unknown) => isConflict(e);

/**
 * The fields a 40001 names, as paths inside the value (`value.items.0.title` → `items.0.title`),
 * each with the server's message; empty for any other failure.
 */
export function opsFieldIssues(e: unknown): { path: string; message: string }[] {
  if (!isApiError(e) || !e.isValidation) return [];
  return e.fieldErrors
    .filter((f) => f.field.startsWith('value.'))
    .map((f) => ({ path: f.field.slice('value.'.length), message: f.message }));
}

/** An image of a setting through the media upload flow: its storage key and public URL. */
export async function uploadOpsImage(file: File): Promise<{ key: string; url: string }> {
  const { key, url } = await uploadFile(file, { bucket: 'media' });
  return { key, url };
}
