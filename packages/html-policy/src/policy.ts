/**
 * The one HTML allow-list of Newsdesk: what stored rich text (article bodies, previews, messages…)
 * may contain. Data only: the console's sanitizer (DOMPurify) and the reference server's
 * (sanitize-html) each build their configuration from it, so the two cannot drift apart.
 *
 * Anything not listed here is removed: other tags (their text stays, except for the raw-text and
 * template-like elements listed in `dropContentOf`), other attributes (every `on*`, `style`,
 * `class`, `id`, other `data-*`), and URLs of other schemes.
 */

/** How the value of an allowed attribute is checked. */
export type AttributeRule =
  /** Any text. */
  | { kind: 'text' }
  /** A URL: absolute with one of `schemes`, or relative (never protocol-relative `//host`). */
  | { kind: 'url'; schemes: readonly string[] }
  /** A whole number of 1 to 4 digits (spans, list start, media size). */
  | { kind: 'integer' }
  /** One of a fixed list of values (compared exactly, case-sensitive). */
  | { kind: 'enum'; values: readonly string[] }
  /** A boolean attribute: present (written `name=""`) or absent; any given value is kept. */
  | { kind: 'boolean' };

export interface HtmlPolicy {
  /** Every allowed tag (lower case) and the attributes it may carry, each with its rule. */
  readonly tags: Readonly<Record<string, Readonly<Record<string, AttributeRule>>>>;
  /** Relative URLs (`/storage/a.png`, `#top`, `page.html`) are allowed in URL attributes. */
  readonly allowRelativeUrls: true;
  /** Protocol-relative URLs (`//host/x`, `\\host`) are not: they are another site. */
  readonly allowProtocolRelativeUrls: false;
  /**
   * Attributes set whatever the input says, when a condition holds: a link that opens a new tab
   * never hands it `window.opener`.
   */
  readonly forcedAttributes: readonly {
    readonly tag: string;
    readonly when: { readonly attribute: string; readonly equals: string };
    readonly set: { readonly attribute: string; readonly value: string };
  }[];
  /** Removed elements whose content goes too (everything else removed keeps its text). */
  readonly dropContentOf: readonly string[];
  /**
   * Pasted HTML (Word, Google Docs, web pages) keeps less than stored HTML: layout wrappers, media
   * and link behaviour are the editor's to decide, not the clipboard's.
   */
  readonly paste: {
    /** Tags of the policy unwrapped on paste (their content stays). */
    readonly unwrapTags: readonly string[];
    /** Attributes of the policy dropped on paste. */
    readonly dropAttributes: readonly string[];
  };
}

const text = { kind: 'text' } as const;
const integer = { kind: 'integer' } as const;
const boolean = { kind: 'boolean' } as const;
/** Web links, mail links. */
const linkUrl = { kind: 'url', schemes: ['http', 'https', 'mailto'] } as const;
/** Media the page loads: never `data:`, `blob:` or `javascript:`. */
const mediaUrl = { kind: 'url', schemes: ['http', 'https'] } as const;

const bare = {} as const;
const cellSpan = { colspan: integer, rowspan: integer } as const;

export const HTML_POLICY: HtmlPolicy = {
  tags: {
    // Blocks
    p: bare,
    div: bare,
    h1: bare,
    h2: bare,
    h3: bare,
    h4: bare,
    h5: bare,
    h6: bare,
    blockquote: bare,
    pre: bare,
    hr: bare,
    br: bare,
    figure: bare,
    figcaption: bare,
    // Lists: a numbered list may start anywhere (`<ol start="3">`).
    ul: bare,
    ol: { start: integer },
    li: bare,
    // Marks
    span: bare,
    strong: bare,
    b: bare,
    em: bare,
    i: bare,
    u: bare,
    s: bare,
    strike: bare,
    del: bare,
    ins: bare,
    mark: bare,
    sub: bare,
    sup: bare,
    code: bare,
    // Links, including attachments (`data-attachment` names the attachment, `download` its file).
    a: {
      href: linkUrl,
      title: text,
      target: { kind: 'enum', values: ['_blank'] },
      rel: text,
      download: boolean,
      'data-attachment': text,
    },
    // Images and media (no autoplay, no scripting attributes).
    img: { src: mediaUrl, alt: text, title: text, width: integer, height: integer },
    video: { src: mediaUrl, poster: mediaUrl, controls: boolean, width: integer, height: integer },
    audio: { src: mediaUrl, controls: boolean },
    source: { src: mediaUrl, type: text },
    // Tables
    table: bare,
    caption: bare,
    thead: bare,
    tbody: bare,
    tfoot: bare,
    tr: bare,
    th: { ...cellSpan, scope: { kind: 'enum', values: ['row', 'col', 'rowgroup', 'colgroup'] } },
    td: cellSpan,
  },
  allowRelativeUrls: true,
  allowProtocolRelativeUrls: false,
  forcedAttributes: [
    {
      tag: 'a',
      when: { attribute: 'target', equals: '_blank' },
      set: { attribute: 'rel', value: 'noopener noreferrer' },
    },
  ],
  dropContentOf: [
    'head',
    'script',
    'style',
    'template',
    'noscript',
    'noembed',
    'noframes',
    'iframe',
    'textarea',
    'xmp',
    'title',
    'select',
    'option',
    'plaintext',
    'svg',
    'math',
  ],
  paste: {
    unwrapTags: ['div', 'span', 'video', 'audio', 'source'],
    dropAttributes: ['target', 'rel', 'download', 'data-attachment', 'width', 'height'],
  },
};

/** The tags of a policy. */
export const policyTags = (policy: HtmlPolicy = HTML_POLICY): string[] => Object.keys(policy.tags);

/** Every attribute name any tag of the policy allows. */
export function policyAttributes(policy: HtmlPolicy = HTML_POLICY): string[] {
  return [...new Set(Object.values(policy.tags).flatMap((attrs) => Object.keys(attrs)))];
}

/** The rule of `attribute` on `tag`, or undefined when the pair is not allowed. */
export function attributeRule(
  tag: string,
  attribute: string,
  policy: HtmlPolicy = HTML_POLICY,
): AttributeRule | undefined {
  const attrs = policy.tags[tag];
  return attrs && Object.hasOwn(attrs, attribute) ? attrs[attribute] : undefined;
}

/** The policy for pasted HTML: the stored policy less the paste exclusions. */
export function pastePolicy(policy: HtmlPolicy = HTML_POLICY): HtmlPolicy {
  const tags: Record<string, Record<string, AttributeRule>> = {};
  for (const [tag, attrs] of Object.entries(policy.tags)) {
    if (policy.paste.unwrapTags.includes(tag)) continue;
    tags[tag] = Object.fromEntries(
      Object.entries(attrs).filter(([name]) => !policy.paste.dropAttributes.includes(name)),
    );
  }
  return { ...policy, tags, forcedAttributes: policy.forcedAttributes };
}
