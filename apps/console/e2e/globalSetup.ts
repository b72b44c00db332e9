import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder (database and files) migrated and seeded once per run; stacks start on a copy. */
    e2eTemplate: string;
  }
}

const ROOT = path.resolve(__dirname, '../../..');

/**
 * Seeds the demo data once per run, into a template data folder: each stack of the run then starts
 * on its own copy (about a second) instead of migrating and seeding a fresh database (about 15 s).
 * The copy keeps every stack isolated; stacks that need another seed (`env`) still seed their own.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'newsdesk-e2e-template-'));
  const port = process.env.E2E_PORT
    ? Number(process.env.E2E_PORT) + 7
    : 5200 + Math.floor(Math.random() * 500);
  const started = Date.now();
  const server = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT, 'apps/api'),
    env: {
      ...process.env,
      PORT: String(port),
      SECOND_PORT: String(port + 1),
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 300_000;
  const healthy = () =>
    fetch(`http://localhost:${port}/healthz`).then(
      (res) => res.ok,
      () => false, // not listening yet
    );
  while (!(await healthy())) {
    if (server.exitCode !== null)
      throw new Error(`the template API exited with ${server.exitCode}`);
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error('the template API did not start within 300 s');
    }
    await delay(300);
  }
  // A clean shutdown closes the database, so the folder can be copied.
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  console.log(`[e2e] demo data seeded once in ${Date.now() - started} ms`);
  project.provide('e2eTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
