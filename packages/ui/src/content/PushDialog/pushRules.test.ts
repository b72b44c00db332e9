// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkPushTime, isPushLink, PUSH_NOW_GRACE_MS } from './pushRules';

const NOW = Date.UTC(2026, 10, 22, 2, 0);
const HOUR = 3_600_000;

describe('push time (operations §5)', () => {
  it('refuses a time earlier than now, with a minute of grace', () => {
    expect(checkPushTime(NOW - HOUR, NOW, undefined)).toBe('error-notification-date');
    expect(checkPushTime(NOW - PUSH_NOW_GRACE_MS + 1, NOW, undefined)).toBeNull();
    expect(checkPushTime(null, NOW, undefined)).toBeNull();
    expect(checkPushTime(NOW + HOUR, NOW, undefined)).toBeNull();
  });

  it('refuses a time before the content is published, and unpublished content', () => {
    const publishAt = NOW + 2 * HOUR;
    expect(checkPushTime(NOW + HOUR, NOW, publishAt)).toBe('push-error-before-publish');
    // "Now" is before a publication planned later.
    expect(checkPushTime(null, NOW, publishAt)).toBe('push-error-before-publish');
    expect(checkPushTime(publishAt, NOW, publishAt)).toBeNull();
    expect(checkPushTime(null, NOW, NOW - HOUR)).toBeNull();
    expect(checkPushTime(null, NOW, null)).toBe('push-error-not-published');
  });

  it('reports a past time before the publish check', () => {
    expect(checkPushTime(NOW - HOUR, NOW, null)).toBe('error-notification-date');
  });
});

describe('custom push links', () => {
  it('accepts absolute web and app links only', () => {
    expect(isPushLink('https://example.com/a?b=1')).toBe(true);
    expect(isPushLink('newsdesk://article/1042')).toBe(true);
    expect(isPushLink('example.com')).toBe(false);
    expect(isPushLink('/content/article/1')).toBe(false);
    expect(isPushLink('https://exa mple.com')).toBe(false);
    expect(isPushLink('')).toBe(false);
  });
});
