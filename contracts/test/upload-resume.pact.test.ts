import { defaultTransport, unwrap } from '@newsdesk/api-client';
import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_TOKEN,
  failure,
  jsonHeaders,
  like,
  mainClient,
  newPact,
  ok,
  regex,
  tokenHeader,
} from './support';

/**
 * Byte-level resume of an upload (designed here; operations §7 names token, upload and file
 * information only): `GET /v1/radio/{storage}/upload/offset` answers how many bytes of a cut-off
 * upload the store holds, and `POST /storage/upload` with the form's `offset` sends the rest.
 */
const pact = newPact('newsdesk-main-api');
const EDITOR = 'an editor is signed in';

/** A text file (SVG), so the multipart body is text the pact can hold as it is. */
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';
const HELD = SVG.slice(0, 24);
const CUT = {
  token: 'qn:pact-resume-token-0123456789abcdef',
  key: 'u20261122-pact-resume.svg',
  held: HELD,
};

const refusedField = (field: string, rule: string, message: string) =>
  failure(40001, message, { errors: [{ field, rule, message }] });

/** The multipart form of a resumed upload: token, key, offset, then the rest of the file. */
function resumeBody(boundary: string, offset: number, rest: string) {
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return (
    field('token', CUT.token) +
    field('key', CUT.key) +
    field('offset', String(offset)) +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="chart.svg"\r\n` +
    `Content-Type: image/svg+xml\r\n\r\n${rest}\r\n--${boundary}--\r\n`
  );
}

function resumeForm(offset: number, rest: string) {
  const form = new FormData();
  form.set('token', CUT.token);
  form.set('key', CUT.key);
  form.set('offset', String(offset));
  form.set('file', new Blob([rest], { type: 'image/svg+xml' }), 'chart.svg');
  return form;
}

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

/** The part of Pact's request builder used here (its type is not exported). */
interface Builder {
  headers(headers: Record<string, unknown>): unknown;
}

/** The multipart body as it is (the builder's `body()` would add a rule to every part). */
function multipart(b: Builder, boundary: string, body: string) {
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
  ).interaction.withRequestBody(body, `multipart/form-data; boundary=${boundary}`);
}

describe('main API: resumed uploads (designed here)', () => {
  it('getUploadOffset', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given('an upload was cut off', CUT)
      .uponReceiving('how much of a cut-off upload the store holds')
      .withRequest('GET', '/v1/radio/qiniu/upload/offset', (b) =>
        b.headers(tokenHeader()).query({ key: CUT.key, token: CUT.token }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(ok({ key: CUT.key, offset: HELD.length, complete: false })),
      )
      .executeTest(async (server) => {
        const held = await unwrap(
          mainClient(server.url).GET('/v1/radio/{storage}/upload/offset', {
            params: { path: { storage: 'qiniu' }, query: { key: CUT.key, token: CUT.token } },
          }),
        );
        expect(held).toEqual({ key: CUT.key, offset: HELD.length, complete: false });
      }));

  it('getUploadOffset refused: not an upload token of the key', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('the held bytes of an upload asked for with a token never issued')
      .withRequest('GET', '/v1/radio/qiniu/upload/offset', (b) =>
        b.headers(tokenHeader()).query({ key: CUT.key, token: 'qn:not-issued' }),
      )
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
        const error = await refusal(
          unwrap(
            mainClient(server.url).GET('/v1/radio/{storage}/upload/offset', {
              params: {
                path: { storage: 'qiniu' },
                query: { key: CUT.key, token: 'qn:not-issued' },
              },
            }),
          ),
        );
        expect(error.code).toBe(40001);
      }));

  it('uploadFile (resumed at the held offset)', () => {
    const boundary = 'newsdesk-pact-resume';
    const rest = SVG.slice(HELD.length);
    return pact
      .addInteraction()
      .given(EDITOR)
      .given('an upload was cut off', CUT)
      .uponReceiving('the rest of a cut-off upload from the offset the store holds')
      .withRequest('POST', '/storage/upload', (b) =>
        multipart(b, boundary, resumeBody(boundary, HELD.length, rest)),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok({
            key: CUT.key,
            hash: like('da39a3ee5e6b4b0d3255bfef95601890afd80709'),
            // The whole file: the held bytes and the rest.
            fsize: Buffer.byteLength(SVG),
            mime: 'image/svg+xml',
          }),
        ),
      )
      .executeTest(async (server) => {
        const result = await defaultTransport(
          `${server.url}/storage/upload`,
          resumeForm(HELD.length, rest),
          EXAMPLE_TOKEN,
          () => undefined,
        );
        expect(result).toMatchObject({ key: CUT.key, fsize: SVG.length });
      });
  });

  it('uploadFile refused: an offset the store does not hold', () => {
    const boundary = 'newsdesk-pact-resume-wrong';
    const offset = HELD.length + 10;
    const message = `offset: the store holds ${HELD.length} bytes of this upload; send the file from there`;
    return pact
      .addInteraction()
      .given(EDITOR)
      .given('an upload was cut off', CUT)
      .uponReceiving('the rest of a cut-off upload from an offset the store does not hold')
      .withRequest('POST', '/storage/upload', (b) =>
        multipart(b, boundary, resumeBody(boundary, offset, SVG.slice(offset))),
      )
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody(refusedField('offset', 'match', message)),
      )
      .executeTest(async (server) => {
        const error = await refusal(
          defaultTransport(
            `${server.url}/storage/upload`,
            resumeForm(offset, SVG.slice(offset)),
            EXAMPLE_TOKEN,
            () => undefined,
          ),
        );
        expect(error).toMatchObject({ code: 40001, message });
      });
  });
});
