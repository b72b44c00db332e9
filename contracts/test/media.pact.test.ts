import { defaultTransport, unwrap } from '@newsdesk/api-client';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { shapeOf } from './openapi-shape';
import { pixelPng } from '../../apps/api/test/fixtures/png';
import {
  EXAMPLE_TOKEN,
  failure,
  integer,
  jsonHeaders,
  like,
  mainClient,
  newPact,
  ok,
  regex,
  tokenHeader,
} from './support';

const { fromProviderState, number } = MatchersV3;
const pact = newPact('newsdesk-main-api');
const EDITOR = 'an editor is signed in';
const ADMIN = 'an admin is signed in';

/** The client's typed error, or a failure when the call succeeded. */
async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (e: unknown) => e,
  );
  return error as { code: number; message: string };
}

const stateId = (name: string, example: number) => fromProviderState(`\${${name}}`, example);

/** The PNG the pacts upload; the provider stores its own files for the states. */
const PNG = pixelPng();
const VIDEO_KEY = 'u20261122-pact-weekly.mp4';
const IMAGE_KEY = 'u20261122-pact-chart.png';
const UPLOAD = { token: 'qn:pact-upload-token-0123456789abcdef', key: 'u20261122-pact-upload.svg' };

// ── videos ─────────────────────────────────────────────────────────────────────

const videoShape = (values: Record<string, unknown> = {}) =>
  shapeOf('main', 'Video', {
    present: ['author', 'description', 'published_at', 'episodes.size', 'episodes.duration'],
    nonEmpty: ['episodes'],
    values: {
      title: like('Weekly macro review'),
      'episodes.key': like(VIDEO_KEY),
      ...values,
    },
  });

describe('main API: videos', () => {
  it('saveVideo (post a new video)', () => {
    const body = {
      action: 'post' as const,
      title: 'Weekly macro review',
      description: 'Rates, credit and the yuan this week.',
      vip_visibility: 0 as const,
      episodes: [{ name: 'Part 1', key: VIDEO_KEY, upload_status: 2 as const }],
      schedule: { open: false },
    };
    return pact
      .addInteraction()
      .given(EDITOR)
      .given('a file is stored', { key: VIDEO_KEY, kind: 'mp4' })
      .uponReceiving('posting a new video with one uploaded episode')
      .withRequest('POST', '/v1/admin/video/', (b) =>
        b.headers(tokenHeader()).query({ type: 'v2' }).jsonBody(body),
      )
      .willRespondWith(201, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok(
            videoShape({
              status: 'published',
              version: 1,
              // The episode's duration and size come from the stored file.
              'episodes.duration': number(1),
              'episodes.size': integer(2048),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const video = await unwrap(
          mainClient(server.url).POST('/v1/admin/video/', {
            params: { query: { type: 'v2' } },
            body,
          }),
        );
        expect(video.status).toBe('published');
      });
  });

  it('saveVideo refused: no title', () => {
    const body = {
      action: 'draft' as const,
      title: '',
      episodes: [{ name: 'Part 1', key: VIDEO_KEY, upload_status: 2 as const }],
    };
    return pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('saving a video without a title')
      .withRequest('POST', '/v1/admin/video/', (b) =>
        b.headers(tokenHeader()).query({ type: 'v2' }).jsonBody(body),
      )
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody(
          failure(40001, 'Title cannot be empty', {
            errors: [{ field: 'title', rule: like('minLength'), message: 'Title cannot be empty' }],
          }),
        ),
      )
      .executeTest(async (server) => {
        const error = await refusal(
          unwrap(
            mainClient(server.url).POST('/v1/admin/video/', {
              params: { query: { type: 'v2' } },
              body,
            }),
          ),
        );
        expect(error).toMatchObject({ code: 40001, message: 'Title cannot be empty' });
      });
  });

  it('listVideos', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a video exists')
      .uponReceiving('the first page of published videos')
      .withRequest('GET', '/v1/admin/video/list', (b) =>
        b.headers(tokenHeader()).query({ size: '10', status: 'published' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok(
            shapeOf('main', 'VideoList', {
              nonEmpty: ['items'],
              present: [
                'items.author',
                'items.published_at',
                'items.description',
                'items.duration',
              ],
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const page = await unwrap(
          mainClient(server.url).GET('/v1/admin/video/list', {
            params: { query: { size: 10, status: 'published' } },
          }),
        );
        expect(page.items.length).toBeGreaterThan(0);
      }));

  it('getVideo', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a video exists')
      .uponReceiving('a request for one video')
      .withRequest(
        'GET',
        fromProviderState('/v1/admin/video/${videoId}', '/v1/admin/video/12'),
        (b) => b.headers(tokenHeader()),
      )
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(ok(videoShape())))
      .executeTest(async (server) => {
        const video = await unwrap(
          mainClient(server.url).GET('/v1/admin/video/{id}', { params: { path: { id: 12 } } }),
        );
        expect(video.episodes.length).toBeGreaterThan(0);
      }));

  it('getVideo not found', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a request for a video that does not exist')
      .withRequest('GET', '/v1/admin/video/99999999', (b) => b.headers(tokenHeader()))
      .willRespondWith(404, (b) =>
        b.headers(jsonHeaders).jsonBody(failure(40004, 'Video not found')),
      )
      .executeTest(async (server) => {
        const error = await refusal(
          unwrap(
            mainClient(server.url).GET('/v1/admin/video/{id}', {
              params: { path: { id: 99999999 } },
            }),
          ),
        );
        expect(error.code).toBe(40004);
      }));

  it('setVideoStatus', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a video exists')
      .uponReceiving('deleting a video at its current version')
      .withRequest('POST', '/v1/admin/video/status', (b) =>
        b
          .headers(tokenHeader())
          .query({ type: 'v2' })
          .jsonBody({ id: stateId('videoId', 12), status: 'deleted', version: 1 }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(ok(videoShape({ status: 'deleted', version: 2 }))),
      )
      .executeTest(async (server) => {
        const video = await unwrap(
          mainClient(server.url).POST('/v1/admin/video/status', {
            params: { query: { type: 'v2' } },
            body: { id: 12, status: 'deleted', version: 1 },
          }),
        );
        expect(video.status).toBe('deleted');
      }));

  it('setVideoStatus refused: stale version', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a video exists', { version: 2 })
      .uponReceiving('deleting a video based on an old version')
      .withRequest('POST', '/v1/admin/video/status', (b) =>
        b
          .headers(tokenHeader())
          .query({ type: 'v2' })
          .jsonBody({ id: stateId('videoId', 12), status: 'deleted', version: 1 }),
      )
      .willRespondWith(409, (b) =>
        b.headers(jsonHeaders).jsonBody(
          failure(40009, 'This record was changed by someone else', {
            current_version: 2,
            current: like({ id: integer(12), version: 2 }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const error = await refusal(
          unwrap(
            mainClient(server.url).POST('/v1/admin/video/status', {
              params: { query: { type: 'v2' } },
              body: { id: 12, status: 'deleted', version: 1 },
            }),
          ),
        );
        expect(error.code).toBe(40009);
      }));
});

// ── roadshows ──────────────────────────────────────────────────────────────────

const roadshowShape = (values: Record<string, unknown> = {}) =>
  shapeOf('main', 'Roadshow', {
    present: ['people', 'summary', 'author', 'end_time'],
    values: { title: like('2027 macro outlook'), live_status: 1, ...values },
  });

describe('main API: roadshows', () => {
  it('listRoadshows', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a roadshow exists')
      .uponReceiving('the roadshows that have not started')
      .withRequest('GET', '/v1/admin/roadshow/list', (b) =>
        b.headers(tokenHeader()).query({ first: '10', offset: '0', live_status: '0' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok(
            shapeOf('main', 'RoadshowList', {
              nonEmpty: ['items'],
              present: ['items.people', 'items.summary', 'items.end_time'],
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const page = await unwrap(
          mainClient(server.url).GET('/v1/admin/roadshow/list', {
            params: { query: { first: 10, offset: 0, live_status: 0 } },
          }),
        );
        expect(page.items.length).toBeGreaterThan(0);
      }));

  it('getRoadshow', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a roadshow exists')
      .uponReceiving('a request for one roadshow')
      .withRequest(
        'GET',
        fromProviderState('/v1/admin/roadshow/${roadshowId}', '/v1/admin/roadshow/5'),
        (b) => b.headers(tokenHeader()),
      )
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(ok(roadshowShape())))
      .executeTest(async (server) => {
        const roadshow = await unwrap(
          mainClient(server.url).GET('/v1/admin/roadshow/{id}', { params: { path: { id: 5 } } }),
        );
        expect(roadshow.title).toBeTruthy();
      }));

  it('getRoadshow not found', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a request for a roadshow that does not exist')
      .withRequest('GET', '/v1/admin/roadshow/99999999', (b) => b.headers(tokenHeader()))
      .willRespondWith(404, (b) =>
        b.headers(jsonHeaders).jsonBody(failure(40004, 'Roadshow not found')),
      )
      .executeTest(async (server) => {
        const error = await refusal(
          unwrap(
            mainClient(server.url).GET('/v1/admin/roadshow/{id}', {
              params: { path: { id: 99999999 } },
            }),
          ),
        );
        expect(error.code).toBe(40004);
      }));

  it('setRoadshowStatus', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a roadshow exists')
      .uponReceiving('publishing a roadshow at its current version')
      .withRequest('POST', '/v1/admin/roadshow/status', (b) =>
        b
          .headers(tokenHeader())
          .jsonBody({ id: stateId('roadshowId', 5), status: 'published', version: 1 }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(ok(roadshowShape({ status: 'published', version: 2 }))),
      )
      .executeTest(async (server) => {
        const roadshow = await unwrap(
          mainClient(server.url).POST('/v1/admin/roadshow/status', {
            body: { id: 5, status: 'published', version: 1 },
          }),
        );
        expect(roadshow.status).toBe('published');
      }));
});

// ── uploads ────────────────────────────────────────────────────────────────────

describe('main API: uploads', () => {
  it('getUploadToken', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a token to upload a PNG')
      .withRequest('GET', '/v1/radio/qiniu/token', (b) =>
        b
          .headers(tokenHeader())
          .query({ bucket: 'media', file_extension: 'png', full_file_name: 'chart.png' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok({
            token: like('qn:0123456789abcdef'),
            key: regex('^[A-Za-z0-9][A-Za-z0-9._-]{0,195}\\.png$', 'u20261122-0a1b2c3d.png'),
            // The console uploads to the URL it is given.
            upload_url: regex(
              '^https?://.+/storage/upload$',
              'http://localhost:4000/storage/upload',
            ),
            file_url: like('http://localhost:4000/storage/u20261122-0a1b2c3d.png'),
            expires_at: integer(1795316400000),
          }),
        ),
      )
      .executeTest(async (server) => {
        const token = await unwrap(
          mainClient(server.url).GET('/v1/radio/{storage}/token', {
            params: {
              path: { storage: 'qiniu' },
              query: { bucket: 'media', file_extension: 'png', full_file_name: 'chart.png' },
            },
          }),
        );
        expect(token.upload_url).toMatch(/\/storage\/upload$/);
      }));

  it('getUploadToken refused: invalid token', () =>
    pact
      .addInteraction()
      .given('no session has the token', { token: 'not-a-session-token' })
      .uponReceiving('an upload token asked for with an invalid session token')
      .withRequest('GET', '/v1/radio/qiniu/token', (b) =>
        b.headers({ 'X-Token': 'not-a-session-token' }).query({ file_extension: 'png' }),
      )
      .willRespondWith(401, (b) => b.headers(jsonHeaders).jsonBody(failure(50008, 'Invalid token')))
      .executeTest(async (server) => {
        const error = await refusal(
          unwrap(
            mainClient(server.url, 'not-a-session-token').GET('/v1/radio/{storage}/token', {
              params: { path: { storage: 'qiniu' }, query: { file_extension: 'png' } },
            }),
          ),
        );
        expect(error.code).toBe(50008);
      }));

  it('uploadFile', () => {
    // A text file (SVG), so the multipart body is text the pact can hold as it is.
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';
    const boundary = 'newsdesk-pact-boundary';
    const multipart =
      `--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${UPLOAD.token}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="key"\r\n\r\n${UPLOAD.key}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="chart.svg"\r\n` +
      `Content-Type: image/svg+xml\r\n\r\n${svg}\r\n--${boundary}--\r\n`;
    return pact
      .addInteraction()
      .given(EDITOR)
      .given('an upload token was issued', UPLOAD)
      .uponReceiving('the upload of a file with its upload token and key')
      .withRequest('POST', '/storage/upload', (b) => {
        b.headers({
          ...tokenHeader(),
          'Content-Type': regex(
            '^multipart/form-data; ?boundary=.+$',
            `multipart/form-data; boundary=${boundary}`,
          ),
        });
        // The builder's `body()` would add a content-type rule to every part; the multipart body
        // goes in as it is, and the parts are compared by name.
        (
          b as unknown as {
            interaction: { withRequestBody(body: string, contentType: string): boolean };
          }
        ).interaction.withRequestBody(multipart, `multipart/form-data; boundary=${boundary}`);
      })
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok({
            key: UPLOAD.key,
            hash: like('da39a3ee5e6b4b0d3255bfef95601890afd80709'),
            fsize: Buffer.byteLength(svg),
            mime: 'image/svg+xml',
          }),
        ),
      )
      .executeTest(async (server) => {
        const form = new FormData();
        form.set('token', UPLOAD.token);
        form.set('key', UPLOAD.key);
        form.set('file', new Blob([svg], { type: 'image/svg+xml' }), 'chart.svg');
        const result = await defaultTransport(
          `${server.url}/storage/upload`,
          form,
          EXAMPLE_TOKEN,
          () => undefined,
        );
        expect(result).toMatchObject({ key: UPLOAD.key, mime: 'image/svg+xml' });
      });
  });

  it('getFileMeta', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a file is stored', { key: IMAGE_KEY, kind: 'png' })
      .uponReceiving('the information of an uploaded file')
      .withRequest('GET', '/v1/radio/qiniu/filemeta', (b) =>
        b.headers(tokenHeader()).query({ key: IMAGE_KEY }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok({
            mime: 'image/png',
            fsize: integer(PNG.length),
            hash: like('da39a3ee5e6b4b0d3255bfef95601890afd80709'),
            put_time: integer(1795312800000),
          }),
        ),
      )
      .executeTest(async (server) => {
        const meta = await unwrap(
          mainClient(server.url).GET('/v1/radio/{storage}/filemeta', {
            params: { path: { storage: 'qiniu' }, query: { key: IMAGE_KEY } },
          }),
        );
        expect(meta.mime).toBe('image/png');
      }));

  it('getFileMeta not found', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('the information of a file that was never uploaded')
      .withRequest('GET', '/v1/radio/qiniu/filemeta', (b) =>
        b.headers(tokenHeader()).query({ key: 'u20261122-missing.png' }),
      )
      .willRespondWith(404, (b) =>
        b.headers(jsonHeaders).jsonBody(failure(40004, 'File not found')),
      )
      .executeTest(async (server) => {
        const error = await refusal(
          unwrap(
            mainClient(server.url).GET('/v1/radio/{storage}/filemeta', {
              params: { path: { storage: 'qiniu' }, query: { key: 'u20261122-missing.png' } },
            }),
          ),
        );
        expect(error.code).toBe(40004);
      }));

  it('getAvInfo', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a file is stored', { key: VIDEO_KEY, kind: 'mp4' })
      .uponReceiving('the duration and size of an uploaded video')
      .withRequest('GET', `/storage/${VIDEO_KEY}`, (b) =>
        b.headers(tokenHeader()).query({ avinfo: '' }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(ok({ format: { duration: number(1), size: integer(2048) } })),
      )
      .executeTest(async (server) => {
        const info = await unwrap(
          mainClient(server.url).GET('/storage/{key}', {
            params: { path: { key: VIDEO_KEY }, query: { avinfo: '' } },
          }),
        );
        expect(info.format.duration).toBeGreaterThan(0);
      }));
});

// ── media library ──────────────────────────────────────────────────────────────

const mediaShape = (values: Record<string, unknown> = {}) =>
  shapeOf('main', 'Media', {
    present: ['author'],
    values: {
      file_uri: like(IMAGE_KEY),
      title: like('LPR table, November'),
      type: 'image',
      file_meta: { mime: 'image/png', fsize: integer(PNG.length) },
      ...values,
    },
  });

describe('main API: media library', () => {
  it('listMedia', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a media entry exists')
      .uponReceiving('the first page of the media library')
      .withRequest('GET', '/v1/admin/media', (b) =>
        b.headers(tokenHeader()).query({ page: '1', limit: '20' }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(
            ok(shapeOf('main', 'MediaList', { nonEmpty: ['items'], present: ['items.author'] })),
          ),
      )
      .executeTest(async (server) => {
        const page = await unwrap(
          mainClient(server.url).GET('/v1/admin/media', {
            params: { query: { page: 1, limit: 20 } },
          }),
        );
        expect(page.items.length).toBeGreaterThan(0);
      }));

  it('createMediaQuick', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a file is stored', { key: IMAGE_KEY, kind: 'png' })
      .uponReceiving('adding an uploaded file to the media library')
      .withRequest('POST', '/v1/admin/media/quick', (b) =>
        b.headers(tokenHeader()).jsonBody({ title: 'LPR table, November', file_uri: IMAGE_KEY }),
      )
      .willRespondWith(201, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(ok(mediaShape({ title: 'LPR table, November', version: 1 }))),
      )
      .executeTest(async (server) => {
        const entry = await unwrap(
          mainClient(server.url).POST('/v1/admin/media/quick', {
            body: { title: 'LPR table, November', file_uri: IMAGE_KEY },
          }),
        );
        expect(entry.version).toBe(1);
      }));

  it('createMediaQuick refused: no title', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a file is stored', { key: IMAGE_KEY, kind: 'png' })
      .uponReceiving('adding a file to the media library without a title')
      .withRequest('POST', '/v1/admin/media/quick', (b) =>
        b.headers(tokenHeader()).jsonBody({ title: '', file_uri: IMAGE_KEY }),
      )
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody(
          failure(40001, 'title: This is a required field', {
            errors: [
              { field: 'title', rule: 'minLength', message: 'title: This is a required field' },
            ],
          }),
        ),
      )
      .executeTest(async (server) => {
        const error = await refusal(
          unwrap(
            mainClient(server.url).POST('/v1/admin/media/quick', {
              body: { title: '', file_uri: IMAGE_KEY },
            }),
          ),
        );
        expect(error.code).toBe(40001);
      }));

  it('updateMedia', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a media entry exists')
      .uponReceiving('renaming a media entry at its current version')
      .withRequest(
        'PUT',
        fromProviderState('/v1/admin/media/${mediaId}', '/v1/admin/media/3'),
        (b) =>
          b
            .headers(tokenHeader())
            .jsonBody({ version: 1, title: 'LPR table, November 2026', is_report: true }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(
            ok(mediaShape({ title: 'LPR table, November 2026', is_report: true, version: 2 })),
          ),
      )
      .executeTest(async (server) => {
        const entry = await unwrap(
          mainClient(server.url).PUT('/v1/admin/media/{id}', {
            params: { path: { id: 3 } },
            body: { version: 1, title: 'LPR table, November 2026', is_report: true },
          }),
        );
        expect(entry.version).toBe(2);
      }));

  it('deleteMedia', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a media entry exists')
      .uponReceiving('deleting a media entry at its current version')
      .withRequest(
        'DELETE',
        fromProviderState('/v1/admin/media/${mediaId}', '/v1/admin/media/3'),
        (b) => b.headers(tokenHeader()).jsonBody({ version: 1 }),
      )
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(ok(null)))
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).DELETE('/v1/admin/media/{id}', {
            params: { path: { id: 3 } },
            body: { version: 1 },
          }),
        );
        expect(data).toBeNull();
      }));

  it('deleteMedia refused: stale version', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a media entry exists', { version: 2 })
      .uponReceiving('deleting a media entry based on an old version')
      .withRequest(
        'DELETE',
        fromProviderState('/v1/admin/media/${mediaId}', '/v1/admin/media/3'),
        (b) => b.headers(tokenHeader()).jsonBody({ version: 1 }),
      )
      .willRespondWith(409, (b) =>
        b.headers(jsonHeaders).jsonBody(
          failure(40009, 'This record was changed by someone else', {
            current_version: 2,
            current: like({ id: integer(3), version: 2 }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const error = await refusal(
          unwrap(
            mainClient(server.url).DELETE('/v1/admin/media/{id}', {
              params: { path: { id: 3 } },
              body: { version: 1 },
            }),
          ),
        );
        expect(error.code).toBe(40009);
      }));
});

// ── dashboard ──────────────────────────────────────────────────────────────────

describe('main API: dashboard', () => {
  it('getStats', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('published articles exist')
      .uponReceiving("the dashboard's counts")
      .withRequest('GET', '/v1/admin/stats', (b) => b.headers(tokenHeader()))
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(ok(shapeOf('main', 'DashboardStats'))),
      )
      .executeTest(async (server) => {
        const stats = await unwrap(mainClient(server.url).GET('/v1/admin/stats'));
        expect(stats.total_article_count).toBeGreaterThanOrEqual(0);
      }));

  it('getStats refused: expired token', () =>
    pact
      .addInteraction()
      .given('an editor session has expired')
      .uponReceiving("the dashboard's counts with an expired token")
      .withRequest('GET', '/v1/admin/stats', (b) => b.headers(tokenHeader()))
      .willRespondWith(401, (b) => b.headers(jsonHeaders).jsonBody(failure(50014, 'Token expired')))
      .executeTest(async (server) => {
        const error = await refusal(unwrap(mainClient(server.url).GET('/v1/admin/stats')));
        expect(error.code).toBe(50014);
      }));

  it('getHotContent', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('an article was viewed today')
      .uponReceiving("today's most viewed content")
      .withRequest('GET', '/v1/aggregation/hot_content', (b) =>
        b.headers(tokenHeader()).query({ size: '8' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok(
            shapeOf('main', 'HotContentList', {
              nonEmpty: ['items'],
              present: ['items.author', 'items.description'],
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const hot = await unwrap(
          mainClient(server.url).GET('/v1/aggregation/hot_content', {
            params: { query: { size: 8 } },
          }),
        );
        expect(hot.items.length).toBeGreaterThan(0);
      }));

  it('listMessageActions', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given("a reader commented on the editor's article")
      .uponReceiving('the newest comments on the signed-in member')
      .withRequest('GET', '/v1/message/actions', (b) =>
        b.headers(tokenHeader()).query({ limit: '10', action: 'comment' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok(
            shapeOf('main', 'MessageActionList', {
              nonEmpty: ['items'],
              present: [
                'items.content',
                'items.content.author',
                'items.content.description',
                'items.comment',
              ],
              values: { 'items.action': 'comment' },
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const page = await unwrap(
          mainClient(server.url).GET('/v1/message/actions', {
            params: { query: { limit: 10, action: 'comment' } },
          }),
        );
        expect(page.items[0]?.action).toBe('comment');
      }));

  it('getStats as an admin', () =>
    pact
      .addInteraction()
      .given(ADMIN)
      .given('published articles exist')
      .uponReceiving("the dashboard's counts for an admin")
      .withRequest('GET', '/v1/admin/stats', (b) => b.headers(tokenHeader()))
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(ok(shapeOf('main', 'DashboardStats'))),
      )
      .executeTest(async (server) => {
        const stats = await unwrap(mainClient(server.url).GET('/v1/admin/stats'));
        expect(stats.generated_at).toBeGreaterThan(0);
      }));
});

// ── refused requests ───────────────────────────────────────────────────────────

/** A refused query parameter: code 40001 naming the field and the rule. */
const refusedField = (field: string, rule: string, message: string) =>
  failure(40001, message, { errors: [{ field, rule, message }] });

describe('main API: refused requests of videos, roadshows, uploads, media and the dashboard', () => {
  it('listVideos refused: page size over 100', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a page of 1000 videos')
      .withRequest('GET', '/v1/admin/video/list', (b) =>
        b.headers(tokenHeader()).query({ size: '1000' }),
      )
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody(refusedField('size', 'maximum', 'size: must be ≤ 100')),
      )
      .executeTest(async (server) => {
        const error = await refusal(
          unwrap(
            mainClient(server.url).GET('/v1/admin/video/list', {
              params: { query: { size: 1000 } },
            }),
          ),
        );
        expect(error.code).toBe(40001);
      }));

  it('listRoadshows refused: unknown live status', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('the roadshows of a live status that does not exist')
      .withRequest('GET', '/v1/admin/roadshow/list', (b) =>
        b.headers(tokenHeader()).query({ live_status: '7' }),
      )
      .willRespondWith(400, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(refusedField('live_status', 'enum', 'live_status: must be one of 0, 1, 2')),
      )
      .executeTest(async (server) => {
        const error = await refusal(
          unwrap(
            mainClient(server.url).GET('/v1/admin/roadshow/list', {
              // A value outside the contract's enumeration, sent on purpose.
              params: { query: { live_status: 7 as 0 } },
            }),
          ),
        );
        expect(error.code).toBe(40001);
      }));

  it('setRoadshowStatus refused: stale version', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a roadshow exists', { version: 2 })
      .uponReceiving('publishing a roadshow based on an old version')
      .withRequest('POST', '/v1/admin/roadshow/status', (b) =>
        b
          .headers(tokenHeader())
          .jsonBody({ id: stateId('roadshowId', 5), status: 'published', version: 1 }),
      )
      .willRespondWith(409, (b) =>
        b.headers(jsonHeaders).jsonBody(
          failure(40009, 'This record was changed by someone else', {
            current_version: 2,
            current: like({ id: integer(5), version: 2 }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const error = await refusal(
          unwrap(
            mainClient(server.url).POST('/v1/admin/roadshow/status', {
              body: { id: 5, status: 'published', version: 1 },
            }),
          ),
        );
        expect(error.code).toBe(40009);
      }));

  it('getAvInfo refused: not audio or video', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('a file is stored', { key: IMAGE_KEY, kind: 'png' })
      .uponReceiving('the duration of an image')
      .withRequest('GET', `/storage/${IMAGE_KEY}`, (b) =>
        b.headers(tokenHeader()).query({ avinfo: '' }),
      )
      .willRespondWith(422, (b) =>
        b.headers(jsonHeaders).jsonBody(failure(40022, 'This file is not audio or video')),
      )
      .executeTest(async (server) => {
        const error = await refusal(
          unwrap(
            mainClient(server.url).GET('/storage/{key}', {
              params: { path: { key: IMAGE_KEY }, query: { avinfo: '' } },
            }),
          ),
        );
        expect(error.code).toBe(40022);
      }));

  it('listMedia refused: invalid token', () =>
    pact
      .addInteraction()
      .given('no session has the token', { token: 'not-a-session-token' })
      .uponReceiving('the media library with an invalid session token')
      .withRequest('GET', '/v1/admin/media', (b) => b.headers({ 'X-Token': 'not-a-session-token' }))
      .willRespondWith(401, (b) => b.headers(jsonHeaders).jsonBody(failure(50008, 'Invalid token')))
      .executeTest(async (server) => {
        const error = await refusal(
          unwrap(mainClient(server.url, 'not-a-session-token').GET('/v1/admin/media')),
        );
        expect(error.code).toBe(50008);
      }));

  it('updateMedia refused: not found', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('renaming a media entry that does not exist')
      .withRequest('PUT', '/v1/admin/media/99999999', (b) =>
        b.headers(tokenHeader()).jsonBody({ version: 1, title: 'LPR table' }),
      )
      .willRespondWith(404, (b) =>
        b.headers(jsonHeaders).jsonBody(failure(40004, 'File not found')),
      )
      .executeTest(async (server) => {
        const error = await refusal(
          unwrap(
            mainClient(server.url).PUT('/v1/admin/media/{id}', {
              params: { path: { id: 99999999 } },
              body: { version: 1, title: 'LPR table' },
            }),
          ),
        );
        expect(error.code).toBe(40004);
      }));

  it('uploadFile refused: not a valid upload token', () => {
    const boundary = 'newsdesk-pact-boundary';
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';
    const multipart =
      `--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\nqn:not-issued\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="key"\r\n\r\n${UPLOAD.key}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="chart.svg"\r\n` +
      `Content-Type: image/svg+xml\r\n\r\n${svg}\r\n--${boundary}--\r\n`;
    return pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('an upload with a token that was never issued')
      .withRequest('POST', '/storage/upload', (b) => {
        b.headers({
          ...tokenHeader(),
          'Content-Type': regex(
            '^multipart/form-data; ?boundary=.+$',
            `multipart/form-data; boundary=${boundary}`,
          ),
        });
        (
          b as unknown as {
            interaction: { withRequestBody(body: string, contentType: string): boolean };
          }
        ).interaction.withRequestBody(multipart, `multipart/form-data; boundary=${boundary}`);
      })
      .willRespondWith(400, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(
            refusedField(
              'token',
              'upload_token',
              'token: not a valid upload token for this key (tokens last one hour)',
            ),
          ),
      )
      .executeTest(async (server) => {
        const form = new FormData();
        form.set('token', 'qn:not-issued');
        form.set('key', UPLOAD.key);
        form.set('file', new Blob([svg], { type: 'image/svg+xml' }), 'chart.svg');
        const error = await refusal(
          defaultTransport(`${server.url}/storage/upload`, form, EXAMPLE_TOKEN, () => undefined),
        );
        expect(error.code).toBe(40001);
      });
  });

  it('getHotContent refused: more than 50', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('the 51 most viewed items of today')
      .withRequest('GET', '/v1/aggregation/hot_content', (b) =>
        b.headers(tokenHeader()).query({ size: '51' }),
      )
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody(refusedField('size', 'maximum', 'size: must be ≤ 50')),
      )
      .executeTest(async (server) => {
        const error = await refusal(
          unwrap(
            mainClient(server.url).GET('/v1/aggregation/hot_content', {
              params: { query: { size: 51 } },
            }),
          ),
        );
        expect(error.code).toBe(40001);
      }));

  it('listMessageActions refused: unknown action', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('the interactions of an action that does not exist')
      .withRequest('GET', '/v1/message/actions', (b) =>
        b.headers(tokenHeader()).query({ action: 'share' }),
      )
      .willRespondWith(400, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(
            refusedField(
              'action',
              'enum',
              'action: must be one of comment, like, at, follow, system',
            ),
          ),
      )
      .executeTest(async (server) => {
        const error = await refusal(
          unwrap(
            mainClient(server.url).GET('/v1/message/actions', {
              // A value outside the contract's enumeration, sent on purpose.
              params: { query: { action: 'share' as 'comment' } },
            }),
          ),
        );
        expect(error.code).toBe(40001);
      }));
});
