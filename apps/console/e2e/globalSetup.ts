import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { TestProject } from 'vitest/node';
import { buildServerBundle } from './serverBundle';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder (database and files) migrated and seeded once per run; stacks start on a copy. */
    e2eTemplate: string;
    /** The reference API built into one file for this run (`serverBundle.ts`). */
    e2eServer: string;
  }
}

const ROOT = path.resolve(__dirname, '../../..');

/**
 * Each test file starts its stack on a fixed port and the next one (the API's second origin), and
 * files run side by side: two files whose ports overlap fail at random, with EADDRINUSE, when they
 * happen to run together. Refuse overlapping ports before anything starts.
 */
export function overlappingPorts(dir: string): string[] {
  const owners = new Map<number, string>();
  const clashes: string[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.test.ts'))
    .sort()) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const stacks = [
      ...text.matchAll(
        /startStack\(\{[^}]*?\bport:\s*(?:Number\(process\.env\.E2E_PORT \?\? )?(\d{4,5})/g,
      ),
    ].map((m) => Number(m[1]));
    const others = [...text.matchAll(/\b[A-Z_]*PORT\s*=\s*(\d{4,5})\b/g)].map((m) => Number(m[1]));
    for (const port of [...stacks.flatMap((p) => [p, p + 1]), ...others]) {
      const owner = owners.get(port);
      if (owner && owner !== file) clashes.push(`${port}: ${owner} and ${file}`);
      owners.set(port, file);
    }
  }
  return clashes;
}

/**
 * Seeds the demo data once per run, into a template data folder: each stack of the run then starts
 * on its own copy (about a second) instead of migrating and seeding a fresh database (about 15 s).
 * The copy keeps every stack isolated; stacks that need another seed (`env`) still seed their own.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const clashes = overlappingPorts(__dirname);
  if (clashes.length > 0)
    throw new Error(
      `e2e files share ports (each stack takes its port and the next):\n${clashes.join('\n')}`,
    );
  const bundled = Date.now();
  const bundle = await buildServerBundle();
  console.log(`[e2e] reference API bundled in ${Date.now() - bundled} ms`);
  project.provide('e2eServer', bundle);
  // scripts/test-e2e.sh runs Vitest twice (the files side by side, then the timed ones alone) and
  // names a folder for the two (`E2E_TEMPLATE_DIR`, removed by the script): the second run starts on
  // the first one's template, instead of seeding again (about 13 s, all of it on the critical path
  // of the timed run, which runs one file at a time).
  const shared = process.env.E2E_TEMPLATE_DIR;
  if (shared && existsSync(path.join(shared, 'seeded'))) {
    console.log('[e2e] demo data: the template this run seeded earlier');
    project.provide('e2eTemplate', path.join(shared, 'data'));
    return () => undefined;
  }
  const dir = shared
    ? path.join(shared, 'data')
    : mkdtempSync(path.join(tmpdir(), 'newsdesk-e2e-template-'));
  if (shared) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  const port = process.env.E2E_PORT
    ? Number(process.env.E2E_PORT) + 7
    : 5200 + Math.floor(Math.random() * 500);
  const started = Date.now();
  const server = spawn('node', [bundle], {
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
  if (shared) {
    writeFileSync(path.join(shared, 'seeded'), '');
    return () => undefined;
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
