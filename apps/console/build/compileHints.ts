import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Asks V8 to compile the chunks `names` (the first visit's and the vendor libraries') eagerly, as they load
 * (explicit compile hints, `//# allFunctionsCalledOnLoad` on a file's first line; v8.dev/blog/
 * explicit-compile-hints), rather than each function lazily on the main thread when the first
 * render calls it: nearly all of their code runs on the first screen. The line goes in once the
 * files are written (Vite puts its preload map on the first line before that), and the source map
 * gains an empty first line to match.
 */
export function compileHints(names: ReadonlySet<string>): Plugin {
  let outDir = 'dist';
  return {
    name: 'newsdesk:compile-hints',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !names.has(chunk.name)) continue;
        const file = path.join(outDir, chunk.fileName);
        writeFileSync(file, `//# allFunctionsCalledOnLoad\n${readFileSync(file, 'utf8')}`);
        if (!existsSync(`${file}.map`)) continue;
        const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { mappings: string };
        map.mappings = `;${map.mappings}`;
        writeFileSync(`${file}.map`, JSON.stringify(map));
      }
    },
  };
}
