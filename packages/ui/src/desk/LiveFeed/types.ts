/**
 * One flash news item as the desk shows it (content §3 WscnLive: id, title, content, content_more,
 * images, score, status, is_deleted, display_time). Plain props: the console maps the generated
 * GraphQL type (status upper case) to this (lower case, like every content status in the UI).
 */
export interface LiveRowData {
  id: string;
  title: string;
  /** HTML (sanitized by the server); shown as text in the list. */
  content: string;
  content_more: string | null;
  images: readonly string[];
  score: number;
  status: 'draft' | 'published' | 'deleted';
  /** Deleted at the source: kept, greyed out. */
  is_deleted: boolean;
  display_time: number;
  version: number;
}

/** What the edit form sends back (the patch of `updateWscnLive`). */
export interface LiveFormValues {
  title: string;
  content: string;
  content_more: string | null;
  images: string[];
  score: number;
  status: 'draft' | 'published' | 'deleted';
  is_deleted: boolean;
  display_time: number;
}
