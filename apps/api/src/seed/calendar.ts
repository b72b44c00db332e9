import type { AppContext } from '../http/types';
import {
  createCalendar,
  createEventsFromTemplate,
  createTemplate,
  titleOf,
} from '../services/calendarConfig';
import { DAY_MS, dayStartGmt8 } from '../services/chinaTime';

/**
 * Demo calendars and event templates (#12): four calendars, a dozen recurring indicators, and the
 * events of a few of them for the coming weeks (China dates), so the event list has calendar rows.
 */
const CALENDARS = [
  {
    name: '美国经济数据',
    country: 'US',
    kind: 'ECONOMIC',
    default_importance: 2,
    position: 0,
    description: 'US macro indicators',
    templates: [
      ['美国{year}年{month}月非农就业人数', 'Nonfarm Payrolls', 3, 'BLS', 'K', '20:30', 'MONTHLY'],
      ['美国{month}月CPI年率', 'CPI YoY', 3, 'BLS', '%', '20:30', 'MONTHLY'],
      ['美国初请失业金人数（{date}）', 'Initial Jobless Claims', 2, 'DOL', 'K', '20:30', 'WEEKLY'],
      ['美国{month}月零售销售月率', 'Retail Sales MoM', 2, 'Census Bureau', '%', '20:30', null],
    ],
  },
  {
    name: '中国经济数据',
    country: 'CN',
    kind: 'ECONOMIC',
    default_importance: 2,
    position: 1,
    description: '国家统计局、海关总署、人民银行',
    templates: [
      ['中国{month}月官方制造业PMI', 'NBS Manufacturing PMI', 3, '国家统计局', '', '09:30', null],
      ['中国{month}月CPI年率', 'CPI YoY', 3, '国家统计局', '%', '09:30', null],
      ['中国{month}月贸易帐', 'Trade Balance', 2, '海关总署', '亿美元', '11:00', null],
      ['中国{month}月M2货币供应年率', 'M2 YoY', 2, '中国人民银行', '%', '16:00', null],
    ],
  },
  {
    name: '央行议息',
    country: null,
    kind: 'CENTRAL_BANK',
    default_importance: 3,
    position: 2,
    description: 'FOMC, ECB, BOJ and PBOC decisions',
    templates: [
      ['美联储利率决议（{date}）', 'FOMC Rate Decision', 3, 'Federal Reserve', '%', '02:00', null],
      ['中国LPR报价（{date}）', 'Loan Prime Rate', 3, '中国人民银行', '%', '09:15', null],
    ],
  },
  {
    name: '休市安排',
    country: 'other',
    kind: 'HOLIDAY',
    default_importance: 1,
    position: 3,
    auto_publish: false,
    description: null,
    templates: [['{date} 休市提醒', 'Market Holiday', 1, null, null, '00:00', null]],
  },
] as const;

export async function seedCalendars(ctx: AppContext) {
  const today = dayStartGmt8(ctx.now());
  const date = (t: number) => titleOf('{date}', t);
  for (const c of CALENDARS) {
    const calendar = await createCalendar(ctx, {
      name: c.name,
      country: c.country,
      kind: c.kind,
      default_importance: c.default_importance,
      position: c.position,
      description: c.description,
      auto_publish: 'auto_publish' in c ? c.auto_publish : true,
    });
    for (const [pattern, event, importance, source, unit, time, recurrence] of c.templates) {
      const template = await createTemplate(ctx, calendar.id, {
        title_pattern: pattern,
        event,
        importance,
        source,
        unit,
        default_time: time,
        time_format: c.kind === 'HOLIDAY' ? 'DATE' : 'DATETIME',
        body: `<p>${event}：前值、预期与公布值。</p>`,
      });
      if (recurrence === 'WEEKLY') {
        await createEventsFromTemplate(
          ctx,
          template.id,
          date(today),
          date(today + 56 * DAY_MS),
          'WEEKLY',
        );
      } else if (recurrence === 'MONTHLY') {
        await createEventsFromTemplate(
          ctx,
          template.id,
          date(today + 3 * DAY_MS),
          date(today + 95 * DAY_MS),
          'MONTHLY',
        );
      }
    }
  }
}
