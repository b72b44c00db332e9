import type { gql } from '@newsdesk/api-client';
import {
  emptyRoadshowValues,
  type RoadshowEditorValues,
  type RoadshowLiveStatus,
  type RoadshowVip,
  type WhitelistEntry,
} from '@newsdesk/ui';
import type { Roadshow, RoadshowInput, RoadshowPatch } from '../../../data/roadshows';

/** The GraphQL names of audience and live progress, by the numbers of content §3. */
const VIP_NAMES: Record<RoadshowVip, gql.VipVisibility> = {
  0: 'ALL',
  1: 'ASSIGNED',
  2: 'BLACK_GOLD',
  3: 'META',
};
const LIVE_NAMES: Record<RoadshowLiveStatus, gql.LiveStatus> = {
  1: 'NOT_STARTED',
  2: 'IN_PROGRESS',
  3: 'FINISHED',
};
const byName = <K extends number, V extends string>(map: Record<K, V>, name: V): K =>
  Number((Object.entries(map) as [string, V][]).find(([, v]) => v === name)?.[0] ?? 0) as K;

const entries = (list: readonly gql.MeetingWhitelistEntryFieldsFragment[] | undefined) =>
  (list ?? []).map((e): WhitelistEntry => ({ key: e.key, kind: e.kind, name: e.name }));

/** A roadshow as the editor's values. The poster key stays null until a new one is uploaded. */
export function roadshowToValues(r: Roadshow): RoadshowEditorValues {
  return {
    ...emptyRoadshowValues(),
    title: r.title,
    body: r.body ?? '',
    summary: r.summary ?? '',
    people: r.people ?? '',
    live_method: r.live_method ?? '',
    live_status: byName(LIVE_NAMES, r.live_status) || 1,
    start_time: r.start_time,
    end_time: r.end_time ?? null,
    roadshow_date: r.roadshow_date ?? null,
    poster: null,
    poster_url: r.poster ?? null,
    vip_visibility: byName(VIP_NAMES, r.vip_visibility),
    is_home: r.is_home,
    tags: r.tags.map((t) => ({ id: Number(t.id), name: t.name })),
    video: r.video ? { id: Number(r.video.id), name: r.video.title } : null,
    message: r.message ?? '',
    channel: r.channel,
    auto_create_meeting: r.auto_create_meeting,
    meeting_password: r.tencent_meeting?.password ?? '',
    wl_include: entries(r.tencent_meeting?.wl_include),
    wl_exclude: entries(r.tencent_meeting?.wl_exclude),
    password_user_group: r.password_user_group
      ? { id: Number(r.password_user_group.id), name: r.password_user_group.name }
      : null,
    related_articles: r.related_articles.map((a) => ({ id: Number(a.id), name: a.title })),
    related_reports: r.related_reports.map((a) => ({ id: Number(a.id), name: a.title })),
  };
}

const text = (v: string) => (v.trim() === '' ? null : v.trim());

/** The fields every write sends (status and poster aside). */
function common(v: RoadshowEditorValues): Omit<RoadshowPatch, 'status' | 'poster'> {
  const meeting = v.channel === 'TENCENT_MEETING';
  return {
    title: v.title.trim(),
    body: v.body,
    start_time: v.start_time ?? 0,
    end_time: v.end_time,
    roadshow_date: v.roadshow_date,
    summary: text(v.summary),
    people: text(v.people),
    live_method: text(v.live_method),
    live_status: LIVE_NAMES[v.live_status],
    video_id: v.video ? String(v.video.id) : null,
    message: text(v.message),
    vip_visibility: VIP_NAMES[v.vip_visibility],
    tag_ids: v.tags.map((t) => String(t.id)),
    is_home: v.is_home,
    channel: v.channel,
    auto_create_meeting: meeting && v.auto_create_meeting,
    tencent_meeting: meeting
      ? {
          password: text(v.meeting_password),
          wl_include: v.wl_include.map(({ key, kind, name }) => ({ key, kind, name })),
          wl_exclude: v.wl_exclude.map(({ key, kind, name }) => ({ key, kind, name })),
        }
      : null,
    password_user_group_id:
      meeting && v.password_user_group ? String(v.password_user_group.id) : null,
    related_article_ids: v.related_articles.map((a) => String(a.id)),
    related_report_ids: v.related_reports.map((a) => String(a.id)),
  };
}

/** A new roadshow: every field, the poster's storage key, draft or published. */
export function valuesToInput(v: RoadshowEditorValues, publish: boolean): RoadshowInput {
  return {
    ...common(v),
    title: v.title.trim(),
    body: v.body,
    start_time: v.start_time ?? 0,
    poster: v.poster,
    status: publish ? 'PUBLISHED' : 'DRAFT',
  };
}

/**
 * Changes to a saved roadshow: every field but the status (that goes through the status call); the
 * poster only when it was replaced or removed (`poster_url` differs from the saved one).
 */
export function valuesToPatch(v: RoadshowEditorValues, saved: Roadshow): RoadshowPatch {
  const patch: RoadshowPatch = common(v);
  if (v.poster_url !== (saved.poster ?? null)) patch.poster = v.poster;
  return patch;
}
