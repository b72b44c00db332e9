/**
 * What the system message screens show (operations §3 System message, designed in the contract's
 * `SystemMessage`): plain props, shaped like the generated types so the console passes them as is.
 */

/** The notification type set of operations §3. */
export type NotificationType = 'comment' | 'like' | 'at' | 'follow' | 'system';
export const NOTIFICATION_TYPES: readonly NotificationType[] = [
  'comment',
  'like',
  'at',
  'follow',
  'system',
];

export type SysMessageStatus = 'draft' | 'published' | 'deleted';
export const SYS_MESSAGE_STATUSES: readonly SysMessageStatus[] = ['published', 'draft', 'deleted'];

/** Membership levels (operations §9): institution 110, normal 1 (Free), black gold 2, meta 3. */
export type SysMessageLevel = 110 | 1 | 2 | 3;
export const SYS_MESSAGE_LEVELS: readonly SysMessageLevel[] = [110, 1, 2, 3];

export type SysMessageAudience =
  | { type: 'all' }
  | { type: 'membership'; membership_levels: SysMessageLevel[] }
  | { type: 'users'; user_ids: number[] };

export interface SysMessageData {
  id: number;
  title: string;
  /** Sanitised HTML. */
  content: string;
  url: string | null;
  /** Absent only from servers before the field: read as `system`. */
  notification_type?: NotificationType;
  audience: SysMessageAudience;
  send_at: number | null;
  sent_at: number | null;
  status: SysMessageStatus;
  author: { nickname: string } | null;
  created_at: number;
  updated_at: number;
  version: number;
}

/** Where a message is in its life: deleted, draft, delivered, or waiting for its time. */
export type SysMessageState = 'delivered' | 'scheduled' | 'draft' | 'deleted';
export function sysMessageState(m: Pick<SysMessageData, 'status' | 'sent_at'>): SysMessageState {
  if (m.status === 'deleted') return 'deleted';
  if (m.sent_at !== null) return 'delivered';
  return m.status === 'draft' ? 'draft' : 'scheduled';
}

/** The notification type of a message (`system` when the server did not say). */
export const notificationTypeOf = (m: Pick<SysMessageData, 'notification_type'>) =>
  m.notification_type ?? 'system';

/** Limits of the contract's `SystemMessageInput`. */
export const SYS_MESSAGE_TITLE_LIMIT = 100;
export const SYS_MESSAGE_BODY_LIMIT = 5000;
