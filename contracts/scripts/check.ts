/**
 * Checks the pacts against the contracts, and reports coverage:
 * 1. every REST interaction's request body and response body (example values) validate against the
 *    OpenAPI schema of the operation they exercise (Ajv, JSON Schema 2020-12), and the answer's HTTP
 *    status is one the operation documents;
 * 2. every GraphQL interaction's query validates against graphql/schema, names one of the console's
 *    operations (graphql/operations) and sends exactly its selection, its variables coerce to the
 *    operation's variable types, and its expected answer executes against the schema (types, enums,
 *    non-null fields) or, for a failure, carries errors with a code and status;
 * 3. coverage: every OpenAPI operation and every GraphQL operation has at least one interaction, and
 *    every call the spec documents name (spec-calls.yaml) maps to covered operations.
 * Fails on any problem, and when a coverage figure is under `--min-rest` / `--min-graphql` /
 * `--min-spec` (percent; 100 by default).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {
  buildSchema,
  execute,
  GraphQLError,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLFieldResolver,
  type OperationDefinitionNode,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values.js';
import YAML from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const minRest = arg('--min-rest', 100);
const minGraphql = arg('--min-graphql', 100);
const minSpec = arg('--min-spec', 100);

type Json = Record<string, unknown>;
interface Op {
  api: 'main' | 'second';
  id: string;
  method: string;
  path: string;
  regex: RegExp;
  pointer: string;
  op: Json;
}
interface Interaction {
  description: string;
  request: Json;
  response: Json;
}

const errors: string[] = [];
/** Interactions per operation key (`main:getSelf`, `graphql:Tags`): successes and failures. */
const covered = new Map<string, { success: number; failure: number }>();
const count = (key: string, success: boolean) => {
  const c = covered.get(key) ?? { success: 0, failure: 0 };
  if (success) c.success++;
  else c.failure++;
  covered.set(key, c);
};
const bodyOf = (part: Json) => (part.body as { content?: unknown } | undefined)?.content;

// ── REST ─────────────────────────────────────────────────────────────────────

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const ops: Op[] = [];
const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
for (const api of ['main', 'second'] as const) {
  const doc = JSON.parse(
    readFileSync(path.join(root, `openapi/bundled/${api}.json`), 'utf8'),
  ) as Json;
  ajv.addSchema(doc, api);
  for (const [p, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const [method, op] of Object.entries(item)) {
      if (typeof op !== 'object' || op === null || !('operationId' in op)) continue;
      ops.push({
        api,
        id: (op as Json).operationId as string,
        method: method.toUpperCase(),
        path: p,
        regex: new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        pointer: `${api}#/paths/${esc(p)}/${method}`,
        op: op as Json,
      });
    }
  }
}

function checkRest(file: string, api: 'main' | 'second', it: Interaction) {
  const method = String(it.request.method);
  const p = String(it.request.path);
  const op = ops.find((o) => o.api === api && o.method === method && o.regex.test(p));
  if (!op) {
    errors.push(
      `${file}: "${it.description}" (${method} ${p}) matches no operation of openapi/${api}.yaml`,
    );
    return;
  }
  const status = String(it.response.status);
  count(`${api}:${op.id}`, status.startsWith('2'));
  const reqBody = bodyOf(it.request);
  // A refused-input interaction sends invalid input on purpose (its answer is a 400).
  const refusesInput = status === '400';
  const jsonRequest = (op.op.requestBody as { content?: Json } | undefined)?.content?.[
    'application/json'
  ];
  if (reqBody !== undefined && !refusesInput && jsonRequest) {
    const validate = ajv.getSchema(`${op.pointer}/requestBody/content/application~1json/schema`);
    if (validate && !validate(reqBody)) {
      errors.push(`${file}: "${it.description}" request body: ${ajv.errorsText(validate.errors)}`);
    }
  }
  const responses = op.op.responses as Json;
  if (!(status in responses)) {
    errors.push(`${file}: "${it.description}" answers ${status}, not documented for ${op.id}`);
    return;
  }
  const resBody = bodyOf(it.response);
  const ref = (responses[status] as Json).$ref as string | undefined;
  const base = ref ? `${api}${ref}` : `${op.pointer}/responses/${status}`;
  const validate = ajv.getSchema(`${base}/content/application~1json/schema`);
  if (resBody !== undefined && validate && !validate(resBody)) {
    errors.push(
      `${file}: "${it.description}" response ${status}: ${ajv.errorsText(validate.errors)}`,
    );
  }
}

// ── GraphQL ──────────────────────────────────────────────────────────────────

const schemaDir = path.join(root, 'graphql/schema');
const schema = buildSchema(
  readdirSync(schemaDir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(path.join(schemaDir, f), 'utf8'))
    .join('\n'),
);
const gqlDir = path.join(root, 'graphql/operations');
const consoleDocument = parse(
  readdirSync(gqlDir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(path.join(gqlDir, f), 'utf8'))
    .join('\n'),
);
const gqlOps = new Map(
  consoleDocument.definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .map((d) => [d.name?.value ?? '(anonymous)', d]),
);

/** The field selections of an operation with its fragments inlined, without `__typename`. */
function selectionOf(document: DocumentNode, operation: OperationDefinitionNode): string {
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((f) => [f.name.value, f]),
  );
  const fields = new Set<string>();
  const walk = (node: { selectionSet?: { selections: readonly unknown[] } }, at: string) => {
    for (const sel of (node.selectionSet?.selections ?? []) as {
      kind: string;
      name: { value: string };
      alias?: { value: string };
      typeCondition?: { name: { value: string } };
      selectionSet?: { selections: readonly unknown[] };
    }[]) {
      if (sel.kind === Kind.FIELD) {
        if (sel.name.value === '__typename') continue;
        const key = `${at}/${sel.alias?.value ?? ''}:${sel.name.value}`;
        fields.add(key);
        walk(sel, key);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        walk(sel, `${at}/on ${sel.typeCondition?.name.value ?? ''}`);
      } else if (sel.kind === Kind.FRAGMENT_SPREAD) {
        const f = fragments.get(sel.name.value);
        if (f) walk(f, `${at}/on ${f.typeCondition.name.value}`);
      }
    }
  };
  walk(operation, '');
  return [...fields].sort().join('\n');
}

// Reads a field by its response key (aliases included) from the expected answer.
const byResponseKey: GraphQLFieldResolver<unknown, unknown> = (source, _args, _ctx, info) =>
  (source as Record<string, unknown> | null)?.[info.path.key as string];

function checkGraphql(file: string, it: Interaction) {
  const req = bodyOf(it.request) as
    { query?: string; operationName?: string; variables?: Record<string, unknown> } | undefined;
  if (!req?.query) {
    errors.push(`${file}: "${it.description}" sends no GraphQL query`);
    return;
  }
  let document: DocumentNode;
  try {
    document = parse(req.query);
  } catch (e) {
    errors.push(`${file}: "${it.description}" query does not parse: ${(e as Error).message}`);
    return;
  }
  for (const e of validate(schema, document)) {
    errors.push(`${file}: "${it.description}" query: ${e.message}`);
  }
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode =>
      d.kind === Kind.OPERATION_DEFINITION && d.name?.value === req.operationName,
  );
  const known = req.operationName ? gqlOps.get(req.operationName) : undefined;
  if (!operation || !known) {
    errors.push(
      `${file}: "${it.description}" operation ${req.operationName ?? '(none)'} is not one of graphql/operations`,
    );
    return;
  }
  if (selectionOf(document, operation) !== selectionOf(consoleDocument, known)) {
    errors.push(
      `${file}: "${it.description}" selects other fields than graphql/operations ${req.operationName}`,
    );
  }
  const coerced = getVariableValues(
    schema,
    operation.variableDefinitions ?? [],
    req.variables ?? {},
  );
  for (const e of coerced.errors ?? []) {
    errors.push(`${file}: "${it.description}" variables: ${e.message}`);
  }
  const answer = bodyOf(it.response) as
    { data?: unknown; errors?: { message?: unknown; extensions?: Json }[] } | undefined;
  const failed = Boolean(answer?.errors?.length);
  count(`graphql:${req.operationName}`, !failed && String(it.response.status) === '200');
  if (failed) {
    for (const e of answer!.errors!) {
      if (typeof e.message !== 'string' || typeof e.extensions?.code !== 'string') {
        errors.push(`${file}: "${it.description}" error without message or extensions.code`);
      }
      if (typeof e.extensions?.status !== 'number') {
        errors.push(`${file}: "${it.description}" error without extensions.status`);
      }
    }
    return;
  }
  const result = execute({
    schema,
    document: { kind: Kind.DOCUMENT, definitions: document.definitions },
    operationName: req.operationName,
    rootValue: answer?.data ?? null,
    variableValues: coerced.coerced ?? {},
    fieldResolver: byResponseKey,
    typeResolver: (value) => (value as { __typename?: string }).__typename,
  });
  if ('then' in result) throw new Error('the answer check must run synchronously');
  for (const e of result.errors ?? []) {
    const where = e instanceof GraphQLError && e.path ? ` at ${e.path.join('.')}` : '';
    errors.push(`${file}: "${it.description}" answer${where}: ${e.message}`);
  }
}

// ── the pacts ────────────────────────────────────────────────────────────────

const providers = {
  'newsdesk-main-api': 'main',
  'newsdesk-second-api': 'second',
  'newsdesk-graphql': 'graphql',
} as const;
let interactions = 0;
const pactDir = path.join(root, 'contracts/pacts');
for (const file of readdirSync(pactDir).filter((f) => f.endsWith('.json'))) {
  const pact = JSON.parse(readFileSync(path.join(pactDir, file), 'utf8')) as {
    provider: { name: keyof typeof providers };
    interactions: Interaction[];
  };
  const kind = providers[pact.provider.name];
  if (!kind) {
    errors.push(`${file}: unknown provider ${pact.provider.name}`);
    continue;
  }
  for (const it of pact.interactions) {
    interactions++;
    if (kind === 'graphql') checkGraphql(file, it);
    else checkRest(file, kind, it);
  }
}

// ── coverage ─────────────────────────────────────────────────────────────────

const pct = (n: number, of: number) => (of ? Math.round((n / of) * 1000) / 10 : 100);
const restKeys = ops.map((o) => `${o.api}:${o.id}`);
const gqlKeys = [...gqlOps.keys()].map((n) => `graphql:${n}`);
const restCovered = restKeys.filter((k) => covered.has(k));
const gqlCovered = gqlKeys.filter((k) => covered.has(k));
const withFailure = (keys: string[]) => keys.filter((k) => (covered.get(k)?.failure ?? 0) > 0);
const withSuccess = (keys: string[]) => keys.filter((k) => (covered.get(k)?.success ?? 0) > 0);

const specCalls = YAML.parse(
  readFileSync(path.join(root, 'contracts/spec-calls.yaml'), 'utf8'),
) as {
  rest: { call: string; operations: string[] }[];
  graphql: { call: string; operations: string[] }[];
};
const calls = [...specCalls.rest, ...specCalls.graphql];
const knownKeys = new Set([...restKeys, ...gqlKeys]);
let callsCovered = 0;
let callsWithFailure = 0;
for (const c of calls) {
  const unknown = c.operations.filter((o) => !knownKeys.has(o));
  if (!c.operations.length || unknown.length) {
    errors.push(
      `spec-calls.yaml: "${c.call}" maps to ${unknown.length ? `unknown ${unknown.join(', ')}` : 'no operation'}`,
    );
    continue;
  }
  if (c.operations.every((o) => (covered.get(o)?.success ?? 0) > 0)) callsCovered++;
  else errors.push(`spec-calls.yaml: "${c.call}" has an operation without a success interaction`);
  if (c.operations.some((o) => (covered.get(o)?.failure ?? 0) > 0)) callsWithFailure++;
}

const line = (label: string, n: number, of: number) =>
  console.log(`${label}: ${n}/${of} (${pct(n, of)}%)`);
console.log(`Pact interactions: ${interactions}`);
line(
  'Calls named in the spec, mapped to operations with a success interaction',
  callsCovered,
  calls.length,
);
line('  … and with a failure interaction too', callsWithFailure, calls.length);
line('REST operations (OpenAPI) with an interaction', restCovered.length, restKeys.length);
line('  … with a success interaction', withSuccess(restKeys).length, restKeys.length);
line('  … with a failure interaction', withFailure(restKeys).length, restKeys.length);
line('GraphQL operations with an interaction', gqlCovered.length, gqlKeys.length);
line('  … with a success interaction', withSuccess(gqlKeys).length, gqlKeys.length);
line('  … with a failure interaction', withFailure(gqlKeys).length, gqlKeys.length);
const missing = [...restKeys, ...gqlKeys].filter((k) => !covered.has(k));
if (missing.length) console.log(`Not covered: ${missing.join(', ')}`);
const noFailure = [...restKeys, ...gqlKeys].filter(
  (k) => covered.has(k) && !covered.get(k)!.failure,
);
if (noFailure.length) console.log(`Without a failure interaction: ${noFailure.join(', ')}`);
// Every provider state a pact names is documented for the backend teams (provider-states.md).
{
  const documented = new Set(
    [
      ...readFileSync(path.join(root, 'contracts/provider-states.md'), 'utf8').matchAll(
        /^\|\s*`([^`]+)`/gm,
      ),
    ].map((m) => m[1]!),
  );
  const named = new Set<string>();
  for (const file of readdirSync(path.join(root, 'contracts/pacts')).filter((f) =>
    f.endsWith('.json'),
  )) {
    const pact = JSON.parse(readFileSync(path.join(root, 'contracts/pacts', file), 'utf8')) as {
      interactions: { providerStates?: { name: string }[] }[];
    };
    for (const i of pact.interactions) for (const s of i.providerStates ?? []) named.add(s.name);
  }
  for (const name of [...named].filter((n) => !documented.has(n)).sort()) {
    errors.push(`provider-states.md: the state "${name}" is named by a pact but not documented`);
  }
}
const noSuccess = [...restKeys, ...gqlKeys].filter(
  (k) => covered.has(k) && !covered.get(k)!.success,
);
if (noSuccess.length) console.log(`Without a success interaction: ${noSuccess.join(', ')}`);

const restPct = pct(restCovered.length, restKeys.length);
const gqlPct = pct(gqlCovered.length, gqlKeys.length);
const specPct = pct(callsCovered, calls.length);
if (restPct < minRest) errors.push(`REST coverage ${restPct}% is under the floor ${minRest}%`);
if (gqlPct < minGraphql)
  errors.push(`GraphQL coverage ${gqlPct}% is under the floor ${minGraphql}%`);
if (specPct < minSpec) errors.push(`Spec call coverage ${specPct}% is under the floor ${minSpec}%`);
// Every operation needs a failure interaction too, except those that cannot fail: the health check
// answers without a token and takes no input.
const CANNOT_FAIL = new Set(['main:getHealth']);
const failurePct = pct(callsWithFailure, calls.length);
if (failurePct < minSpec) {
  errors.push(`Spec calls with a failure interaction: ${failurePct}%, under the floor ${minSpec}%`);
}
for (const k of noFailure.filter((k) => !CANNOT_FAIL.has(k))) {
  errors.push(`${k} has no failure interaction`);
}
for (const e of errors) console.error(`✗ ${e}`);
if (errors.length) {
  console.error(`Contract check failed (${errors.length} problem(s))`);
  process.exit(1);
}
console.log(
  'Contract check passed: every interaction conforms to the OpenAPI documents and the GraphQL schema',
);
