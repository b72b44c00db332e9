// @vitest-environment node
import path from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { localeMessages } from './localeMessages';

type Hook = (this: unknown, ...args: string[]) => unknown;
const call = (plugin: Plugin, hook: 'resolveId' | 'load', ...args: string[]) =>
  (plugin[hook] as Hook).call({}, ...args);

const i18nDir = path.resolve(import.meta.dirname, '../../../packages/ui/src/foundations/i18n');

describe('localeMessages (build)', () => {
  const plugin = localeMessages();

  it('replaces the library source of core messages with the console one, nothing else', () => {
    expect(call(plugin, 'resolveId', './coreMessages', path.join(i18nDir, 'i18n.ts'))).toBe(
      path.resolve(import.meta.dirname, '../src/app/coreMessages.ts'),
    );
    expect(
      call(plugin, 'resolveId', '../i18n/coreMessages', path.join(i18nDir, '../provider/x.tsx')),
    ).toBe(path.resolve(import.meta.dirname, '../src/app/coreMessages.ts'));
    expect(call(plugin, 'resolveId', './coreMessages', '/elsewhere/file.ts')).toBeNull();
  });

  it('builds one language per module', () => {
    const id = call(plugin, 'resolveId', 'virtual:newsdesk-core-messages/fr') as string;
    const code = call(plugin, 'load', id) as string;
    const messages = JSON.parse(
      code.replace(/^export default /, '').replace(/;\s*$/, ''),
    ) as Record<string, string>;
    expect(messages['action-save']).toBe('Enregistrer');
    expect(code).not.toContain('Speichern'); // German
    expect(code).not.toContain('保存'); // Chinese
    // fr is partial: what it lacks comes from English, loaded beside it.
    expect(messages['app-name']).toBeUndefined();
  });

  it('refuses a locale it does not know', () => {
    expect(() => call(plugin, 'load', '\0virtual:newsdesk-core-messages/xx')).toThrow(
      /no locale "xx"/,
    );
  });
});
