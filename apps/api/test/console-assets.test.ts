import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBrotli } from '../src/app';
import { startTestServer, type TestServer } from './harness';

// A stand-in for the built console: a chunk with its brotli copy and source map, one without.
const dist = mkdtempSync(path.join(tmpdir(), 'newsdesk-assets-'));
const chunk = 'export const answer = 42;\n'.repeat(200);
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(dist, 'assets/chunk-abc123.js'), chunk);
writeFileSync(path.join(dist, 'assets/chunk-abc123.js.br'), brotliCompressSync(chunk));
writeFileSync(path.join(dist, 'assets/chunk-abc123.js.map'), '{"version":3}');
writeFileSync(path.join(dist, 'assets/small-def456.js'), 'console.log(1);');
writeFileSync(path.join(dist, 'secret.txt'), 'not an asset');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ consoleDist: dist });
});
afterAll(async () => {
  await server.cleanup();
  rmSync(dist, { recursive: true, force: true });
});

const get = (name: string, encoding?: string) =>
  fetch(`${server.mainUrl}/assets/${name}`, {
    headers: encoding === undefined ? {} : { 'Accept-Encoding': encoding },
  });

describe('the console assets', () => {
  it('serve the brotli copy to a browser that accepts it, the plain file otherwise', async () => {
    const br = await get('chunk-abc123.js', 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // fetch decodes brotli itself: the body is the chunk.
    expect(await br.text()).toBe(chunk);

    for (const encoding of ['gzip', 'br;q=0, gzip', 'identity']) {
      const plain = await get('chunk-abc123.js', encoding);
      expect(plain.headers.get('content-encoding'), encoding).toBeNull();
      expect(await plain.text()).toBe(chunk);
    }
    // The same bytes again (from memory the second time).
    const again = await get('chunk-abc123.js', 'br');
    expect(await again.text()).toBe(chunk);
  });

  it('serve a chunk without a brotli copy plain, and its source map as JSON', async () => {
    const small = await get('small-def456.js', 'br');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('console.log(1);');
    const map = await get('chunk-abc123.js.map', 'br');
    expect(map.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await map.json()).toEqual({ version: 3 });
  });

  it('answer 404 for what is not in the assets folder, and never leave it', async () => {
    expect((await get('missing-000000.js', 'br')).status).toBe(404);
    const escaped = await fetch(`${server.mainUrl}/assets/..%2Fsecret.txt`);
    expect(await escaped.text()).not.toContain('not an asset');
  });

  it('read Accept-Encoding with its weights', () => {
    expect(acceptsBrotli('gzip, deflate, br')).toBe(true);
    expect(acceptsBrotli('BR;q=0.5')).toBe(true);
    expect(acceptsBrotli('br;q=0, gzip')).toBe(false);
    expect(acceptsBrotli('br;q=0, *')).toBe(false);
    expect(acceptsBrotli('*')).toBe(true);
    expect(acceptsBrotli('gzip')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});
