import { existsSync } from 'node:fs';
import path from 'node:path';
import { Verifier } from '@pact-foundation/pact';

type StateHandlers = NonNullable<ConstructorParameters<typeof Verifier>[0]['stateHandlers']>;
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';
import { graphqlStates } from './graphql-states';
import { restStates } from './rest-states';
import { providerStates } from './states';

const PACTS = path.resolve(__dirname, '../../../../contracts/pacts');
const pactFile = (provider: string) => path.join(PACTS, `newsdesk-console-${provider}.json`);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.cleanup());

/** Pact state handlers over the running server's context (setup only; every state adds its own rows). */
function stateHandlers(): StateHandlers {
  return Object.fromEntries(
    Object.entries({ ...providerStates, ...restStates, ...graphqlStates }).map(([name, setup]) => [
      name,
      // The function form runs on setup only; every state adds its own rows, nothing to undo.
      async (params?: unknown) =>
        (await setup(server.ctx, (params ?? {}) as Record<string, unknown>)) ?? {},
    ]),
  );
}

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

interface VerifierReport {
  errors?: {
    interaction: string;
    mismatch?: { mismatches?: { path?: string; mismatch?: string }[]; message?: string };
  }[];
  interactionResults?: { result: string }[];
}

/**
 * The verifier's error is the whole report as JSON (every interaction's output): keep the pass
 * ratio and, per failed interaction, its name and the first mismatch of each path.
 */
function summary(provider: string, e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  let report: VerifierReport;
  try {
    report = JSON.parse(text) as VerifierReport;
  } catch {
    return text;
  }
  const results = report.interactionResults ?? [];
  const ok = results.filter((r) => r.result === 'OK').length;
  const lines = (report.errors ?? []).map((err) => {
    const mismatches = (err.mismatch?.mismatches ?? [])
      .map((m) => `    ${m.path ?? ''} ${(m.mismatch ?? '').slice(0, 240)}`)
      .join('\n');
    return `  ✗ ${err.interaction}\n${mismatches || `    ${err.mismatch?.message ?? ''}`}`;
  });
  return `${provider}: ${ok}/${results.length} interactions verified on ${database}\n${lines.join('\n')}`;
}

describe(`Pact provider verification on ${database}`, () => {
  for (const [provider, url] of [
    ['newsdesk-main-api', () => server.mainUrl],
    ['newsdesk-second-api', () => server.secondUrl],
    // GraphQL is served by the main API at /graphql.
    ['newsdesk-graphql', () => server.mainUrl],
  ] as const) {
    it.runIf(existsSync(pactFile(provider)))(
      provider,
      async () => {
        await new Verifier({
          provider,
          providerBaseUrl: url(),
          pactUrls: [pactFile(provider)],
          stateHandlers: stateHandlers(),
          logLevel: 'warn',
        })
          .verifyProvider()
          .catch((e: unknown) => {
            throw new Error(summary(provider, e));
          });
      },
      120_000,
    );
  }
});
