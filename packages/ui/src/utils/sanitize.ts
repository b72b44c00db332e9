import DOMPurify, { type Config } from 'dompurify';

/**
 * The one place HTML is sanitised. Stored article HTML is rendered only through `sanitizeHtml`;
 * pasted HTML (Word, web pages) goes through `cleanPastedHtml`, which first turns Word and Google
 * Docs markup into plain semantic HTML and then keeps only what the editor understands.
 */

/** The rich-text tags the editor writes and the reader pages render. */
const RICH_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'pre',
  'code',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'strike',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
];

const RICH_ATTRS = ['href', 'target', 'rel', 'src', 'alt', 'title', 'colspan', 'rowspan', 'start'];

const STORED: Config = {
  ALLOWED_TAGS: [...RICH_TAGS, 'span', 'div'],
  ALLOWED_ATTR: [...RICH_ATTRS, 'data-attachment', 'download'],
  ALLOW_DATA_ATTR: false,
};

const PASTED: Config = {
  ALLOWED_TAGS: RICH_TAGS,
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'start'],
  ALLOW_DATA_ATTR: false,
  KEEP_CONTENT: true,
};

let hooked = false;
function ensureHooks() {
  if (hooked) return;
  hooked = true;
  // Links leave the console in a new tab without handing it `window.opener`.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Stored HTML made safe to render: no scripts, event handlers, styles or foreign URL schemes. */
export function sanitizeHtml(html: string): string {
  ensureHooks();
  return DOMPurify.sanitize(html, { ...STORED, RETURN_TRUSTED_TYPE: false }) as string;
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
  ensureHooks();
  const withoutWordNoise = html
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, '')
    .replace(/<\/?o:p>/gi, '')
    .replace(/<style[\s\S]*?<\/style>/gi, '');
  const doc = new DOMParser().parseFromString(withoutWordNoise, 'text/html');
  convertWordLists(doc);
  convertStyledSpans(doc);
  const clean = DOMPurify.sanitize(doc.body.innerHTML, {
    ...PASTED,
    RETURN_TRUSTED_TYPE: false,
  }) as string;
  // Empty paragraphs Word leaves between blocks (&nbsp; only) are dropped.
  return clean.replace(/<p>(?:\s|&nbsp;|\u00a0)*<\/p>/g, '').trim();
}

/** The text of some HTML, tags removed and entities decoded (for counts and plain previews). */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  for (const el of doc.body.querySelectorAll('p, h1, h2, h3, h4, li, blockquote, pre, tr, br')) {
    el.append(doc.createTextNode('\n'));
  }
  return (doc.body.textContent ?? '').replace(/\n{2,}/g, '\n').trim();
}
