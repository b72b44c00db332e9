import type { ContentStatus } from '../../feedback/StatusBadge';

/** A tag as a desk row names it. */
export interface DeskTagRef {
  id: string;
  name: string;
}

/** One viewpoint (a short analyst opinion; designed here) as the desk shows it. */
export interface ViewpointRowData {
  id: string;
  author: string;
  title: string;
  /** HTML body (sanitized by the server). */
  body: string;
  symbols: readonly string[];
  tags: readonly DeskTagRef[];
  display_time: number;
  status: ContentStatus;
  version: number;
}

/** What the viewpoint form sends back (create or patch). */
export interface ViewpointFormValues {
  author: string;
  title: string;
  body: string;
  symbols: string[];
  tag_ids: string[];
  display_time: number;
  /** The form offers draft and published; deleting is the list's action. */
  status: 'draft' | 'published';
}
