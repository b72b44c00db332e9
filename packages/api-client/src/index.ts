import './apollo-defaults';
// Typed clients generated from openapi/ and graphql/, with the console's session and error
// behaviour (content-console §8) in one place.
import type { GraphqlClient } from './graphql';
import { createMainClient, createSecondClient, type MainClient, type SecondClient } from './rest';
import type { ApiError } from './errors';
import type { TokenStore } from './session';
import type { createUploader } from './upload';

export * from './errors';
export * from './session';
export {
  unwrap,
  createMainClient,
  createSecondClient,
  TOKEN_HEADER,
  graphqlAuthHeaders,
  type MainClient,
  type SecondClient,
  type Payload,
} from './rest';
// The Apollo client is loaded on demand (`api.graphql()`), or imported from '@newsdesk/api-client/graphql'.
export type { GraphqlClient } from './graphql';
/** The types a typed GraphQL read needs (the console's data layer), without importing Apollo. */
export type { OperationVariables, TypedDocumentNode } from '@apollo/client';
export {
  createUploader,
  defaultTransport,
  type UploadedFile,
  type UploadOptions,
  type UploadProgress,
  type UploadStage,
  type UploadTransport,
} from './upload';

/** REST types of the main API: `components['schemas']['Article']`, `paths`, `operations`, and each schema by name. */
export type * as Main from './generated/main';
/** REST types of the second host. */
export type * as Second from './generated/second';
/** GraphQL operation documents (typed) and their result and variable types. */
export * as gql from './generated/graphql';

export interface ApiConfig {
  mainApiUrl: string;
  secondApiUrl: string;
  graphqlUrl: string;
}

export interface Api {
  main: MainClient;
  second: SecondClient;
  /**
   * The Apollo client, loaded on first use: Apollo and graphql stay out of the first download of
   * pages that only use REST.
   */
  graphql(): Promise<GraphqlClient>;
  upload: ReturnType<typeof createUploader>;
  tokenStore: TokenStore;
}

/** Every client of the console, sharing one token store and one sign-out path. */
export function createApi(
  config: ApiConfig,
  tokenStore: TokenStore,
  options: { onSignOut?: (error: ApiError) => void; fetch?: typeof fetch } = {},
): Api {
  const shared = {
    tokenStore,
    ...(options.onSignOut ? { onSignOut: options.onSignOut } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  const main = createMainClient({ baseUrl: config.mainApiUrl, ...shared });
  let graphql: Promise<GraphqlClient> | undefined;
  // The upload flow loads with the first upload (most screens never upload); a failed load (offline)
  // is tried again by the next upload.
  let uploader: Promise<Api['upload']> | undefined;
  const loadUploader = () => {
    if (!uploader) {
      uploader = import('./upload').then((m) => m.createUploader(main, tokenStore));
      uploader.catch(() => {
        uploader = undefined;
      });
    }
    return uploader;
  };
  return {
    main,
    second: createSecondClient({ baseUrl: config.secondApiUrl, ...shared }),
    graphql: () =>
      (graphql ??= import('./graphql').then((m) =>
        m.createGraphqlClient({ url: config.graphqlUrl, ...shared }),
      )),
    upload: (file, options) => loadUploader().then((upload) => upload(file, options)),
    tokenStore,
  };
}
