/**
 * Expected REST answers derived from the OpenAPI schemas: every required property with a matcher of
 * its schema type (enums as a regex of their values, integers as integers), nullable properties as
 * `null` (what the provider state leaves empty) unless the test gives a value, optional
 * properties only when the test gives them. The test names what it knows for sure.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MatchersV3 } from '@pact-foundation/pact';

const { like, integer, number, boolean, regex, atLeastLike } = MatchersV3;

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  example?: unknown;
  examples?: unknown[];
  minimum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  additionalProperties?: Schema | boolean;
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const docs = {
  main: JSON.parse(readFileSync(path.join(root, 'openapi/bundled/main.json'), 'utf8')) as {
    components: { schemas: Record<string, Schema> };
  },
  second: JSON.parse(readFileSync(path.join(root, 'openapi/bundled/second.json'), 'utf8')) as {
    components: { schemas: Record<string, Schema> };
  },
};

export interface RestShapeOptions {
  /** Exact values or matchers by path (dotted property names, array items without an index). */
  values?: Record<string, unknown>;
  /** Nullable or optional properties the provider state sets (generated from their schema). */
  present?: string[];
  /** Arrays the provider state fills (at least one item); other arrays may be empty. */
  nonEmpty?: string[];
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The matcher body of `components.schemas[name]` of one document. */
export function shapeOf(
  api: 'main' | 'second',
  name: string,
  options: RestShapeOptions = {},
): unknown {
  const schemas = docs[api].components.schemas;
  const values = options.values ?? {};
  const present = new Set(options.present ?? []);
  const nonEmpty = new Set(options.nonEmpty ?? []);

  const resolve = (s: Schema): Schema => {
    if (s.$ref) return resolve(schemas[s.$ref.split('/').pop()!]!);
    if (s.allOf) {
      const parts = s.allOf.map(resolve);
      return {
        type: 'object',
        properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
        required: parts.flatMap((p) => p.required ?? []),
      };
    }
    return s;
  };

  /** The schema without its null alternative, and whether null was allowed. */
  const nonNull = (input: Schema): [Schema, boolean] => {
    const s = resolve(input);
    const alternatives = s.oneOf ?? s.anyOf;
    if (alternatives) {
      const rest = alternatives.filter((a) => resolve(a).type !== 'null');
      return [resolve(rest[0]!), rest.length < alternatives.length];
    }
    if (Array.isArray(s.type) && s.type.includes('null')) {
      const type = s.type.filter((t) => t !== 'null');
      return [{ ...s, type: type.length === 1 ? type[0] : type }, true];
    }
    return [s, false];
  };

  const build = (input: Schema, at: string): unknown => {
    if (at in values) return values[at];
    const [s, nullable] = nonNull(input);
    if (nullable && !present.has(at)) return null;
    if (s.const !== undefined) return s.const;
    if (s.enum) {
      const all = s.enum.map(String);
      const re = `^(${all.map(escapeRegex).join('|')})$`;
      return typeof s.enum[0] === 'number' ? integer(Number(s.enum[0])) : regex(re, all[0]!);
    }
    const example = s.example ?? s.examples?.[0];
    switch (s.type) {
      case 'integer':
        return integer(typeof example === 'number' ? example : (s.minimum ?? 1));
      case 'number':
        return number(typeof example === 'number' ? example : 1.5);
      case 'boolean':
        return boolean(typeof example === 'boolean' ? example : false);
      case 'string':
        if (typeof example === 'string') return like(example);
        if (s.format === 'uri') return like('http://localhost:4000/storage/u20261122-file.png');
        if (s.pattern) throw new Error(`${at}: a pattern without an example; give a value`);
        return like('text');
      case 'array': {
        const item = build(s.items ?? {}, at);
        return atLeastLike(item, nonEmpty.has(at) ? 1 : 0, 1);
      }
      default: {
        if (!s.properties) {
          if (example !== undefined) return like(example);
          return like({});
        }
        const out: Record<string, unknown> = {};
        const required = new Set(s.required ?? []);
        for (const [key, prop] of Object.entries(s.properties)) {
          const p = at ? `${at}.${key}` : key;
          if (!required.has(key) && !(p in values) && !present.has(p)) continue;
          out[key] = build(prop, p);
        }
        return out;
      }
    }
  };

  return build({ $ref: `#/components/schemas/${name}` }, '');
}
