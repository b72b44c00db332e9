import { ApiError } from '@newsdesk/api-client';
import { emptyArticleValues } from '@newsdesk/ui';
import { describe, expect, it } from 'vitest';
import {
  NO_FREE_WINDOW,
  canSaveRemotely,
  conflictOf,
  savedStatus,
  valuesToPayload,
  valuesToUpdate,
} from './articleMapping';

const NOW = Date.UTC(2026, 10, 22, 2);

describe('saving rule (content §4)', () => {
  it('schedules only a publish of an unpublished article with a future planned time', () => {
    expect(savedStatus(true, 'draft', NOW + 60_000, NOW)).toBe('scheduled');
    expect(savedStatus(true, null, NOW + 60_000, NOW)).toBe('scheduled');
    expect(savedStatus(true, 'published', NOW + 60_000, NOW)).toBe('published');
    expect(savedStatus(true, 'draft', NOW - 60_000, NOW)).toBe('published');
    expect(savedStatus(true, 'draft', null, NOW)).toBe('published');
    expect(savedStatus(false, 'published', NOW + 60_000, NOW)).toBe('draft');
  });
});

describe('save payload', () => {
  const values = {
    ...emptyArticleValues(),
    title: '  PBOC keeps the loan prime rate unchanged  ',
    body: '<p>Body</p>',
    body_preview: '<p></p>',
    source_uri: ' ',
    planned_publish_at: NOW + 3_600_000,
    attachments: [
      {
        title: 'LPR',
        file_uri: 'u-lpr.pdf',
        file_url: 'https://x/u-lpr.pdf',
        file_extension: 'pdf',
      },
      {
        id: 3,
        title: 'Old',
        file_uri: 'u-old.pdf',
        file_url: 'https://x/u-old.pdf',
        file_extension: 'pdf',
      },
    ],
  };

  it('names the fields as the contract does, trims and empties to null', () => {
    const p = valuesToPayload(values, true, 'send');
    expect(p.title).toBe('PBOC keeps the loan prime rate unchanged');
    expect(p.body_preview).toBeNull();
    expect(p.source_uri).toBeNull();
    expect(p.free_expired_at).toBe(NO_FREE_WINDOW);
    expect(p.planned_publish_at).toBe(NOW + 3_600_000);
    expect(p.attachments).toEqual([
      { title: 'LPR', file_uri: 'u-lpr.pdf', file_extension: 'pdf' },
      { id: 3, title: 'Old', file_uri: 'u-old.pdf', file_extension: 'pdf' },
    ]);
    expect('author_id' in p).toBe(false);
  });

  it('sends, clears or leaves out the planned time', () => {
    expect(valuesToPayload(values, false, 'clear').planned_publish_at).toBeNull();
    expect('planned_publish_at' in valuesToPayload(values, false, 'omit')).toBe(false);
    expect(valuesToUpdate(values, false, 'omit', 7).version).toBe(7);
  });

  it('only autosaves what the server would take', () => {
    expect(canSaveRemotely(values)).toBe(true);
    expect(canSaveRemotely({ ...values, title: 'Short' })).toBe(false);
    expect(canSaveRemotely({ ...values, body: '<p> </p>' })).toBe(false);
  });
});

describe('conflictOf', () => {
  it('reads the current version and article of a 40009', () => {
    const article = { id: 1, title: 'T', body: '<p>b</p>', version: 5 };
    const error = new ApiError('api', 'changed', {
      code: 40009,
      data: { current_version: 5, current: article },
    });
    expect(conflictOf(error)).toEqual({ version: 5, article });
    expect(conflictOf(new ApiError('api', 'x', { code: 40001 }))).toBeNull();
    expect(conflictOf(new Error('x'))).toBeNull();
  });
});
