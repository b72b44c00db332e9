import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACT_STATES_PATH } from '../../src/http/pactStates';
import { startTestServer, type TestServer } from '../harness';

/**
 * The pacts verified the way a backend team verifies its own server: the documented command
 * (`pnpm verify:provider`, contracts/scripts/verify-provider.ts) against this server by URL, with
 * provider states set up through the server's test-mode endpoint `POST /_pact/states`.
 */
const ROOT = path.resolve(__dirname, '../../../..');
const PACTS = path.join(ROOT, 'contracts/pacts');
const CLI = path.join(ROOT, 'contracts/scripts/verify-provider.ts');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ pactStates: true });
});
afterAll(() => server.cleanup());

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** Runs the CLI; resolves to its exit code and everything it printed. */
function verify(
  provider: string,
  pacts?: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        CLI,
        '--url',
        server.mainUrl,
        '--second-url',
        server.secondUrl,
        '--states-url',
        server.mainUrl + PACT_STATES_PATH,
        '--provider',
        provider,
        ...(pacts ? ['--pacts', pacts] : []),
      ],
      { cwd: ROOT, env: { ...process.env, PACT_DO_NOT_TRACK: 'true' } },
    );
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe(`Pact provider verification by URL on ${database}`, () => {
  for (const provider of ['newsdesk-main-api', 'newsdesk-second-api', 'newsdesk-graphql']) {
    it.runIf(existsSync(path.join(PACTS, `newsdesk-console-${provider}.json`)))(
      provider,
      async () => {
        const { code, output } = await verify(provider);
        console.log(
          `[pact] ${database}: ${output
            .split('\n')
            .filter((l) => /^[✓✗]/.test(l))
            .join(' ')}`,
        );
        // The output names every failed interaction with its expected and actual values.
        expect(code, output).toBe(0);
        expect(output).toMatch(new RegExp(`✓ ${provider}: (\\d+)/\\1 interactions verified`));
      },
      // About 200 interactions per provider, each with its states set up and torn down: a minute
      // or two on a quiet 2-core machine, more beside the other verification in CI.
      600_000,
    );
  }

  it('names a failing interaction with its expected and actual values, and exits with 1', async () => {
    // The health check of the main pact, expecting `ok: false` where the server answers true.
    const file = 'newsdesk-console-newsdesk-main-api.json';
    const pact = JSON.parse(readFileSync(path.join(PACTS, file), 'utf8')) as {
      interactions: {
        description: string;
        response: { body?: { content?: { data?: { ok?: boolean } } } };
      }[];
    };
    const health = pact.interactions.find((i) => i.description === 'a health check');
    expect(health?.response.body?.content?.data?.ok).toBe(true);
    health!.response.body!.content!.data!.ok = false;
    health!.description = 'a health check that expects the wrong answer';
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pact-failing-'));
    try {
      writeFileSync(path.join(dir, file), JSON.stringify({ ...pact, interactions: [health] }));
      const { code, output } = await verify('newsdesk-main-api', dir);
      expect(code, output).toBe(1);
      expect(output).toContain('newsdesk-main-api: 0/1 interactions verified, 1 failed');
      expect(output).toMatch(/ {2}✗ .*a health check that expects the wrong answer\n/);
      expect(output).toContain('BodyMismatch at $.data.ok');
      expect(output).toMatch(/expected: false/);
      expect(output).toMatch(/actual: +true/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses an unknown provider state by name, and answers a setup with the injected values', async () => {
    const post = (body: unknown) =>
      fetch(server.mainUrl + PACT_STATES_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const unknown = await post({ state: 'the moon is made of cheese', action: 'setup' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      error: 'Unknown provider state "the moon is made of cheese"',
    });
    const signedIn = await post({ state: 'an editor is signed in', params: {}, action: 'setup' });
    expect(signedIn.status).toBe(200);
    const values = (await signedIn.json()) as { token?: unknown };
    expect(typeof values.token).toBe('string');
    const teardown = await post({ state: 'an editor is signed in', action: 'teardown' });
    expect(await teardown.json()).toEqual({});
  });
});
