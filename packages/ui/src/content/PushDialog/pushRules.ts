/**
 * The rules of a push (operations §5), pure so they are tested on their own: the send time is not
 * earlier than now, nor earlier than the linked content's publish time, and the content must be
 * published; the link comes from a picked content for every type but `customize`.
 */

/** What a push opens (operations §5 "link by type"). */
export type PushLinkType =
  'omenReport' | 'article' | 'video' | 'roadshow' | 'product' | 'customize';
export const PUSH_LINK_TYPES: readonly PushLinkType[] = [
  'omenReport',
  'article',
  'video',
  'roadshow',
  'product',
  'customize',
];

/** A content picked for the link (the selection panels give it). */
export interface PushLinkedContent {
  type: Exclude<PushLinkType, 'customize'>;
  id: number | string;
  title: string;
  /** The link the push opens, derived from the content by the app. */
  url: string;
  /** When the content was (or is planned to be) published; null: not published. */
  publishedAt: number | null;
}

/** A minute of grace: "now" chosen in the picker is a few seconds old by the time it is sent. */
export const PUSH_NOW_GRACE_MS = 60_000;

export type PushTimeError =
  'error-notification-date' | 'push-error-before-publish' | 'push-error-not-published';

/**
 * Checks a send time (null = now) against the clock and the content's publish time (`undefined`
 * when the push opens no content, null when the content is not published).
 */
export function checkPushTime(
  startTime: number | null,
  now: number,
  publishedAt: number | null | undefined,
): PushTimeError | null {
  if (startTime !== null && startTime < now - PUSH_NOW_GRACE_MS) return 'error-notification-date';
  if (publishedAt === undefined) return null;
  if (publishedAt === null) return 'push-error-not-published';
  const sendAt = startTime ?? now;
  // Now, for content scheduled later, would reach readers before the content does.
  if (sendAt < publishedAt) return 'push-error-before-publish';
  return null;
}

/** A hand-written link (the `customize` type): an absolute http(s) URL or an app link (scheme://…). */
export function isPushLink(value: string): boolean {
  const text = value.trim();
  if (!/^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(text)) return false;
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}
