import type { EditorOption, TagRelationGroup, VipVisibility } from '../ArticleEditor/types';
import type { EpisodeDraft } from '../EpisodeList/EpisodeList';

/** The longest title (the video contract: 1 to 100 characters). */
export const VIDEO_TITLE_LIMIT = 100;
export const VIDEO_DESCRIPTION_LIMIT = 2000;
/** Free expiry when none is set: the epoch start plus 1 second (content §4). */
export const DEFAULT_FREE_EXPIRED_AT = 1000;

/** A related article or report as the editor shows it. */
export interface RelatedItem {
  id: number;
  title: string;
}

export interface VideoTagRelationValue {
  /** The tag (0 = the internal matrix tag). */
  id: number;
  group: TagRelationGroup;
  /** Order key inside the channel (kept as the server has it; 0 for a new relation). */
  k?: number;
}

/** The video editor's form (every field of content §3 Video the editor writes). */
export interface VideoEditorValues {
  title: string;
  description: string;
  cover_uri: string | null;
  /** The cover's URL, for the preview (not sent). */
  cover_url: string | null;
  display_time: number | null;
  vip_visibility: VipVisibility;
  /** Null = the default (epoch + 1 s) on save. */
  free_expired_at: number | null;
  tag_relations: VideoTagRelationValue[];
  schedule_open: boolean;
  schedule_time: number | null;
  episodes: EpisodeDraft[];
  related_articles: RelatedItem[];
  related_reports: RelatedItem[];
}

/** Which related content a selection panel adds. */
export type RelatedKind = 'article' | 'report';

/** The remote option lists the console fetches. */
export interface VideoEditorOptions {
  tags: readonly EditorOption[];
  onSearchTags?: (query: string) => void;
}

export const emptyVideoValues = (): VideoEditorValues => ({
  title: '',
  description: '',
  cover_uri: null,
  cover_url: null,
  display_time: null,
  vip_visibility: 0,
  free_expired_at: null,
  tag_relations: [],
  schedule_open: false,
  schedule_time: null,
  episodes: [],
  related_articles: [],
  related_reports: [],
});
