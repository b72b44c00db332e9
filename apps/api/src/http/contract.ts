/**
 * The OpenAPI documents drive the server: every route comes from an operation, and every request is
 * validated against the same schemas the clients are generated from (openapi/bundled/*.json, made by
 * `pnpm gen`). Bad input answers 40001 with the field and the rule, and the spec's own message where
 * the contract gives one (`x-validation-messages`).
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiError, type FieldError } from './errors';

// ajv-formats is CommonJS with a default export.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export type ApiName = 'main' | 'second';
type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** A schema's validator: true when the value passes; `errors` then says what failed. */
export interface Validator {
  (value: unknown): boolean;
  readonly errors: ErrorObject[] | null | undefined;
}

export interface ParamSpec {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  schema: Json;
  validate: Validator;
}

export interface Operation {
  api: ApiName;
  operationId: string;
  method: Method;
  /** The OpenAPI path template (`/v1/admin/article/{id}`). */
  path: string;
  /** The same path for Fastify (`/v1/admin/article/:id`). */
  url: string;
  secured: boolean;
  /** `x-roles`: the roles that may call it. */
  roles: string[];
  params: ParamSpec[];
  body: { contentType: string; required: boolean; validate: Validator | null } | null;
  /** The HTTP status of the success answer (200 or 201). */
  successStatus: number;
}

const bundledDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../openapi/bundled',
);

const pointer = (...parts: (string | number)[]) =>
  parts.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

export class Contract {
  readonly operations: Operation[] = [];
  private readonly ajv: Ajv2020;
  private readonly compilers: (() => ValidateFunction)[] = [];
  private readonly docs: Record<ApiName, Json>;

  constructor(docs?: Record<ApiName, Json>) {
    this.docs = docs ?? {
      main: JSON.parse(readFileSync(path.join(bundledDir, 'main.json'), 'utf8')) as Json,
      second: JSON.parse(readFileSync(path.join(bundledDir, 'second.json'), 'utf8')) as Json,
    };
    this.ajv = new Ajv2020({
      strict: false,
      allErrors: true,
      verbose: true,
      validateFormats: true,
    });
    addFormats(this.ajv);
    for (const api of ['main', 'second'] as const) {
      this.ajv.addSchema({ ...this.docs[api], $id: `${api}.json` });
      this.index(api);
    }
  }

  /** Follows local `$ref`s of a document. */
  deref(api: ApiName, node: unknown): Json {
    let current = node as Json;
    for (let i = 0; i < 20 && current && typeof current.$ref === 'string'; i++) {
      const ref = current.$ref as string;
      current = ref
        .replace(/^#\//, '')
        .split('/')
        .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>((n, key) => (n as Json | undefined)?.[key], this.docs[api]) as Json;
    }
    return current;
  }

  /**
   * The validator of the schema at `ptr`, compiled when it is first used. Compiling all of them
   * when the server starts took about 0.35 s of every start (each API test file, each e2e stack),
   * for operations a run mostly never calls; `compileAll` compiles them at once (a test does).
   */
  private compile(api: ApiName, ptr: string): Validator {
    let compiled: ValidateFunction | undefined;
    const compile = () => (compiled ??= this.ajv.compile({ $ref: `${api}.json#/${ptr}` }));
    const validate = ((value: unknown) => compile()(value)) as Validator;
    Object.defineProperty(validate, 'errors', { get: () => compiled?.errors });
    this.compilers.push(compile);
    return validate;
  }

  /** Compiles every validator now (a schema the validator cannot compile throws here). */
  compileAll(): void {
    for (const compile of this.compilers) compile();
  }

  private index(api: ApiName) {
    const doc = this.docs[api];
    const paths = (doc.paths ?? {}) as Record<string, Json>;
    for (const [p, rawItem] of Object.entries(paths)) {
      const item = this.deref(api, rawItem);
      const itemParams = (item.parameters ?? []) as unknown[];
      for (const method of ['get', 'post', 'put', 'delete', 'patch'] as const) {
        const op = item[method] as Json | undefined;
        if (!op) continue;
        const params: ParamSpec[] = [];
        const collect = (list: unknown[], base: string) =>
          list.forEach((raw, i) => {
            const param = this.deref(api, raw);
            // Point at the schema through the parameter's own location (it may be a component).
            const ref = (raw as Json).$ref as string | undefined;
            const schemaPtr = ref ? `${ref.replace(/^#\//, '')}/schema` : `${base}/${i}/schema`;
            if (params.some((x) => x.name === param.name && x.in === param.in)) return;
            params.push({
              name: param.name as string,
              in: param.in as ParamSpec['in'],
              required: Boolean(param.required),
              schema: this.deref(api, param.schema),
              validate: this.compile(api, schemaPtr),
            });
          });
        collect((op.parameters ?? []) as unknown[], pointer('paths', p, method, 'parameters'));
        collect(itemParams, pointer('paths', p, 'parameters'));

        let body: Operation['body'] = null;
        const requestBody = op.requestBody ? this.deref(api, op.requestBody) : null;
        if (requestBody) {
          const content = (requestBody.content ?? {}) as Record<string, Json>;
          const [contentType] = Object.keys(content);
          const bodyPtr = (op.requestBody as Json).$ref
            ? `${((op.requestBody as Json).$ref as string).replace(/^#\//, '')}/content/${pointer(contentType!)}/schema`
            : pointer('paths', p, method, 'requestBody', 'content', contentType!, 'schema');
          body = {
            contentType: contentType!,
            required: Boolean(requestBody.required),
            validate: contentType === 'application/json' ? this.compile(api, bodyPtr) : null,
          };
        }
        const responses = Object.keys((op.responses ?? {}) as Json);
        this.operations.push({
          api,
          operationId: op.operationId as string,
          method: method.toUpperCase() as Method,
          path: p,
          url: p.replace(/\{([^}]+)\}/g, ':$1'),
          secured: Array.isArray(op.security)
            ? op.security.length > 0
            : Array.isArray(doc.security) && doc.security.length > 0,
          roles: (op['x-roles'] as string[] | undefined) ?? [],
          params,
          body,
          successStatus: responses.includes('201') && !responses.includes('200') ? 201 : 200,
        });
      }
    }
  }

  /**
   * Coerces query and path strings by their schemas, validates them and the JSON body, and returns
   * the typed input; throws a 40001 ApiError naming each failed field and rule.
   */
  validateRequest(
    op: Operation,
    raw: { query: Record<string, unknown>; params: Record<string, unknown>; body: unknown },
  ): { query: Json; params: Json; body: unknown } {
    const errors: FieldError[] = [];
    const out = { query: {} as Json, params: {} as Json };
    for (const spec of op.params) {
      if (spec.in === 'header') continue;
      const source = spec.in === 'query' ? raw.query : raw.params;
      const value = source[spec.name];
      if (value === undefined || (value === '' && spec.schema.type !== 'string')) {
        if (spec.required && value === undefined) {
          errors.push({
            field: spec.name,
            rule: 'required',
            message: `${spec.name}: This is a required field`,
          });
        }
        continue;
      }
      const coerced = this.coerce(op.api, spec.schema, value);
      if (!spec.validate(coerced)) {
        errors.push(...this.describe(op.api, spec.validate.errors ?? [], spec.name));
        continue;
      }
      (spec.in === 'query' ? out.query : out.params)[spec.name] = coerced;
    }
    let body: unknown = raw.body;
    if (op.body) {
      if (body === undefined || body === null || body === '') {
        if (op.body.required)
          errors.push({
            field: 'body',
            rule: 'required',
            message: 'body: This is a required field',
          });
      } else if (op.body.validate) {
        body = trimStrings(body);
        if (!op.body.validate(body))
          errors.push(...this.describe(op.api, op.body.validate.errors ?? [], ''));
      }
    }
    if (errors.length > 0) throw ApiError.validation(dedupe(errors));
    return { ...out, body };
  }

  private coerce(api: ApiName, schema: Json, value: unknown): unknown {
    const s = this.deref(api, schema);
    const type = Array.isArray(s.type)
      ? (s.type as string[]).find((t) => t !== 'null')
      : (s.type as string | undefined);
    if (type === 'array') {
      const list = Array.isArray(value)
        ? value.flatMap((v) => String(v).split(','))
        : String(value).split(',');
      return list.filter((v) => v !== '').map((v) => this.coerce(api, (s.items ?? {}) as Json, v));
    }
    if (Array.isArray(value)) value = value[value.length - 1];
    if (typeof value !== 'string') return value;
    if (type === 'integer' || type === 'number')
      return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
    if (type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
    if (!type && (s.oneOf || s.anyOf)) {
      for (const alt of (s.oneOf ?? s.anyOf) as Json[]) {
        const c = this.coerce(api, alt, value);
        if (c !== value) return c;
      }
    }
    return value;
  }

  private describe(api: ApiName, errors: ErrorObject[], prefix: string): FieldError[] {
    return errors
      .filter((e) => !['oneOf', 'anyOf', 'allOf', 'if', '$ref'].includes(e.keyword))
      .map((e) => {
        let field = toField(prefix, e.instancePath);
        let rule = e.keyword;
        let messages = (this.deref(api, e.parentSchema) as Json | undefined)?.[
          'x-validation-messages'
        ] as Record<string, string> | undefined;
        if (e.keyword === 'required') {
          const missing = (e.params as { missingProperty: string }).missingProperty;
          field = toField(field, `/${missing}`);
          const properties = ((this.deref(api, e.parentSchema) as Json | undefined)?.properties ??
            {}) as Json;
          messages = (this.deref(api, properties[missing]) as Json | undefined)?.[
            'x-validation-messages'
          ] as Record<string, string> | undefined;
        } else if (e.keyword === 'additionalProperties') {
          field = toField(
            field,
            `/${(e.params as { additionalProperty: string }).additionalProperty}`,
          );
          rule = 'unknownField';
          return { field, rule, message: `${field}: unknown field` };
        } else if (e.keyword === 'const' || e.keyword === 'enum') {
          rule = 'enum';
        }
        const own = messages?.[e.keyword];
        const label = field || 'body';
        const message = own ?? `${label}: ${humanRule(e)}`;
        return { field: label, rule, message };
      });
  }
}

function toField(prefix: string, instancePath: string): string {
  const parts = instancePath
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  let field = prefix;
  for (const p of parts) field = /^\d+$/.test(p) ? `${field}[${p}]` : field ? `${field}.${p}` : p;
  return field;
}

function humanRule(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return 'This is a required field';
    case 'minLength':
      return Number(p.limit) === 1
        ? 'This is a required field'
        : `must be at least ${String(p.limit)} characters`;
    case 'maxLength':
      return `must be at most ${String(p.limit)} characters`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `must be ${e.keyword === 'minimum' ? '≥' : '>'} ${String(p.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `must be ${e.keyword === 'maximum' ? '≤' : '<'} ${String(p.limit)}`;
    case 'enum':
      return `must be one of ${((p.allowedValues as unknown[]) ?? []).map(String).join(', ')}`;
    case 'type':
      return `must be ${String(p.type)}`;
    case 'format':
      return `must be a valid ${String(p.format)}`;
    case 'pattern':
      return 'Error data format';
    case 'minItems':
      return `must have at least ${String(p.limit)} items`;
    case 'maxItems':
      return `must have at most ${String(p.limit)} items`;
    case 'uniqueItems':
      return 'must not repeat items';
    default:
      return e.message ?? e.keyword;
  }
}

function dedupe(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const k = `${e.field}|${e.rule}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * Text inputs are trimmed (content §5): every string of a JSON body, recursively. NUL characters
 * go too: no text column can hold one (PostgreSQL refuses it), and a browser never shows one.
 */
function trimStrings(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('\0', '').trim();
  if (Array.isArray(value)) return value.map(trimStrings);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimStrings(v)]));
  }
  return value;
}
