import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { loadTypeDefs } from '../graphql';
import { REFERENCE_CSS, renderGraphqlReference } from './graphqlReference';

/**
 * The contracts as a browsable reference for people (a backend engineer reads them without opening
 * YAML): the two OpenAPI documents rendered by Redoc, and the GraphQL schema as one page. Served by
 * the main host under `/docs/` and written as static files by `pnpm build:reference`.
 *
 * These pages are the public contract (what the pacts and the generated clients already publish),
 * hold no data and call no API, so they need no token, like the console's own files. Redoc runs from
 * its file (`redoc.standalone.js`, the maintained renderer, served from this origin): the pages have
 * no inline script and keep the strict CSP.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const bundledDir = path.resolve(here, '../../../../openapi/bundled');
const redocBundle = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');

export const REST_APIS = [
  { id: 'main', title: 'Newsdesk main REST API', note: '/v1/… on the main host' },
  { id: 'second', title: 'Newsdesk second REST host', note: 'tags, links, FAQs, roadmaps' },
] as const;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function redocPage(title: string, specFile: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
</head>
<body>
<redoc spec-url="${specFile}" hide-download-button="false"></redoc>
<script src="redoc.standalone.js"></script>
</body>
</html>
`;
}

function indexPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Newsdesk API reference</title>
<link rel="stylesheet" href="reference.css">
</head>
<body>
<nav aria-label="References"><p><strong>Newsdesk API reference</strong></p></nav>
<main>
<h1>Newsdesk API reference</h1>
<p>The contracts the console is built and tested against (OpenAPI 3.1 and GraphQL SDL in the repository; the Pact files in <code>contracts/pacts</code> pin what the console expects).</p>
<ul class="apis">
${REST_APIS.map((a) => `<li><a href="${a.id}.html">${esc(a.title)}</a> (${esc(a.note)}; <a href="${a.id}.json">OpenAPI JSON</a>)</li>`).join('\n')}
<li><a href="graphql.html">Newsdesk GraphQL</a> (<code>/graphql</code>; <a href="schema.graphql">SDL</a>)</li>
</ul>
</main>
</body>
</html>
`;
}

/** Every file of the reference, by name: what the server serves and what the static build writes. */
export function referenceFiles(): Record<string, { type: string; body: string | Buffer }> {
  const sdl = loadTypeDefs().join('\n');
  const files: Record<string, { type: string; body: string | Buffer }> = {
    'index.html': { type: 'text/html; charset=utf-8', body: indexPage() },
    'reference.css': { type: 'text/css; charset=utf-8', body: REFERENCE_CSS },
    'redoc.standalone.js': {
      type: 'text/javascript; charset=utf-8',
      body: readFileSync(redocBundle),
    },
    'graphql.html': { type: 'text/html; charset=utf-8', body: renderGraphqlReference(sdl) },
    'schema.graphql': { type: 'text/plain; charset=utf-8', body: sdl },
  };
  for (const api of REST_APIS) {
    files[`${api.id}.html`] = {
      type: 'text/html; charset=utf-8',
      body: redocPage(api.title, `${api.id}.json`),
    };
    files[`${api.id}.json`] = {
      type: 'application/json; charset=utf-8',
      body: readFileSync(path.join(bundledDir, `${api.id}.json`)),
    };
  }
  return files;
}

/** `GET /docs/` and `/docs/{file}` on the main host. */
export async function registerReference(app: FastifyInstance): Promise<void> {
  let files: ReturnType<typeof referenceFiles> | undefined;
  const send = (name: string, reply: FastifyReply) => {
    const file = (files ??= referenceFiles())[name];
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type(file.type).header('Cache-Control', 'no-cache').send(file.body);
  };
  app.get('/docs/', async (_req, reply) => send('index.html', reply));
  app.get<{ Params: { file: string } }>('/docs/:file', async (req, reply) =>
    send(req.params.file, reply),
  );
}
