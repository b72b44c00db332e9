// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileHints } from './compileHints';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (plugin: Plugin, hook: 'configResolved' | 'writeBundle', ...args: unknown[]) =>
  (plugin[hook] as Hook).call({}, ...args);

describe('compileHints (build)', () => {
  it('puts the hint on the first line of the named chunks only, and shifts their source maps', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'hints-'));
    const code = 'const __vite__mapDeps=1;\nexport const a=1;\n';
    const map = JSON.stringify({ version: 3, mappings: 'AAAA;AACA' });
    for (const name of ['vendor-1.js', 'Page-2.js']) {
      writeFileSync(path.join(root, name), code);
      writeFileSync(path.join(root, `${name}.map`), map);
    }
    const plugin = compileHints(new Set(['vendor']));
    call(plugin, 'configResolved', { root, build: { outDir: '.' } } as unknown as ResolvedConfig);
    call(
      plugin,
      'writeBundle',
      {},
      {
        'vendor-1.js': { type: 'chunk', name: 'vendor', fileName: 'vendor-1.js' },
        'Page-2.js': { type: 'chunk', name: 'Page', fileName: 'Page-2.js' },
      },
    );
    expect(readFileSync(path.join(root, 'vendor-1.js'), 'utf8')).toBe(
      `//# allFunctionsCalledOnLoad\n${code}`,
    );
    expect(JSON.parse(readFileSync(path.join(root, 'vendor-1.js.map'), 'utf8')).mappings).toBe(
      ';AAAA;AACA',
    );
    expect(readFileSync(path.join(root, 'Page-2.js'), 'utf8')).toBe(code);
    expect(readFileSync(path.join(root, 'Page-2.js.map'), 'utf8')).toBe(map);
  });
});
