import { HTML_POLICY, policyAttributes, type AttributeRule, type HtmlPolicy } from './policy';

/**
 * Samples that show a sanitizer covers exactly the policy: each allowed tag with every allowed
 * attribute (a valid value each) must come out unchanged, and the same element with anything else
 * added must come out as the allowed sample. Both sanitizers' unit tests run these.
 */

const VOID = new Set(['br', 'hr', 'img', 'source', 'wbr', 'col', 'input', 'meta', 'link', 'base']);

/** Where a tag has to sit for the HTML parser to keep it (`td` in a row of a table…). */
const CONTEXT: Record<string, [string, string]> = {
  li: ['<ul>', '</ul>'],
  tr: ['<table><tbody>', '</tbody></table>'],
  td: ['<table><tbody><tr>', '</tr></tbody></table>'],
  th: ['<table><tbody><tr>', '</tr></tbody></table>'],
  thead: ['<table>', '</table>'],
  tbody: ['<table>', '</table>'],
  tfoot: ['<table>', '</table>'],
  caption: ['<table>', '</table>'],
  figcaption: ['<figure>', '</figure>'],
  source: ['<video>', '</video>'],
};

/** What goes inside a tag so the parser keeps the structure as written. */
const CONTENT: Record<string, string> = {
  table: '<tbody><tr><td>x</td></tr></tbody>',
  thead: '<tr><td>x</td></tr>',
  tbody: '<tr><td>x</td></tr>',
  tfoot: '<tr><td>x</td></tr>',
  tr: '<td>x</td>',
  ul: '<li>x</li>',
  ol: '<li>x</li>',
  video: '',
  audio: '',
};

export function sampleValue(rule: AttributeRule): string {
  switch (rule.kind) {
    case 'url':
      return 'https://example.com/x';
    case 'integer':
      return '3';
    case 'enum':
      return rule.values[0] ?? '';
    case 'boolean':
      return '';
    case 'text':
      return 'v';
  }
}

const attr = (name: string, value: string) => ` ${name}="${value}"`;

function element(tag: string, attrs: [string, string][]): string {
  const open = `<${tag}${attrs.map(([n, v]) => attr(n, v)).join('')}>`;
  const body = VOID.has(tag) ? open : `${open}${CONTENT[tag] ?? 'x'}</${tag}>`;
  const [before, after] = CONTEXT[tag] ?? ['', ''];
  return `${before}${body}${after}`;
}

/** The attributes of a tag with valid values, forced attributes applied. */
function allowedAttributes(tag: string, policy: HtmlPolicy): [string, string][] {
  const attrs: [string, string][] = Object.entries(policy.tags[tag] ?? {}).map(([name, rule]) => [
    name,
    sampleValue(rule),
  ]);
  for (const forced of policy.forcedAttributes) {
    if (forced.tag !== tag) continue;
    const when = attrs.find(([n]) => n === forced.when.attribute);
    if (when?.[1] !== forced.when.equals) continue;
    const set = attrs.find(([n]) => n === forced.set.attribute);
    if (set) set[1] = forced.set.value;
    else attrs.push([forced.set.attribute, forced.set.value]);
  }
  return attrs;
}

export interface CoverageSample {
  tag: string;
  input: string;
  expected: string;
}

/** Each tag of the policy with all its attributes: unchanged by a sanitizer of the policy. */
export function allowedSamples(policy: HtmlPolicy = HTML_POLICY): CoverageSample[] {
  return Object.keys(policy.tags).map((tag) => {
    const html = element(tag, allowedAttributes(tag, policy));
    return { tag, input: html, expected: html };
  });
}

/** Attributes no tag may carry (handlers, styling, identity, other data-*, other URL sinks). */
export const FORBIDDEN_ATTRIBUTES: readonly [string, string][] = [
  ['onclick', 'window.__xss(0)'],
  ['onerror', 'window.__xss(0)'],
  ['onload', 'window.__xss(0)'],
  ['onmouseover', 'window.__xss(0)'],
  ['onfocus', 'window.__xss(0)'],
  ['style', 'color:red'],
  ['class', 'c'],
  ['id', 'i'],
  ['name', 'n'],
  ['data-x', '1'],
  ['srcdoc', 'x'],
  ['formaction', 'https://example.com/'],
  ['action', 'https://example.com/'],
  ['background', 'https://example.com/x.png'],
  ['srcset', 'https://example.com/x.png 2x'],
  ['autofocus', ''],
  ['tabindex', '1'],
  ['contenteditable', 'true'],
  ['autoplay', ''],
  ['xmlns', 'http://www.w3.org/1999/xhtml'],
];

/**
 * Each tag of the policy with its allowed attributes, plus every forbidden attribute and every
 * attribute the policy allows on other tags only: the sanitizer must give the allowed sample.
 */
export function forbiddenAttributeSamples(policy: HtmlPolicy = HTML_POLICY): CoverageSample[] {
  const everyAllowed = policyAttributes(policy);
  return Object.keys(policy.tags).map((tag) => {
    const allowed = allowedAttributes(tag, policy);
    const mine = new Set(Object.keys(policy.tags[tag] ?? {}));
    const others = everyAllowed
      .filter((name) => !mine.has(name))
      .map((name): [string, string] => [name, name === 'href' || name === 'src' ? '/x' : '1']);
    return {
      tag,
      input: element(tag, [...allowed, ...FORBIDDEN_ATTRIBUTES, ...others]),
      expected: element(tag, allowed),
    };
  });
}

/**
 * Tags outside the policy. Those in `dropContentOf` lose their content too; the others keep
 * their text.
 */
export const FORBIDDEN_TAGS: readonly string[] = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'param',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'label',
  'fieldset',
  'link',
  'meta',
  'base',
  'svg',
  'math',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'title',
  'marquee',
  'details',
  'summary',
  'dialog',
  'font',
  'center',
  'section',
  'article',
  'nav',
  'abbr',
  'cite',
  'q',
  'small',
  'kbd',
  'dl',
  'dt',
  'dd',
  'picture',
  'track',
  'canvas',
  'portal',
  'slot',
  'x-custom',
];

/** A value a rule refuses, per case: the attribute must go and the element stay. */
export const INVALID_VALUE_SAMPLES: readonly CoverageSample[] = [
  ['a', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['a', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
  ['a', '<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
  ['a', '<a href=" &#14; javascript:alert(1)">x</a>', '<a>x</a>'],
  ['a', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
  ['a', '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">x</a>', '<a>x</a>'],
  ['a', '<a href="//evil.example/">x</a>', '<a>x</a>'],
  ['a', '<a href="\\\\evil.example/">x</a>', '<a>x</a>'],
  ['a', '<a href="ftp://files.example/">x</a>', '<a>x</a>'],
  ['a', '<a href="https://x" target="_top">x</a>', '<a href="https://x">x</a>'],
  [
    'a',
    '<a href="https://x" target="_blank" rel="opener">x</a>',
    '<a href="https://x" target="_blank" rel="noopener noreferrer">x</a>',
  ],
  [
    'a',
    '<a href="https://x" target="_blank">x</a>',
    '<a href="https://x" target="_blank" rel="noopener noreferrer">x</a>',
  ],
  ['img', '<img src="data:image/png;base64,AAAA" alt="a">', '<img alt="a">'],
  ['img', '<img src="javascript:alert(1)" alt="a">', '<img alt="a">'],
  ['img', '<img src="https://x/a.png" width="100%" height="1e3">', '<img src="https://x/a.png">'],
  ['ol', '<ol start="-1"><li>x</li></ol>', '<ol><li>x</li></ol>'],
  ['ol', '<ol start="3x"><li>x</li></ol>', '<ol><li>x</li></ol>'],
  [
    'td',
    '<table><tbody><tr><td colspan="2 onclick=x">x</td></tr></tbody></table>',
    '<table><tbody><tr><td>x</td></tr></tbody></table>',
  ],
  [
    'th',
    '<table><tbody><tr><th scope="everything">x</th></tr></tbody></table>',
    '<table><tbody><tr><th>x</th></tr></tbody></table>',
  ],
  [
    'video',
    '<video poster="javascript:alert(1)" controls=""></video>',
    '<video controls=""></video>',
  ],
].map(([tag, input, expected]) => ({ tag: tag!, input: input!, expected: expected! }));
