import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { core } from '../../../packages/ui/src/foundations/i18n/messages/core';
import { resourceFor } from '../../../packages/ui/src/foundations/i18n/messages/define';
import { locales } from '../../../packages/ui/src/foundations/preferences/locales';

const PREFIX = 'virtual:newsdesk-core-messages/';
const here = path.dirname(fileURLToPath(import.meta.url));
/** The library's bundled source of core messages, and the console's source that replaces it. */
const librarySource = path.resolve(here, '../../../packages/ui/src/foundations/i18n/coreMessages');
const consoleSource = path.resolve(here, '../src/app/coreMessages.ts');

/**
 * One language per download. The library bundles the core messages of all six locales side by
 * side (`messages/core.ts`: each key with its translations); in the console's build, its
 * `coreMessages.ts` becomes the console's, which loads `virtual:newsdesk-core-messages/<locale>`:
 * that locale's messages only, computed here from the same file at build time. The first
 * download then carries one language (4–5 kB brotli) instead of all of them (12 kB).
 */
export function localeMessages(): Plugin {
  return {
    name: 'newsdesk:locale-messages',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source.startsWith(PREFIX)) return `\0${source}`;
      if (!importer || !source.endsWith('coreMessages')) return null;
      const target = path.resolve(path.dirname(importer), source);
      return target === librarySource ? consoleSource : null;
    },
    // Each locale's chunk, named in the page for `public/theme-boot.js`: it preloads the stored
    // locale's chunk while the entry downloads, so the two do not load one after the other.
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks: Record<string, string> = {};
        for (const file of Object.values(ctx.bundle ?? {})) {
          const id = file.type === 'chunk' ? file.facadeModuleId : null;
          if (id?.startsWith(`\0${PREFIX}`))
            chunks[id.slice(PREFIX.length + 1)] = `/${file.fileName}`;
        }
        return [
          {
            tag: 'meta',
            attrs: { name: 'newsdesk-messages', content: JSON.stringify(chunks) },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const locale = id.slice(PREFIX.length + 1);
      const known = locales.find((l) => l === locale);
      if (!known) throw new Error(`newsdesk:locale-messages: no locale "${locale}"`);
      return `export default ${JSON.stringify(resourceFor(known, core))};\n`;
    },
  };
}
