/** Online meeting service (content §3 `channel`). */
export type MeetingChannel = 'NONE' | 'TENCENT_MEETING';
/** What a meeting list entry designates. */
export type WhitelistKind = 'USER' | 'USER_GROUP' | 'MEMBERSHIP_LEVEL';

/** An entry of a meeting allow (`wl_include`) or deny (`wl_exclude`) list. */
export interface WhitelistEntry {
  key: string;
  kind: WhitelistKind;
  name: string;
}

/** Live progress (detail coding): not started 1, in progress 2, finished 3. */
export type RoadshowLiveStatus = 1 | 2 | 3;
export type RoadshowVip = 0 | 1 | 2 | 3;

/** A picked item of a search (video, article, report, user, user group), by id and name. */
export interface PickedItem {
  id: number;
  name: string;
}

/** Every field of the roadshow editor (content §3 Roadshow). Times are epoch ms. */
export interface RoadshowEditorValues {
  title: string;
  body: string;
  summary: string;
  people: string;
  /** `online`, `offline`, `video`, or empty. */
  live_method: string;
  live_status: RoadshowLiveStatus;
  start_time: number | null;
  end_time: number | null;
  roadshow_date: number | null;
  /** The poster's storage key (sent) and URL (shown). */
  poster: string | null;
  poster_url: string | null;
  vip_visibility: RoadshowVip;
  is_home: boolean;
  tags: PickedItem[];
  video: PickedItem | null;
  message: string;
  channel: MeetingChannel;
  auto_create_meeting: boolean;
  meeting_password: string;
  wl_include: WhitelistEntry[];
  wl_exclude: WhitelistEntry[];
  password_user_group: PickedItem | null;
  related_articles: PickedItem[];
  related_reports: PickedItem[];
}

export const LIVE_METHODS = ['online', 'offline', 'video'] as const;

export function emptyRoadshowValues(): RoadshowEditorValues {
  return {
    title: '',
    body: '',
    summary: '',
    people: '',
    live_method: 'online',
    live_status: 1,
    start_time: null,
    end_time: null,
    roadshow_date: null,
    poster: null,
    poster_url: null,
    vip_visibility: 0,
    is_home: false,
    tags: [],
    video: null,
    message: '',
    channel: 'NONE',
    auto_create_meeting: false,
    meeting_password: '',
    wl_include: [],
    wl_exclude: [],
    password_user_group: null,
    related_articles: [],
    related_reports: [],
  };
}

export const ROADSHOW_TITLE_LIMIT = 100;
export const ROADSHOW_SUMMARY_LIMIT = 500;
