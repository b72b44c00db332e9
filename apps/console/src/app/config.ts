/**
 * Where the console finds its services. Read once at startup from `window.__NEWSDESK_CONFIG__`
 * (written by `/config.js`, which the reference server generates), then the build-time `VITE_*`
 * variables, then the local defaults of docs/contract-conventions.md.
 */
export interface ConsoleConfig {
  /** Main REST API (paths under /v1). */
  mainApiUrl: string;
  /** Second REST host (paths without /v1). */
  secondApiUrl: string;
  /** GraphQL endpoint. */
  graphqlUrl: string;
}

declare global {
  interface Window {
    __NEWSDESK_CONFIG__?: Partial<ConsoleConfig>;
  }
}

const env = import.meta.env as Record<string, string | undefined>;
const runtime = (typeof window !== 'undefined' && window.__NEWSDESK_CONFIG__) || {};

export const config: ConsoleConfig = {
  mainApiUrl: runtime.mainApiUrl ?? env.VITE_MAIN_API_URL ?? 'http://localhost:4000',
  secondApiUrl: runtime.secondApiUrl ?? env.VITE_SECOND_API_URL ?? 'http://localhost:4001',
  graphqlUrl: runtime.graphqlUrl ?? env.VITE_GRAPHQL_URL ?? 'http://localhost:4000/graphql',
};
