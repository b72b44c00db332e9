import * as cheerio from 'cheerio';
import { JSONPath } from 'jsonpath-plus';
import type { CrawlerFieldSpec } from '../db/schema-ingestion';

/** One extracted item: field name → text (missing fields are absent). */
export type ExtractedItem = Record<string, string>;

export interface ExtractSpec {
  extractor_kind: 'html' | 'json';
  selector_kind: 'css' | 'jsonpath';
  item_selector: string;
  fields: readonly CrawlerFieldSpec[];
}

export class ExtractError extends Error {}

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

function fromHtml(body: string, spec: ExtractSpec): ExtractedItem[] {
  if (spec.selector_kind !== 'css') {
    throw new ExtractError('An HTML extractor takes CSS selectors');
  }
  const $ = cheerio.load(body);
  const out: ExtractedItem[] = [];
  $(spec.item_selector).each((_, el) => {
    const item: ExtractedItem = {};
    for (const f of spec.fields) {
      const node = f.selector ? $(el).find(f.selector).first() : $(el);
      if (node.length === 0) continue;
      const value = f.attribute ? node.attr(f.attribute) : node.text();
      if (value !== undefined && clean(value)) item[f.name] = clean(value);
    }
    out.push(item);
  });
  return out;
}

function fromJson(body: string, spec: ExtractSpec): ExtractedItem[] {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new ExtractError('The answer is not JSON');
  }
  const pick = (path: string, at: unknown): unknown[] =>
    // JSONPath's `json` accepts any JSON value; its typing asks for object | array | null.
    JSONPath({ path, json: at as object, wrap: true }) as unknown[];
  const out: ExtractedItem[] = [];
  for (const node of pick(spec.item_selector, json)) {
    const item: ExtractedItem = {};
    for (const f of spec.fields) {
      const [value] = f.selector ? pick(f.selector, node) : [node];
      if (value === undefined || value === null || typeof value === 'object') continue;
      const text = clean(String(value));
      if (text) item[f.name] = text;
    }
    out.push(item);
  }
  return out;
}

/** The items of a fetched answer (CSS selectors over HTML, JSON paths over JSON). */
export function extractItems(body: string, spec: ExtractSpec): ExtractedItem[] {
  if (spec.extractor_kind === 'json') {
    if (spec.selector_kind !== 'jsonpath')
      throw new ExtractError('A JSON extractor takes JSON paths');
    return fromJson(body, spec);
  }
  return fromHtml(body, spec);
}

/** `{{name}}` in a URL or template replaced by the crawler's variables (unknown names stay). */
export function applyVariables(
  text: string,
  variables: readonly { name: string; value: string }[],
): string {
  const byName = new Map(variables.map((v) => [v.name, v.value]));
  return text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (whole, name: string) =>
    byName.has(name) ? byName.get(name)! : whole,
  );
}
