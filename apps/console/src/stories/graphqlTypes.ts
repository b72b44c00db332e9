/**
 * `__typename` for the screen stories' GraphQL answers, read from the contract's schema itself
 * (graphql/schema/*.graphql). Apollo matches fragments by `__typename`, and a real server always
 * sends it; the generated operation types leave it out, so the stories' payloads (typed by those)
 * get it added here, by walking the answer along the schema's object types from `Query`.
 */
const sources = import.meta.glob<string>('../../../../graphql/schema/*.graphql', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Object type name → field name → the field's named type. */
function objectTypes(sdl: string): Map<string, Map<string, string>> {
  const types = new Map<string, Map<string, string>>();
  const text = sdl
    .replace(/"""[\s\S]*?"""/g, '')
    .replace(/"(?:[^"\\\n]|\\.)*"/g, '')
    .replace(/#[^\n]*/g, '');
  const block = /(?:extend\s+)?type\s+(\w+)[^{}\n]*\{([^}]*)\}/g;
  for (const [, name, body] of text.matchAll(block)) {
    const fields = types.get(name!) ?? new Map<string, string>();
    // Arguments never nest parentheses; without them every field reads `name: [Type!]!`.
    const flat = body!.replace(/\([^)]*\)/g, '');
    for (const [, field, type] of flat.matchAll(/(\w+)\s*:\s*\[*\s*(\w+)/g)) {
      fields.set(field!, type!);
    }
    types.set(name!, fields);
  }
  return types;
}

const schema = objectTypes(Object.values(sources).join('\n'));

function annotate(value: unknown, typename: string): unknown {
  if (Array.isArray(value)) return value.map((v) => annotate(v, typename));
  if (value === null || typeof value !== 'object') return value;
  const fields = schema.get(typename);
  if (!fields) return value;
  const out: Record<string, unknown> = { __typename: typename };
  for (const [key, v] of Object.entries(value)) {
    const type = fields.get(key);
    out[key] = type && schema.has(type) ? annotate(v, type) : v;
  }
  return out;
}

/** A query's `data` with `__typename` on every object, as the server would answer it. */
export function withTypenames<T extends object>(data: T): T {
  const out: Record<string, unknown> = {};
  const query = schema.get('Query');
  for (const [key, v] of Object.entries(data)) {
    const type = query?.get(key);
    out[key] = type && schema.has(type) ? annotate(v, type) : v;
  }
  return out as T;
}
