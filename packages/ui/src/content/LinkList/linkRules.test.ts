// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkLink, isLinkUrl } from './linkRules';

describe('link rules (content §5)', () => {
  it('accepts absolute http(s) URLs only', () => {
    expect(isLinkUrl('https://www.pbc.gov.cn/zhengcehuobisi/')).toBe(true);
    expect(isLinkUrl(' http://example.org/a?b=1 ')).toBe(true);
    expect(isLinkUrl('ftp://example.org')).toBe(false);
    expect(isLinkUrl('www.example.org')).toBe(false);
    expect(isLinkUrl('javascript:alert(1)')).toBe(false);
    expect(isLinkUrl('https://')).toBe(false);
  });

  it('names the spec message for an empty link and a required title', () => {
    expect(checkLink({ title: ' ', to: '' })).toEqual({
      title: 'validation-required',
      to: 'link-error-empty',
    });
    expect(checkLink({ title: 'PBOC', to: 'pbc.gov.cn' })).toEqual({ to: 'link-error-url' });
    expect(checkLink({ title: 'x'.repeat(201), to: 'https://a.b' })).toEqual({
      title: 'link-error-title-limit',
    });
    expect(checkLink({ title: 'PBOC', to: 'https://www.pbc.gov.cn/' })).toEqual({});
  });
});
