// @vitest-environment node
// The form model through the shared validator (its own tests: packages/kv-schema).
import { describe, expect, it } from 'vitest';
import {
  checkSchemaText,
  emptyValue,
  SCHEMA_ERROR,
  timePattern,
  valueErrors,
  type SchemaField,
} from './schemaModel';

const banner: SchemaField = {
  title: 'Banners',
  type: 'array',
  items: {
    title: 'Banner',
    type: 'object',
    fields: [
      { name: 'title', title: 'Title', type: 'string' },
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

describe('the key-value schema form model', () => {
  it('accepts a valid schema and refuses broken ones with the spec message', () => {
    expect(checkSchemaText(JSON.stringify(banner))).toEqual({ ok: true, schema: banner });
    for (const bad of [
      '{ not json',
      JSON.stringify({ title: 'x', type: 'date' }),
      JSON.stringify({ title: 'x', type: 'enum' }),
      JSON.stringify({ title: 'x', type: 'object', fields: [{ title: 'a', type: 'string' }] }),
      JSON.stringify({
        title: 'x',
        type: 'object',
        fields: [
          { name: 'a', title: 'A', type: 'string' },
          { name: 'a', title: 'A again', type: 'number' },
        ],
      }),
      JSON.stringify({ title: 'x', type: 'array' }),
    ]) {
      const result = checkSchemaText(bad);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.message).toBe(SCHEMA_ERROR);
        expect(result.details.length).toBeGreaterThan(0);
      }
    }
  });

  it('puts each value error at its field', () => {
    expect(
      valueErrors(banner, [
        { title: 'a', weight: 1, on: true, place: 2, from: '2026-11-22 09:30' },
      ]),
    ).toBeNull();
    const errors = valueErrors(banner, [
      { title: 'a', weight: 1, on: true, place: 'home', from: '2026-11-22 09:30' },
      { title: 3, weight: '1', on: 'yes', place: 'web', from: '22/11/2026', extra: 1 },
    ]);
    expect(Object.fromEntries(errors!)).toEqual({
      '1.title': 'schema-error-type-string',
      '1.weight': 'schema-error-type-number',
      '1.on': 'schema-error-type-boolean',
      '1.place': 'schema-error-enum',
      '1.from': 'schema-error-time',
      '1.extra': 'schema-error-unknown',
    });
    expect(Object.fromEntries(valueErrors(banner, { a: 1 })!)).toEqual({
      '': 'schema-error-type-array',
    });
  });

  it('builds empty values and time patterns', () => {
    expect(emptyValue(banner.items!)).toEqual({
      title: '',
      weight: 0,
      on: false,
      place: 'home',
      from: '',
    });
    expect(new RegExp(timePattern('YYYY-MM-DD HH:mm')).test('2026-11-22 09:30')).toBe(true);
    expect(new RegExp(timePattern('YYYY-MM-DD HH:mm')).test('2026-11-22T09:30')).toBe(false);
  });
});
