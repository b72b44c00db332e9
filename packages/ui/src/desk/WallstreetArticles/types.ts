import type { ContentStatus } from '../../feedback/StatusBadge';

/**
 * One Wall Street article (kind WALLSTREET_ARTICLES 26) as the desk shows it. Plain props: the
 * console maps the generated GraphQL `Article` (status upper case) to this.
 */
export interface WsArticleRowData {
  id: string;
  title: string;
  summary: string | null;
  /** HTML body (sanitized by the server). */
  body: string | null;
  cover_url: string | null;
  /** The author's nickname, when the article has one. */
  author: string | null;
  display_time: number;
  status: ContentStatus;
  page_views: number;
  version: number;
}

/** What the edit form sends back (the patch of `updateWallstreetArticle`). */
export interface WsArticleFormValues {
  title: string;
  summary: string | null;
  body: string;
  display_time: number;
  status: ContentStatus;
}
