import type { Main } from '@newsdesk/api-client';

/**
 * Opening a content by its kind (content §3 "Content kind numbers"): one table from every kind to
 * the console route that shows it, used wherever the console opens a content (lists, dashboard,
 * tags, panels). A kind without a screen answers null; callers then show the toast
 * "This content is not support now" (`error-content-not-support`), through `useOpenContent`.
 */
export const ContentKind = {
  CALENDAR: -1,
  ARTICLE: 1,
  VIEWPOINT: 2,
  VIDEO: 3,
  AUDIO: 4,
  AUDIO_EPISODE: 5,
  POST: 6,
  COMMENT: 7,
  LINK: 8,
  REPORT: 9,
  DATA: 10,
  ROADMAP: 11,
  FAQ: 12,
  ROADSHOW: 13,
  TAG: 14,
  FILE: 15,
  USER: 16,
  PUBLISHER: 17,
  FINANCE_EVENT: 18,
  TOPIC: 19,
  EXTERNAL_SOURCE: 20,
  EXTERNAL_SOURCE_GROUP: 21,
  EXTERNAL_ITEM: 22,
  CALENDAR_TOPIC: 23,
  DATA_SET: 24,
  DATA_CHART: 25,
  WALLSTREET_ARTICLES: 26,
  WALLSTREET_LIVES: 27,
  REPORT_FEED: 28,
  TRADER_FEED: 31,
} as const satisfies Record<string, Main.components['schemas']['ContentKind']>;

export type ContentKindName = keyof typeof ContentKind;
export type ContentKindNumber = (typeof ContentKind)[ContentKindName];

/** What a route may need of the content: its id (`raw_id`) and, for reports, its title. */
export interface ContentRef {
  /** The content kind, as its number or its name (GraphQL answers the name, REST the number). */
  kind: number | string;
  id: number | string;
  title?: string | null;
}

const q = encodeURIComponent;

/**
 * Every kind's route (the deep links of content §2 where the spec gives one); null for kinds the
 * console has no screen for.
 */
const ROUTES: Record<ContentKindName, ((c: ContentRef) => string) | null> = {
  ARTICLE: (c) => `/content/article/${q(String(c.id))}`,
  VIDEO: (c) => `/content/video/${q(String(c.id))}`,
  REPORT: (c) => (c.title ? `/content/report?k=${q(c.title)}` : '/content/report'),
  ROADSHOW: (c) => `/content/roadshow/${q(String(c.id))}`,
  LINK: (c) => `/content/link/list?id=${q(String(c.id))}`,
  USER: (c) => `/content/article/list?userId=${q(String(c.id))}`,
  TAG: (c) => `/content/tags/${q(String(c.id))}`,
  TOPIC: (c) => `/content/tags/${q(String(c.id))}`,
  CALENDAR_TOPIC: () => '/content/events/topic/list',
  CALENDAR: () => '/content/calendar/event/list',
  FILE: () => '/content/medias',
  VIEWPOINT: () => '/content/viewpoint',
  WALLSTREET_LIVES: () => '/content/wallstreet/live',
  AUDIO: null,
  AUDIO_EPISODE: null,
  POST: null,
  COMMENT: null,
  DATA: null,
  ROADMAP: null,
  FAQ: null,
  PUBLISHER: null,
  FINANCE_EVENT: null,
  EXTERNAL_SOURCE: null,
  EXTERNAL_SOURCE_GROUP: null,
  EXTERNAL_ITEM: null,
  DATA_SET: null,
  DATA_CHART: null,
  WALLSTREET_ARTICLES: null,
  REPORT_FEED: null,
  TRADER_FEED: null,
};

const NAME_BY_NUMBER = new Map<number, ContentKindName>(
  Object.entries(ContentKind).map(([name, n]) => [n, name as ContentKindName]),
);

/** The kind's name from its number or name (either case); null when it is not a §3 kind. */
export function contentKindName(kind: number | string): ContentKindName | null {
  if (typeof kind === 'number') return NAME_BY_NUMBER.get(kind) ?? null;
  const upper = kind.trim().toUpperCase();
  if (upper in ContentKind) return upper as ContentKindName;
  return /^-?\d+$/.test(upper) ? (NAME_BY_NUMBER.get(Number(upper)) ?? null) : null;
}

/** The console route that opens this content, or null when its kind is not supported. */
export function contentRoute(content: ContentRef): string | null {
  const name = contentKindName(content.kind);
  const route = name ? ROUTES[name] : null;
  return route ? route(content) : null;
}
