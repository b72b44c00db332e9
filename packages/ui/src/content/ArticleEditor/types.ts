/**
 * The article editor's values: the fields of the spec's Article (content §3) named as the save
 * payload names them (`body_summary`, `planned_publish_at`, `source_uri`…), so the console maps
 * them to `ArticleCreate` / `ArticleUpdate` one to one. packages/ui does not import the generated
 * types; the console checks the mapping against them.
 */
export type VipVisibility = 0 | 1 | 2 | 3;
export type Importance = 0 | 1 | 2 | 3;
export type Platform = 'android' | 'ios' | 'web' | 'lite' | 'wap';
export type ArticleType = 'article' | 'post';

export const PLATFORMS: readonly Platform[] = ['android', 'ios', 'web', 'lite', 'wap'];

/** Tag-relation groups (channels) of content §3, by number. */
export const TAG_RELATION_GROUPS = {
  ALL: 99,
  FEATURED_FLOW: 1,
  LATEST: 2,
  TREASURY: 3,
  FAQ: 4,
  ROADMAP: 5,
  RESEARCH_ARTICLES: 6,
  RESEARCH_VIDEOS: 7,
  ROADSHOW: 8,
  REPORT: 9,
  LINK: 10,
  FLASH: 11,
  INSTITUTION_REPORT: 12,
  MATRIX_TERMINAL: 13,
  WEBSITE_HOME: 14,
  ORIGINAL_CONTENT: 15,
  FINANCE_EVENT: 16,
  DOCUMENT_IB_REPORT: 17,
  DOCUMENT_ARCHIVE: 18,
  DOCUMENT_COMPANY: 19,
  AI_GENERATED_CONTENT: 20,
  VIEWPOINT: 21,
  XINHUA_FINANCE_DAILY_REPORT: 22,
} as const;
export type TagRelationGroup = (typeof TAG_RELATION_GROUPS)[keyof typeof TAG_RELATION_GROUPS];

export interface ArticleAttachmentValue {
  /** Set for an attachment the article already has. */
  id?: number;
  title: string;
  file_uri: string;
  file_url: string;
  file_extension: string;
}

/** A related article or report picked in a selection panel, by id and title. */
export interface RelatedContentValue {
  id: number;
  name: string;
}

/** The editor's related-content fields and the panel each is picked in (content §2). */
export type RelatedContentField = 'related_articles' | 'related_reports';

export interface TagRelationValue {
  /** Tag id; 0 is the internal "matrix" tag. */
  id: number;
  group: TagRelationGroup;
}

export interface ArticleEditorValues {
  title: string;
  /** HTML. */
  body: string;
  author_id: number | null;
  cover_uri: string | null;
  cover_url: string | null;
  /**
   * The cover slides' storage keys, in order (saved as `cover_slide_uris`), and their public URLs
   * (`cover_slide_urls`, same order). Optional: absent means none.
   */
  cover_slide_uris?: string[];
  cover_slide_urls?: string[];
  body_summary: string;
  /** HTML shown to readers without access. */
  body_preview: string;
  tag_ids: number[];
  theme_id: number | null;
  tag_relations: TagRelationValue[];
  attachments: ArticleAttachmentValue[];
  source_uri: string;
  display_time: number | null;
  planned_publish_at: number | null;
  /** End of the free window; null = none (saved as 1000). */
  free_expired_at: number | null;
  unlock_body: boolean;
  /** The unlock date. */
  free_at: number | null;
  vip_visibility: VipVisibility;
  whitelist_user_group_ids: number[];
  blacklist_user_group_ids: number[];
  whitelist_user_ids: number[];
  external_link: string;
  platforms: Platform[];
  article_type: ArticleType;
  importance: Importance;
  is_home_banner: boolean;
  is_web_home: boolean;
  is_web_timeline: boolean;
  is_matrix_only: boolean;
  is_cooperation: boolean;
  is_original: boolean;
  is_featured: boolean;
  is_front: boolean;
  /**
   * Related articles and reports picked in the selection panels, in picked order (saved as
   * `related_article_ids` / `related_report_ids`). Optional: absent means none.
   */
  related_articles?: RelatedContentValue[];
  related_reports?: RelatedContentValue[];
}

export const emptyArticleValues = (): ArticleEditorValues => ({
  title: '',
  body: '',
  author_id: null,
  cover_uri: null,
  cover_url: null,
  cover_slide_uris: [],
  cover_slide_urls: [],
  body_summary: '',
  body_preview: '',
  tag_ids: [],
  theme_id: null,
  tag_relations: [],
  attachments: [],
  source_uri: '',
  display_time: null,
  planned_publish_at: null,
  free_expired_at: null,
  unlock_body: false,
  free_at: null,
  vip_visibility: 0,
  whitelist_user_group_ids: [],
  blacklist_user_group_ids: [],
  whitelist_user_ids: [],
  external_link: '',
  platforms: [...PLATFORMS],
  article_type: 'article',
  importance: 0,
  is_home_banner: false,
  is_web_home: false,
  is_web_timeline: false,
  is_matrix_only: false,
  is_cooperation: false,
  is_original: false,
  is_featured: false,
  is_front: false,
  related_articles: [],
  related_reports: [],
});

/** An option of a remote list (authors, tags, user groups, users). */
export interface EditorOption {
  value: number;
  label: string;
}

/** What the app's upload answers. */
export interface EditorUpload {
  key: string;
  url: string;
  name: string;
  extension: string;
}
