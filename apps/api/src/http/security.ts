import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The Content-Security-Policy of both hosts. It matters for the documents the main host serves
 * (the built console, files under /storage); on JSON answers it is harmless and keeps "every
 * response" true.
 *
 * What the built console needs, and why each source is here:
 * - script-src 'self': the bundle, `/config.js` and `/theme-boot.js` are files of this origin;
 *   no inline script and no eval (index.html carries no inline script for that reason).
 * - style-src 'self' 'unsafe-inline': styled-components writes its rules into `<style>` elements
 *   it creates at run time, and article bodies shown in the editor may carry `style` attributes.
 *   A nonce would need index.html templated per response and every library that injects styles
 *   to honour it; CSS cannot run script, and script stays strict, so inline styles are allowed.
 * - img-src: covers and body images come from /storage on the main host (its public URL may be
 *   another origin than the page's), previews of files being uploaded are `blob:`/`data:` URLs,
 *   and article bodies may embed remote https images (the sanitizer allows http(s) sources).
 * - media-src: episode files from /storage (byte ranges) and `blob:` previews.
 * - connect-src: the main API, /graphql and the second host, whose origins the console reads from
 *   its runtime config (`/config.js`, written from PUBLIC_URL and SECOND_PUBLIC_URL).
 * - frame-ancestors/object-src/base-uri 'none': never framed, no plugins, no `<base>` hijack.
 * The server serves no GraphiQL page (graphiql: false), so nothing needs a laxer policy.
 * `upgrade-insecure-requests` (a helmet default) is left out: the local stack is plain http, and
 * upgrading its requests to https would break it.
 */
export function contentSecurityPolicy(config: Pick<ServerConfig, 'publicUrl' | 'secondPublicUrl'>) {
  const apis = [...new Set([config.publicUrl, config.secondPublicUrl].map(originOf))].filter(
    (o): o is string => o !== null,
  );
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:', ...apis],
      'media-src': ["'self'", 'data:', 'blob:', ...apis],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", ...apis],
      'worker-src': ["'self'", 'blob:'],
      'manifest-src': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
    },
  };
}

/**
 * Security headers on every answer of a host (API routes, the console's files, /storage, 404s
 * and errors), through the maintained `@fastify/helmet`: the CSP above, `X-Frame-Options: DENY`,
 * `X-Content-Type-Options: nosniff`, `Referrer-Policy: no-referrer`, HSTS (ignored by browsers
 * over plain http, in force behind TLS), COOP and the rest of helmet's defaults.
 *
 * Cross-Origin-Resource-Policy is `same-site` (a console on another port of the same host, as in
 * development, still loads what it needs), and `cross-origin` for /storage: stored files are
 * public by design (covers and body images are embedded by other sites).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: contentSecurityPolicy(config),
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.startsWith('/storage/')) {
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    }
  });
}
