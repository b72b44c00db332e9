import {
  FORBIDDEN_TAGS,
  HTML_POLICY,
  INVALID_VALUE_SAMPLES,
  ROUND_TRIP_FIXTURES,
  XSS_CORPUS,
  allowedSamples,
  forbiddenAttributeSamples,
  urlScheme,
} from '@newsdesk/html-policy';
import sanitizeHtml from 'sanitize-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANITIZE_OPTIONS, sanitizeBody } from '../src/services/content';
import { signIn, startTestServer, type TestServer } from './harness';

/**
 * The server's sanitizer against the shared policy (`@newsdesk/html-policy`); the console's test
 * (packages/ui/src/utils/sanitize.policy.test.ts) runs the same samples, fixtures and corpus.
 */
describe('the server sanitizer covers exactly the shared policy', () => {
  it('is configured from the policy: its tags and its attributes per tag, nothing more', () => {
    expect([...(SANITIZE_OPTIONS.allowedTags as string[])].sort()).toEqual(
      Object.keys(HTML_POLICY.tags).sort(),
    );
    const attributes = SANITIZE_OPTIONS.allowedAttributes as Record<string, string[]>;
    expect(Object.keys(attributes).sort()).toEqual(Object.keys(HTML_POLICY.tags).sort());
    for (const [tag, attrs] of Object.entries(HTML_POLICY.tags)) {
      expect(attributes[tag]).toEqual(Object.keys(attrs));
    }
    expect(SANITIZE_OPTIONS.allowedSchemes).toEqual([]);
    expect(SANITIZE_OPTIONS.allowProtocolRelative).toBe(false);
  });

  it.each(allowedSamples())('keeps <$tag> with every attribute the policy allows', (sample) => {
    expect(sanitizeBody(sample.input)).toBe(sample.expected);
  });

  it.each(forbiddenAttributeSamples())(
    'removes from <$tag> every attribute the policy does not allow on it',
    (sample) => {
      expect(sanitizeBody(sample.input)).toBe(sample.expected);
    },
  );

  it.each(INVALID_VALUE_SAMPLES)('refuses a value outside the rule: $input', (sample) => {
    expect(sanitizeBody(sample.input)).toBe(sample.expected);
  });

  it.each(FORBIDDEN_TAGS)('removes <%s> (its text stays unless the policy drops it)', (tag) => {
    const out = sanitizeBody(`<p>a<${tag}>b</${tag}>c</p>`);
    expect(out).not.toMatch(new RegExp(`<${tag}[\\s/>]`, 'i'));
    expect(out.replace(/<[^>]*>/g, '')).toBe(
      HTML_POLICY.dropContentOf.includes(tag) ? 'ac' : 'abc',
    );
  });
});

describe('characters a database refuses', () => {
  it('drops NUL, wherever it is', () => {
    expect(sanitizeBody('<p>a\0b</p><scri\0pt>x()</scri\0pt><a href="https://x/\0">l</a>')).toBe(
      '<p>ab</p><a href="https://x/">l</a>',
    );
  });
});

describe('round trip of what the editor writes', () => {
  it.each(ROUND_TRIP_FIXTURES)('$name: unchanged by the server sanitizer', ({ html }) => {
    expect(sanitizeBody(html)).toBe(html);
  });

  describe('over HTTP: saved, then read back', () => {
    let server: TestServer;
    let token: string;
    beforeAll(async () => {
      server = await startTestServer();
      token = await signIn(server, 'editor');
    });
    afterAll(() => server.cleanup());

    it('stores a body with NUL characters (as text PostgreSQL accepts)', async () => {
      const created = await server.call('POST', '/v1/admin/article', {
        token,
        body: { title: 'A body pasted with NUL characters', body: '<p>a\0b</p>', publish: false },
      });
      expect(created.body.data.body).toBe('<p>ab</p>');
    });

    it('stores a title with NUL characters without them (no 500)', async () => {
      const created = await server.call('POST', '/v1/admin/article', {
        token,
        body: { title: 'A title pasted\0 with NUL characters', body: '<p>x</p>', publish: false },
      });
      expect(created.status).toBe(201);
      expect(created.body.data.title).toBe('A title pasted with NUL characters');
    });

    it('gives back every fixture exactly as sent', async () => {
      const body = ROUND_TRIP_FIXTURES.map((f) => f.html).join('');
      const created = await server.call('POST', '/v1/admin/article', {
        token,
        body: { title: 'Every block the editor writes, saved', body, publish: false },
      });
      expect(created.body.message).toBe('OK');
      const read = await server.call('GET', `/v1/admin/article/${created.body.data.id}`, {
        token,
      });
      expect(read.body.data.body).toBe(body);
    });
  });
});

/** The tags and attributes of some HTML, as the server's parser reads them. */
function executableParts(html: string): string[] {
  const found: string[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    // transformTags sees every tag with its attributes as parsed, before any filtering.
    transformTags: {
      '*': (tagName, attribs) => {
        if (!Object.hasOwn(HTML_POLICY.tags, tagName)) found.push(`<${tagName}>`);
        for (const [name, value] of Object.entries(attribs)) {
          if (/^on/i.test(name)) found.push(`${tagName}[${name}]`);
          if (['javascript', 'vbscript', 'data'].includes(urlScheme(value))) {
            found.push(`${tagName}[${name}=${value}]`);
          }
        }
        return { tagName, attribs };
      },
    },
  });
  if (/<script/i.test(html)) found.push('<script');
  return found;
}

describe('XSS corpus', () => {
  it('has a checker that sees executable output', () => {
    expect(
      executableParts('<img src=x onerror=a()><a href=" java&#9;script:x">l</a><svg></svg>'),
    ).toEqual(['img[onerror]', 'a[href= java\tscript:x]', '<svg>']);
  });

  it.each(XSS_CORPUS)('#$id ($vector, $surface): nothing executable is left', (payload) => {
    const inputs = [payload.html, ...(payload.url ? [`<a href="${payload.url}">l</a>`] : [])];
    for (const input of inputs) {
      const stored = sanitizeBody(input);
      expect(executableParts(stored)).toEqual([]);
      // What is stored reads back the same when saved again.
      expect(sanitizeBody(stored)).toBe(stored);
    }
  });
});
