import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { authenticate } from '../auth/sessions';
import { ApiError, ErrorCode } from '../http/errors';
import { tokenFrom } from '../http/server';
import type { AppContext, AuthUser } from '../http/types';
import { EntityLoaders } from './entities';
import { withPolicy } from './policy';
import { resolvers } from './resolvers';

export interface GraphqlContext {
  ctx: AppContext;
  user: AuthUser;
  /** Batching loaders of content records for this request. */
  entities: EntityLoaders;
}

const schemaDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../graphql/schema',
);

export function loadTypeDefs(): string[] {
  return readdirSync(schemaDir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(path.join(schemaDir, f), 'utf8'));
}

const codeNames: Record<number, string> = {
  [ErrorCode.VALIDATION_FAILED]: 'BAD_USER_INPUT',
  [ErrorCode.PERMISSION_DENIED]: 'FORBIDDEN',
  [ErrorCode.DELETION_NOT_ALLOWED]: 'FORBIDDEN',
  [ErrorCode.NOT_FOUND]: 'NOT_FOUND',
  [ErrorCode.VERSION_CONFLICT]: 'CONFLICT',
  [ErrorCode.DUPLICATE]: 'DUPLICATE',
  [ErrorCode.BUSINESS_RULE]: 'UNPROCESSABLE',
  [ErrorCode.INVALID_TOKEN]: 'UNAUTHENTICATED',
  [ErrorCode.TOKEN_EXPIRED]: 'UNAUTHENTICATED',
  [ErrorCode.LOGIN_FAILED]: 'UNAUTHENTICATED',
  [ErrorCode.SERVER_ERROR]: 'INTERNAL_SERVER_ERROR',
};

/** An ApiError as the GraphQL error of graphql/schema/base.graphql (same codes as REST). */
export function toGraphqlError(
  e: ApiError,
  extra: Record<string, unknown> = {},
  at?: GraphQLError,
): GraphQLError {
  const data = (e.data ?? {}) as Record<string, unknown>;
  return new GraphQLError(e.message, {
    nodes: at?.nodes ?? null,
    source: at?.source ?? null,
    positions: at?.positions ?? null,
    path: at?.path ?? null,
    extensions: {
      code: codeNames[e.code] ?? 'INTERNAL_SERVER_ERROR',
      status: e.code,
      ...data,
      ...extra,
    },
  });
}

/** GraphQL at /graphql on the main server: every operation needs a staff token. */
export async function registerGraphql(app: FastifyInstance, ctx: AppContext) {
  const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }, Partial<GraphqlContext>>({
    // The schema's resolvers see the context built below (ctx + the signed-in user).
    schema: createSchema<{ req: FastifyRequest; reply: FastifyReply } & Partial<GraphqlContext>>({
      typeDefs: loadTypeDefs(),
      resolvers: withPolicy(resolvers),
    }),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: false,
    logging: {
      debug: () => {},
      info: () => {},
      warn: (...args: unknown[]) => ctx.log.warn({ args }, 'graphql'),
      error: (...args: unknown[]) => ctx.log.error({ args }, 'graphql'),
    },
    maskedErrors: {
      maskError(error, message) {
        // graphql-js wraps errors (a variable's coercion error wraps the scalar's): find the cause.
        // Duck-typed: graphql's CommonJS and ESM builds both load, so `instanceof` is unreliable.
        let original: unknown = error;
        while (
          !(original instanceof ApiError) &&
          typeof original === 'object' &&
          original !== null &&
          'originalError' in original &&
          original.originalError
        ) {
          original = original.originalError;
        }
        const at = error as GraphQLError;
        if (original instanceof ApiError) return toGraphqlError(original, {}, at);
        if (typeof at.extensions?.code === 'string') return at;
        ctx.log.error({ err: original ?? error }, 'graphql resolver failed');
        return new GraphQLError(message, {
          extensions: { code: 'INTERNAL_SERVER_ERROR', status: ErrorCode.SERVER_ERROR },
        });
      },
    },
    context: async ({ req }) => {
      try {
        const user = await authenticate(ctx, tokenFrom(req));
        return { ctx, user, entities: new EntityLoaders(ctx) };
      } catch (e) {
        // An executed operation always answers HTTP 200, an authentication failure included.
        if (e instanceof ApiError) throw toGraphqlError(e, { http: { status: 200 } });
        throw e;
      }
    },
  });

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.header('Cache-Control', 'no-store');
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
}
