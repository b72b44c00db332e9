/**
 * The key-value schema format of operations §3 ("Schema fields: name, title, type (string, number,
 * bool, object, array, enum with title and value), multiline, time format"), the contract's
 * `KvSchemaField`, turned into a standard JSON Schema (`toJsonSchema`, the subset: type, enum,
 * pattern, properties, additionalProperties, items) and validated by the interpreter below: the
 * schema itself against the meta-schema's rules, and a value against the schema, with each error at
 * its field. Not ajv: ajv compiles validators with `new Function`, which the console's CSP
 * (`script-src 'self'`, no 'unsafe-eval') refuses, and key-value schemas are only known at run time.
 */
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

/** The meta-schema: what a schema field may be (the contract's `KvSchemaField`); `checkSchema` applies these rules. */
export const META_SCHEMA = {
  $id: 'kv-schema-field',
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
    fields: { type: 'array', maxItems: 200, items: { $ref: 'kv-schema-field' } },
    items: { $ref: 'kv-schema-field' },
  },
  allOf: [
    { if: { properties: { type: { const: 'enum' } } }, then: { required: ['options'] } },
    { if: { properties: { type: { const: 'object' } } }, then: { required: ['fields'] } },
    { if: { properties: { type: { const: 'array' } } }, then: { required: ['items'] } },
  ],
} as const;

/** A time display format (`YYYY-MM-DD HH:mm`) as a pattern. */
export function timePattern(format: string): string {
  const escaped = format.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `^${escaped.replace(/YYYY|MM|DD|HH|mm|ss/g, (m) => (m === 'YYYY' ? '\\d{4}' : '\\d{2}'))}$`;
}

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

export type SchemaCheck =
  | { ok: true; schema: SchemaField }
  | { ok: false; message: typeof SCHEMA_ERROR; details: string[] };

/** Parses and checks a schema typed as JSON: the spec's message, and what exactly is wrong. */
export function checkSchemaText(text: string): SchemaCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return { ok: false, message: SCHEMA_ERROR, details: [(e as Error).message] };
  }
  return checkSchema(parsed);
}

const TYPES: readonly string[] = ['string', 'number', 'bool', 'object', 'array', 'enum'];
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const KNOWN = new Set([
  'name',
  'title',
  'type',
  'multiline',
  'time_format',
  'options',
  'fields',
  'items',
]);
const isText = (v: unknown, max: number) =>
  typeof v === 'string' && v.length >= 1 && v.length <= max;

/** The rules of `META_SCHEMA`, checked without code generation. */
function metaProblems(v: unknown, path: string, out: string[]) {
  const at = path || '/';
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    out.push(`${at}: must be object`);
    return;
  }
  const f = v as Record<string, unknown>;
  for (const k of Object.keys(f))
    if (!KNOWN.has(k)) out.push(`${at}: must NOT have additional property ${k}`);
  if (f.name !== undefined && !(typeof f.name === 'string' && NAME.test(f.name)))
    out.push(`${path}/name: must match pattern "${NAME.source}"`);
  if (!isText(f.title, 100)) out.push(`${path}/title: must be a text of 1 to 100 characters`);
  if (!TYPES.includes(f.type as string))
    out.push(`${path}/type: must be one of ${TYPES.join(', ')}`);
  if (f.multiline !== undefined && typeof f.multiline !== 'boolean')
    out.push(`${path}/multiline: must be boolean`);
  if (
    f.time_format !== undefined &&
    f.time_format !== null &&
    !(typeof f.time_format === 'string' && f.time_format.length <= 50)
  )
    out.push(`${path}/time_format: must be a text of at most 50 characters or null`);
  if (f.options !== undefined) {
    if (!Array.isArray(f.options) || f.options.length < 1 || f.options.length > 200)
      out.push(`${path}/options: must be a list of 1 to 200 options`);
    else
      f.options.forEach((o: unknown, i) => {
        const opt = o as Record<string, unknown> | null;
        const ok =
          typeof opt === 'object' &&
          opt !== null &&
          !Array.isArray(opt) &&
          Object.keys(opt).every((k) => k === 'title' || k === 'value') &&
          isText(opt.title, 100) &&
          ['string', 'number', 'boolean'].includes(typeof opt.value);
        if (!ok)
          out.push(`${path}/options/${i}: must have a title and a string, number or boolean value`);
      });
  }
  if (f.fields !== undefined) {
    if (!Array.isArray(f.fields) || f.fields.length > 200)
      out.push(`${path}/fields: must be a list of at most 200 fields`);
    else f.fields.forEach((c: unknown, i) => metaProblems(c, `${path}/fields/${i}`, out));
  }
  if (f.items !== undefined) metaProblems(f.items, `${path}/items`, out);
  if (f.type === 'enum' && f.options === undefined)
    out.push(`${at}: must have required property 'options'`);
  if (f.type === 'object' && f.fields === undefined)
    out.push(`${at}: must have required property 'fields'`);
  if (f.type === 'array' && f.items === undefined)
    out.push(`${at}: must have required property 'items'`);
}

export function checkSchema(value: unknown): SchemaCheck {
  const problems: string[] = [];
  metaProblems(value, '', problems);
  if (problems.length) return { ok: false, message: SCHEMA_ERROR, details: problems };
  const schema = value as SchemaField;
  structuralProblems(schema, '', 1, problems);
  return problems.length
    ? { ok: false, message: SCHEMA_ERROR, details: problems }
    : { ok: true, schema };
}

/** The standard JSON Schema of a field. */
export function toJsonSchema(field: SchemaField): Record<string, unknown> {
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

/** The message of one error, in the form's words (translated by key where the form shows it). */
export type ValueErrorKey =
  | 'schema-error-type-string'
  | 'schema-error-type-number'
  | 'schema-error-type-boolean'
  | 'schema-error-type-object'
  | 'schema-error-type-array'
  | 'schema-error-enum'
  | 'schema-error-time'
  | 'schema-error-unknown';

type Json = Record<string, unknown>;

/** Validates a value against the JSON Schema subset of `toJsonSchema`; errors by dotted path. */
function validate(schema: Json, value: unknown, path: string[], out: Map<string, ValueErrorKey>) {
  const put = (key: ValueErrorKey, at: string[] = path) => {
    const p = at.join('.');
    if (!out.has(p)) out.set(p, key);
  };
  if (Array.isArray(schema.enum)) {
    if (!(schema.enum as unknown[]).some((e) => e === value)) put('schema-error-enum');
    return;
  }
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') put('schema-error-type-string');
      else if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern).test(value))
        put('schema-error-time');
      return;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) put('schema-error-type-number');
      return;
    case 'boolean':
      if (typeof value !== 'boolean') put('schema-error-type-boolean');
      return;
    case 'array':
      if (!Array.isArray(value)) put('schema-error-type-array');
      else
        value.forEach((item, i) => validate(schema.items as Json, item, [...path, String(i)], out));
      return;
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        put('schema-error-type-object');
        return;
      }
      const props = (schema.properties ?? {}) as Record<string, Json>;
      for (const [k, v] of Object.entries(value)) {
        if (!(k in props)) put('schema-error-unknown', [...path, k]);
        else validate(props[k]!, v, [...path, k], out);
      }
      return;
    }
  }
}

const compiled = new WeakMap<SchemaField, Json>();

/** A value's errors by field path (`''` is the root, `a.0.b` a nested field), or null when valid. */
export function valueErrors(
  schema: SchemaField,
  value: unknown,
): Map<string, ValueErrorKey> | null {
  let json = compiled.get(schema);
  if (!json) {
    json = toJsonSchema(schema);
    compiled.set(schema, json);
  }
  const out = new Map<string, ValueErrorKey>();
  validate(json, value, [], out);
  return out.size ? out : null;
}

/** An empty value of a field (what Add puts in an array, what a new form starts with). */
export function emptyValue(field: SchemaField): unknown {
  switch (field.type) {
    case 'string':
      return '';
    case 'number':
      return 0;
    case 'bool':
      return false;
    case 'enum':
      return field.options?.[0]?.value ?? '';
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries((field.fields ?? []).map((f) => [f.name ?? '', emptyValue(f)]));
  }
}

/** Counts the inputs a value needs under a schema (the 200-field budget, stories). */
export function countFields(field: SchemaField, value: unknown): number {
  if (field.type === 'object') {
    const v = (value ?? {}) as Record<string, unknown>;
    return (field.fields ?? []).reduce((n, f) => n + countFields(f, v[f.name ?? '']), 0);
  }
  if (field.type === 'array') {
    const items = Array.isArray(value) ? value : [];
    return items.reduce<number>((n, item) => n + countFields(field.items!, item), 0);
  }
  return 1;
}
