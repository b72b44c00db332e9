import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { inject } from 'vitest';
import { createServer, type Server } from '../src/app';
import { loadConfig, type ServerConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { seedBase } from '../src/seed';

let template: Promise<Blob> | undefined;

/**
 * A migrated, empty PGlite database: the run's template (made once by `globalSetup.ts`), or made once
 * per test file when there is none, then copied (~1 s each).
 */
async function freshDatabase(): Promise<Database> {
  if (process.env.DATABASE_URL) {
    return openDatabase({ databaseUrl: process.env.DATABASE_URL });
  }
  const file = inject('apiTemplate');
  template ??= (async () => {
    if (file) return new Blob([readFileSync(file)]);
    const db = await openDatabase({});
    await db.migrate();
    const blob = await db.dump!();
    await db.close();
    return blob;
  })();
  return openDatabase({ loadDataDir: await template });
}

export interface TestServer extends Server {
  mainUrl: string;
  secondUrl: string;
  /** The fake clock; `advance(ms)` moves it. */
  clock: { now: number; advance(ms: number): void };
  /** A request to the main API with the envelope parsed. */
  call(
    method: string,
    url: string,
    options?: { token?: string | null; body?: unknown; api?: 'main' | 'second' },
  ): Promise<{
    status: number;
    // Tests read arbitrary answer shapes; each assertion states what it expects.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    body: { status: number; code: number; message: string; data: any };
  }>;
  cleanup(): Promise<void>;
}

/** A server on random ports over a fresh database with the base seed (matrix tag, demo accounts). */
export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'newsdesk-api-'));
  const config: ServerConfig = {
    ...loadConfig({}),
    dataDir,
    mainPort: 0,
    secondPort: 0,
    seed: false,
    schedulerIntervalMs: 3_600_000,
    logLevel: 'silent',
    ...overrides,
  };
  const clock = {
    now: Date.UTC(2026, 10, 22, 2, 0, 0),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const database = await freshDatabase();
  const server = await createServer(config, {
    database,
    now: () => clock.now,
    logger: pino({ level: 'silent' }),
  });
  await seedBase(server.ctx);
  const { mainUrl, secondUrl } = await server.listen();
  return Object.assign(server, {
    mainUrl,
    secondUrl,
    clock,
    async call(
      method: string,
      url: string,
      options: { token?: string | null; body?: unknown; api?: 'main' | 'second' } = {},
    ) {
      const base = options.api === 'second' ? secondUrl : mainUrl;
      const headers: Record<string, string> = {};
      if (options.token) headers['X-Token'] = options.token;
      if (options.body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(base + url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      return { status: res.status, body: (await res.json()) as never };
    },
    async cleanup() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

/** Signs a demo account in and returns its token. */
export async function signIn(
  server: TestServer,
  who: 'admin' | 'editor' = 'admin',
): Promise<string> {
  const { DEMO_ACCOUNTS } = await import('../src/seed');
  const account = DEMO_ACCOUNTS[who];
  const res = await server.call('POST', '/v1/admin/user/login', {
    body: { username: account.email, password: account.password },
  });
  if (res.body.status !== 0) throw new Error(`sign-in failed: ${res.body.message}`);
  return res.body.data.token as string;
}
