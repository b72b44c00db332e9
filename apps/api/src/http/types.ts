import type { operations as MainOps } from '@newsdesk/api-client/generated/main';
import type { operations as SecondOps } from '@newsdesk/api-client/generated/second';
import type { Db } from '../db/client';
import type { ServerConfig } from '../config';
import type { Storage } from '../storage/storage';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { CountCache } from '../services/cache';
import type { LoginThrottle } from '../auth/throttle';

export type MainOperations = MainOps;
export type SecondOperations = SecondOps;

/** The signed-in staff member (or the verified token's account). */
export interface AuthUser {
  id: number;
  nickname: string;
  email: string | null;
  roles: string[];
  isAdmin: boolean;
}

/** Everything a handler or service needs; one per server process. */
export interface AppContext {
  db: Db;
  config: ServerConfig;
  storage: Storage;
  log: FastifyBaseLogger;
  /** The current time in ms; tests move it. */
  now(): number;
  /** Cached list counts; every write to a table invalidates that table (services/cache.ts). */
  counts: CountCache;
  /** Failed sign-ins per account and address (in memory, per process). */
  loginThrottle: LoginThrottle;
}

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type QueryOf<O> = O extends { parameters: { query?: infer Q } }
  ? NonNullable<Q>
  : Record<string, never>;
type PathOf<O> = O extends { parameters: { path?: infer P } }
  ? NonNullable<P>
  : Record<string, never>;
type BodyOf<O> = O extends { requestBody?: infer R } ? JsonContent<NonNullable<R>> : undefined;
type SuccessOf<O> = O extends { responses: infer R }
  ? R extends { 200: infer S }
    ? S
    : R extends { 201: infer S }
      ? S
      : never
  : never;
/** The `data` of an operation's success envelope. */
export type DataOf<O> = JsonContent<SuccessOf<O>> extends { data: infer D } ? D : never;

export interface HandlerInput<O> {
  query: QueryOf<O>;
  params: PathOf<O>;
  body: BodyOf<O>;
  /** Null only on the unsecured operations (login, health). */
  user: AuthUser | null;
  ctx: AppContext;
  /** Raw request for the few routes that need it (uploads, file bytes). */
  raw: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<O> = (input: HandlerInput<O>) => Promise<DataOf<O>>;

/** A signed-in handler: `user` is never null. */
export type SecuredHandler<O> = (input: HandlerInput<O> & { user: AuthUser }) => Promise<DataOf<O>>;

export type MainHandlers = { [K in keyof MainOperations]?: SecuredHandler<MainOperations[K]> };
export type SecondHandlers = {
  [K in keyof SecondOperations]?: SecuredHandler<SecondOperations[K]>;
};
