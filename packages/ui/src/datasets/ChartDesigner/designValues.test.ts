// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { candleDesign, indexTable, macroDesign, macroTable } from '../fixtures';
import type { DataAxisKind } from '../shared/types';
import {
  AXIS_KINDS,
  CHART_TYPES,
  CURVES,
  defaultDesign,
  ELEMENT_KINDS,
  newAxis,
  newElement,
  newSeries,
  optionsOfValues,
  TIMEZONES,
  TIME_FORMATS,
  valuesOfDesign,
  type ChartDesignValues,
} from './designValues';

/**
 * Every option the chart designer offers, from the form's typed values to the chart's options the
 * preview draws and the server stores (operations §3 Data chart), and back.
 */

const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d, -8);
const base = (): ChartDesignValues => valuesOfDesign(macroDesign);

describe('the designer offers every option of the spec', () => {
  it('has the chart types, axes, curves, marks, timezones and time formats', () => {
    expect(CHART_TYPES).toEqual(['LINE', 'AREA', 'BAR', 'STACKED_BAR', 'CANDLESTICK']);
    expect(AXIS_KINDS).toEqual(['X', 'TOP_X', 'LEFT_Y', 'RIGHT_Y', 'MORE_Y']);
    expect(CURVES).toEqual(['STRAIGHT', 'SMOOTH', 'STEP']);
    expect(ELEMENT_KINDS).toEqual(['MARK_AREA', 'MARK_POINT', 'MARK_LINE']);
    expect(TIMEZONES).toHaveLength(7);
    expect(TIME_FORMATS).toContain('YYYY-MM-DD');
  });
});

describe('defaultDesign', () => {
  it('starts a chart over an OHLC table as candlesticks on the left axis', () => {
    const d = defaultDesign(indexTable, 'csi300');
    expect(d.source_symbol).toBe('csi300');
    expect(d.chart_type).toBe('CANDLESTICK');
    expect(d.axes.map((a) => [a.id, a.kind])).toEqual([
      ['x', 'X'],
      ['left', 'LEFT_Y'],
    ]);
    expect(d.series[0]).toMatchObject({
      type: 'CANDLESTICK',
      name: 'OHLC',
      column: null,
      open: 'open',
      high: 'high',
      low: 'low',
      close: 'close',
      axis: 'left',
    });
  });
  it('starts a chart over another table as a line of its first value column', () => {
    const d = defaultDesign(macroTable, null);
    expect(d.chart_type).toBe('LINE');
    expect(d.series[0]).toMatchObject({ type: 'LINE', name: 'cpi_yoy', column: 'cpi_yoy' });
    expect(d).toMatchObject({
      tooltip: true,
      datetime_zoom: false,
      legend: true,
      footnote: '',
      watermark: '',
      timezone: 'ASIA_SHANGHAI',
      elements: [],
    });
  });
  it('has no series before a table is chosen', () => {
    expect(defaultDesign(null, null).series).toEqual([]);
  });
});

describe('new axes, series and marks', () => {
  it('places each axis kind and gives x axes a time format', () => {
    const where: Record<DataAxisKind, [string | null, string | null]> = {
      X: ['BOTTOM', 'YYYY-MM-DD'],
      TOP_X: ['TOP', 'YYYY-MM-DD'],
      LEFT_Y: ['LEFT', null],
      RIGHT_Y: ['RIGHT', null],
      MORE_Y: ['RIGHT', null],
    };
    for (const kind of AXIS_KINDS) {
      const a = newAxis(kind, 'a');
      expect([a.position, a.time_format], kind).toEqual(where[kind]);
      expect(a).toMatchObject({ show_title: true, show_line: true, show_labels: true });
    }
  });
  it('gives a new series the next value column', () => {
    expect(newSeries('BAR', ['cpi_yoy', 'pmi'], 'left', 1)).toMatchObject({
      name: 'pmi',
      column: 'pmi',
      type: 'BAR',
      axis: 'left',
      curve: 'STRAIGHT',
    });
  });
  it('points a new mark point across the x axis and other marks across a y axis', () => {
    expect(newElement('MARK_POINT', 'PMI').orientation).toBe('VERTICAL');
    expect(newElement('MARK_LINE', 'PMI').orientation).toBe('HORIZONTAL');
    expect(newElement('MARK_AREA', null).orientation).toBe('HORIZONTAL');
  });
});

describe('optionsOfValues: the general options', () => {
  it('passes the chart type, tooltip, datetime zoom, legend and timezone', () => {
    for (const chart_type of CHART_TYPES) {
      expect(optionsOfValues({ ...base(), chart_type }).chart_type).toBe(chart_type);
    }
    for (const timezone of TIMEZONES) {
      expect(optionsOfValues({ ...base(), timezone }).timezone).toBe(timezone);
    }
    const o = optionsOfValues({ ...base(), tooltip: false, datetime_zoom: true, legend: false });
    expect(o).toMatchObject({ tooltip: false, datetime_zoom: true, legend: false });
  });
  it('trims the footnote and watermark; empty ones are none', () => {
    const o = optionsOfValues({ ...base(), footnote: '  Source: NBS ', watermark: ' Draft ' });
    expect(o.footnote).toBe('Source: NBS');
    expect(o.watermark).toBe('Draft');
    const none = optionsOfValues({ ...base(), footnote: '  ', watermark: '' });
    expect(none.footnote).toBeNull();
    expect(none.watermark).toBeNull();
  });
});

describe('optionsOfValues: axes', () => {
  it('reads every axis setting, numbers and dates as typed', () => {
    const v = base();
    v.axes[0] = {
      ...v.axes[0]!,
      title: ' Month ',
      time_format: 'YYYY',
      start_date: '2023-07-01',
      end_date: '2024-06-30',
      show_title: false,
    };
    v.axes[1] = {
      ...v.axes[1]!,
      position: 'RIGHT',
      inverted: true,
      tick_interval: '0.5',
      min: '-1',
      max: '3',
      unit: 'PERCENT',
      thousands_separator: true,
      precision: '2',
      prefix: '≈',
      suffix: ' pts',
      show_line: false,
      show_labels: false,
    };
    const [x, left] = optionsOfValues(v).axes;
    expect(x).toMatchObject({
      id: 'x',
      kind: 'X',
      title: 'Month',
      time_format: 'YYYY',
      start_date: day(2023, 7, 1),
      end_date: day(2024, 6, 30),
      show_title: false,
    });
    expect(left).toMatchObject({
      id: 'left',
      kind: 'LEFT_Y',
      position: 'RIGHT',
      inverted: true,
      tick_interval: 0.5,
      min: -1,
      max: 3,
      unit: 'PERCENT',
      thousands_separator: true,
      precision: 2,
      prefix: '≈',
      suffix: 'pts',
      show_line: false,
      show_labels: false,
    });
  });
  it('reads a half-typed number or date as none', () => {
    const v = base();
    v.axes[0] = { ...v.axes[0]!, start_date: '2023-13-01', end_date: '' };
    v.axes[1] = { ...v.axes[1]!, min: '-', max: 'abc', tick_interval: '', precision: ' ' };
    const [x, left] = optionsOfValues(v).axes;
    expect(x).toMatchObject({ start_date: null, end_date: null });
    expect(left).toMatchObject({ min: null, max: null, tick_interval: null, precision: null });
  });
  it('keeps every axis kind, the extra y axes included', () => {
    const v = base();
    v.axes = AXIS_KINDS.map((k, i) => newAxis(k, `a${i}`));
    expect(optionsOfValues(v).axes.map((a) => a.kind)).toEqual(AXIS_KINDS);
  });
});

describe('optionsOfValues: series', () => {
  it('reads colour, axis, labels, smoothing, curve and stack', () => {
    const v = base();
    v.series[0] = {
      ...v.series[0]!,
      name: ' CPI ',
      type: 'STACKED_BAR',
      color: '#1c7ed6',
      axis: 'right',
      show_labels: true,
      smooth: true,
      curve: 'STEP',
      stack: ' prices ',
    };
    expect(optionsOfValues(v).series[0]).toEqual({
      name: 'CPI',
      type: 'STACKED_BAR',
      column: 'cpi_yoy',
      open: null,
      high: null,
      low: null,
      close: null,
      color: '#1c7ed6',
      axis: 'right',
      show_labels: true,
      smooth: true,
      curve: 'STEP',
      stack: 'prices',
    });
  });
  it('takes open, high, low and close for a candlestick and a column for the other types', () => {
    const v = base();
    const withAll = {
      ...v.series[0]!,
      column: 'cpi_yoy',
      open: 'o',
      high: 'h',
      low: 'l',
      close: 'c',
    };
    for (const type of CHART_TYPES) {
      const s = optionsOfValues({ ...v, series: [{ ...withAll, type }] }).series[0]!;
      if (type === 'CANDLESTICK') {
        expect(s).toMatchObject({ column: null, open: 'o', high: 'h', low: 'l', close: 'c' });
      } else {
        expect(s).toMatchObject({
          column: 'cpi_yoy',
          open: null,
          high: null,
          low: null,
          close: null,
        });
      }
    }
  });
  it('sends no colour or stack when empty, and an empty axis when none is chosen', () => {
    const v = base();
    v.series[0] = { ...v.series[0]!, color: '', stack: '  ', axis: null };
    expect(optionsOfValues(v).series[0]).toMatchObject({ color: null, stack: null, axis: '' });
  });
});

describe('optionsOfValues: marks', () => {
  const mark = (e: Partial<ChartDesignValues['elements'][number]>) => {
    const v = base();
    v.elements = [{ ...newElement('MARK_LINE', 'PMI'), ...e }];
    return optionsOfValues(v).elements[0]!;
  };
  it('a mark point is a date and a value', () => {
    expect(mark({ kind: 'MARK_POINT', x: '2024-03-01', y: '50.8', label: ' high ' })).toEqual({
      kind: 'MARK_POINT',
      series: 'PMI',
      orientation: 'HORIZONTAL',
      x: day(2024, 3, 1),
      y: 50.8,
      start: null,
      end: null,
      label: 'high',
    });
  });
  it('a horizontal mark line is a value; a vertical one is a date', () => {
    expect(mark({ start: '50', end: '52', x: '2024-01-01' })).toMatchObject({
      kind: 'MARK_LINE',
      x: null,
      y: null,
      start: 50,
      end: null,
    });
    expect(mark({ orientation: 'VERTICAL', start: '2024-03-01' })).toMatchObject({
      start: day(2024, 3, 1),
      end: null,
    });
  });
  it('a mark area has a start and an end, values or dates by its orientation', () => {
    expect(mark({ kind: 'MARK_AREA', start: '49', end: '51' })).toMatchObject({
      start: 49,
      end: 51,
    });
    expect(
      mark({
        kind: 'MARK_AREA',
        orientation: 'VERTICAL',
        start: '2024-01-01',
        end: '2024-03-31',
        series: null,
      }),
    ).toMatchObject({ series: null, start: day(2024, 1, 1), end: day(2024, 3, 31), label: null });
  });
});

describe('valuesOfDesign and optionsOfValues are inverse', () => {
  it('gives back the saved options of each demo chart', () => {
    for (const design of [macroDesign, candleDesign]) {
      const again = optionsOfValues(valuesOfDesign(design));
      expect(again.axes).toEqual(design.options.axes);
      expect(again.series.map((s) => ({ ...s, color: s.color ?? null }))).toEqual(
        design.options.series.map((s) => ({
          ...s,
          color: s.color ?? null,
          column: s.type === 'CANDLESTICK' ? null : s.column,
          open: s.open ?? null,
          high: s.high ?? null,
          low: s.low ?? null,
          close: s.close ?? null,
          stack: s.stack ?? null,
        })),
      );
      for (const [i, e] of design.options.elements.entries()) {
        expect(again.elements[i]).toMatchObject({
          kind: e.kind,
          orientation: e.orientation,
          start: e.start ?? null,
          label: e.label ?? null,
        });
      }
      expect(again).toMatchObject({
        chart_type: design.options.chart_type,
        tooltip: design.options.tooltip,
        datetime_zoom: design.options.datetime_zoom,
        legend: design.options.legend,
        footnote: design.options.footnote ?? null,
        watermark: design.options.watermark ?? null,
        timezone: design.options.timezone,
      });
    }
  });
  it('shows saved dates as China dates and numbers as typed', () => {
    const v = valuesOfDesign(candleDesign);
    expect(v.elements[0]).toMatchObject({ start: '2024-09-23', end: '2024-10-08' });
    const macro = valuesOfDesign(macroDesign);
    expect(macro.axes[2]).toMatchObject({ min: '47', max: '54', precision: '' });
    expect(macro.elements[0]).toMatchObject({ start: '50', x: '', y: '' });
  });
});
