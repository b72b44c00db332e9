/**
 * Writes the contract reference as static files any host can serve (`pnpm build:reference`,
 * default folder `dist/reference`): Redoc pages of both OpenAPI documents and the GraphQL page.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { referenceFiles } from '../src/reference/reference';

const out = path.resolve(process.argv[2] ?? path.join(process.cwd(), 'dist/reference'));
mkdirSync(out, { recursive: true });
const files = referenceFiles();
for (const [name, file] of Object.entries(files)) writeFileSync(path.join(out, name), file.body);
console.log(`API reference: ${Object.keys(files).length} files in ${out} (open index.html)`);
