// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ContentKind, contentKindName, contentRoute, type ContentKindName } from './contentRoutes';

/** Every kind of content §3 and where it opens (null: "This content is not support now"). */
const EXPECTED: Record<ContentKindName, string | null> = {
  CALENDAR: '/content/calendar/event/list',
  ARTICLE: '/content/article/42',
  VIEWPOINT: '/content/viewpoint',
  VIDEO: '/content/video/42',
  AUDIO: null,
  AUDIO_EPISODE: null,
  POST: null,
  COMMENT: null,
  LINK: '/content/link/list?id=42',
  REPORT: '/content/report?k=Q3%20outlook%20%26%20rates',
  DATA: null,
  ROADMAP: null,
  FAQ: null,
  ROADSHOW: '/content/roadshow/42',
  TAG: '/content/tags/42',
  FILE: '/content/medias',
  USER: '/content/article/list?userId=42',
  PUBLISHER: null,
  FINANCE_EVENT: null,
  TOPIC: '/content/tags/42',
  EXTERNAL_SOURCE: null,
  EXTERNAL_SOURCE_GROUP: null,
  EXTERNAL_ITEM: null,
  CALENDAR_TOPIC: '/content/events/topic/list',
  DATA_SET: null,
  DATA_CHART: null,
  WALLSTREET_ARTICLES: null,
  WALLSTREET_LIVES: '/content/wallstreet/live',
  REPORT_FEED: null,
  TRADER_FEED: null,
};

describe('opening a content by its kind (content §3)', () => {
  it('knows the 30 kinds of the spec by their numbers', () => {
    expect(Object.keys(ContentKind)).toHaveLength(30);
    expect(ContentKind.CALENDAR).toBe(-1);
    expect(ContentKind.ARTICLE).toBe(1);
    expect(ContentKind.ROADSHOW).toBe(13);
    expect(ContentKind.TRADER_FEED).toBe(31);
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(ContentKind).sort());
  });

  it.each(Object.entries(EXPECTED))('routes %s by number and by name', (name, route) => {
    const content = { id: 42, title: 'Q3 outlook & rates' };
    const number = ContentKind[name as ContentKindName];
    expect(contentRoute({ ...content, kind: number })).toBe(route);
    expect(contentRoute({ ...content, kind: name })).toBe(route);
    expect(contentRoute({ ...content, kind: name.toLowerCase() })).toBe(route);
    expect(contentRoute({ ...content, kind: String(number) })).toBe(route);
  });

  it('opens the report list without a search when the report has no title', () => {
    expect(contentRoute({ kind: 'REPORT', id: 7 })).toBe('/content/report');
  });

  it('refuses kinds the spec does not list', () => {
    expect(contentRoute({ kind: 29, id: 1 })).toBeNull();
    expect(contentRoute({ kind: 'PODCAST', id: 1 })).toBeNull();
    expect(contentKindName(0)).toBeNull();
    expect(contentKindName('NONE')).toBeNull();
  });
});
