import type { Descendant, SlateEditor, TElement, TText, Value } from 'platejs';
import { sanitizeHtml } from '../../utils/sanitize';

/**
 * HTML in and out of the editor. Stored HTML always goes through the one sanitizer before Plate's
 * deserializer reads it; the serializer below writes the small, clean HTML subset the reader apps
 * render (no classes or inline styles).
 */

type RichText = TText & {
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  code?: boolean;
};

type RichElement = TElement & {
  url?: string;
  alt?: string;
  target?: string;
  listStyleType?: string;
  indent?: number;
  listStart?: number;
  colSpan?: number;
  rowSpan?: number;
};

export const emptyValue = (): Value => [{ type: 'p', children: [{ text: '' }] }];

const escapeText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

const ORDERED = new Set(['decimal', 'lower-alpha', 'upper-alpha', 'lower-roman', 'upper-roman']);

function serializeText(node: RichText): string {
  let html = escapeText(node.text).replace(/\n/g, '<br>');
  if (!html) return '';
  if (node.code) html = `<code>${html}</code>`;
  if (node.bold) html = `<strong>${html}</strong>`;
  if (node.italic) html = `<em>${html}</em>`;
  if (node.underline) html = `<u>${html}</u>`;
  if (node.strikethrough) html = `<s>${html}</s>`;
  return html;
}

function serializeInline(nodes: Descendant[]): string {
  return nodes.map((n) => serializeNode(n as RichText | RichElement)).join('');
}

const isText = (node: unknown): node is RichText =>
  typeof (node as { text?: unknown }).text === 'string';

function textOfNode(node: Descendant): string {
  if (isText(node)) return node.text;
  return (node as TElement).children.map(textOfNode).join('');
}

function serializeNode(node: RichText | RichElement): string {
  if (isText(node)) return serializeText(node);
  if (!('type' in node)) return '';
  const inner = () => serializeInline(node.children);
  switch (node.type) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'blockquote':
      return `<${node.type}>${inner()}</${node.type}>`;
    case 'a': {
      const href = node.url ?? '';
      const target = node.target
        ? ` target="${escapeAttr(node.target)}"${node.target === '_blank' ? ' rel="noopener noreferrer"' : ''}`
        : '';
      return `<a href="${escapeAttr(href)}"${target}>${inner()}</a>`;
    }
    case 'img':
      return `<img src="${escapeAttr(node.url ?? '')}" alt="${escapeAttr(node.alt ?? '')}">`;
    case 'hr':
      return '<hr>';
    case 'code_block':
      return `<pre><code>${node.children
        .map((line) => escapeText(textOfNode(line)))
        .join('\n')}</code></pre>`;
    case 'table':
      return `<table><tbody>${inner()}</tbody></table>`;
    case 'tr':
      return `<tr>${inner()}</tr>`;
    case 'td':
    case 'th': {
      const span =
        (node.colSpan && node.colSpan > 1 ? ` colspan="${node.colSpan}"` : '') +
        (node.rowSpan && node.rowSpan > 1 ? ` rowspan="${node.rowSpan}"` : '');
      return `<${node.type}${span}>${serializeBlocks(node.children)}</${node.type}>`;
    }
    default:
      // Paragraphs, and anything unknown, as a paragraph of its inline content.
      return node.children.some((c) => 'type' in c && isBlockType(String(c.type)))
        ? serializeBlocks(node.children)
        : `<p>${inner()}</p>`;
  }
}

const BLOCK_TYPES = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'blockquote',
  'img',
  'hr',
  'code_block',
  'table',
]);
const isBlockType = (type: string) => BLOCK_TYPES.has(type);

/** Blocks to HTML; Plate's indent lists (`listStyleType` + `indent`) become nested ul/ol. */
function serializeBlocks(nodes: Descendant[]): string {
  let out = '';
  const open: { tag: 'ul' | 'ol'; indent: number }[] = [];
  const closeTo = (keep: (top: { tag: string; indent: number }) => boolean) => {
    while (open.length && !keep(open[open.length - 1]!)) {
      out += `</li></${open.pop()!.tag}>`;
    }
  };
  for (const raw of nodes) {
    const node = raw as RichElement;
    if (!('type' in node) || !node.listStyleType) {
      closeTo(() => false);
      out += serializeNode(node);
      continue;
    }
    const indent = Math.max(1, node.indent ?? 1);
    const tag = ORDERED.has(node.listStyleType) ? 'ol' : 'ul';
    closeTo((top) => top.indent < indent || (top.indent === indent && top.tag === tag));
    const top = open[open.length - 1];
    const inline = serializeInline(node.children);
    if (top && top.indent === indent) {
      out += `</li><li>${inline}`;
    } else {
      const start =
        tag === 'ol' && node.listStart && node.listStart > 1 ? ` start="${node.listStart}"` : '';
      out += `<${tag}${start}><li>${inline}`;
      open.push({ tag, indent });
    }
  }
  closeTo(() => false);
  return out;
}

/** The editor's value as clean HTML ('' for an empty document). */
export function serializeHtml(value: Value): string {
  const isEmpty = value.every(
    (n) =>
      'type' in n &&
      n.type === 'p' &&
      !n.listStyleType &&
      n.children.every(isText) &&
      textOfNode(n).trim() === '',
  );
  return isEmpty ? '' : serializeBlocks(value);
}

/** Stored (or pasted, already cleaned) HTML as an editor value, sanitised first. */
export function deserializeHtml(editor: SlateEditor, html: string): Value {
  const clean = sanitizeHtml(html).trim();
  if (!clean) return emptyValue();
  const { body } = new DOMParser().parseFromString(clean, 'text/html');
  const listStarts = prepareLists(body);
  const nodes = editor.api.html.deserialize({ element: body });
  restoreListStarts(nodes, listStarts);
  restoreCellSpans(nodes);
  dropEmptyTables(nodes);
  // Loose inline text at the top level is wrapped in paragraphs.
  const value: Value = [];
  let loose: Descendant[] = [];
  const flush = () => {
    if (loose.length) value.push({ type: 'p', children: loose });
    loose = [];
  };
  for (const node of nodes) {
    if (isText(node) || (node as TElement).type === 'a') {
      loose.push(node);
    } else {
      flush();
      value.push(node as TElement);
    }
  }
  flush();
  return value.length ? value : emptyValue();
}

/**
 * Nested ul/ol as Plate's indent lists: every li carries its depth and list style as data
 * attributes (read by the list plugin's deserializer), nested lists are lifted after their item,
 * and blocks inside an item are unwrapped.
 */
function prepareLists(body: HTMLElement): (number | undefined)[] {
  const items = [...body.querySelectorAll('li')];
  // The start of a numbered list (`<ol start="3">`, kept by the sanitizer) per item, in order.
  const starts = items.map((li) => {
    const list = li.parentElement;
    const start = list instanceof HTMLOListElement ? Number(list.getAttribute('start')) : NaN;
    return list?.firstElementChild === li && start > 1 ? start : undefined;
  });
  for (const li of items) {
    let depth = 0;
    for (let el = li.parentElement; el && el !== body; el = el.parentElement) {
      if (el.tagName === 'UL' || el.tagName === 'OL') depth += 1;
    }
    li.dataset.indent = String(Math.max(1, depth));
    li.dataset.listStyleType = li.closest('ol') === li.parentElement ? 'decimal' : 'disc';
  }
  for (const li of items.reverse()) {
    const nested = [...li.children].filter((c) => c.tagName === 'UL' || c.tagName === 'OL');
    for (const list of nested.reverse()) li.after(list);
    for (const child of [...li.children]) {
      if (['P', 'DIV', 'H1', 'H2', 'H3', 'BLOCKQUOTE'].includes(child.tagName)) {
        child.replaceWith(...child.childNodes);
      }
    }
  }
  return starts;
}

/** List items of a value in document order (one per `li` of the HTML read). */
function listItems(nodes: Descendant[], out: RichElement[] = []): RichElement[] {
  for (const node of nodes) {
    if (isText(node)) continue;
    const el = node as RichElement;
    if (el.listStyleType) out.push(el);
    listItems(el.children, out);
  }
  return out;
}

/** A numbered list that starts past 1 restarts there (Plate's `listRestart`), as it was written. */
function restoreListStarts(nodes: Descendant[], starts: (number | undefined)[]) {
  const items = listItems(nodes);
  if (items.length !== starts.length) return;
  items.forEach((item, i) => {
    const start = starts[i];
    if (start) Object.assign(item, { listRestart: start, listStart: start });
  });
}

/**
 * A table without rows (`<table></table>`, what is left of a table whose content was not allowed)
 * is no table for the editor: Plate cannot render it, so it goes, at any depth.
 */
function dropEmptyTables(nodes: Descendant[]) {
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i]!;
    if (isText(node)) continue;
    const el = node as RichElement;
    dropEmptyTables(el.children);
    if (el.type === 'table' && !el.children.some((row) => (row as TElement).type === 'tr')) {
      nodes.splice(i, 1);
    }
  }
}

/** Cell spans: Plate's deserializer keeps them as raw attributes, the editor reads numbers. */
function restoreCellSpans(nodes: Descendant[]) {
  for (const node of nodes) {
    if (isText(node)) continue;
    const el = node as RichElement & { attributes?: Record<string, string> };
    if ((el.type === 'td' || el.type === 'th') && el.attributes) {
      const { colspan, rowspan, ...rest } = el.attributes;
      if (Number(colspan) > 1) el.colSpan = Number(colspan);
      if (Number(rowspan) > 1) el.rowSpan = Number(rowspan);
      if (Object.keys(rest).length) el.attributes = rest;
      else delete el.attributes;
    }
    restoreCellSpans(el.children);
  }
}

/** The plain text of a value, one line per block (for the word count). */
export function valueText(value: Value): string {
  return value.map(textOfNode).join('\n');
}
