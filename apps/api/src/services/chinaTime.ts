/**
 * China time (GMT+8), the product's one time zone (content §9: dates in GMT+8; operations §9:
 * "today" of the dashboard and the order statistics). The server's one helper for it: services and
 * the seed import these instead of keeping their own offsets. (The console has its counterpart,
 * `formatChinaTime` in packages/ui.)
 */
export const GMT8_OFFSET_MS = 8 * 3_600_000;
export const DAY_MS = 86_400_000;

/** Start (00:00 GMT+8, in ms) of the GMT+8 day containing `t`. */
export function dayStartGmt8(t: number): number {
  return Math.floor((t + GMT8_OFFSET_MS) / DAY_MS) * DAY_MS - GMT8_OFFSET_MS;
}

/** A Date whose UTC fields (getUTCFullYear, getUTCDay…) read the China time of `t`. */
export const chinaClock = (t: number): Date => new Date(t + GMT8_OFFSET_MS);
