/// <reference types="vite/client" />

/**
 * The lucide icons the library uses, for the catalogue's icon page: read from the library's own
 * sources at build time (Storybook only; the console never imports this module), so the page
 * cannot drift from the code.
 */
const sources = import.meta.glob<string>(
  ['../../**/*.{ts,tsx}', '!../../**/*.{test,stories}.{ts,tsx}', '!./**'],
  { query: '?raw', import: 'default', eager: true },
);

export function iconsInUse(files: Readonly<Record<string, string>> = sources): string[] {
  const names = new Set<string>();
  for (const text of Object.values(files)) {
    for (const m of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
      for (const part of m[1]!.split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]!
          .replace(/^type\s+/, '');
        if (name && !/Props$|^LucideIcon$/.test(name)) names.add(name);
      }
    }
  }
  return [...names].sort();
}

export const LIBRARY_ICONS: readonly string[] = iconsInUse();
