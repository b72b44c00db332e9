/** Kinds a daily report holds (the selection panels' kinds). */
export type DailyReportKind = 'ARTICLE' | 'POST' | 'VIDEO' | 'REPORT' | 'ROADSHOW';
export type DailyReportVip = 'ALL' | 'ASSIGNED' | 'BLACK_GOLD' | 'META';

/**
 * One item of the daily top content (operations §3 "Daily top content": author, counter.viewed,
 * cover_url, datetime, kind, raw_id, title, description, vip_visibility), as plain props.
 */
export interface DailyReportItemData {
  kind: DailyReportKind | string;
  raw_id: string;
  title: string;
  description: string | null;
  /** The author's nickname. */
  author: string | null;
  /** Views on that day (`counter.viewed`). */
  viewed: number;
  cover_url: string | null;
  datetime: number;
  vip_visibility: DailyReportVip;
}
