// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resourceFor } from '../foundations/i18n/messages';
import { core } from '../foundations/i18n/messages/core';

/** The spec's words that the content components show, word for word (content §8, operations §8). */
describe('spec messages of the content components', () => {
  const en = resourceFor('en', core);
  const zh = resourceFor('zh-CN', core);

  it('copy-link toasts read "copied to clipboard" and "Copy failed", in Chinese too', () => {
    expect(en['feedback-copied']).toBe('copied to clipboard');
    expect(en['feedback-copy-failed']).toBe('Copy failed');
    expect(en['articles-link-copied']).toBe('copied to clipboard');
    expect(en['articles-copy-failed']).toBe('Copy failed');
    for (const key of [
      'feedback-copied',
      'feedback-copy-failed',
      'articles-link-copied',
      'articles-copy-failed',
    ] as const)
      expect(zh[key]).toBeTruthy();
  });

  it('push and empty-search keys carry the spec wording', () => {
    expect(en['error-notification-title-empty']).toBe('Notification title cannot be empty');
    expect(en['error-notification-date']).toBe('The notification time cannot be earlier than now');
    expect(en['push-error-not-published']).toBe('This content has not published');
    expect(en['error-search-content-empty-title']).toBe('search content empty');
  });
});
