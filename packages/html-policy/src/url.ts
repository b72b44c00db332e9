import { HTML_POLICY, type HtmlPolicy } from './policy';

/**
 * The scheme of a URL attribute's value as a browser reads it (the value already entity-decoded):
 * control characters and spaces are ignored anywhere (browsers skip them, so `java\tscript:` is
 * `javascript:`) and HTML comments are removed. This is the rule sanitize-html applies on the
 * server; the console's sanitizer applies the same function, so both sides agree on every URL.
 *
 * Returns the lower-case scheme, `''` for a relative URL, or `'//'` for a protocol-relative one.
 */
export function urlScheme(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is skipped
  let href = value.replace(/[\x00-\x20]+/g, '');
  for (;;) {
    const open = href.indexOf('<!--');
    if (open === -1) break;
    const close = href.indexOf('-->', open + 4);
    if (close === -1) break;
    href = href.slice(0, open) + href.slice(close + 3);
  }
  const match = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/.exec(href);
  if (match) return match[1]!.toLowerCase();
  return /^[/\\]{2}/.test(href) ? '//' : '';
}

/** Whether a URL may stay in an attribute whose rule allows `schemes`. */
export function isAllowedUrl(
  value: string,
  schemes: readonly string[],
  policy: HtmlPolicy = HTML_POLICY,
): boolean {
  const scheme = urlScheme(value);
  if (scheme === '') return policy.allowRelativeUrls;
  if (scheme === '//') return policy.allowProtocolRelativeUrls;
  return schemes.includes(scheme);
}

/** Whether a value passes an integer rule (1 to 4 digits, nothing else). */
export const isPolicyInteger = (value: string): boolean => /^\d{1,4}$/.test(value);
