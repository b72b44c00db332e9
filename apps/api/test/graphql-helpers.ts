import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestServer } from './harness';

const operationsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../graphql/operations',
);

/** Every operation and fragment the console sends, as one document (picked by operationName). */
const document = readdirSync(operationsDir)
  .filter((f) => f.endsWith('.graphql'))
  .sort()
  .map((f) => readFileSync(path.join(operationsDir, f), 'utf8'))
  .join('\n');

export interface GqlAnswer {
  status: number;
  // Tests read arbitrary answer shapes; each assertion states what it expects.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  errors?: {
    message: string;
    path?: (string | number)[];
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    extensions: { code: string; status: number; [key: string]: any };
  }[];
}

/** Sends a raw GraphQL request to POST /graphql. */
export async function graphql(
  server: TestServer,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
  operationName?: string,
  header: 'bearer' | 'x-token' = 'bearer',
): Promise<GqlAnswer> {
  // What Apollo Client sends.
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/graphql-response+json,application/json;q=0.9',
  };
  if (token) {
    if (header === 'bearer') headers.Authorization = `Bearer ${token}`;
    else headers['X-Token'] = token;
  }
  const res = await fetch(`${server.mainUrl}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables, operationName }),
  });
  const body = (await res.json()) as Omit<GqlAnswer, 'status'>;
  return { status: res.status, ...body };
}

/** Runs one of the console's operations (graphql/operations) by name. */
export function op(
  server: TestServer,
  token: string | null,
  operationName: string,
  variables: Record<string, unknown> = {},
) {
  return graphql(server, token, document, variables, operationName);
}
