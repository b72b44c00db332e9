import { brokenSrc, coverSrc } from '../../feedback/storyImages';
import type { RoadshowRowData } from './RoadshowTable';

const DAY = 86_400_000;
/** A fixed start so the times render the same on every run (2026-11-22 10:00 GMT+8). */
export const START = Date.UTC(2026, 10, 22, 2, 0, 0);

export const roadshowRows: RoadshowRowData[] = [
  {
    id: 31,
    title: '2027 年宏观经济展望：首席经济学家线上路演',
    status: 'published',
    start_time: START,
    end_time: START + 2 * 3_600_000,
    live_status: 1,
    tags: [
      { id: 7, name: 'Macro', group: 8 },
      { id: 9, name: '利率', group: 8 },
    ],
    is_home: true,
    vip_visibility: 2,
    poster: coverSrc,
  },
  {
    id: 30,
    title: 'Semiconductor supply chain: a roadshow with the sector team',
    status: 'draft',
    start_time: START + 3 * DAY,
    end_time: null,
    live_status: 0,
    tags: [],
    is_home: false,
    vip_visibility: 0,
    poster: null,
  },
  {
    id: 29,
    title: '新能源车出海：meta 会员专场',
    status: 'published',
    start_time: START - 5 * DAY,
    end_time: START - 5 * DAY + 3_600_000,
    live_status: 2,
    tags: [{ id: 12, name: 'EV', group: 8 }],
    is_home: false,
    vip_visibility: 3,
    poster: brokenSrc,
  },
  {
    id: 28,
    title: 'Deleted roadshow kept for the record',
    status: 'deleted',
    start_time: START - 9 * DAY,
    end_time: START - 9 * DAY + 3_600_000,
    live_status: 2,
    tags: [],
    is_home: false,
    vip_visibility: 1,
    poster: null,
  },
];

export const longRoadshowRow: RoadshowRowData = {
  id: 27,
  title:
    '一场标题非常非常长的路演：全球资产配置、利率周期、汇率波动与大宗商品价格在二〇二七年的联动关系以及对国内权益市场的深远影响 — with an English tail that goes on and on',
  status: 'published',
  start_time: START,
  end_time: START + 3_600_000,
  live_status: 0,
  tags: Array.from({ length: 8 }, (_, i) => ({ id: 100 + i, name: `Tag ${i + 1}`, group: 8 })),
  is_home: true,
  vip_visibility: 3,
  poster: coverSrc,
};
