// @vitest-environment node
import { ApiError, UNKNOWN_SERVER_ERROR } from '@newsdesk/api-client';
import { createI18n, loadMessages } from '@newsdesk/ui';
import { beforeAll, describe, expect, it } from 'vitest';
import { SOURCE_SERVICE_NOT_FOUND, sourceErrorMessage } from './sources';

describe('source and data service failures (operations §8)', () => {
  beforeAll(() => loadMessages('data'));

  it('shows the Chinese "not found" text when the message contains `code: 404`', () => {
    expect(SOURCE_SERVICE_NOT_FOUND).toBe('未找到相关数据');
    // The reference server's own messages (apps/api/src/services/data.ts).
    const source = new ApiError('graphql', 'Data source not found (code: 404)', { code: 40004 });
    expect(sourceErrorMessage(source)).toBe('未找到相关数据');
    expect(sourceErrorMessage(new ApiError('graphql', 'Chart not found (code: 404)'))).toBe(
      '未找到相关数据',
    );
    // Anywhere in the message, from any kind of failure.
    expect(sourceErrorMessage(new Error('upstream said code: 404 for /v1/series'))).toBe(
      '未找到相关数据',
    );
  });

  it('is the same text as the data screens\' Chinese "not found"', () => {
    expect(createI18n('zh-CN').t('data-not-found')).toBe(SOURCE_SERVICE_NOT_FOUND);
  });

  it('passes any other message through as it came', () => {
    // A REST answer with `status: 1` (kind 'api') shows its message.
    expect(sourceErrorMessage(new ApiError('api', 'Sources not found', { code: 40004 }))).toBe(
      'Sources not found',
    );
    expect(sourceErrorMessage(new Error('API service error, please wait...'))).toBe(
      'API service error, please wait...',
    );
    // Another status number is not the not-found case.
    expect(sourceErrorMessage(new Error('Bad gateway (code: 502)'))).toBe(
      'Bad gateway (code: 502)',
    );
    expect(sourceErrorMessage(new Error('code: 4'))).toBe('code: 4');
  });

  it('falls back to the unknown-error text for a failure without a message', () => {
    expect(sourceErrorMessage('offline')).toBe(UNKNOWN_SERVER_ERROR);
    expect(sourceErrorMessage(new Error(''))).toBe(UNKNOWN_SERVER_ERROR);
  });
});
