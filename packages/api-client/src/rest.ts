import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError, ERROR_MESSAGES, SIGN_OUT_CODES, UNKNOWN_SERVER_ERROR } from './errors';
import type { paths as MainPaths } from './generated/main';
import type { paths as SecondPaths } from './generated/second';
import type { TokenStore } from './session';

export type MainClient = Client<MainPaths>;
export type SecondClient = Client<SecondPaths>;

export const TOKEN_HEADER = 'X-Token';

/**
 * The headers of a GraphQL request: the token under both names (the newer Authorization and the
 * older X-Token). Apollo's auth link and any plain-fetch read of the same endpoint use this one.
 */
export const graphqlAuthHeaders = (token: string) => ({
  Authorization: `Bearer ${token}`,
  [TOKEN_HEADER]: token,
});
const API_SERVICE_ERROR = ERROR_MESSAGES.apiService;

export interface RestClientOptions {
  baseUrl: string;
  tokenStore: TokenStore;
  /** Called once when the server refuses the token (50008 invalid, 50014 expired). */
  onSignOut?: (error: ApiError) => void;
  /** Sends `Cache-Control: no-store` and fetches with `cache: 'no-store'` (the main client does). */
  noStore?: boolean;
  fetch?: typeof fetch;
}

interface Envelope {
  status: number;
  code?: number;
  message?: string;
  data?: unknown;
}

const isEnvelope = (v: unknown): v is Envelope =>
  typeof v === 'object' && v !== null && typeof (v as Envelope).status === 'number';

/** Token header, no-store, and sign-out on a refused token: the §8 behaviour for every REST call. */
function sessionMiddleware({ tokenStore, onSignOut, noStore }: RestClientOptions): Middleware {
  return {
    onRequest({ request }) {
      const token = tokenStore.get();
      if (token) request.headers.set(TOKEN_HEADER, token);
      if (noStore) request.headers.set('Cache-Control', 'no-store');
      return request;
    },
    async onResponse({ response }) {
      if (!(response.headers.get('content-type') ?? '').includes('json')) return response;
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => null);
      if (isEnvelope(body) && body.status !== 0 && SIGN_OUT_CODES.includes(body.code ?? 0)) {
        const error = new ApiError('api', body.message ?? '', {
          code: body.code ?? 0,
          httpStatus: response.status,
          data: body.data,
        });
        if (tokenStore.get() !== null) {
          tokenStore.set(null);
          onSignOut?.(error);
        }
      }
      return response;
    },
  };
}

function create<Paths extends object>(options: RestClientOptions): Client<Paths> {
  // The global fetch is looked up at each request, not kept from the client's creation: a fetch
  // installed later (instrumentation, a test's stub) is the one used.
  const baseFetch = options.fetch ?? ((input: Request) => globalThis.fetch(input));
  const client = createClient<Paths>({
    baseUrl: options.baseUrl.replace(/\/$/, ''),
    fetch: options.noStore
      ? (input: Request) => baseFetch(new Request(input, { cache: 'no-store' }))
      : baseFetch,
    // The contract's list parameters are comma separated (`tag_ids=3,7`).
    querySerializer: { array: { style: 'form', explode: false } },
  });
  client.use(sessionMiddleware(options));
  return client;
}

export const createMainClient = (options: RestClientOptions): MainClient =>
  create<MainPaths>({ noStore: true, ...options });

export const createSecondClient = (options: RestClientOptions): SecondClient =>
  create<SecondPaths>(options);

type FetchResult = { data?: unknown; error?: unknown; response: Response };

/** The `data` of a call's success envelope. */
export type Payload<R> = R extends { data: { data: infer P } } ? P : never;

/**
 * Awaits an openapi-fetch call and returns the envelope's `data`, or throws an ApiError: the
 * envelope's message for `status: 1`, the network error's message (or "Unknown server error") when
 * there was no usable answer.
 */
export async function unwrap<R extends FetchResult>(call: Promise<R>): Promise<Payload<R>> {
  let result: R;
  try {
    result = await call;
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw new ApiError(
      'network',
      e instanceof Error && e.message ? e.message : UNKNOWN_SERVER_ERROR,
      {
        cause: e,
      },
    );
  }
  const body = result.data ?? result.error;
  const { status: httpStatus } = result.response;
  if (!isEnvelope(body)) {
    throw new ApiError('network', httpStatus >= 500 ? API_SERVICE_ERROR : UNKNOWN_SERVER_ERROR, {
      httpStatus,
    });
  }
  if (body.status !== 0) {
    throw new ApiError('api', body.message || UNKNOWN_SERVER_ERROR, {
      code: body.code ?? 0,
      httpStatus,
      data: body.data,
    });
  }
  return body.data as Payload<R>;
}
