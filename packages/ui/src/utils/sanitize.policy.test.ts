import {
  FORBIDDEN_TAGS,
  HTML_POLICY,
  INVALID_VALUE_SAMPLES,
  ROUND_TRIP_FIXTURES,
  XSS_CORPUS,
  allowedSamples,
  forbiddenAttributeSamples,
  pastePolicy,
  policyAttributes,
  urlScheme,
} from '@newsdesk/html-policy';
import { describe, expect, it } from 'vitest';
import { cleanPastedHtml, purifyConfigOf, sanitizeHtml } from './sanitize';

/**
 * The console's sanitizer against the shared policy (`@newsdesk/html-policy`); the server's test
 * (apps/api/test/sanitizer.test.ts) runs the same samples, fixtures and corpus on its side.
 */
describe('the console sanitizer covers exactly the shared policy', () => {
  it('is configured from the policy: its tags and attributes, nothing more', () => {
    const config = purifyConfigOf(HTML_POLICY);
    expect([...(config.ALLOWED_TAGS as string[])].sort()).toEqual(
      Object.keys(HTML_POLICY.tags).sort(),
    );
    expect([...(config.ALLOWED_ATTR as string[])].sort()).toEqual(
      policyAttributes(HTML_POLICY).sort(),
    );
    expect(config.ALLOW_DATA_ATTR).toBe(false);
  });

  it.each(allowedSamples())('keeps <$tag> with every attribute the policy allows', (sample) => {
    expect(sanitizeHtml(sample.input)).toBe(sample.expected);
  });

  it.each(forbiddenAttributeSamples())(
    'removes from <$tag> every attribute the policy does not allow on it',
    (sample) => {
      expect(sanitizeHtml(sample.input)).toBe(sample.expected);
    },
  );

  it.each(INVALID_VALUE_SAMPLES)('refuses a value outside the rule: $input', (sample) => {
    expect(sanitizeHtml(sample.input)).toBe(sample.expected);
  });

  it.each(FORBIDDEN_TAGS)('removes <%s> (its text stays unless the policy drops it)', (tag) => {
    const out = sanitizeHtml(`<p>a<${tag}>b</${tag}>c</p>`);
    expect(out).not.toMatch(new RegExp(`<${tag}[\\s/>]`, 'i'));
    expect(out.replace(/<[^>]*>/g, '')).toBe(
      HTML_POLICY.dropContentOf.includes(tag) ? 'ac' : 'abc',
    );
  });

  it('cleans pastes with the paste policy: the stored policy less its paste exclusions', () => {
    const paste = pastePolicy(HTML_POLICY);
    for (const tag of HTML_POLICY.paste.unwrapTags) expect(paste.tags[tag]).toBeUndefined();
    for (const sample of allowedSamples(paste)) {
      expect(cleanPastedHtml(sample.input)).toBe(sample.expected);
    }
    expect(
      cleanPastedHtml(
        '<div><span>t</span> <a href="https://x" target="_blank" rel="x" data-attachment="1" download="">l</a></div>',
      ),
    ).toBe('t <a href="https://x">l</a>');
  });
});

describe('round trip of what the editor writes', () => {
  it.each(ROUND_TRIP_FIXTURES)('$name: unchanged by the console sanitizer', ({ html }) => {
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml(sanitizeHtml(html))).toBe(html);
  });
});

/** What must never be in sanitised output, whatever came in. */
function executableParts(html: string): string[] {
  const found: string[] = [];
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const el of doc.body.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (!Object.hasOwn(HTML_POLICY.tags, tag)) found.push(`<${tag}>`);
    for (const attr of el.attributes) {
      if (/^on/i.test(attr.name)) found.push(`${tag}[${attr.name}]`);
      if (['javascript', 'vbscript', 'data'].includes(urlScheme(attr.value))) {
        found.push(`${tag}[${attr.name}=${attr.value}]`);
      }
    }
  }
  if (/<script/i.test(html)) found.push('<script');
  return found;
}

describe('XSS corpus', () => {
  it('has a checker that sees executable output', () => {
    expect(
      executableParts('<img src=x onerror=a()><a href=" java&#9;script:x">l</a><svg></svg>'),
    ).toEqual(['img[onerror]', 'a[href= java\tscript:x]', '<svg>']);
  });

  it(`has at least 150 payloads with distinct ids (${XSS_CORPUS.length})`, () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(XSS_CORPUS.map((p) => p.id)).size).toBe(XSS_CORPUS.length);
  });

  it.each(XSS_CORPUS)('#$id ($vector, $surface): nothing executable is left', (payload) => {
    const inputs = [payload.html, ...(payload.url ? [`<a href="${payload.url}">l</a>`] : [])];
    for (const input of inputs) {
      const stored = sanitizeHtml(input);
      expect(executableParts(stored)).toEqual([]);
      // Sanitised output is a fixed point: what is stored reads back the same.
      expect(sanitizeHtml(stored)).toBe(stored);
      expect(executableParts(cleanPastedHtml(input))).toEqual([]);
    }
  });
});
