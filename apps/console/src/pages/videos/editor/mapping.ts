import {
  DEFAULT_FREE_EXPIRED_AT,
  emptyVideoValues,
  type EpisodeDraft,
  type TagRelationGroup,
  type VideoEditorValues,
  type VideoSubmitIntent,
} from '@newsdesk/ui';
import type { Video, VideoSave } from '../../../data/videos';

/** The editor's row key of a saved episode. */
export const episodeUid = (id: number) => `ep-${id}`;

/** A video as the editor's form holds it. */
export function videoToValues(video: Video | null): VideoEditorValues {
  if (!video) return emptyVideoValues();
  return {
    title: video.title,
    description: video.description ?? '',
    cover_uri: video.cover_uri,
    cover_url: video.cover_uri ? video.cover_url : null,
    display_time: video.display_time,
    vip_visibility: video.vip_visibility,
    // The default (epoch + 1 s) is "not set" in the form.
    free_expired_at:
      video.free_expired_at === DEFAULT_FREE_EXPIRED_AT ? null : video.free_expired_at,
    tag_relations: video.tag_relations.map((r) => ({
      id: r.id,
      group: r.group as TagRelationGroup,
      k: r.k,
    })),
    schedule_open: video.schedule.open,
    schedule_time: video.schedule.time,
    episodes: video.episodes.map((e): EpisodeDraft => ({
      uid: episodeUid(e.id),
      id: e.id,
      name: e.name,
      key: e.key,
      url: e.url,
      size: e.size,
      duration: e.duration,
      preview_url: e.preview_url,
      preview_duration: e.preview_duration,
      display_time: e.display_time,
      thumbnails: e.thumbnails.map((key, i) => ({ key, url: e.thumbnail_urls[i] ?? '' })),
      upload_status: e.upload_status,
    })),
    related_articles: video.related_articles.map((a) => ({ id: a.id, title: a.title })),
    related_reports: video.related_reports.map((r) => ({ id: r.id, title: r.title })),
  };
}

/**
 * The save payload (content §4): Save as draft forces draft (`action: draft`); Post sends the
 * editor's status, which Post makes `published` (the server keeps a video with a future schedule
 * as a scheduled draft). Free expiry falls back to epoch + 1 s; tag relations keep their order key.
 */
export function valuesToSave(
  values: VideoEditorValues,
  intent: VideoSubmitIntent,
  current: Pick<Video, 'id' | 'version'> | null,
): VideoSave {
  return {
    ...(current ? { id: current.id, version: current.version } : {}),
    action: intent,
    ...(intent === 'post' ? { status: 'published' as const } : {}),
    title: values.title.trim(),
    description: values.description.trim() || null,
    cover_uri: values.cover_uri,
    display_time: values.display_time,
    vip_visibility: values.vip_visibility,
    free_expired_at: values.free_expired_at ?? DEFAULT_FREE_EXPIRED_AT,
    tag_relations: values.tag_relations.map((r) => ({ id: r.id, group: r.group, k: r.k ?? 0 })),
    schedule: values.schedule_open
      ? { open: true, time: values.schedule_time }
      : { open: false, time: null },
    episodes: values.episodes.map((e) => ({
      ...(e.id !== undefined ? { id: e.id } : {}),
      name: e.name.trim(),
      key: e.key ?? '',
      upload_status: e.upload_status,
      preview_url: e.preview_url,
      preview_duration: e.preview_duration,
      ...(e.size !== null ? { size: e.size } : {}),
      // Missing: the server reads it from the file information (content §4).
      ...(e.duration !== null ? { duration: e.duration } : {}),
      display_time: e.display_time,
      thumbnails: e.thumbnails.map((th) => th.key),
    })),
    related_article_ids: values.related_articles.map((a) => a.id),
    related_report_ids: values.related_reports.map((r) => r.id),
  };
}
