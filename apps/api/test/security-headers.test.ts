import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from './harness';
import { upload } from './fixtures/media';
import { pixelPng } from './fixtures/png';

// A stand-in for the built console: what matters is that the server's static routes serve it.
const dist = mkdtempSync(path.join(tmpdir(), 'newsdesk-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(dist, 'assets/index-abc123.js'), 'console.log(1);');
writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({
    consoleDist: dist,
    publicUrl: 'http://console.example.test:4000',
    secondPublicUrl: 'http://console.example.test:4001',
  });
  token = await signIn(server, 'editor');
});
afterAll(async () => {
  await server.cleanup();
  rmSync(dist, { recursive: true, force: true });
});

/** The CSP as a map of directive → sources. */
function csp(res: Response): Map<string, string[]> {
  const header = res.headers.get('content-security-policy');
  expect(header, 'Content-Security-Policy header').toBeTruthy();
  return new Map(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The headers every answer carries, whatever served it. */
function expectHardened(res: Response) {
  const policy = csp(res);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.has('upgrade-insecure-requests')).toBe(false);
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  return policy;
}

describe('security headers', () => {
  it('are on an API answer, which stays no-store', async () => {
    const res = await fetch(`${server.mainUrl}/v1/admin/user/self`, {
      headers: { 'X-Token': token },
    });
    expect(res.status).toBe(200);
    const policy = expectHardened(res);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-site');
    // The console talks to both hosts at their public origins (from /config.js).
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'http://console.example.test:4000',
      'http://console.example.test:4001',
    ]);
    // styled-components injects <style> elements at run time (see http/security.ts).
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'blob:', 'http://console.example.test:4000']),
    );
  });

  it('are on a refusal, a 404 and a GraphQL answer', async () => {
    const refused = await fetch(`${server.mainUrl}/v1/admin/user/self`);
    expect(refused.status).toBe(401);
    expectHardened(refused);
    // (A GET of an unknown path is the console's index.html; a POST is the API's 404.)
    const missing = await fetch(`${server.mainUrl}/v1/no/such/route`, { method: 'POST' });
    expect(missing.status).toBe(404);
    expectHardened(missing);
    const graphql = await fetch(`${server.mainUrl}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Token': token },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(graphql.status).toBe(200);
    expectHardened(graphql);
  });

  it('are on the console: index.html, a hashed asset and the generated config', async () => {
    const page = await fetch(`${server.mainUrl}/content/article/list`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expectHardened(page);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const asset = await fetch(`${server.mainUrl}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expectHardened(asset);
    // The route's own caching is kept (the no-store hook only fills in a missing header).
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await fetch(`${server.mainUrl}/favicon.svg`);
    expect(icon.status).toBe(200);
    expectHardened(icon);
    const config = await fetch(`${server.mainUrl}/config.js`);
    expect(config.headers.get('content-type')).toMatch(/javascript/);
    expectHardened(config);
  });

  it('are on a /storage download, which public files may be embedded from anywhere', async () => {
    const { key } = await upload(server, token, 'pixel.png', pixelPng());
    const res = await fetch(`${server.mainUrl}/storage/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expectHardened(res);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const missing = await fetch(`${server.mainUrl}/storage/u20261122-ffffffffffff.png`);
    expect(missing.status).toBe(404);
    expectHardened(missing);
  });

  it('are on the second host', async () => {
    const res = await fetch(`${server.secondUrl}/link`, { headers: { 'X-Token': token } });
    expect(res.status).toBe(200);
    expectHardened(res);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const preflight = await fetch(`${server.secondUrl}/link`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://console.example.test:4000',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'x-token,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(
      'http://console.example.test:4000',
    );
    expectHardened(preflight);
  });
});
