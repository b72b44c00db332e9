import type { PushDetailData } from './PushDetail';
import type { PushRowData } from './PushList';

/** 2026-11-22 10:00 GMT+8, the stories' clock. */
export const NOW = 1795312800000;
const HOUR = 3_600_000;

export const pushRows: PushRowData[] = [
  {
    id: 58,
    title: '央行维持贷款市场报价利率不变',
    platform: 'all',
    created_at: NOW - 2 * HOUR,
    start_time: NOW + 3 * HOUR,
    sent_count: 0,
    open_count: 0,
    dismiss_count: 0,
    status: 'scheduled',
  },
  {
    id: 57,
    title: 'Semiconductor roadshow starts in ten minutes',
    platform: 'ios',
    created_at: NOW - 5 * HOUR,
    start_time: NOW - 4 * HOUR,
    sent_count: 120344,
    open_count: 8210,
    dismiss_count: 30211,
    status: 'sent',
  },
  {
    id: 56,
    title: 'Weekly outlook: rates, oil and the yuan',
    platform: 'android',
    created_at: NOW - 26 * HOUR,
    start_time: NOW - 25 * HOUR,
    sent_count: 5400,
    open_count: 310,
    dismiss_count: 1200,
    status: 'sending',
  },
  {
    id: 55,
    title: 'Morning brief',
    platform: 'all',
    created_at: NOW - 50 * HOUR,
    start_time: NOW - 49 * HOUR,
    sent_count: 0,
    open_count: 0,
    dismiss_count: 0,
    status: 'cancelled',
  },
  {
    id: 54,
    title: 'CPI release: what to expect',
    platform: 'all',
    created_at: NOW - 70 * HOUR,
    start_time: NOW - 69 * HOUR,
    sent_count: 0,
    open_count: 0,
    dismiss_count: 0,
    status: 'invalid',
  },
  {
    id: 53,
    title: 'Provider outage test',
    platform: 'android',
    created_at: NOW - 90 * HOUR,
    start_time: NOW - 89 * HOUR,
    sent_count: 0,
    open_count: 0,
    dismiss_count: 0,
    status: 'failed',
  },
];

export const longPushRow: PushRowData = {
  ...pushRows[1]!,
  id: 99,
  title:
    '一句非常长的推送标题：央行宣布维持一年期和五年期以上贷款市场报价利率不变，市场预期下季度或有调整，分析师称',
  sent_count: 987654321,
  open_count: 123456789,
  dismiss_count: 55555555,
};

export const pushDetail: PushDetailData = {
  id: 57,
  title: 'Semiconductor roadshow starts in ten minutes',
  body: 'Join the equipment makers’ roadshow live: questions open at 10:10.',
  platform: 'ios',
  start_time: NOW - 4 * HOUR,
  extra: { url: 'newsdesk://roadshow/12', content_kind: 13, content_id: 12 },
  status: 'sent',
  error: null,
  sent_count: 120344,
  open_count: 8210,
  dismiss_count: 30211,
  created_by: { nickname: 'Li Wei' },
  created_at: NOW - 5 * HOUR,
};
