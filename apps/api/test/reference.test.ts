import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.cleanup());

const get = (path: string) => fetch(server.mainUrl + path);

describe('the contract reference under /docs/', () => {
  it('lists the two REST references and the GraphQL one', async () => {
    const res = await get('/docs/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    for (const href of [
      'main.html',
      'second.html',
      'graphql.html',
      'main.json',
      'schema.graphql',
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  it('renders each OpenAPI document with Redoc from this origin, with no inline script', async () => {
    const page = await (await get('/docs/main.html')).text();
    expect(page).toContain('<redoc spec-url="main.json"');
    expect(page).toMatch(/<script src="redoc\.standalone\.js"><\/script>/);
    expect(page.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull();
    const spec = (await (await get('/docs/main.json')).json()) as {
      openapi: string;
      paths: object;
    };
    expect(spec.openapi).toMatch(/^3\.1/);
    expect(Object.keys(spec.paths)).toContain('/v1/admin/article');
    const second = (await (await get('/docs/second.json')).json()) as { paths: object };
    expect(Object.keys(second.paths)).toContain('/faq');
    const js = await get('/docs/redoc.standalone.js');
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect((await js.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });

  it('renders the GraphQL schema with its operations and linked types', async () => {
    const res = await get('/docs/graphql.html');
    const html = await res.text();
    expect(html).toContain('<section id="Query">');
    expect(html).toMatch(/<section id="Mutation">/);
    // A field's type links to its definition, which exists on the page.
    const links = [...html.matchAll(/href="#([A-Za-z_]+)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(50);
    for (const target of new Set(links)) expect(html).toContain(`id="${target}"`);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('answers 404 for a file that is not part of the reference', async () => {
    expect((await get('/docs/secrets.env')).status).toBe(404);
  });
});
