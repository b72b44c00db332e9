import {
  ApiError,
  type GraphqlClient,
  type OperationVariables,
  type TypedDocumentNode,
} from '@newsdesk/api-client';
import { useCallback, useEffect, useState } from 'react';
import { api } from './clients';
import { createRouteReads } from './routeReads';

/**
 * Apollo is the console's GraphQL cache (README, "Architecture"): every GraphQL read goes through
 * its normalized cache, REST reads through react-query, and no datum lives in both. The client is
 * created on the first GraphQL use, so Apollo and graphql stay out of the login page's JS.
 */
let created: GraphqlClient | null = null;

export async function graphqlClient(): Promise<GraphqlClient> {
  const client = await api.graphql();
  created = client;
  return client;
}

/** Empties Apollo's cache (sign-out, user switch); nothing to do when no GraphQL was used yet. */
export async function resetGraphqlCache(): Promise<void> {
  routeReads.clear();
  await created?.clearStore();
}

const routeReads = createRouteReads();
type Definitions = { readonly definitions: readonly { kind: string; name?: { value: string } }[] };
const readKey = (query: Definitions, key: string) => {
  const operation = query.definitions.find((d) => d.kind === 'OperationDefinition');
  return `${operation?.name?.value ?? ''} ${key}`;
};

/**
 * A read its route made and wrote into Apollo's cache (the dashboard's revenue): the page's
 * watchers of the same document and variables start `cache-first` while it is fresh, rather than
 * asking again at once (three identical requests per dashboard load, two of them on its critical
 * path).
 */
export function noteGraphqlRouteRead<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): void {
  routeReads.note(readKey(query, JSON.stringify(variables)));
}

export interface GraphqlRead<TData> {
  data: TData | undefined;
  loading: boolean;
  error: unknown;
  /** Asks the server again (a list's Retry after a failed load). */
  retry: () => void;
}

interface Snapshot<TData> {
  key: string;
  data: TData | undefined;
  loading: boolean;
  error: unknown;
}

/**
 * A failed read as the catalogue's ApiError: the first GraphQL error's message, its
 * `extensions.status` as the code (40004 for a missing record) and its extensions as `data`, so a
 * page tells a missing record from a failed read the same way for GraphQL and REST (`isMissing`).
 * A transport failure stays as Apollo reported it.
 */
export function readError(error: unknown): unknown {
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return error;
  const first = errors[0] as { message?: string; extensions?: Record<string, unknown> };
  const ext = first.extensions ?? {};
  return new ApiError('graphql', first.message ?? '', {
    code: Number(ext.status ?? 0),
    data: ext,
    cause: error,
  });
}

/**
 * What Apollo's cache already holds, complete, for a read's first render (still `loading`: the
 * watcher asks the server again). A screen whose data is in the cache (read ahead by the route, as
 * the dashboard's revenue is, or read on an earlier visit) paints it in its first frame instead of
 * a skeleton first and the data one effect and one render later: on the dashboard that later frame
 * was its largest content's (the "Last week: ¥…" line).
 */
function cachedSnapshot<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  key: string,
): Snapshot<TData> | null {
  if (!created) return null;
  try {
    const data = created.readQuery({ query, variables: JSON.parse(key) as TVariables });
    return data ? { key, data: data as TData, loading: true, error: null } : null;
  } catch {
    // Nothing usable in the cache (a missing field reads as an error in some versions).
    return null;
  }
}

/**
 * A GraphQL read through Apollo's cache: `cache-and-network` shows what the cache has at once and
 * asks the server again (content §7 reads are never served stale alone), then `cache-first` for
 * the same watcher; `cache-first` from the start while its route's own read of it is fresh
 * (`noteGraphqlRouteRead`). Partial data with errors is accepted (errors are only logged, content §8).
 */
export function useGraphqlQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  { enabled = true }: { enabled?: boolean } = {},
): GraphqlRead<TData> {
  const key = JSON.stringify(variables);
  const [snapshot, setSnapshot] = useState<Snapshot<TData> | null>(() =>
    enabled ? cachedSnapshot(query, key) : null,
  );
  // A failed read ends its watcher: a retry starts a new one, which asks the network again.
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setSnapshot(null);
    setAttempt((a) => a + 1);
  }, []);

  useEffect(() => {
    if (!enabled) return;
    let unsubscribe: (() => void) | null = null;
    let active = true;
    void graphqlClient().then((client) => {
      if (!active) return;
      const observable = client.watchQuery({
        query,
        variables: JSON.parse(key) as TVariables,
        fetchPolicy: routeReads.isFresh(readKey(query, key)) ? 'cache-first' : 'cache-and-network',
        nextFetchPolicy: 'cache-first',
      });
      const subscription = observable.subscribe({
        next: (result) =>
          setSnapshot({
            key,
            data: (result.data ?? undefined) as TData | undefined,
            loading: result.loading,
            error: result.error ? readError(result.error) : null,
          }),
        error: (error: unknown) =>
          setSnapshot({ key, data: undefined, loading: false, error: readError(error) }),
      });
      unsubscribe = () => subscription.unsubscribe();
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [query, key, enabled, attempt]);

  if (!enabled) return { data: undefined, loading: false, error: null, retry };
  if (!snapshot || snapshot.key !== key) {
    return { data: undefined, loading: true, error: null, retry };
  }
  return { data: snapshot.data, loading: snapshot.loading, error: snapshot.error, retry };
}
