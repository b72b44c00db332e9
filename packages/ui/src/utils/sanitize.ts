import DOMPurify, { type Config } from 'dompurify';
import {
  HTML_POLICY,
  attributeRule,
  isAllowedUrl,
  isPolicyInteger,
  pastePolicy,
  policyAttributes,
  type HtmlPolicy,
} from '@newsdesk/html-policy';

/**
 * The one place HTML is sanitised in the console. Stored article HTML is rendered only through
 * `sanitizeHtml`; pasted HTML (Word, web pages) goes through `cleanPastedHtml`, which first turns
 * Word and Google Docs markup into plain semantic HTML and then keeps only what the paste policy
 * allows. Both are built from the shared allow-list (`@newsdesk/html-policy`), as is the server's
 * sanitizer, so stored content reads back unchanged.
 */

/**
 * A DOMPurify configuration built from a policy of `@newsdesk/html-policy` (the allow-list the
 * server's sanitizer is built from too). DOMPurify allows attributes globally: the hooks below
 * narrow them to the policy's attributes per tag and apply its value rules (URL schemes, integers,
 * enumerations) and forced attributes exactly as the server does.
 */
export function purifyConfigOf(policy: HtmlPolicy): Config {
  const schemes = [
    ...new Set(
      Object.values(policy.tags).flatMap((attrs) =>
        Object.values(attrs).flatMap((rule) => (rule.kind === 'url' ? rule.schemes : [])),
      ),
    ),
  ];
  return {
    ALLOWED_TAGS: Object.keys(policy.tags),
    ALLOWED_ATTR: policyAttributes(policy),
    // Coarse first pass (the hook applies the exact rule): listed schemes or no scheme at all.
    ALLOWED_URI_REGEXP: new RegExp(
      `^(?:(?:${schemes.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))`,
      'i',
    ),
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ADD_FORBID_CONTENTS: [...policy.dropContentOf],
    KEEP_CONTENT: true,
    RETURN_TRUSTED_TYPE: false,
  };
}

/** One DOMPurify instance per policy, with its hooks (the global instance is left alone). */
function purifierOf(policy: HtmlPolicy) {
  const purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    const rule = attributeRule(node.nodeName.toLowerCase(), data.attrName, policy);
    const value = data.attrValue;
    const keep =
      rule !== undefined &&
      (rule.kind === 'url'
        ? isAllowedUrl(value, rule.schemes, policy)
        : rule.kind === 'integer'
          ? isPolicyInteger(value)
          : rule.kind === 'enum'
            ? rule.values.includes(value)
            : true);
    if (!keep) data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    for (const forced of policy.forcedAttributes) {
      if (
        node.nodeName.toLowerCase() === forced.tag &&
        node.getAttribute(forced.when.attribute) === forced.when.equals
      ) {
        node.setAttribute(forced.set.attribute, forced.set.value);
      }
    }
  });
  const config = purifyConfigOf(policy);
  return (html: string) => purifier.sanitize(html, config) as string;
}

let purifiers: { stored: (html: string) => string; pasted: (html: string) => string } | undefined;
const purify = () =>
  (purifiers ??= {
    stored: purifierOf(HTML_POLICY),
    pasted: purifierOf(pastePolicy(HTML_POLICY)),
  });

/** Stored HTML made safe to render: exactly what the shared policy allows, nothing else. */
export function sanitizeHtml(html: string): string {
  return purify().stored(html);
}

const styleOf = (el: Element) => (el.getAttribute('style') ?? '').toLowerCase().replace(/\s+/g, '');

/** Word's list paragraphs (`mso-list`) with their marker, grouped into real lists (one level). */
function convertWordLists(doc: Document) {
  const created = new Set<Element>();
  for (const p of doc.body.querySelectorAll('p')) {
    if (!/mso-list:/.test(styleOf(p))) continue;
    const marker = [...p.querySelectorAll('span')].find((s) => /mso-list:ignore/.test(styleOf(s)));
    const ordered = /^[0-9a-z]{1,3}[.)]/i.test((marker?.textContent ?? '').trim());
    marker?.remove();
    const tag = ordered ? 'OL' : 'UL';
    const prev = p.previousElementSibling;
    let list: Element;
    if (prev && created.has(prev) && prev.tagName === tag) list = prev;
    else {
      list = doc.createElement(tag.toLowerCase());
      p.before(list);
      created.add(list);
    }
    const li = doc.createElement('li');
    li.append(...p.childNodes);
    list.append(li);
    p.remove();
  }
}

/** Inline styles that carry meaning (Google Docs, web pages) become tags before styles go. */
function convertStyledSpans(doc: Document) {
  // Google Docs wraps the whole clipboard in a non-bold <b id="docs-internal-guid-…">.
  for (const b of doc.body.querySelectorAll('b[id^="docs-internal-guid"]')) {
    b.replaceWith(...b.childNodes);
  }
  for (const span of [...doc.body.querySelectorAll('span[style]')]) {
    const style = styleOf(span);
    const wrap = (tag: string) => {
      const el = doc.createElement(tag);
      el.append(...span.childNodes);
      span.append(el);
    };
    if (/font-weight:(bold|[6-9]00)/.test(style)) wrap('strong');
    if (/font-style:italic/.test(style)) wrap('em');
    if (/text-decoration[^;]*underline/.test(style)) wrap('u');
    if (/text-decoration[^;]*line-through/.test(style)) wrap('s');
  }
}

/**
 * Pasted HTML cleaned up for the editor: Word's conditional comments, `<o:p>`, classes, styles,
 * fonts, spans, scripts and unknown tags go; Word lists become lists; bold/italic/underline/strike
 * carried by inline styles become tags; text, links, images and tables stay.
 */
export function cleanPastedHtml(html: string): string {
  const withoutWordNoise = html
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, '')
    .replace(/<\/?o:p>/gi, '')
    .replace(/<style[\s\S]*?<\/style>/gi, '');
  const doc = new DOMParser().parseFromString(withoutWordNoise, 'text/html');
  convertWordLists(doc);
  convertStyledSpans(doc);
  const clean = purify().pasted(doc.body.innerHTML);
  // Empty paragraphs Word leaves between blocks (&nbsp; only) are dropped.
  return clean.replace(/<p>(?:\s|&nbsp;|\u00a0)*<\/p>/g, '').trim();
}

/**
 * Whether an HTML body has content: text, or at least an image, a table or a rule (an empty editor
 * gives `<p></p>`). Every rich text body's "is it empty" rule uses this one.
 */
export function htmlHasContent(html: string): boolean {
  if (htmlToText(html).trim() !== '') return true;
  return /<(img|table|hr)\b/i.test(html);
}

/** The text of some HTML, tags removed and entities decoded (for counts and plain previews). */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  for (const el of doc.body.querySelectorAll('p, h1, h2, h3, h4, li, blockquote, pre, tr, br')) {
    el.append(doc.createTextNode('\n'));
  }
  return (doc.body.textContent ?? '').replace(/\n{2,}/g, '\n').trim();
}
