import path from 'node:path';
import { DEFAULT_LOGIN_LIMITS, type LoginThrottleLimits } from './auth/throttle';

/** Server configuration, from the environment (every value has a local default). */
export interface ServerConfig {
  host: string;
  /** Main REST API (/v1), GraphQL (/graphql), storage (/storage) and, when built, the console. */
  mainPort: number;
  /** The second REST host (paths without /v1). */
  secondPort: number;
  /** PGlite data folder and uploaded files live under it. */
  dataDir: string;
  /** A real PostgreSQL instead of the embedded one. */
  databaseUrl: string | undefined;
  /** How long a token lives (ms). */
  tokenTtlMs: number;
  /** Public base URL of the main port (file URLs are built from it). */
  publicUrl: string;
  /** Public base URL of the second host. */
  secondPublicUrl: string;
  /** The built console to serve on the main port, if any. */
  consoleDist: string | undefined;
  /** Seed demo data into an empty database. */
  seed: boolean;
  /** Articles of the demo seed (`SEED_ARTICLES`, default 3,000; the e2e performance test uses 10,000). */
  seedArticles: number;
  /** Scheduler tick (ms): how often due scheduled items are published. */
  schedulerIntervalMs: number;
  /**
   * Login throttling (auth/throttle.ts): `LOGIN_WINDOW_MS` (default 15 min),
   * `LOGIN_MAX_FAILURES_PER_ACCOUNT` (5) and `LOGIN_MAX_FAILURES_PER_ADDRESS` (20).
   */
  loginLimits: LoginThrottleLimits;
  /**
   * Behind a reverse proxy, which hops to trust for the client's address (`X-Forwarded-For`), as
   * Fastify's `trustProxy`: `TRUST_PROXY=true` (every hop), a number of hops, or addresses/CIDRs
   * separated by commas. Unset: the connection's address (the login throttle counts per address,
   * so without it every client behind a proxy would share one count).
   */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  logLevel: string;
  /**
   * Test mode for Pact provider verification (`PACT_STATES=enabled`): serves `POST /_pact/states`,
   * which sets up provider states without a token. Refused when `NODE_ENV=production`.
   */
  pactStates: boolean;
}

const int = (v: string | undefined, d: number) => (v && /^\d+$/.test(v) ? Number(v) : d);

function trustProxy(v: string | undefined): ServerConfig['trustProxy'] {
  if (!v || v === 'false') return false;
  if (v === 'true') return true;
  if (!/^\d+$/.test(v)) return v;
  // A number of hops: the first n from the server are trusted (as Fastify does with a number).
  const hops = Number(v);
  return (_address, hop) => hop < hops;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const pactStates = env.PACT_STATES === 'enabled';
  if (pactStates && env.NODE_ENV === 'production') {
    throw new Error('PACT_STATES=enabled is a test mode and cannot run with NODE_ENV=production');
  }
  const host = env.HOST ?? '127.0.0.1';
  const mainPort = int(env.PORT, 4000);
  const secondPort = int(env.SECOND_PORT, 4001);
  return {
    host,
    mainPort,
    secondPort,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(process.cwd(), '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    tokenTtlMs: int(env.TOKEN_TTL_MS, 7 * 24 * 60 * 60 * 1000),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${mainPort}`,
    secondPublicUrl: env.SECOND_PUBLIC_URL ?? `http://localhost:${secondPort}`,
    consoleDist: env.CONSOLE_DIST ? path.resolve(env.CONSOLE_DIST) : undefined,
    seed: env.SEED !== 'false',
    seedArticles: int(env.SEED_ARTICLES, 3000),
    schedulerIntervalMs: int(env.SCHEDULER_INTERVAL_MS, 5_000),
    loginLimits: {
      windowMs: int(env.LOGIN_WINDOW_MS, DEFAULT_LOGIN_LIMITS.windowMs),
      perAccount: int(env.LOGIN_MAX_FAILURES_PER_ACCOUNT, DEFAULT_LOGIN_LIMITS.perAccount),
      perAddress: int(env.LOGIN_MAX_FAILURES_PER_ADDRESS, DEFAULT_LOGIN_LIMITS.perAddress),
    },
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? 'info',
    pactStates,
  };
}
