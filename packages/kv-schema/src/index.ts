/**
 * The one key-value schema check of Newsdesk, shared by the console's schema form (packages/ui
 * `SchemaForm`, `KvEditor`) and the reference server (`apps/api` `services/kv.ts`), so both sides
 * apply one allow-list of rules with one standard validator.
 *
 * The schema format is operations §3's ("Schema fields: name, title, type (string, number, bool,
 * object, array, enum with title and value), multiline, time format"), the contract's
 * `KvSchemaField`. A schema is checked against `META_SCHEMA` (the contract's rules as a JSON Schema)
 * plus what a JSON Schema cannot say (object field names present and unique, nesting depth); a value
 * is checked against the standard JSON Schema of its field (`toJsonSchema`: type, enum, pattern,
 * properties, additionalProperties, items; a `time_format` becomes a pattern).
 *
 * The validator is `@cfworker/json-schema`: an interpreter, no `eval` or `new Function` (ajv compiles
 * validators with `new Function`, which the console's CSP, `script-src 'self'` without
 * 'unsafe-eval', refuses), and key-value schemas are only known at run time.
 */
import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';

export type SchemaFieldType = 'string' | 'number' | 'bool' | 'object' | 'array' | 'enum';
export type EnumValue = string | number | boolean;

export interface SchemaField {
  name?: string;
  title: string;
  type: SchemaFieldType;
  multiline?: boolean;
  time_format?: string | null;
  options?: { title: string; value: EnumValue }[];
  fields?: SchemaField[];
  items?: SchemaField;
}

/** The spec's messages (operations §5). */
export const SCHEMA_ERROR = 'Error,please check the json schema';
export const VALUE_ERROR = 'Json schema validation failed';

/** Nesting limit of the contract. */
export const MAX_SCHEMA_DEPTH = 8;

/** The meta-schema: what a schema field may be (the contract's `KvSchemaField`). */
export const META_SCHEMA: Schema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'type'],
  properties: {
    name: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]{0,63}$' },
    title: { type: 'string', minLength: 1, maxLength: 100 },
    type: { enum: ['string', 'number', 'bool', 'object', 'array', 'enum'] },
    multiline: { type: 'boolean' },
    time_format: { type: ['string', 'null'], maxLength: 50 },
    options: {
      type: 'array',
      minItems: 1,
      maxItems: 200,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'value'],
        properties: {
          title: { type: 'string', minLength: 1, maxLength: 100 },
          value: { type: ['string', 'number', 'boolean'] },
        },
      },
    },
    fields: { type: 'array', maxItems: 200, items: { $ref: '#' } },
    items: { $ref: '#' },
  },
  allOf: [
    { if: { properties: { type: { const: 'enum' } } }, then: { required: ['options'] } },
    { if: { properties: { type: { const: 'object' } } }, then: { required: ['fields'] } },
    { if: { properties: { type: { const: 'array' } } }, then: { required: ['items'] } },
  ],
};

const DRAFT = '2020-12';

/** A time display format (`YYYY-MM-DD HH:mm`) as a pattern: YYYY four digits, MM/DD/HH/mm/ss two, the rest literal. */
export function timePattern(format: string): string {
  const escaped = format.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `^${escaped.replace(/YYYY|MM|DD|HH|mm|ss/g, (m) => (m === 'YYYY' ? '\\d{4}' : '\\d{2}'))}$`;
}

/** `#/a/0/b` (a JSON pointer fragment as the validator reports it) as path segments. */
function segments(location: string): string[] {
  return location
    .replace(/^#\/?/, '')
    .split('/')
    .filter((s) => s !== '')
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Keywords whose error only says that something below failed (the error below says what). */
const SUMMARY = new Set(['properties', 'items', '$ref', 'allOf', 'then', 'if', 'anyOf', 'oneOf']);

/** Problems of a schema the meta-schema cannot see: object field names present and unique, depth. */
function structuralProblems(field: SchemaField, path: string, depth: number, out: string[]) {
  if (depth > MAX_SCHEMA_DEPTH) {
    out.push(`${path || '/'}: nested deeper than ${MAX_SCHEMA_DEPTH} levels`);
    return;
  }
  if (field.type === 'object') {
    const names = new Set<string>();
    (field.fields ?? []).forEach((f, i) => {
      const at = `${path}/fields/${i}`;
      if (!f.name) out.push(`${at}: a field of an object needs a name`);
      else if (names.has(f.name)) out.push(`${at}: the name "${f.name}" is used twice`);
      else names.add(f.name);
      structuralProblems(f, at, depth + 1, out);
    });
  }
  if (field.type === 'array' && field.items)
    structuralProblems(field.items, `${path}/items`, depth + 1, out);
}

/** A meta-schema error in the form's words (the wording the form showed before the library). */
function detail(unit: OutputUnit): string {
  const missing = /required property "([^"]+)"/.exec(unit.error);
  if (unit.keyword === 'required' && missing) return `must have required property '${missing[1]}'`;
  return unit.error;
}

export type SchemaCheck =
  | { ok: true; schema: SchemaField }
  | { ok: false; message: typeof SCHEMA_ERROR; details: string[] };

let metaValidator: Validator | undefined;

/** Checks a schema: the spec's message, and what exactly is wrong (`/fields/0/title: …`). */
export function checkSchema(value: unknown): SchemaCheck {
  metaValidator ??= new Validator(META_SCHEMA, DRAFT, false);
  const result = metaValidator.validate(value);
  if (!result.valid) {
    const details = result.errors
      .filter((e: OutputUnit) => !SUMMARY.has(e.keyword))
      .map((e) => `/${segments(e.instanceLocation).join('/')}: ${detail(e)}`);
    return { ok: false, message: SCHEMA_ERROR, details: [...new Set(details)] };
  }
  const problems: string[] = [];
  const schema = value as SchemaField;
  structuralProblems(schema, '', 1, problems);
  return problems.length
    ? { ok: false, message: SCHEMA_ERROR, details: problems }
    : { ok: true, schema };
}

/** Parses and checks a schema typed as JSON. */
export function checkSchemaText(text: string): SchemaCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return { ok: false, message: SCHEMA_ERROR, details: [(e as Error).message] };
  }
  return checkSchema(parsed);
}

/** The standard JSON Schema of a field. */
export function toJsonSchema(field: SchemaField): Schema {
  const base = { title: field.title };
  switch (field.type) {
    case 'string':
      return field.time_format
        ? { ...base, type: 'string', pattern: timePattern(field.time_format) }
        : { ...base, type: 'string' };
    case 'number':
      return { ...base, type: 'number' };
    case 'bool':
      return { ...base, type: 'boolean' };
    case 'enum':
      return { ...base, enum: (field.options ?? []).map((o) => o.value) };
    case 'array':
      return { ...base, type: 'array', items: field.items ? toJsonSchema(field.items) : {} };
    case 'object':
      return {
        ...base,
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(
          (field.fields ?? []).map((f) => [f.name ?? '', toJsonSchema(f)]),
        ),
      };
  }
}

/** The message of one value error, as an i18n key of the form. */
export type ValueErrorKey =
  | 'schema-error-type-string'
  | 'schema-error-type-number'
  | 'schema-error-type-boolean'
  | 'schema-error-type-object'
  | 'schema-error-type-array'
  | 'schema-error-enum'
  | 'schema-error-time'
  | 'schema-error-unknown';

const TYPE_KEYS: Record<string, ValueErrorKey> = {
  string: 'schema-error-type-string',
  number: 'schema-error-type-number',
  boolean: 'schema-error-type-boolean',
  object: 'schema-error-type-object',
  array: 'schema-error-type-array',
};

/** The key of one error the validator reports, or null for a summary ("items did not match"). */
function errorKey(unit: OutputUnit, json: Schema): ValueErrorKey | null {
  switch (unit.keyword) {
    case 'type': {
      // keywordLocation points at the failing `type` keyword inside the (ref-free) schema.
      let node: unknown = json;
      for (const s of segments(unit.keywordLocation).slice(0, -1))
        node = (node as Record<string, unknown> | undefined)?.[s];
      const type = (node as Schema | undefined)?.type;
      return (typeof type === 'string' && TYPE_KEYS[type]) || 'schema-error-unknown';
    }
    case 'enum':
      return 'schema-error-enum';
    case 'pattern':
      // Only a time_format makes a pattern.
      return 'schema-error-time';
    case 'false':
      // additionalProperties: false, a property the schema does not name.
      return 'schema-error-unknown';
    default:
      return null;
  }
}

const compiled = new WeakMap<SchemaField, { json: Schema; validator: Validator }>();

/** A value's errors by field path (`''` is the root, `a.0.b` a nested field), or null when valid. */
export function valueErrors(
  schema: SchemaField,
  value: unknown,
): Map<string, ValueErrorKey> | null {
  let entry = compiled.get(schema);
  if (!entry) {
    const json = toJsonSchema(schema);
    entry = { json, validator: new Validator(json, DRAFT, false) };
    compiled.set(schema, entry);
  }
  const result = entry.validator.validate(value);
  if (result.valid) return null;
  const out = new Map<string, ValueErrorKey>();
  for (const unit of result.errors) {
    const key = errorKey(unit, entry.json);
    const path = segments(unit.instanceLocation).join('.');
    if (key && !out.has(path)) out.set(path, key);
  }
  // A failure the keys above do not name still refuses the value, at the root.
  if (out.size === 0) out.set('', 'schema-error-unknown');
  return out;
}

/** Whether a value passes its schema (the server's rule before saving). */
export function matchesSchema(schema: SchemaField, value: unknown): boolean {
  return valueErrors(schema, value) === null;
}
