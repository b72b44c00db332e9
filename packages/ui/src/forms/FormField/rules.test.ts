// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../foundations/i18n';
import {
  buildValidate,
  exceedsLimit,
  fieldErrorMessage,
  isEmptyValue,
  validateOnSet,
} from './rules';

const t = createI18n('en').t;
const zh = createI18n('zh-CN').t;
const run = (rules: Parameters<typeof buildValidate>[0], value: unknown) =>
  Object.entries(buildValidate(rules)).map(([name, rule]) => [name, rule(value, {})] as const);

describe('isEmptyValue', () => {
  it('treats nothing, blank text, empty lists, unchecked boxes and NaN as empty', () => {
    for (const v of [undefined, null, '', '   ', '\n\t', [], false, Number.NaN])
      expect(isEmptyValue(v), String(v)).toBe(true);
  });
  it('keeps zero, text, lists, true and dates as values', () => {
    for (const v of [0, 'a', ' a ', ['x'], true, { start: 0, end: 1 }])
      expect(isEmptyValue(v), JSON.stringify(v)).toBe(false);
  });
});

describe('exceedsLimit', () => {
  it('counts code points, so Chinese characters and emoji count as one', () => {
    expect(exceedsLimit('abc', 3)).toBe(false);
    expect(exceedsLimit('abcd', 3)).toBe(true);
    expect(exceedsLimit('央行降息', 4)).toBe(false);
    expect(exceedsLimit('📈📈📈', 3)).toBe(false);
  });
  it('never fails without a limit or for non-texts', () => {
    expect(exceedsLimit('anything', undefined)).toBe(false);
    expect(exceedsLimit(['a', 'b', 'c'], 1)).toBe(false);
  });
});

describe('buildValidate', () => {
  it('checks required, then limit, then the custom rules in order', () => {
    const rules = {
      required: true,
      limit: 5,
      validate: { noDigits: (v: unknown) => !/\d/.test(String(v)) || 'No digits' },
    };
    expect(run(rules, '').map(([n]) => n)).toEqual(['required', 'limit', 'noDigits']);
    expect(run(rules, '')[0]).toEqual(['required', false]);
    expect(run(rules, 'abcdef')[1]).toEqual(['limit', false]);
    expect(run(rules, 'ab1')[2]).toEqual(['noDigits', 'No digits']);
    expect(run(rules, 'abc').every(([, r]) => r === true)).toBe(true);
  });
  it('passes custom required and limit messages through', () => {
    expect(run({ required: 'Title cannot be empty' }, '  ')[0]![1]).toBe('Title cannot be empty');
    expect(run({ limit: 2, limitMessage: 'Too long' }, 'abc')[0]![1]).toBe('Too long');
  });
  it('leaves out the rules that are not asked for', () => {
    expect(Object.keys(buildValidate({}))).toEqual([]);
    expect(Object.keys(buildValidate({ required: false }))).toEqual([]);
  });
  it('keeps a custom rule named like a generic one apart', () => {
    expect(
      Object.keys(buildValidate({ required: true, validate: { required: () => true } })),
    ).toEqual(['required', 'custom-required']);
  });
});

describe('fieldErrorMessage', () => {
  it('gives the spec wording for the generic rules, in the current language', () => {
    expect(fieldErrorMessage({ type: 'required', message: '' }, t)).toBe(
      'This is a required field',
    );
    expect(fieldErrorMessage({ type: 'required', message: '' }, zh)).toBe('此项为必填项');
    expect(fieldErrorMessage({ type: 'limit', message: '' }, t, { limit: 30 })).toBe(
      'Cannot be longer than 30 characters',
    );
  });
  it('prefers the error’s own message, falls back to "valid failed", and is empty without error', () => {
    expect(fieldErrorMessage({ type: 'https', message: 'Use https' }, t)).toBe('Use https');
    expect(fieldErrorMessage({ type: 'custom', message: '' }, t)).toBe('valid failed');
    expect(fieldErrorMessage(undefined, t)).toBeUndefined();
  });
});

describe('validateOnSet', () => {
  it('defaults to blur and accepts one mode or several', () => {
    expect([...validateOnSet(undefined)]).toEqual(['blur']);
    expect([...validateOnSet('initial')]).toEqual(['initial']);
    expect([...validateOnSet(['change', 'blur'])]).toEqual(['change', 'blur']);
  });
});
