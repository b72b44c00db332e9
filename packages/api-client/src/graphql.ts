import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
} from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { ApiError, SIGN_OUT_CODES } from './errors';
import possibleTypesResult from './generated/possibleTypes';
import { graphqlAuthHeaders } from './rest';
import type { TokenStore } from './session';

export interface GraphqlClientOptions {
  url: string;
  tokenStore: TokenStore;
  onSignOut?: (error: ApiError) => void;
  /** Where GraphQL errors are logged (they are only logged, content §8). */
  logger?: Pick<Console, 'warn'>;
  fetch?: typeof fetch;
}

/**
 * The console's GraphQL client: the token in both header names (the newer Authorization and the
 * older X-Token), partial data with errors accepted, errors logged only, and a refused token
 * (extensions.status 50008/50014) clearing the session. Apollo's cache is the console's GraphQL
 * cache: watched reads (`watchQuery`, the console's `useGraphqlQuery`) answer from the cache and
 * ask the server again (`cache-and-network`); one-shot `query` calls never use the cache.
 */
export function createGraphqlClient({
  url,
  tokenStore,
  onSignOut,
  logger = console,
  fetch,
}: GraphqlClientOptions) {
  const auth = new ApolloLink((operation, forward) => {
    const token = tokenStore.get();
    if (token) {
      operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
        headers: { ...headers, ...graphqlAuthHeaders(token) },
      }));
    }
    return forward(operation);
  });

  const errors = new ErrorLink(({ error, operation }) => {
    if (CombinedGraphQLErrors.is(error)) {
      for (const e of error.errors) {
        const status = Number((e.extensions as { status?: unknown } | undefined)?.status ?? 0);
        logger.warn(`[graphql] ${operation.operationName ?? 'operation'}: ${e.message}`);
        if (SIGN_OUT_CODES.includes(status) && tokenStore.get() !== null) {
          tokenStore.set(null);
          onSignOut?.(new ApiError('graphql', e.message, { code: status }));
        }
      }
    } else {
      logger.warn(`[graphql] ${operation.operationName ?? 'operation'}: ${error.message}`);
    }
  });

  return new ApolloClient({
    link: ApolloLink.from([errors, auth, new HttpLink({ uri: url, ...(fetch ? { fetch } : {}) })]),
    cache: new InMemoryCache({
      possibleTypes: possibleTypesResult.possibleTypes,
      // Content has no id of its own: it is the pair (kind, raw_id).
      typePolicies: { Content: { keyFields: ['kind', 'raw_id'] } },
    }),
    defaultOptions: {
      query: { fetchPolicy: 'no-cache', errorPolicy: 'all' },
      watchQuery: { fetchPolicy: 'cache-and-network', errorPolicy: 'all' },
    },
    // Keep requests exactly as the contract describes them (no extensions.clientLibrary).
    enhancedClientAwareness: { transport: false },
  });
}

export type GraphqlClient = ReturnType<typeof createGraphqlClient>;
