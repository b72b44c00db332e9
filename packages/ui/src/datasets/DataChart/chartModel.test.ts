// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatInZone, parseDatetime } from '../shared/datetime';
import {
  CHART_TIMEZONES,
  type DataAxisOptions,
  type DataChartOptions,
  type DataChartTimezone,
  type DataSeriesOptions,
  type DataTableData,
} from '../shared/types';
import {
  axisDomain,
  axisTicks,
  axisWindow,
  downsample,
  formatAxisValue,
  linePath,
  lowerBound,
  readChartData,
  type ChartData,
  type Drawn,
  type SeriesData,
} from './chartModel';

/**
 * The numbers behind a data chart, option by option (operations §3 Data chart): series of every
 * type read from the table, the x axis's start and end dates, downsampling, each y axis's range
 * (min, max, bars from zero, stacks, candles), tick interval, unit, precision, thousands separator,
 * prefix and suffix, the three curves, and dates in the seven timezones.
 */

/** Midnight of a day, China time (how the table's dates read). */
const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d, -8);

const axis = (a: Partial<DataAxisOptions> = {}): DataAxisOptions => ({
  id: 'left',
  kind: 'LEFT_Y',
  title: null,
  position: null,
  inverted: false,
  tick_interval: null,
  min: null,
  max: null,
  time_format: null,
  unit: 'NUMBER',
  thousands_separator: false,
  precision: null,
  prefix: null,
  suffix: null,
  start_date: null,
  end_date: null,
  show_title: true,
  show_line: true,
  show_labels: true,
  ...a,
});

const series = (s: Partial<DataSeriesOptions> = {}): DataSeriesOptions => ({
  name: 'S',
  column: 'a',
  type: 'LINE',
  axis: 'left',
  show_labels: false,
  smooth: false,
  curve: 'STRAIGHT',
  ...s,
});

const options = (s: DataSeriesOptions[]): DataChartOptions => ({
  chart_type: 'LINE',
  tooltip: true,
  datetime_zoom: false,
  legend: true,
  timezone: 'ASIA_SHANGHAI',
  axes: [axis({ id: 'x', kind: 'X' }), axis()],
  series: s,
  elements: [],
});

/** Rows out of order, a date that does not read, thousands separators and empty cells. */
const table: DataTableData = {
  columns: ['date', 'a', 'b', 'open', 'high', 'low', 'close'].map((name) => ({ name })),
  rows: [
    ['2024-01-03', '1,000', '5', '10', '12', '9', '11'],
    ['2024-01-01', '2', '', '8', '9', '7', '8.5'],
    ['not a date', '3', '3', '1', '1', '1', '1'],
    ['2024-01-02', 'x', '4', '11', '13', '10', null],
  ],
  datetime_column: 'date',
  datetime_format: 'YYYY-MM-DD',
};

describe('readChartData', () => {
  it('reads dated rows in time order and leaves out dates that do not read', () => {
    const data = readChartData(table, options([series()]));
    expect(data.times).toEqual([day(2024, 1, 1), day(2024, 1, 2), day(2024, 1, 3)]);
  });

  it('reads a value series: numbers with separators, null for empty or not a number', () => {
    const data = readChartData(table, options([series(), series({ name: 'B', column: 'b' })]));
    expect(data.series[0]!.values).toEqual([2, null, 1000]);
    expect(data.series[1]!.values).toEqual([null, 4, 5]);
    expect(data.series[0]!.ohlc).toBeNull();
  });

  it('reads the same for every value type (line, area, bar, stacked bar)', () => {
    for (const type of ['LINE', 'AREA', 'BAR', 'STACKED_BAR'] as const) {
      const data = readChartData(table, options([series({ type })]));
      expect(data.series[0]!.values).toEqual([2, null, 1000]);
    }
  });

  it('reads a candlestick series as open, high, low, close; its value is the close', () => {
    const candle = series({
      type: 'CANDLESTICK',
      column: null,
      open: 'open',
      high: 'high',
      low: 'low',
      close: 'close',
    });
    const data = readChartData(table, options([candle]));
    const s = data.series[0]!;
    expect(s.ohlc![0]).toEqual([8, 9, 7, 8.5]);
    expect(s.ohlc![1]!.slice(0, 3)).toEqual([11, 13, 10]);
    expect(Number.isNaN(s.ohlc![1]![3])).toBe(true);
    expect(s.values).toEqual([8.5, null, 11]);
  });

  it('draws nothing for a column the table does not have', () => {
    const missing = readChartData(table, options([series({ column: 'nope' })]));
    expect(missing.series[0]!.values).toEqual([null, null, null]);
    const candle = readChartData(
      table,
      options([series({ type: 'CANDLESTICK', open: 'open', high: 'high', low: 'nope' })]),
    );
    expect(candle.series[0]!.ohlc).toBeNull();
    expect(candle.series[0]!.values).toEqual([null, null, null]);
  });

  it('has no times without a datetime column', () => {
    const data = readChartData({ ...table, datetime_column: null }, options([series()]));
    expect(data.times).toEqual([]);
    expect(data.series[0]!.values).toEqual([]);
  });
});

describe('axisWindow (x axis start and end dates)', () => {
  const times = [day(2024, 1, 1), day(2024, 1, 2), day(2024, 1, 3)];
  it('shows every row without dates', () => {
    expect(axisWindow(times, undefined)).toEqual([0, 2]);
    expect(axisWindow(times, axis({ kind: 'X' }))).toEqual([0, 2]);
  });
  it('starts at the start date and ends on the end date (inclusive)', () => {
    expect(axisWindow(times, axis({ kind: 'X', start_date: day(2024, 1, 2) }))).toEqual([1, 2]);
    expect(axisWindow(times, axis({ kind: 'X', end_date: day(2024, 1, 2) }))).toEqual([0, 1]);
    expect(
      axisWindow(
        times,
        axis({ kind: 'X', start_date: day(2024, 1, 2), end_date: day(2024, 1, 2) }),
      ),
    ).toEqual([1, 1]);
  });
  it('keeps one row when the dates are outside the table', () => {
    expect(axisWindow(times, axis({ kind: 'X', start_date: day(2025, 1, 1) }))).toEqual([2, 2]);
    expect(axisWindow(times, axis({ kind: 'X', end_date: day(2023, 1, 1) }))).toEqual([0, 0]);
    expect(axisWindow([], axis({ kind: 'X' }))).toEqual([0, 0]);
  });
  it('lowerBound finds the first time at or after t', () => {
    expect(lowerBound(times, day(2024, 1, 2))).toBe(1);
    expect(lowerBound(times, day(2024, 1, 2) + 1)).toBe(2);
    expect(lowerBound(times, 0)).toBe(0);
    expect(lowerBound(times, day(2030, 1, 1))).toBe(3);
  });
});

describe('downsample', () => {
  const times = Array.from({ length: 10 }, (_, i) => day(2024, 1, i + 1));
  const make = (
    type: DataSeriesOptions['type'],
    values: (number | null)[],
    ohlc: SeriesData['ohlc'] = null,
  ): [ChartData, SeriesData] => {
    const s: SeriesData = { options: series({ type }), values, ohlc };
    return [{ times, series: [s] }, s];
  };

  it('keeps every point (but empty ones) when they fit', () => {
    const [data, s] = make('LINE', [1, null, 3, 4, 5, 6, 7, 8, 9, 10]);
    const out = downsample(data, s, 0, 3, 100);
    expect(out).toEqual([
      { t: times[0], v: 1 },
      { t: times[2], v: 3 },
      { t: times[3], v: 4 },
    ]);
    expect(downsample(data, s, 5, 4, 100)).toEqual([]);
  });

  it('keeps the lowest and highest of each bucket in time order for lines and areas', () => {
    for (const type of ['LINE', 'AREA'] as const) {
      const [data, s] = make(type, [5, 1, 9, 3, 4, 2, 2, 2, 2, 2]);
      expect(downsample(data, s, 0, 9, 2)).toEqual([
        { t: times[1], v: 1 },
        { t: times[2], v: 9 },
        { t: times[5], v: 2 },
      ]);
    }
    // Highest before lowest stays in time order.
    const [data, s] = make('LINE', [9, 1, 5, 5, 5, 5, 5, 5, 5, 5]);
    expect(downsample(data, s, 0, 9, 2).slice(0, 2)).toEqual([
      { t: times[0], v: 9 },
      { t: times[1], v: 1 },
    ]);
  });

  it('takes the mean of each bucket for bars and stacked bars', () => {
    for (const type of ['BAR', 'STACKED_BAR'] as const) {
      const [data, s] = make(type, [5, 1, 9, 3, 4, 2, null, 2, 2, 2]);
      const out = downsample(data, s, 0, 9, 2);
      expect(out).toHaveLength(2);
      expect(out[0]!.t).toBe(times[4]);
      expect(out[0]!.v).toBeCloseTo(4.4);
      expect(out[1]).toEqual({ t: times[9], v: 2 });
    }
  });

  it('merges the candles of a bucket: first open, highest high, lowest low, last close', () => {
    const nan = NaN;
    const ohlc: [number, number, number, number][] = [
      [1, 5, 0, 2],
      [nan, nan, nan, nan],
      [2, 6, 1, 3],
      [3, 4, 2, 3],
      [3, 8, 3, 7],
      [7, 9, 6, 8],
    ];
    const values = ohlc.map((o) => (Number.isNaN(o[3]) ? null : o[3]));
    const [data, s] = make('CANDLESTICK', values, ohlc);
    const out = downsample(data, s, 0, 5, 2);
    expect(out).toEqual([
      { t: times[2], v: 3, ohlc: [1, 6, 0, 3] },
      { t: times[5], v: 8, ohlc: [3, 9, 2, 8] },
    ]);
  });

  it('draws 10,000 points as at most two a bucket', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => day(2000, 1, 1) + i * 86_400_000);
    const s: SeriesData = {
      options: series(),
      values: many.map((_, i) => Math.sin(i / 50)),
      ohlc: null,
    };
    const out = downsample({ times: many, series: [s] }, s, 0, 9_999, 800);
    expect(out.length).toBeLessThanOrEqual(1_600);
    expect(out.length).toBeGreaterThan(800);
    expect(out.every((p, i) => i === 0 || p.t > out[i - 1]!.t)).toBe(true);
  });
});

describe('axisDomain (each y axis range)', () => {
  const pts = (...v: number[]): Drawn[] => v.map((x, i) => ({ t: i, v: x }));
  it('pads the values drawn against the axis by 5%', () => {
    const [lo, hi] = axisDomain(axis(), [{ options: series(), points: pts(10, 20) }]);
    expect(lo).toBeCloseTo(9.5);
    expect(hi).toBeCloseTo(20.5);
  });
  it('ignores series on another axis', () => {
    const d = axisDomain(axis(), [
      { options: series(), points: pts(10, 20) },
      { options: series({ axis: 'right' }), points: pts(1000) },
    ]);
    expect(d[1]).toBeCloseTo(20.5);
  });
  it('takes the min and max the axis sets', () => {
    expect(
      axisDomain(axis({ min: 0, max: 100 }), [{ options: series(), points: pts(10, 20) }]),
    ).toEqual([0, 100]);
    const [lo, hi] = axisDomain(axis({ min: 15 }), [{ options: series(), points: pts(10, 20) }]);
    expect(lo).toBe(15);
    expect(hi).toBeCloseTo(20.5);
  });
  it('starts bars at zero', () => {
    const [lo, hi] = axisDomain(axis(), [{ options: series({ type: 'BAR' }), points: pts(2, 4) }]);
    expect(lo).toBe(0);
    expect(hi).toBeCloseTo(4.2);
    const neg = axisDomain(axis(), [{ options: series({ type: 'BAR' }), points: pts(-4, -2) }]);
    expect(neg[0]).toBeCloseTo(-4.2);
    expect(neg[1]).toBeCloseTo(0.2);
  });
  it('sums stacked bars (a stacked bar type, or bars with a stack name) at each time', () => {
    const stacked = axisDomain(axis(), [
      { options: series({ type: 'STACKED_BAR' }), points: pts(1, 2) },
      { options: series({ type: 'STACKED_BAR', name: 'T' }), points: pts(2, 3) },
    ]);
    expect(stacked[0]).toBe(0);
    expect(stacked[1]).toBeCloseTo(5.25);
    const named = axisDomain(axis(), [
      { options: series({ type: 'BAR', stack: 'g' }), points: pts(1, 2) },
      { options: series({ type: 'BAR', stack: 'g', name: 'T' }), points: pts(2, 3) },
    ]);
    expect(named[1]).toBeCloseTo(5.25);
    const apart = axisDomain(axis(), [
      { options: series({ type: 'BAR', stack: 'g' }), points: pts(1, 2) },
      { options: series({ type: 'BAR', stack: 'h', name: 'T' }), points: pts(2, 3) },
    ]);
    expect(apart[1]).toBeCloseTo(3.15);
  });
  it('spans the candles from the lowest low to the highest high', () => {
    const [lo, hi] = axisDomain(axis(), [
      {
        options: series({ type: 'CANDLESTICK' }),
        points: [
          { t: 0, v: 10, ohlc: [9, 15, 5, 10] },
          { t: 1, v: 12, ohlc: [10, 13, 8, 12] },
        ],
      },
    ]);
    expect(lo).toBeCloseTo(4.5);
    expect(hi).toBeCloseTo(15.5);
  });
  it('has a range when there is nothing or one value to show', () => {
    const [lo, hi] = axisDomain(axis(), []);
    expect(lo).toBeCloseTo(-0.05);
    expect(hi).toBeCloseTo(1.05);
    const one = axisDomain(axis(), [{ options: series(), points: pts(5, 5) }]);
    expect(one[0]).toBeCloseTo(3.9);
    expect(one[1]).toBeCloseTo(6.1);
    expect(axisDomain(axis({ min: 10, max: 5 }), [])).toEqual([10, 11]);
  });
});

describe('axisTicks (tick interval)', () => {
  it('ticks every tick interval', () => {
    expect(axisTicks(axis({ tick_interval: 5 }), [0, 20])).toEqual([0, 5, 10, 15, 20]);
    expect(axisTicks(axis({ tick_interval: 0.5 }), [0.2, 1.6])).toEqual([0.5, 1, 1.5]);
  });
  it('makes about five round ticks without one (or with a zero or too small one)', () => {
    expect(axisTicks(axis(), [0, 10])).toEqual([0, 2, 4, 6, 8, 10]);
    expect(axisTicks(axis({ tick_interval: 0 }), [0, 10])).toEqual([0, 2, 4, 6, 8, 10]);
    expect(axisTicks(axis({ tick_interval: 0.001 }), [0, 100])).toEqual([0, 20, 40, 60, 80, 100]);
    expect(axisTicks(axis(), [3000, 3500])).toEqual([3000, 3100, 3200, 3300, 3400, 3500]);
  });
});

describe('formatAxisValue (unit, precision, thousands separator, prefix, suffix)', () => {
  it('shows a plain number without an axis', () => {
    expect(formatAxisValue(undefined, 1234.5)).toBe('1234.5');
  });
  it('rounds to the precision, or to four decimals without one', () => {
    expect(formatAxisValue(axis({ precision: 2 }), 2.1)).toBe('2.10');
    expect(formatAxisValue(axis({ precision: 0 }), 3386.6)).toBe('3387');
    expect(formatAxisValue(axis(), 1.234567)).toBe('1.2346');
  });
  it('groups thousands only when asked', () => {
    expect(formatAxisValue(axis(), 1234567)).toBe('1234567');
    expect(formatAxisValue(axis({ thousands_separator: true }), 1234567.5)).toBe('1,234,567.5');
  });
  it('shows a percent unit times 100 with %', () => {
    expect(formatAxisValue(axis({ unit: 'PERCENT', precision: 1 }), 0.125)).toBe('12.5%');
  });
  it('shows a text unit as given', () => {
    expect(
      formatAxisValue(axis({ unit: 'TEXT', precision: 2, thousands_separator: true }), 1234.5),
    ).toBe('1234.5');
  });
  it('adds the prefix and suffix', () => {
    expect(formatAxisValue(axis({ prefix: '¥', suffix: ' bn' }), 3)).toBe('¥3 bn');
    expect(formatAxisValue(axis({ unit: 'PERCENT', suffix: ' YoY' }), 0.02)).toBe('2% YoY');
  });
});

describe('linePath (curve)', () => {
  const pts: [number, number][] = [
    [0, 0],
    [10, 5],
  ];
  it('draws nothing without points', () => {
    expect(linePath([], 'STRAIGHT')).toBe('');
  });
  it('draws straight, stepped and smooth lines', () => {
    expect(linePath(pts, 'STRAIGHT')).toBe('M0.0,0.0L10.0,5.0');
    expect(linePath(pts, 'STEP')).toBe('M0.0,0.0H10.0V5.0');
    expect(linePath(pts, 'SMOOTH')).toBe('M0.0,0.0C1.7,0.8 8.3,4.2 10.0,5.0');
  });
  it('passes through every point whatever the curve', () => {
    const three: [number, number][] = [...pts, [20, 0]];
    for (const curve of ['STRAIGHT', 'STEP', 'SMOOTH'] as const) {
      expect(linePath(three, curve)).toMatch(/10\.0,5\.0|H10\.0V5\.0/);
      expect(linePath(three, curve).endsWith(curve === 'STEP' ? 'H20.0V0.0' : '20.0,0.0')).toBe(
        true,
      );
    }
  });
});

describe('dates: the table formats and the seven timezones', () => {
  it('reads every datetime format as China time', () => {
    expect(parseDatetime('2024-01-02', 'YYYY-MM-DD')).toBe(day(2024, 1, 2));
    expect(parseDatetime('2024/1/2', 'YYYY/MM/DD')).toBe(day(2024, 1, 2));
    expect(parseDatetime('2024-01', 'YYYY-MM')).toBe(day(2024, 1, 1));
    expect(parseDatetime('2024', 'YYYY')).toBe(day(2024, 1, 1));
    expect(parseDatetime('2024-01-02 09:30:00', 'YYYY-MM-DD HH:mm:ss')).toBe(
      Date.UTC(2024, 0, 2, 1, 30),
    );
    expect(parseDatetime('1704153600', 'X')).toBe(1_704_153_600_000);
    expect(parseDatetime('1704153600000', 'x')).toBe(1_704_153_600_000);
  });
  it('refuses dates that do not exist or do not match', () => {
    expect(parseDatetime('2023-02-30', 'YYYY-MM-DD')).toBeNull();
    expect(parseDatetime('2023-13', 'YYYY-MM')).toBeNull();
    expect(parseDatetime('2024-01-02', 'YYYY/MM/DD')).toBeNull();
    expect(parseDatetime(null, 'YYYY')).toBeNull();
    expect(parseDatetime('2024', 'DD.MM.YYYY')).toBeNull();
  });
  it('shows a time in each of the seven timezones', () => {
    const winter = Date.UTC(2024, 0, 1, 0, 0);
    const summer = Date.UTC(2024, 6, 1, 0, 0);
    const expected: Record<DataChartTimezone, [string, string]> = {
      AMERICA_NEW_YORK: ['2023-12-31 19:00', '2024-06-30 20:00'],
      ASIA_SHANGHAI: ['2024-01-01 08:00', '2024-07-01 08:00'],
      EUROPE_LONDON: ['2024-01-01 00:00', '2024-07-01 01:00'],
      ASIA_TOKYO: ['2024-01-01 09:00', '2024-07-01 09:00'],
      UTC: ['2024-01-01 00:00', '2024-07-01 00:00'],
      EUROPE_BERLIN: ['2024-01-01 01:00', '2024-07-01 02:00'],
      EUROPE_ROME: ['2024-01-01 01:00', '2024-07-01 02:00'],
    };
    expect(Object.keys(CHART_TIMEZONES)).toHaveLength(7);
    for (const zone of Object.keys(expected) as DataChartTimezone[]) {
      expect(formatInZone(winter, 'YYYY-MM-DD HH:mm', zone), zone).toBe(expected[zone][0]);
      expect(formatInZone(summer, 'YYYY-MM-DD HH:mm', zone), zone).toBe(expected[zone][1]);
    }
  });
  it('shows every x axis time format', () => {
    const t = Date.UTC(2024, 2, 5, 1, 7, 9); // 2024-03-05 09:07:09 in Shanghai
    const z = 'ASIA_SHANGHAI';
    expect(formatInZone(t, 'YYYY-MM-DD', z)).toBe('2024-03-05');
    expect(formatInZone(t, 'YYYY-MM', z)).toBe('2024-03');
    expect(formatInZone(t, 'YYYY', z)).toBe('2024');
    expect(formatInZone(t, 'MM-DD', z)).toBe('03-05');
    expect(formatInZone(t, 'HH:mm', z)).toBe('09:07');
    expect(formatInZone(t, 'YYYY-MM-DD HH:mm', z)).toBe('2024-03-05 09:07');
  });
});
