import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { authenticate, authorize } from '../auth/sessions';
import type { ApiName, Contract, Operation } from './contract';
import { ApiError, ErrorCode, fail, ok } from './errors';
import { registerSecurityHeaders } from './security';
import type { AppContext, AuthUser, MainHandlers, SecondHandlers } from './types';

export const MAX_UPLOAD_BYTES = 1024 * 1024 * 1024;

export function tokenFrom(req: FastifyRequest): string | undefined {
  const header = req.headers['x-token'];
  if (typeof header === 'string' && header) return header;
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7);
  return undefined;
}

export interface BuildOptions {
  ctx: AppContext;
  contract: Contract;
  api: ApiName;
  handlers: MainHandlers | SecondHandlers;
  /** Extra routes of this server (GraphQL, the console). */
  extend?: (app: FastifyInstance) => Promise<void> | void;
  /**
   * Answers a request of an operation before auth and validation when it returns true; the storage
   * route serves a file's bytes publicly and only its `?avinfo` form is the secured operation.
   */
  intercept?: Record<string, (req: FastifyRequest, reply: FastifyReply) => Promise<boolean>>;
}

/** One REST host: every operation of its contract, the envelope, auth, validation and no-store. */
export async function buildApp({
  ctx,
  contract,
  api,
  handlers,
  extend,
  intercept,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log.child({ api }),
    bodyLimit: 20 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false },
    trustProxy: ctx.config.trustProxy,
  });

  // First, so that even a CORS preflight (answered by the cors hook) carries the headers.
  await registerSecurityHeaders(app, ctx.config);
  await app.register(cors, {
    origin: true,
    allowedHeaders: ['Content-Type', 'X-Token', 'Authorization', 'Cache-Control'],
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    maxAge: 600,
  });
  if (api === 'main')
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });

  // Every API answer is no-store; only the plain file download sets its own (routes/storage.ts).
  app.addHook('onSend', async (_req, reply, payload) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  app.setErrorHandler((error, req, _reply) => {
    // A handler may have typed the answer before failing (a file download sets its MIME type and
    // length): the error is JSON whatever was set, or Fastify refuses to send the object.
    _reply.removeHeader('Content-Length');
    _reply.removeHeader('Content-Range');
    const reply = _reply.type('application/json; charset=utf-8');
    if (error instanceof ApiError) return reply.status(error.httpStatus).send(fail(error));
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 413) {
      return reply
        .status(413)
        .send(fail(new ApiError(ErrorCode.VALIDATION_FAILED, 'File too large', null, 413)));
    }
    if (status >= 400 && status < 500) {
      return reply.status(400).send(fail(ApiError.field('body', 'format', 'Error data format')));
    }
    req.log.error({ err: error }, 'unexpected error');
    return reply
      .status(500)
      .send(fail(new ApiError(ErrorCode.SERVER_ERROR, 'API service error, please wait...')));
  });

  app.setNotFoundHandler((req, reply) =>
    reply
      .status(404)
      .send(
        fail(new ApiError(ErrorCode.NOT_FOUND, `No route ${req.method} ${req.url.split('?')[0]}`)),
      ),
  );

  for (const op of contract.operations.filter((o) => o.api === api)) {
    const handler = (handlers as Record<string, unknown>)[op.operationId] as
      ((input: Record<string, unknown>) => Promise<unknown>) | undefined;
    app.route({
      method: op.method,
      url: op.url,
      handler: async (req, reply) => {
        const before = intercept?.[op.operationId];
        if (before && (await before(req, reply))) return reply;
        if (!handler)
          throw new ApiError(ErrorCode.SERVER_ERROR, `${op.operationId} is not implemented`);
        const user = await authorizeRequest(ctx, op, req);
        const multipartBody = op.body && op.body.contentType !== 'application/json';
        const input = contract.validateRequest(op, {
          query: (req.query ?? {}) as Record<string, unknown>,
          params: (req.params ?? {}) as Record<string, unknown>,
          // A multipart form is read by its handler (streamed); only its presence is checked here.
          body: multipartBody ? (req.isMultipart() ? {} : undefined) : req.body,
        });
        const data = await handler({ ...input, user, ctx, raw: req, reply });
        if (reply.sent) return reply;
        // A handler may choose among the documented success codes (e.g. 201 created vs 200 updated).
        const status = reply.statusCode !== 200 ? reply.statusCode : op.successStatus;
        return reply.status(status).send(ok(data));
      },
    });
  }

  await extend?.(app);
  return app;
}

async function authorizeRequest(
  ctx: AppContext,
  op: Operation,
  req: FastifyRequest,
): Promise<AuthUser | null> {
  if (!op.secured) return null;
  const user = await authenticate(ctx, tokenFrom(req));
  authorize(user, op.roles);
  return user;
}
