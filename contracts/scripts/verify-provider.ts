/**
 * Verifies a running server against the console's pacts, by URL: the REST main API, the second REST
 * host and GraphQL. Provider states are set up by the server itself, through its provider-states
 * endpoint (`POST {states-url}`, documented in contracts/provider-states.md).
 *
 *   pnpm verify:provider --url http://localhost:4000 --second-url http://localhost:4001 \
 *     --states-url http://localhost:4000/_pact/states
 *
 * Prints, per provider, how many interactions passed and, for each one that failed, its name and
 * every mismatch with the expected and the actual value. Exits 1 when any failed.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Verifier } from '@pact-foundation/pact';

const PACTS = fileURLToPath(new URL('../pacts', import.meta.url));
const PROVIDERS = ['newsdesk-main-api', 'newsdesk-second-api', 'newsdesk-graphql'] as const;
type Provider = (typeof PROVIDERS)[number];

const usage = `Usage: pnpm verify:provider --url <main API base URL> --states-url <provider-states URL>
         [--second-url <second host base URL>] [--graphql-url <base URL serving /graphql>]
         [--provider newsdesk-main-api|newsdesk-second-api|newsdesk-graphql]... [--pacts <folder>]

  --url         base of the main REST API (paths /v1/...); also GraphQL's unless --graphql-url
  --second-url  base of the second REST host (paths /faq, /tag, ...); defaults to --url
  --states-url  the server's provider-states endpoint (see contracts/provider-states.md)
  --provider    verify only these pacts (repeatable); default: all three
  --pacts       folder of the pact files; default: contracts/pacts`;

interface Mismatch {
  type?: string;
  path?: string;
  expected?: unknown;
  actual?: unknown;
  mismatch?: string;
}
interface VerifierReport {
  errors?: { interaction: string; mismatch?: { mismatches?: Mismatch[]; message?: string } }[];
  interactionResults?: { result: string }[];
}

const show = (v: unknown): string => {
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text === undefined ? '(none)' : text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
};

/** The verifier's error is its whole report as JSON: one block per failed interaction. */
export function describeFailure(provider: string, error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  let report: VerifierReport;
  try {
    report = JSON.parse(text) as VerifierReport;
  } catch {
    return `${provider}: verification failed\n${text}`;
  }
  const results = report.interactionResults ?? [];
  const ok = results.filter((r) => r.result === 'OK').length;
  const blocks = (report.errors ?? []).map((err) => {
    const mismatches = err.mismatch?.mismatches ?? [];
    const lines = mismatches.length
      ? mismatches.map((m) =>
          [
            `    ${m.type ?? 'Mismatch'}${m.path ? ` at ${m.path}` : ''}: ${m.mismatch ?? ''}`,
            `      expected: ${show(m.expected)}`,
            `      actual:   ${show(m.actual)}`,
          ].join('\n'),
        )
      : [`    ${err.mismatch?.message ?? 'failed'}`];
    return `  ✗ ${err.interaction}\n${lines.join('\n')}`;
  });
  return `${provider}: ${ok}/${results.length} interactions verified, ${blocks.length} failed\n${blocks.join('\n')}`;
}

/** A pact's interaction count and the provider states it names (its interactions' `providerStates`). */
function readPact(pactFile: string): { interactions: number; states: string[] } {
  const pact = JSON.parse(readFileSync(pactFile, 'utf8')) as {
    interactions?: { providerStates?: { name: string }[] }[];
  };
  const names = new Set<string>();
  for (const i of pact.interactions ?? [])
    for (const s of i.providerStates ?? []) names.add(s.name);
  return { interactions: pact.interactions?.length ?? 0, states: [...names] };
}

type Handler = (params?: unknown) => Promise<Record<string, unknown>>;

/** Each state is set up by the server under test, through its states endpoint. */
function remoteStates(names: string[], statesUrl: string): Record<string, Handler> {
  const post = (state: string) => async (params?: unknown) => {
    const res = await fetch(statesUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state, params: params ?? {}, action: 'setup' }),
    });
    const body = await res.text();
    if (!res.ok) {
      throw new Error(`provider state "${state}": ${statesUrl} answered ${res.status} ${body}`);
    }
    return body ? (JSON.parse(body) as Record<string, unknown>) : {};
  };
  return Object.fromEntries(names.map((name) => [name, post(name)]));
}

export interface VerifyOptions {
  url: string;
  secondUrl?: string;
  graphqlUrl?: string;
  statesUrl: string;
  providers?: readonly Provider[];
  pacts?: string;
  log?: (line: string) => void;
}

/** Verifies each pact against the server; resolves to the number of providers that failed. */
export async function verifyProviders(options: VerifyOptions): Promise<number> {
  const log = options.log ?? ((line: string) => console.log(line));
  const base: Record<Provider, string> = {
    'newsdesk-main-api': options.url,
    'newsdesk-second-api': options.secondUrl ?? options.url,
    'newsdesk-graphql': options.graphqlUrl ?? options.url,
  };
  let failed = 0;
  for (const provider of options.providers ?? PROVIDERS) {
    const pactFile = path.join(options.pacts ?? PACTS, `newsdesk-console-${provider}.json`);
    if (!existsSync(pactFile)) {
      log(`${provider}: no pact at ${pactFile}`);
      failed++;
      continue;
    }
    const { interactions, states } = readPact(pactFile);
    const started = Date.now();
    try {
      await new Verifier({
        provider,
        providerBaseUrl: base[provider],
        pactUrls: [pactFile],
        stateHandlers: remoteStates(states, options.statesUrl),
        logLevel: 'error',
      }).verifyProvider();
      log(
        `✓ ${provider}: ${interactions}/${interactions} interactions verified against ${base[provider]} ` +
          `(${states.length} provider states, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    } catch (e) {
      failed++;
      log(`✗ ${describeFailure(provider, e)}`);
    }
  }
  return failed;
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      'second-url': { type: 'string' },
      'graphql-url': { type: 'string' },
      'states-url': { type: 'string' },
      provider: { type: 'string', multiple: true },
      pacts: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  if (!values.url || !values['states-url']) {
    console.error(`--url and --states-url are required.\n\n${usage}`);
    process.exit(2);
  }
  const unknown = (values.provider ?? []).filter(
    (p) => !(PROVIDERS as readonly string[]).includes(p),
  );
  if (unknown.length) {
    console.error(`Unknown provider ${unknown.join(', ')}: one of ${PROVIDERS.join(', ')}.`);
    process.exit(2);
  }
  const failed = await verifyProviders({
    url: values.url,
    secondUrl: values['second-url'],
    graphqlUrl: values['graphql-url'],
    statesUrl: values['states-url'],
    providers: values.provider as Provider[] | undefined,
    pacts: values.pacts,
  });
  if (failed) {
    console.error(`${failed} provider(s) failed verification.`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void main();
}
