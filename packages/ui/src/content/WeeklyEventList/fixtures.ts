import { fromChinaParts } from '../../utils/chinaTime';
import type { WeeklyEvent } from './weekModel';

/** Monday 23 November 2026, 00:00 China time. */
export const WEEK_OF = fromChinaParts({ year: 2026, month: 11, day: 23 });

const at = (day: number, hour: number, minute = 0) =>
  fromChinaParts({ year: 2026, month: 11, day, hour, minute });

export const weekEvents: WeeklyEvent[] = [
  { id: '1', title: 'China LPR decision', time: at(23, 9, 15) },
  { id: '2', title: 'US consumer confidence', time: at(24, 23, 0) },
  { id: '3', title: 'China industrial profits YoY', time: at(27, 9, 30) },
  { id: '4', title: 'Eurozone CPI flash', time: at(27, 18, 0) },
  { id: '5', title: 'China official PMI', time: at(29, 9, 30) },
];
