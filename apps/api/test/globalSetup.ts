import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder (tarball) migrated once per run; every test database starts on it. */
    apiTemplate: string | undefined;
  }
}

/**
 * Migrates one empty PGlite database per run and saves it: each test file then loads that tarball
 * (about 1 s) instead of creating and migrating its own database (initdb alone takes seconds).
 * With DATABASE_URL the tests use that server and there is nothing to prepare.
 */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.DATABASE_URL) {
    project.provide('apiTemplate', undefined);
    return undefined;
  }
  const started = Date.now();
  const db = await openDatabase({});
  await db.migrate();
  const blob = await db.dump!();
  await db.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'newsdesk-api-template-'));
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  console.log(`[api] empty database migrated once in ${Date.now() - started} ms`);
  project.provide('apiTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
