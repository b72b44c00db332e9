// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  checkSchema,
  checkSchemaText,
  matchesSchema,
  SCHEMA_ERROR,
  timePattern,
  toJsonSchema,
  valueErrors,
  type SchemaField,
} from './index';

const banner: SchemaField = {
  title: 'Banners',
  type: 'array',
  items: {
    title: 'Banner',
    type: 'object',
    fields: [
      { name: 'title', title: 'Title', type: 'string', multiline: true },
      { name: 'weight', title: 'Weight', type: 'number' },
      { name: 'on', title: 'Shown', type: 'bool' },
      {
        name: 'place',
        title: 'Place',
        type: 'enum',
        options: [
          { title: 'Home', value: 'home' },
          { title: 'Report', value: 2 },
        ],
      },
      { name: 'from', title: 'From', type: 'string', time_format: 'YYYY-MM-DD HH:mm' },
    ],
  },
};

const nested = (depth: number): SchemaField =>
  depth === 1
    ? { title: 'Leaf', type: 'string' }
    : { title: `Level ${depth}`, type: 'array', items: nested(depth - 1) };

describe('the shared key-value schema check', () => {
  it('accepts a schema of every field type', () => {
    expect(checkSchema(banner)).toEqual({ ok: true, schema: banner });
    expect(checkSchema(nested(8)).ok).toBe(true);
  });

  it('refuses schemas the meta-schema or the structural rules refuse, with details at their place', () => {
    const cases: [unknown, string][] = [
      [{ title: 'x', type: 'date' }, '/type'],
      [{ title: '', type: 'string' }, '/title'],
      [{ title: 'x', type: 'string', colour: 'red' }, '/'],
      [{ title: 'x', type: 'enum' }, 'options'],
      [{ title: 'x', type: 'enum', options: [] }, '/options'],
      [{ title: 'x', type: 'enum', options: [{ title: 'a', value: null }] }, '/options/0/value'],
      [{ title: 'x', type: 'array' }, 'items'],
      [{ title: 'x', type: 'object', fields: [{ title: 'a', type: 'string' }] }, 'needs a name'],
      [
        {
          title: 'x',
          type: 'object',
          fields: [
            { name: 'a', title: 'A', type: 'string' },
            { name: 'a', title: 'A again', type: 'number' },
          ],
        },
        'used twice',
      ],
      [
        { title: 'x', type: 'object', fields: [{ name: '1a', title: 'A', type: 'string' }] },
        '/fields/0/name',
      ],
      [{ title: 'x', type: 'string', time_format: 'Y'.repeat(51) }, '/time_format'],
      [nested(9), 'nested deeper than 8'],
      ['a string', '/'],
    ];
    for (const [schema, where] of cases) {
      const result = checkSchema(schema);
      expect(result.ok, JSON.stringify(schema)).toBe(false);
      if (!result.ok) {
        expect(result.message).toBe(SCHEMA_ERROR);
        expect(result.details.join('\n')).toContain(where);
      }
    }
    const broken = checkSchemaText('{ not json');
    expect(broken.ok).toBe(false);
  });

  it('puts each value error at its field with the form key', () => {
    expect(
      valueErrors(banner, [
        { title: 'a', weight: 1, on: true, place: 2, from: '2026-11-22 09:30' },
      ]),
    ).toBeNull();
    const errors = valueErrors(banner, [
      { title: 'a', weight: 1, on: true, place: 'home', from: '2026-11-22 09:30' },
      { title: 3, weight: '1', on: 'yes', place: 'web', from: '22/11/2026', extra: 1 },
      'not an object',
    ]);
    expect(Object.fromEntries(errors!)).toEqual({
      '1.title': 'schema-error-type-string',
      '1.weight': 'schema-error-type-number',
      '1.on': 'schema-error-type-boolean',
      '1.place': 'schema-error-enum',
      '1.from': 'schema-error-time',
      '1.extra': 'schema-error-unknown',
      '2': 'schema-error-type-object',
    });
    expect(Object.fromEntries(valueErrors(banner, { a: 1 })!)).toEqual({
      '': 'schema-error-type-array',
    });
    // Missing properties are allowed (the contract), an enum compares strictly.
    expect(valueErrors(banner, [{}])).toBeNull();
    expect(valueErrors(banner, [{ place: '2' }])?.get('0.place')).toBe('schema-error-enum');
  });

  it('gives the server its yes or no from the same rules', () => {
    expect(matchesSchema(banner, [{ from: '2026-11-22 09:30' }])).toBe(true);
    expect(matchesSchema(banner, [{ from: '2026-11-22T09:30' }])).toBe(false);
    expect(matchesSchema({ title: 'n', type: 'number' }, 3.5)).toBe(true);
    expect(matchesSchema({ title: 'n', type: 'number' }, null)).toBe(false);
  });

  it('turns a time format into a literal pattern of digits', () => {
    const p = new RegExp(timePattern('YYYY.MM.DD (HH:mm:ss)'));
    expect(p.test('2026.11.22 (09:30:00)')).toBe(true);
    expect(p.test('2026x11x22 (09:30:00)')).toBe(false);
    expect(toJsonSchema({ title: 'T', type: 'string', time_format: 'HH:mm' })).toEqual({
      title: 'T',
      type: 'string',
      pattern: '^\\d{2}:\\d{2}$',
    });
  });
});
