import { ApiError } from '@newsdesk/api-client';
import { createI18n, loadMessages } from '@newsdesk/ui';
import { beforeAll, describe, expect, it } from 'vitest';
import { tagWriteFieldError } from './tags';

describe('a tag write refused by the server', () => {
  beforeAll(() => loadMessages('desk'));

  const duplicate = new ApiError('api', 'Repeat Tag', { code: 40010 });

  it('shows the duplicate refusal next to the name in the console language', () => {
    const zh = createI18n('zh-CN');
    expect(tagWriteFieldError(duplicate, zh.t)).toEqual({ name: '标签重复' });
    const en = createI18n('en');
    expect(tagWriteFieldError(duplicate, en.t)).toEqual({ name: 'Repeat Tag' });
  });

  it('leaves every other failure to the toast', () => {
    const en = createI18n('en');
    const t = en.t;
    expect(tagWriteFieldError(new ApiError('api', 'changed', { code: 40009 }), t)).toEqual({});
    expect(tagWriteFieldError(new Error('offline'), t)).toEqual({});
  });
});
