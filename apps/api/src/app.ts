import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { Contract } from './http/contract';
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
  await database.migrate();
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
  if (config.seed) await seedIfEmpty(ctx);

  const main = await buildApp({
    ctx,
    contract,
    api: 'main',
    handlers: mainHandlers,
    intercept: storageIntercepts(ctx),
    extend: async (app) => {
      await registerGraphql(app, ctx);
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
  });
  // Hashed assets are immutable; everything else (the SPA's routes) is index.html.
  app.get('/assets/*', (req, reply) => {
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    return reply.sendFile(`assets/${(req.params as { '*': string })['*']}`);
  });
  app.get('/*', (req, reply) => {
    const file = (req.params as { '*': string })['*'];
    if (file && existsSync(path.join(dist, file)) && !file.endsWith('/'))
      return reply.sendFile(file);
    return reply.type('text/html').sendFile('index.html');
  });
}
