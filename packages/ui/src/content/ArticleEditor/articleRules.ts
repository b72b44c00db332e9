/** Title limits of the contract (content §5, §9: at least 10 characters; at most 120). */
export const TITLE_MIN = 10;
export const TITLE_LIMIT = 120;
export const SUMMARY_LIMIT = 500;
export const URL_LIMIT = 2048;

/** Characters as the contract counts them (code points), after trimming. */
export const titleLength = (title: string) => [...title.trim()].length;

/** Whether a title is long enough (an empty one fails the required rule instead). */
export const titleLongEnough = (title: string) =>
  title.trim() === '' || titleLength(title) >= TITLE_MIN;

/** A scheduled release is valid only if its time is after now (content §5). */
export const plannedTimeValid = (planned: number | null, now: number) =>
  planned === null || planned > now;

export const isHttpUrl = (value: string) =>
  value.trim() === '' || /^https?:\/\/\S+$/i.test(value.trim());
