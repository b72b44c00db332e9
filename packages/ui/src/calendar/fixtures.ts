import { fromChinaParts } from '../utils/chinaTime';
import type { CalendarEventItem, CalendarImportance } from './calendarModel';
import type { CalendarTopicItem } from './TopicList';

/** 2026-11-01 00:00 China time: the month the stories show. */
export const STORY_MONTH = fromChinaParts({ year: 2026, month: 11, day: 1 });
export const STORY_NEXT_MONTH = fromChinaParts({ year: 2026, month: 12, day: 1 });
/** 2026-11-16 (a Monday) 12:00 China time: "now" in the stories. */
export const STORY_NOW = fromChinaParts({ year: 2026, month: 11, day: 16, hour: 12 });

const NAMES = ['CPI YoY', 'Nonfarm payrolls', 'LPR 1Y', 'ECB rate decision', 'PMI', 'GDP QoQ'];
const COUNTRIES = ['CN', 'US', 'CN', 'EU', 'JP', 'GB'];
const IMP: CalendarImportance[] = ['HIGH', 'HIGH', 'MEDIUM', 'HIGH', 'LOW', 'MEDIUM'];

/** `count` events spread over November 2026 (China time), deterministic. */
export function storyEvents(count: number): CalendarEventItem[] {
  return Array.from({ length: count }, (_, i) => {
    const day = 1 + ((i * 7) % 30);
    const hour = [9, 10, 14, 16, 20, 21][i % 6]!;
    return {
      id: String(i + 1),
      title: `${NAMES[i % NAMES.length]} ${i + 1}`,
      display_time: fromChinaParts({ year: 2026, month: 11, day, hour, minute: i % 2 ? 30 : 0 }),
      time_format: i % 11 === 5 ? 'DATE' : 'DATETIME',
      importance: IMP[i % IMP.length]!,
      status: i % 13 === 4 ? 'DRAFT' : 'PUBLISHED',
      country: COUNTRIES[i % COUNTRIES.length]!,
      event: NAMES[i % NAMES.length]!,
      forecast: '2.1%',
      previous: '2.0%',
      actual: i % 3 ? '2.2%' : null,
    };
  });
}

export const storyTopics: CalendarTopicItem[] = [
  {
    id: '1',
    name: '国债发行',
    status: 'PUBLISHED',
    description: '财政部国债发行安排',
    period: 'monthly',
    website: 'https://www.example.cn/calendar',
    organization: '财政部',
    groups: ['TREASURY'],
  },
  {
    id: '2',
    name: 'Fed rate decisions',
    status: 'PUBLISHED',
    description: 'FOMC meetings and the dot plot',
    period: 'every 6 weeks',
    website: null,
    organization: 'Federal Reserve',
    groups: ['FAQ'],
  },
  {
    id: '3',
    name: 'Earnings season',
    status: 'DRAFT',
    description: 'When listed companies publish their results',
    period: 'quarterly',
    website: 'https://example.com/earnings',
    organization: 'CSRC',
    groups: ['ROADMAP'],
  },
];
