// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { messages } from './messages/all';

describe('i18n', () => {
  it('has every message in English and Chinese, never empty', () => {
    for (const [key, tr] of Object.entries(messages)) {
      expect(tr.en.trim(), key).not.toBe('');
      expect(tr['zh-CN'].trim(), key).not.toBe('');
    }
  });

  it('keeps the same interpolation variables in every translation', () => {
    const vars = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const [key, tr] of Object.entries(messages)) {
      for (const text of Object.values(tr)) expect(vars(text), key).toEqual(vars(tr.en));
    }
  });

  it('defaults to Chinese', () => {
    expect(createI18n().t('validation-required')).toBe('此项为必填项');
  });

  it('falls back from es-MX to es, then to English', () => {
    const i18n = createI18n('es-MX');
    expect(i18n.t('time-just-now')).toBe('ahorita');
    expect(i18n.t('validation-required')).toBe('Este campo es obligatorio');
    expect(i18n.t('validation-failed')).toBe('valid failed');
  });

  it('keeps the spec messages word for word in English', () => {
    const t = createI18n('en').t;
    expect(t('validation-required')).toBe('This is a required field');
    expect(t('validation-failed')).toBe('valid failed');
    expect(t('error-content-not-support')).toBe('This content is not support now');
    expect(t('time-minutes-ago', { count: 7 })).toBe('7 minutes ago');
  });
});

describe('message files', () => {
  it('never define the same key twice', async () => {
    const files = import.meta.glob<Record<string, unknown>>('./messages/*.ts', { eager: true });
    const seen = new Map<string, string>();
    for (const [file, mod] of Object.entries(files)) {
      for (const [name, value] of Object.entries(mod)) {
        if (!name.endsWith('Messages') || typeof value !== 'object' || value === null) continue;
        for (const key of Object.keys(value)) {
          expect(seen.get(key), `${key} is in ${seen.get(key)} and ${file}`).toBeUndefined();
          seen.set(key, file);
        }
      }
    }
    expect(seen.size).toBe(Object.keys(messages).length);
  });
});
