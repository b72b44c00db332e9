/**
 * A screen that reads the time (the dashboard's "today", the calendar's month, a banner's "shown
 * now") is a visual baseline only when its clock is fixed: `atTime(ms)` is a story `beforeEach`
 * that moves `Date.now` to `ms` when the story starts and lets it tick on from there (debounces and
 * timers still see time pass), and puts the real clock back after the story.
 */
export const atTime = (ms: number) => () => {
  const real = Date.now;
  const offset = ms - real();
  Date.now = () => real() + offset;
  return () => {
    Date.now = real;
  };
};

/** 2024-05-06 10:00 GMT+8 (a Monday): the day of the contract's examples (orders, messages). */
export const STORY_NOW = Date.UTC(2024, 4, 6, 2);
