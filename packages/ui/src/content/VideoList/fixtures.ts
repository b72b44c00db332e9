import type { VideoRowData } from './VideoTable';

/** A fixed "now" so relative times and scheduled marks render the same on every run. */
export const NOW = Date.UTC(2026, 10, 22, 2, 0, 0);
const HOUR = 3_600_000;

export const videoRows: VideoRowData[] = [
  {
    id: 12,
    title: '每周宏观回顾：利率、信用与人民币',
    cover_url: null,
    status: 'published',
    planned_published_at: null,
    display_time: NOW - 12 * 60_000,
    author: { nickname: '李伟' },
    episode_count: 3,
    duration: 3725,
    counter: { viewed: 1204 },
  },
  {
    id: 11,
    title: 'Fed watch: what the dot plot says about 2027',
    cover_url: 'data:image/gif;base64,broken',
    status: 'draft',
    planned_published_at: NOW + 20 * HOUR,
    display_time: NOW + 20 * HOUR,
    author: { nickname: 'Sarah Lin' },
    episode_count: 1,
    duration: 612.4,
    counter: { viewed: 0 },
  },
  {
    id: 10,
    title: 'Draft interview with the chief economist',
    cover_url: null,
    status: 'draft',
    planned_published_at: null,
    display_time: NOW - 30 * HOUR,
    author: null,
    episode_count: 0,
    duration: null,
    counter: { viewed: 0 },
  },
  {
    id: 9,
    title: '国际油价周度复盘',
    cover_url: null,
    status: 'deleted',
    planned_published_at: null,
    display_time: NOW - 400 * HOUR,
    author: { nickname: '王芳' },
    episode_count: 2,
    duration: 1800,
    counter: { viewed: 88 },
  },
];

export const longVideoRow: VideoRowData = {
  ...videoRows[0]!,
  id: 99,
  title:
    'A very long video title that goes on and on about the yuan, credit spreads, the loan prime rate, property developers, local government financing vehicles and the outlook for next year',
  author: { nickname: 'An author with a remarkably long display name for a byline' },
};
