import type { SysMessageData } from './types';

/** 2026-11-22 10:00 GMT+8, the stories' clock. */
export const NOW = 1795312800000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const author = { nickname: '王编辑' };

export const sysMessages: SysMessageData[] = [
  {
    id: 31,
    title: '系统维护公告',
    content: '<p>本周六 02:00–04:00 进行系统维护，期间 App 暂停服务。</p>',
    url: null,
    notification_type: 'system',
    audience: { type: 'all' },
    send_at: NOW + 2 * DAY,
    sent_at: null,
    status: 'published',
    author,
    created_at: NOW - HOUR,
    updated_at: NOW - HOUR,
    version: 1,
  },
  {
    id: 30,
    title: 'New research reports every Monday',
    content: '<p>Institution reports are now published every <strong>Monday</strong> at 8:00.</p>',
    url: 'newsdesk://report/88',
    notification_type: 'follow',
    audience: { type: 'membership', membership_levels: [110, 2] },
    send_at: null,
    sent_at: NOW - 3 * HOUR,
    status: 'published',
    author,
    created_at: NOW - 4 * HOUR,
    updated_at: NOW - 3 * HOUR,
    version: 2,
  },
  {
    id: 29,
    title: '您的评论收到了编辑精选',
    content: '<p>感谢参与讨论，您的评论已被设为精选。</p>',
    url: 'https://example.cn/notice',
    notification_type: 'comment',
    audience: { type: 'users', user_ids: [120, 121] },
    send_at: null,
    sent_at: NOW - DAY,
    status: 'published',
    author: { nickname: 'Li Wei' },
    created_at: NOW - DAY,
    updated_at: NOW - DAY,
    version: 1,
  },
  {
    id: 28,
    title: '年度报告草稿',
    content: '<p>草稿内容</p>',
    url: null,
    notification_type: 'system',
    audience: { type: 'all' },
    send_at: null,
    sent_at: null,
    status: 'draft',
    author,
    created_at: NOW - 2 * DAY,
    updated_at: NOW - 2 * DAY,
    version: 3,
  },
  {
    id: 27,
    title: 'Old campaign',
    content: '<p>Ended.</p>',
    url: null,
    notification_type: 'like',
    audience: { type: 'all' },
    send_at: null,
    sent_at: NOW - 10 * DAY,
    status: 'deleted',
    author: null,
    created_at: NOW - 10 * DAY,
    updated_at: NOW - 5 * DAY,
    version: 2,
  },
];

export const longSysMessage: SysMessageData = {
  ...sysMessages[1]!,
  id: 40,
  title:
    'A very long system message title that keeps going to show how the list wraps it over two lines and cuts the rest',
  content: `<p>${'Long body text. '.repeat(60)}</p>`,
};
