/**
 * The length a limit counts: user-perceived characters (code points), so one Chinese character or one
 * emoji counts as one, as the counter shows it.
 */
export function textLength(value: string): number {
  return Array.from(value).length;
}

/** Whether a text is longer than its limit (no limit: never). */
export function isOverLimit(value: string, limit: number | undefined): boolean {
  return limit !== undefined && textLength(value) > limit;
}
