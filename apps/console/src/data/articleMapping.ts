import {
  emptyArticleValues,
  htmlHasContent,
  titleLength,
  TITLE_MIN,
  type ArticleEditorValues,
  type TagRelationGroup,
} from '@newsdesk/ui';

import type { Article, ArticleCreate, ArticleUpdate } from './articles';

export type { Article, ArticleCreate, ArticleUpdate };
/** The conflict mapping lives with the articles domain; re-exported for the editor's tests. */
export { conflictOf } from './articles';

/** The free-window end the server stores when there is none (epoch + 1 s). */
export const NO_FREE_WINDOW = 1000;

/** An article as the editor's values. */
export function articleToValues(a: Article): ArticleEditorValues {
  return {
    ...emptyArticleValues(),
    title: a.title,
    body: a.body,
    author_id: a.author?.id ?? null,
    cover_uri: a.cover_uri,
    cover_url: a.cover_url,
    cover_slide_uris: [...a.cover_slide_uris],
    cover_slide_urls: [...a.cover_slide_urls],
    body_summary: a.summary ?? '',
    body_preview: a.preview ?? '',
    tag_ids: a.tags.map((t) => t.id),
    theme_id: a.theme_id,
    tag_relations: a.tag_relations.map((r) => ({ id: r.id, group: r.group as TagRelationGroup })),
    attachments: a.attachments.map((x) => ({
      id: x.id,
      title: x.title,
      file_uri: x.file_uri,
      file_url: x.file_url,
      file_extension: x.file_extension,
    })),
    source_uri: a.source_url ?? '',
    display_time: a.display_time,
    planned_publish_at: a.planned_published_at,
    free_expired_at: a.free_expired_at > NO_FREE_WINDOW ? a.free_expired_at : null,
    unlock_body: a.unlock_body,
    free_at: a.free_at,
    vip_visibility: a.vip_visibility,
    whitelist_user_group_ids: a.whitelist_user_group_ids,
    blacklist_user_group_ids: a.blacklist_user_group_ids,
    whitelist_user_ids: a.whitelist_user_ids,
    external_link: a.external_link ?? '',
    platforms: a.platforms,
    article_type: a.article_type,
    importance: a.importance,
    is_home_banner: a.is_home_banner,
    is_web_home: a.is_web_home,
    is_web_timeline: a.is_web_timeline,
    is_matrix_only: a.is_matrix_only,
    is_cooperation: a.is_cooperation,
    is_original: a.is_original,
    is_featured: a.is_featured,
    is_front: a.is_front,
    related_articles: (a.related_articles ?? []).map((r) => ({ id: r.id, name: r.title })),
    related_reports: (a.related_reports ?? []).map((r) => ({ id: r.id, name: r.title })),
  };
}

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

/**
 * What to do with the planned time: `send` it (Publish: a future time schedules), `clear` it (Save
 * draft and cancelling a schedule: a draft is never scheduled by saving it), or `omit` it
 * (autosave: the server keeps what it has).
 */
export type PlannedMode = 'send' | 'clear' | 'omit';

/** The save payload of the editor's values (content §3), shared by create and update. */
export function valuesToPayload(
  v: ArticleEditorValues,
  publish: boolean,
  planned: PlannedMode,
): ArticleCreate {
  const payload: ArticleCreate = {
    title: v.title.trim(),
    body: v.body,
    publish,
    article_type: v.article_type,
    body_summary: orNull(v.body_summary),
    body_preview: htmlHasContent(v.body_preview) ? v.body_preview : null,
    cover_uri: v.cover_uri,
    cover_slide_uris: v.cover_slide_uris ?? [],
    source_uri: orNull(v.source_uri),
    display_time: v.display_time,
    free_expired_at: v.free_expired_at ?? NO_FREE_WINDOW,
    free_at: v.free_at,
    vip_visibility: v.vip_visibility,
    tag_ids: v.tag_ids,
    tag_relations: v.tag_relations.map((r) => ({ id: r.id, group: r.group })),
    theme_id: v.theme_id,
    attachments: v.attachments.map((a) => ({
      ...(a.id !== undefined ? { id: a.id } : {}),
      title: a.title,
      file_uri: a.file_uri,
      file_extension: a.file_extension,
    })),
    is_featured: v.is_featured,
    is_front: v.is_front,
    is_home_banner: v.is_home_banner,
    is_web_home: v.is_web_home,
    is_web_timeline: v.is_web_timeline,
    is_matrix_only: v.is_matrix_only,
    is_cooperation: v.is_cooperation,
    is_original: v.is_original,
    importance: v.importance,
    unlock_body: v.unlock_body,
    whitelist_user_group_ids: v.whitelist_user_group_ids,
    blacklist_user_group_ids: v.blacklist_user_group_ids,
    whitelist_user_ids: v.whitelist_user_ids,
    external_link: orNull(v.external_link),
    platforms: v.platforms,
    related_article_ids: (v.related_articles ?? []).map((r) => r.id),
    related_report_ids: (v.related_reports ?? []).map((r) => r.id),
  };
  if (v.author_id !== null) payload.author_id = v.author_id;
  if (planned === 'send') payload.planned_publish_at = v.planned_publish_at;
  if (planned === 'clear') payload.planned_publish_at = null;
  return payload;
}

export function valuesToUpdate(
  v: ArticleEditorValues,
  publish: boolean,
  planned: PlannedMode,
  version: number,
): ArticleUpdate {
  return { ...valuesToPayload(v, publish, planned), version };
}

/** Whether the server would take these values at all (title 10+ characters and a body). */
export const canSaveRemotely = (v: ArticleEditorValues) =>
  titleLength(v.title) >= TITLE_MIN && titleLength(v.title) <= 120 && htmlHasContent(v.body);

/**
 * The saving rule of content §4, as the editor predicts it for its buttons and success page:
 * publishing an unpublished article with a future planned time schedules it.
 */
export function savedStatus(
  publish: boolean,
  current: Article['status'] | null,
  planned: number | null,
  now: number,
): 'published' | 'scheduled' | 'draft' {
  if (!publish) return 'draft';
  if (current !== 'published' && planned !== null && planned > now) return 'scheduled';
  return 'published';
}
