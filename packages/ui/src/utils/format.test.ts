// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createI18n } from '../foundations/i18n';
import { fromChinaParts, shortcutRange, formatChinaTime, toChinaParts } from './chinaTime';
import {
  fileExtension,
  fileTypeFromName,
  formatFileSize,
  formatRelativeTime,
  formatYuan,
} from './format';

const t = createI18n('en').t;
const zh = createI18n('zh-CN').t;
// 2026-11-22 15:30 China time (07:30 UTC).
const now = fromChinaParts({ year: 2026, month: 11, day: 22, hour: 15, minute: 30 });
const MIN = 60_000;

describe('formatRelativeTime', () => {
  it('says "just now" under 5 minutes', () => {
    expect(formatRelativeTime(now, t, now)).toBe('just now');
    expect(formatRelativeTime(now - 4 * MIN - 59_000, t, now)).toBe('just now');
    expect(formatRelativeTime(now - 2 * MIN, zh, now)).toBe('刚刚');
  });
  it('says "N minutes ago" from 5 minutes to under an hour', () => {
    expect(formatRelativeTime(now - 5 * MIN, t, now)).toBe('5 minutes ago');
    expect(formatRelativeTime(now - 59 * MIN, t, now)).toBe('59 minutes ago');
    expect(formatRelativeTime(now - 12 * MIN, zh, now)).toBe('12 分钟前');
  });
  it('shows HH:mm the same China day, even when the UTC day differs', () => {
    expect(formatRelativeTime(now - 61 * MIN, t, now)).toBe('14:29');
    // 00:10 China time is still the previous UTC day.
    const earlyMorning = fromChinaParts({ year: 2026, month: 11, day: 22, hour: 0, minute: 10 });
    expect(formatRelativeTime(earlyMorning, t, now)).toBe('00:10');
  });
  it('shows M/D HH:mm the same year and YYYY/MM/DD HH:mm before', () => {
    const march = fromChinaParts({ year: 2026, month: 3, day: 5, hour: 9, minute: 7 });
    expect(formatRelativeTime(march, t, now)).toBe('3/5 09:07');
    const lastYear = fromChinaParts({ year: 2025, month: 12, day: 31, hour: 23, minute: 59 });
    expect(formatRelativeTime(lastYear, t, now)).toBe('2025/12/31 23:59');
  });
  it('never says "just now" for a future time', () => {
    expect(formatRelativeTime(now + 2 * MIN, t, now)).toBe('15:32');
  });
});

describe('china time', () => {
  it('round-trips parts and formats in GMT+8 whatever the host zone', () => {
    const ms = Date.UTC(2026, 0, 1, 16, 0); // 2026-01-02 00:00 in China
    expect(toChinaParts(ms)).toMatchObject({ year: 2026, month: 1, day: 2, hour: 0, minute: 0 });
    expect(fromChinaParts(toChinaParts(ms))).toBe(ms);
    expect(formatChinaTime(ms, 'YYYY-MM-DD HH:mm:ss')).toBe('2026-01-02 00:00:00');
  });
  it('computes the date shortcuts in China time, weeks starting on Monday', () => {
    const day = 24 * 60 * MIN;
    const today = shortcutRange('today', now);
    expect(today.end - today.start).toBe(day);
    expect(formatChinaTime(today.start, 'YYYY/MM/DD HH:mm')).toBe('2026/11/22 00:00');
    expect(formatChinaTime(shortcutRange('yesterday', now).start, 'MM/DD')).toBe('11/21');
    // 2026-11-22 is a Sunday: its week started on Monday 16 November.
    expect(formatChinaTime(shortcutRange('week', now).start, 'MM/DD')).toBe('11/16');
    expect(formatChinaTime(shortcutRange('month', now).start, 'MM/DD')).toBe('11/01');
    expect(formatChinaTime(shortcutRange('season', now).start, 'MM/DD')).toBe('10/01');
    expect(formatChinaTime(shortcutRange('season', now).end, 'YYYY/MM/DD')).toBe('2027/01/01');
    expect(formatChinaTime(shortcutRange('year', now).start, 'YYYY/MM/DD')).toBe('2026/01/01');
  });
});

describe('formatFileSize', () => {
  it('uses bytes under 1 KB, KB under 1 MB, else MB with one decimal', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('2 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1023 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1.0 MB');
    expect(formatFileSize(5.25 * 1024 * 1024)).toBe('5.3 MB');
  });
});

describe('formatYuan', () => {
  it('shows cents as yuan', () => {
    expect(formatYuan(0)).toBe('¥0.00');
    expect(formatYuan(1)).toBe('¥0.01');
    expect(formatYuan(123456)).toBe('¥1,234.56');
    expect(formatYuan(-990)).toBe('-¥9.90');
  });
});

describe('fileTypeFromName', () => {
  it('detects the spec types by extension, case-insensitively, ignoring query strings', () => {
    for (const n of ['a.pdf', 'a.doc', 'a.DOCX', 'a.xls', 'a.xlsx'])
      expect(fileTypeFromName(n)).toBe('report');
    for (const n of ['a.jpg', 'a.JPEG', 'https://x/y/a.png?x=1'])
      expect(fileTypeFromName(n)).toBe('picture');
    expect(fileTypeFromName('clip.mp4')).toBe('video');
    expect(fileTypeFromName('talk.mp3')).toBe('audio');
    expect(fileTypeFromName('notes.txt')).toBe('unknown');
    expect(fileTypeFromName('README')).toBe('unknown');
    expect(fileExtension('.env')).toBe('');
  });
});
