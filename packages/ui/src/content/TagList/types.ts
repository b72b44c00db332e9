import type { ContentStatus } from '../../feedback/StatusBadge';

/** The category of a tag (designed here, #12): company and industry tags are listed apart. */
export type TagCategory = 'company' | 'industry';

/** A tag as the tag screens show it (content §3: Tag, with its category). */
export interface TagRowData {
  id: number;
  name: string;
  is_topic: boolean;
  category: TagCategory | null;
  description: string | null;
  cover_url: string | null;
  image: string | null;
  hot_words: string[];
  alias: string[];
  symbol: string | null;
  status: ContentStatus;
  version: number;
  updated_at: number;
}
