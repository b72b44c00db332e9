import type { ReportFormValues } from '@newsdesk/ui';
import { storageKeyOf, type ReportDetail, type ReportWrite } from './reports';

const VIP: Record<string, ReportFormValues['vip_visibility']> = {
  ALL: 0,
  ASSIGNED: 1,
  BLACK_GOLD: 2,
  META: 3,
};

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v, null, 2));

/** A report read through GraphQL as the form's values (keys recovered from the storage URLs). */
export function reportToValues(r: ReportDetail): ReportFormValues {
  const fileKey = storageKeyOf(r.url);
  return {
    title: r.title,
    file_uri: fileKey,
    file_name: fileKey,
    summary: r.summary ?? '',
    markdown: r.markdown ?? '',
    vip_visibility: VIP[r.vip_visibility] ?? 0,
    display_time: r.display_time,
    tags: r.tags.map((t) => ({ id: Number(t.id), name: t.name })),
    images: r.report_images.map((i) => ({
      uri: storageKeyOf(i.url) ?? '',
      url: i.url,
      title: i.title ?? '',
      description: i.description ?? '',
      width: i.width ?? null,
      height: i.height ?? null,
      media_id: i.media_id === null || i.media_id === undefined ? null : Number(i.media_id),
    })),
    feed_info: json(r.feed_info),
    reference_blocks: json(r.reference_blocks),
    body_audio_uri: storageKeyOf(r.body_audio_url),
    body_audio_url: r.body_audio_url ?? null,
    content_url: r.content_url ?? '',
  };
}

const parsed = (text: string): unknown => (text.trim() === '' ? null : JSON.parse(text));

/** The form's values as the write call's body (validated beforehand: JSON parses). */
export function valuesToWrite(v: ReportFormValues): ReportWrite {
  return {
    title: v.title.trim(),
    file_uri: v.file_uri ?? '',
    summary: v.summary.trim() || null,
    markdown: v.markdown || null,
    vip_visibility: v.vip_visibility,
    display_time: v.display_time,
    tag_ids: v.tags.map((t) => t.id),
    images: v.images
      .filter((i) => i.uri)
      .map((i) => ({
        uri: i.uri,
        media_id: i.media_id ?? null,
        title: i.title.trim() || null,
        description: i.description.trim() || null,
        width: i.width,
        height: i.height,
      })),
    feed_info: parsed(v.feed_info) as ReportWrite['feed_info'],
    reference_blocks: parsed(v.reference_blocks) as ReportWrite['reference_blocks'],
    body_audio_uri: v.body_audio_uri,
    content_url: v.content_url.trim() || null,
  };
}
