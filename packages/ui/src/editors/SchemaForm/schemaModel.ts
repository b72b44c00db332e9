/**
 * The key-value schema form model. The schema format, its check and value validation are the shared
 * `@newsdesk/kv-schema` (one allow-list of rules and one standard validator, `@cfworker/json-schema`,
 * for the console and the reference server, with no `eval` under the console's CSP); this module adds
 * what only the form needs: empty values and field counts.
 */
import type { SchemaField } from '@newsdesk/kv-schema';

export {
  checkSchema,
  checkSchemaText,
  MAX_SCHEMA_DEPTH,
  META_SCHEMA,
  SCHEMA_ERROR,
  timePattern,
  toJsonSchema,
  VALUE_ERROR,
  valueErrors,
  type EnumValue,
  type SchemaCheck,
  type SchemaField,
  type SchemaFieldType,
  type ValueErrorKey,
} from '@newsdesk/kv-schema';

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
