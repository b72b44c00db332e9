import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { Contract } from './http/contract';
import { registerPactStates } from './http/pactStates';
import { registerReference } from './reference/reference';
import { buildApp } from './http/server';
import type { AppContext } from './http/types';
import { mainHandlers, secondHandlers } from './routes';
import { storageIntercepts } from './routes/storage';
import { registerGraphql } from './graphql';
import { startScheduler, type Scheduler } from './services/scheduler';
import { CountCache } from './services/cache';
import { LoginThrottle } from './auth/throttle';
import { LocalDiskStorage } from './storage/storage';
import { seedIfEmpty } from './seed';

export interface Server {
  ctx: AppContext;
  database: Database;
  main: FastifyInstance;
  second: FastifyInstance;
  scheduler: Scheduler;
  listen(): Promise<{ mainUrl: string; secondUrl: string }>;
  /** Stops taking requests, lets the ones in flight finish, stops the scheduler, closes the database. */
  close(): Promise<void>;
}

let sharedContract: Contract | undefined;

export async function createServer(
  config: ServerConfig,
  options: { database?: Database; now?: () => number; logger?: pino.Logger } = {},
): Promise<Server> {
  const log =
    options.logger ??
    pino({
      level: config.logLevel,
      // A token never lands in a log.
      redact: {
        paths: ['req.headers["x-token"]', 'req.headers.authorization', '*.password', '*.token'],
        censor: '[redacted]',
      },
    });
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'pglite'),
    }));
  const contract = (sharedContract ??= new Contract());
  const ctx: AppContext = {
    db: database.db,
    config,
    storage: new LocalDiskStorage(path.join(config.dataDir, 'files')),
    log,
    now: options.now ?? (() => Date.now()),
    counts: new CountCache(),
    loginThrottle: new LoginThrottle(config.loginLimits),
  };
  const unlock = await startupLock(database, config);
  try {
    await database.migrate();
    if (config.seed) await seedIfEmpty(ctx);
  } finally {
    await unlock();
  }

  const main = await buildApp({
    ctx,
    contract,
    api: 'main',
    handlers: mainHandlers,
    intercept: storageIntercepts(ctx),
    extend: async (app) => {
      await registerGraphql(app, ctx);
      await registerReference(app);
      if (config.pactStates) await registerPactStates(app, ctx);
      if (config.consoleDist && existsSync(path.join(config.consoleDist, 'index.html'))) {
        await serveConsole(app, config);
      }
    },
  });
  const second = await buildApp({ ctx, contract, api: 'second', handlers: secondHandlers });
  const scheduler = startScheduler(ctx);

  return {
    ctx,
    database,
    main,
    second,
    scheduler,
    async listen() {
      const mainUrl = await main.listen({ host: config.host, port: config.mainPort });
      const secondUrl = await second.listen({ host: config.host, port: config.secondPort });
      return { mainUrl, secondUrl };
    },
    async close() {
      scheduler.stop();
      await Promise.all([main.close(), second.close()]);
      await scheduler.idle();
      await database.close();
    },
  };
}

/** Any number: the advisory lock that serializes the start-up of processes on one PostgreSQL. */
const STARTUP_LOCK = 4_242_018;

/**
 * Several API processes may start together on one PostgreSQL: migrations and the demo seed (which
 * checks that the database is empty first) run under a session advisory lock, on a connection of
 * their own, so the second process waits and then finds them done. PGlite is one process's own.
 */
async function startupLock(database: Database, config: ServerConfig): Promise<() => Promise<void>> {
  if (database.driver !== 'postgres' || !config.databaseUrl) return async () => {};
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
  } catch (err) {
    await client.end();
    throw err;
  }
  // Ending the session releases the lock.
  return () => client.end();
}

const ASSET_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * The build's hashed assets (scripts and their brotli copies), each read once and then answered
 * from memory: a new browser profile downloads every chunk again, and streaming each from disk
 * (a stat, a read stream, several writes) was a good share of the server's time in the e2e tests.
 * The folder is listed once, so only its own files can ever be read; others go to `sendFile`.
 */
function assetsInMemory(dir: string): (name: string) => Buffer | undefined {
  const names = new Set(existsSync(dir) ? readdirSync(dir) : []);
  const cache = new Map<string, Buffer>();
  return (name) => {
    if (!names.has(name)) return undefined;
    let body = cache.get(name);
    if (!body) {
      body = readFileSync(path.join(dir, name));
      cache.set(name, body);
    }
    return body;
  };
}

/** Whether an Accept-Encoding header accepts brotli: `br` (or else `*`) with a q above 0. */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const weights = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (coding) weights.set(coding, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  return (weights.get('br') ?? weights.get('*') ?? 0) > 0;
}

/** The built console on the main port, with `/config.js` pointing it at this server. */
async function serveConsole(app: FastifyInstance, config: ServerConfig) {
  const dist = config.consoleDist!;
  app.get('/config.js', (_req, reply) =>
    reply.type('text/javascript').send(
      `window.__NEWSDESK_CONFIG__ = ${JSON.stringify({
        mainApiUrl: config.publicUrl,
        secondApiUrl: config.secondPublicUrl,
        graphqlUrl: `${config.publicUrl}/graphql`,
      })};\n`,
    ),
  );
  await app.register(fastifyStatic, {
    root: dist,
    // Only `reply.sendFile`: the routes below decide what is served (and /config.js is generated).
    serve: false,
    index: false,
    cacheControl: false,
    // The build writes a brotli copy beside each text asset: browsers that accept br get it.
    preCompressed: true,
  });
  // Hashed assets are immutable; everything else (the SPA's routes) is index.html.
  const asset = assetsInMemory(path.join(dist, 'assets'));
  app.get('/assets/*', (req, reply) => {
    const name = (req.params as { '*': string })['*'];
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    const type = ASSET_TYPES[path.extname(name)];
    const plain = type ? asset(name) : undefined;
    if (!type || !plain) return reply.sendFile(`assets/${name}`);
    reply.header('Vary', 'Accept-Encoding').type(type);
    const br = acceptsBrotli(req.headers['accept-encoding']) ? asset(`${name}.br`) : undefined;
    return br ? reply.header('Content-Encoding', 'br').send(br) : reply.send(plain);
  });
  app.get('/*', (req, reply) => {
    const file = (req.params as { '*': string })['*'];
    if (file && existsSync(path.join(dist, file)) && !file.endsWith('/'))
      return reply.sendFile(file);
    return reply.type('text/html').sendFile('index.html');
  });
}
