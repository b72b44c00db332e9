/**
 * GraphQL pacts: the request is exactly what the console's Apollo client sends (captured from the
 * real client), the expected answer is derived from the operation's own selection set and the
 * schema, with type matchers (so the provider's data may differ) and exact values where given.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TypedDocumentNode } from '@apollo/client';
import { createMemoryTokenStore } from '@newsdesk/api-client';
import { createGraphqlClient } from '@newsdesk/api-client/graphql';
import { MatchersV3, PactV4, SpecificationVersion } from '@pact-foundation/pact';
import {
  buildSchema,
  getNamedType,
  isAbstractType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLOutputType,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { CONSUMER, EXAMPLE_TOKEN, jsonHeaders, PACT_DIR } from './support';

const { like, integer, number, boolean, regex, atLeastLike, fromProviderState } = MatchersV3;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const schemaDir = path.join(root, 'graphql/schema');
export const schema = buildSchema(
  readdirSync(schemaDir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(path.join(schemaDir, f), 'utf8'))
    .join('\n'),
);

export const GRAPHQL_PATH = '/graphql';

export function newGraphqlPact() {
  return new PactV4({
    consumer: CONSUMER,
    provider: 'newsdesk-graphql',
    dir: PACT_DIR,
    spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
    logLevel: 'error',
  });
}

/** Both token headers the console sends (content §8), injected by the `… is signed in` state. */
export const graphqlTokenHeaders = () => ({
  Authorization: fromProviderState('Bearer ${token}', `Bearer ${EXAMPLE_TOKEN}`),
  'X-Token': fromProviderState('${token}', EXAMPLE_TOKEN),
});

/** The console's Apollo client over `url`, with a token (or none). */
export const graphqlClient = (
  url: string,
  token: string | null = EXAMPLE_TOKEN,
  logger: Pick<Console, 'warn'> = { warn: () => undefined },
) =>
  createGraphqlClient({
    url: `${url}${GRAPHQL_PATH}`,
    tokenStore: createMemoryTokenStore(token),
    logger,
  });

export interface CapturedRequest {
  headers: Record<string, string>;
  body: { operationName?: string; query: string; variables?: Record<string, unknown> };
}

/**
 * What the console's Apollo client really sends for this operation (the query as Apollo prints
 * it, __typename included): the client runs once over a fetch that records the request.
 */
export async function captureRequest(
  // Operation documents of any result and variables type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  document: TypedDocumentNode<any, any>,
  variables: Record<string, unknown>,
): Promise<CapturedRequest> {
  let captured: CapturedRequest | undefined;
  const client = createGraphqlClient({
    url: 'http://capture.invalid/graphql',
    tokenStore: createMemoryTokenStore(EXAMPLE_TOKEN),
    logger: { warn: () => undefined },
    fetch: async (_url, init) => {
      captured = {
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        body: JSON.parse(String(init?.body)) as CapturedRequest['body'],
      };
      return new Response(JSON.stringify({ data: null }), {
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  const isMutation = operationOf(document).operation === 'mutation';
  if (isMutation) {
    await client
      .mutate({ mutation: document, variables, fetchPolicy: 'no-cache' })
      .catch(() => undefined);
  } else await client.query({ query: document, variables }).catch(() => undefined);
  if (!captured) throw new Error('the client sent no request');
  return captured;
}

export function operationOf(document: { definitions: readonly { kind: string }[] }) {
  const op = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!op) throw new Error('no operation in the document');
  return op as OperationDefinitionNode;
}

export interface ShapeOptions {
  /**
   * Exact values or matchers for response paths (dotted response keys, list items without an
   * index, e.g. `calendar_event.title`); a nullable field is expected only when given here or
   * listed in `present`.
   */
  values?: Record<string, unknown>;
  /** Nullable fields (paths) the provider state guarantees to be non-null. */
  present?: string[];
  /** Lists (paths) the provider state guarantees to be non-empty; other lists may be empty. */
  nonEmpty?: string[];
  /** The concrete type expected at an abstract (union) path. */
  concrete?: Record<string, string>;
  /** Values of variables, for @include / @skip. */
  variables?: Record<string, unknown>;
}

/**
 * The expected `data` of an operation: every non-null field the operation selects, with a type
 * matcher of its GraphQL type (enums as a regex of their values); nullable fields only where the
 * options say they are set.
 */
export function expectedData(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  document: TypedDocumentNode<any, any>,
  options: ShapeOptions = {},
): Record<string, unknown> {
  const op = operationOf(document);
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((f) => [f.name.value, f]),
  );
  const rootType = op.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!rootType) throw new Error(`the schema has no ${op.operation} type`);
  const present = new Set(options.present ?? []);
  const nonEmpty = new Set(options.nonEmpty ?? []);
  const values = options.values ?? {};

  const included = (
    directives: readonly { name: { value: string }; arguments?: readonly unknown[] }[] | undefined,
  ) => {
    for (const d of directives ?? []) {
      const arg = (d.arguments ?? [])[0] as
        { value: { kind: string; value?: boolean; name?: { value: string } } } | undefined;
      if (!arg) continue;
      const v =
        arg.value.kind === Kind.VARIABLE
          ? Boolean(options.variables?.[arg.value.name!.value])
          : Boolean(arg.value.value);
      if (d.name.value === 'include' && !v) return false;
      if (d.name.value === 'skip' && v) return false;
    }
    return true;
  };

  const applies = (condition: string | undefined, concrete: string | null) => {
    if (!condition) return true;
    if (!concrete) return false;
    if (condition === concrete) return true;
    const t = schema.getType(condition);
    return (
      t !== undefined &&
      isAbstractType(t) &&
      schema.getPossibleTypes(t).some((p) => p.name === concrete)
    );
  };

  const typenameMatcher = (parent: GraphQLCompositeType) => {
    const names = isAbstractType(parent)
      ? schema.getPossibleTypes(parent).map((t) => t.name)
      : [parent.name];
    return regex(`^(${names.join('|')})$`, names[0]!);
  };

  const walk = (
    set: SelectionSetNode,
    parent: GraphQLCompositeType,
    at: string,
    out: Record<string, unknown>,
  ) => {
    const concrete = isAbstractType(parent) ? (options.concrete?.[at] ?? null) : parent.name;
    const owner = concrete ? schema.getType(concrete) : parent;
    // The console's client asks for `__typename` in every selection (Apollo adds it).
    if (at !== '' && !('__typename' in out)) {
      out.__typename = concrete ?? typenameMatcher(parent);
    }
    for (const sel of set.selections) {
      if (!included(sel.directives)) continue;
      if (sel.kind === Kind.INLINE_FRAGMENT) {
        if (applies(sel.typeCondition?.name.value, concrete))
          walk(sel.selectionSet, parent, at, out);
      } else if (sel.kind === Kind.FRAGMENT_SPREAD) {
        const f = fragments.get(sel.name.value);
        if (!f) throw new Error(`unknown fragment ${sel.name.value}`);
        if (applies(f.typeCondition.name.value, concrete)) walk(f.selectionSet, parent, at, out);
      } else {
        const key = sel.alias?.value ?? sel.name.value;
        const p = at ? `${at}.${key}` : key;
        if (p in values) {
          out[key] = values[p];
          continue;
        }
        if (sel.name.value === '__typename') {
          out[key] = concrete ?? typenameMatcher(parent);
          continue;
        }
        if (!owner || (!isObjectType(owner) && !('getFields' in owner))) continue;
        const field = (
          owner as { getFields(): Record<string, { type: GraphQLOutputType }> }
        ).getFields()[sel.name.value];
        if (!field) throw new Error(`${owner.name} has no field ${sel.name.value}`);
        // A nullable field is expected when the test says the state sets it (itself or a field
        // under it); the root field of a successful operation always is.
        const mentioned = [...present, ...nonEmpty, ...Object.keys(values)].some(
          (k) => k === p || k.startsWith(`${p}.`),
        );
        if (!isNonNullType(field.type) && at !== '' && !mentioned) continue;
        out[key] = valueOf(field.type, sel.selectionSet, p);
      }
    }
    return out;
  };

  const valueOf = (
    type: GraphQLOutputType,
    set: SelectionSetNode | undefined,
    p: string,
  ): unknown => {
    if (isNonNullType(type)) return valueOf(type.ofType, set, p);
    if (p in values) return values[p];
    if (isListType(type)) {
      return atLeastLike(valueOf(type.ofType, set, p), nonEmpty.has(p) ? 1 : 0, 1);
    }
    const named = getNamedType(type);
    if (isEnumType(named)) {
      const all = named.getValues().map((v) => v.name);
      return regex(`^(${all.join('|')})$`, all[0]!);
    }
    if (isScalarType(named)) {
      switch (named.name) {
        case 'ID':
          return like('1');
        case 'Int':
          return integer(1);
        case 'Float':
          return number(1.5);
        case 'Boolean':
          return boolean(true);
        case 'Timestamp':
          return integer(1795413600000);
        case 'Cents':
          return integer(9990);
        case 'JSON':
          return like({});
        default:
          return like('text');
      }
    }
    if (!set) throw new Error(`no selection for ${p}`);
    return walk(set, named as GraphQLCompositeType, p, {});
  };

  return walk(op.selectionSet, rootType, '', {});
}

/** One GraphQL interaction of a table-driven Pact file: the console's request and its answer. */
export interface GraphqlCase {
  // Operation documents of any result and variables type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  doc: TypedDocumentNode<any, any>;
  description: string;
  states: string[];
  variables?: Record<string, unknown>;
  expect?: ShapeOptions;
  /** The exact answer's data (e.g. a mutation's plain ID result), in place of the derived one. */
  data?: unknown;
  error?: {
    message: string;
    code: string;
    status: number;
    data?: unknown;
    extensions?: Record<string, unknown>;
  };
}

/**
 * Runs a table of GraphQL cases as Pact interactions: the request is what the console's Apollo
 * client sends for the case's variables (provider-state values merged back in), the answer is the
 * case's error or the data derived from the operation's selection set; the client must read it.
 */
const { like: likeValue, reify: reifyValue } = MatchersV3;

export function describeGraphqlCases(
  title: string,
  pact: ReturnType<typeof newGraphqlPact>,
  cases: GraphqlCase[],
): void {
  describe(title, () => {
    for (const c of cases) {
      const name = operationOf(c.doc).name?.value ?? 'operation';
      it(`${name}: ${c.description}`, async () => {
        const example = (reifyValue(c.variables ?? {}) ?? {}) as Record<string, unknown>;
        const sent = await captureRequest(c.doc, example);
        const body = {
          ...sent.body,
          ...(sent.body.variables ? { variables: { ...sent.body.variables, ...c.variables } } : {}),
        };
        let interaction = pact.addInteraction();
        for (const s of c.states) interaction = interaction.given(s);
        const answer = c.error
          ? {
              ...('data' in c.error ? { data: c.error.data } : {}),
              errors: [
                {
                  message: c.error.message,
                  extensions: { code: c.error.code, status: c.error.status, ...c.error.extensions },
                },
              ],
            }
          : { data: c.data ?? expectedData(c.doc, { ...c.expect, variables: example }) };
        await interaction
          .uponReceiving(`${name}: ${c.description}`)
          .withRequest('POST', GRAPHQL_PATH, (b) =>
            b
              .headers({ ...graphqlTokenHeaders(), 'Content-Type': likeValue('application/json') })
              .jsonBody(body),
          )
          .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(answer))
          .executeTest(async (server) => {
            const client = graphqlClient(server.url, EXAMPLE_TOKEN);
            const result =
              operationOf(c.doc).operation === 'mutation'
                ? await client.mutate({
                    mutation: c.doc,
                    variables: example,
                    errorPolicy: 'all',
                    fetchPolicy: 'no-cache',
                  })
                : await client.query({ query: c.doc, variables: example });
            if (c.error) expect(result.error?.message).toContain(c.error.message);
            else {
              expect(result.error).toBeUndefined();
              expect(result.data).toBeTruthy();
            }
          });
      });
    }
  });
}
