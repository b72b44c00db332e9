import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createMainClient, createSecondClient, unwrap } from './rest';
import { createMemoryTokenStore } from './session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(
  answer: (req: Request) => Response | Promise<Response>,
  token: string | null = 'tok',
) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: Request) => {
    requests.push(input);
    return answer(input);
  });
  const tokenStore = createMemoryTokenStore(token);
  const onSignOut = vi.fn();
  const main = createMainClient({
    baseUrl: 'http://api.test',
    tokenStore,
    onSignOut,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  const second = createSecondClient({
    baseUrl: 'http://second.test',
    tokenStore,
    onSignOut,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { main, second, requests, tokenStore, onSignOut };
}

describe('REST clients', () => {
  it('send the token header, and the main client no-store, and return the envelope data', async () => {
    const { main, requests } = setup(() =>
      json(200, {
        status: 0,
        code: 0,
        message: 'OK',
        data: { mime: 'image/png', fsize: 3, hash: 'h', put_time: 1 },
      }),
    );
    const meta = await unwrap(
      main.GET('/v1/radio/{storage}/filemeta', {
        params: { path: { storage: 'qiniu' }, query: { key: 'a.png' } },
      }),
    );
    expect(meta.mime).toBe('image/png');
    expect(requests[0]!.url).toBe('http://api.test/v1/radio/qiniu/filemeta?key=a.png');
    expect(requests[0]!.headers.get('X-Token')).toBe('tok');
    expect(requests[0]!.headers.get('Cache-Control')).toBe('no-store');
    expect(requests[0]!.cache).toBe('no-store');
  });

  it('sends no token header without a token, and no no-store on the second host', async () => {
    const { second, requests } = setup(
      () => json(200, { status: 0, code: 0, message: 'OK', data: { items: [], total: 0 } }),
      null,
    );
    await unwrap(second.POST('/tag/query', { body: { kw: 'macro' } }));
    expect(requests[0]!.headers.get('X-Token')).toBeNull();
    expect(requests[0]!.headers.get('Cache-Control')).toBeNull();
  });

  it('serialises list parameters comma separated', async () => {
    const { main, requests } = setup(() =>
      json(200, {
        status: 0,
        code: 0,
        message: 'OK',
        data: { items: [], total: 0, page: 1, limit: 20 },
      }),
    );
    await unwrap(main.GET('/v1/admin/article', { params: { query: { tag_ids: [3, 7] } } }));
    expect(new URL(requests[0]!.url).searchParams.get('tag_ids')).toBe('3,7');
  });

  it('turns status 1 into an ApiError with its message, code and data', async () => {
    const { main, tokenStore, onSignOut } = setup(() =>
      json(400, {
        status: 1,
        code: 40001,
        message: 'Title length should longer than 10 words',
        data: {
          errors: [
            {
              field: 'title',
              rule: 'minLength',
              message: 'Title length should longer than 10 words',
            },
          ],
        },
      }),
    );
    const error = await unwrap(
      main.GET('/v1/admin/article/{id}', { params: { path: { id: 1 } } }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Title length should longer than 10 words');
    expect((error as ApiError).code).toBe(40001);
    expect((error as ApiError).fieldErrors[0]?.field).toBe('title');
    expect(tokenStore.get()).toBe('tok');
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it.each([50008, 50014])('clears the token and signs out once on %i', async (code) => {
    const { main, tokenStore, onSignOut } = setup(() =>
      json(401, { status: 1, code, message: 'Token expired', data: null }),
    );
    await expect(unwrap(main.GET('/v1/admin/user/self'))).rejects.toMatchObject({
      code,
      signsOut: true,
    });
    await expect(unwrap(main.GET('/v1/admin/user/self'))).rejects.toBeInstanceOf(ApiError);
    expect(tokenStore.get()).toBeNull();
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('reports a network failure with its message, or "Unknown server error"', async () => {
    const failing = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(unwrap(failing.main.GET('/v1/admin/user/self'))).rejects.toMatchObject({
      kind: 'network',
      message: 'Failed to fetch',
    });
    const silent = setup(() => {
      throw new Error('');
    });
    await expect(unwrap(silent.main.GET('/v1/admin/user/self'))).rejects.toMatchObject({
      message: 'Unknown server error',
    });
    const html = setup(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(unwrap(html.main.GET('/v1/admin/user/self'))).rejects.toMatchObject({
      message: 'API service error, please wait...',
    });
  });
});
