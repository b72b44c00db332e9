import { parseDatetime } from '../shared/datetime';
import type {
  DataAxisOptions,
  DataChartOptions,
  DataSeriesOptions,
  DataTableData,
} from '../shared/types';

/**
 * The numbers behind a data chart, apart from drawing: the table read into times and values per
 * series, the visible window, downsampling to the pixels available (so 10,000 points draw as fast
 * as 1,000), each y axis's domain, and value formatting by the axis settings.
 */
export interface SeriesData {
  options: DataSeriesOptions;
  /** One value per row (null: empty or not a number); candlesticks use `ohlc`. */
  values: (number | null)[];
  ohlc: [number, number, number, number][] | null;
}

export interface ChartData {
  /** Row times (ms), ascending; rows whose date does not read are left out. */
  times: number[];
  series: SeriesData[];
}

const num = (v: string | null | undefined) => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v.replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
};

/** Reads the table's dated rows into each series' values. */
export function readChartData(table: DataTableData, options: DataChartOptions): ChartData {
  const names = table.columns.map((c) => c.name);
  const at = (name: string | null | undefined) => (name ? names.indexOf(name) : -1);
  const dt = at(table.datetime_column);
  const format = table.datetime_format ?? 'YYYY-MM-DD';
  const dated: { t: number; row: readonly (string | null)[] }[] = [];
  if (dt >= 0) {
    for (const row of table.rows) {
      const t = parseDatetime(row[dt], format);
      if (t !== null) dated.push({ t, row });
    }
  }
  dated.sort((a, b) => a.t - b.t);
  return {
    times: dated.map((d) => d.t),
    series: options.series.map((s) => {
      if (s.type === 'CANDLESTICK') {
        const idx = [at(s.open), at(s.high), at(s.low), at(s.close)];
        if (idx.some((i) => i < 0))
          return { options: s, values: dated.map(() => null), ohlc: null };
        const ohlc = dated.map(
          (d) => idx.map((i) => num(d.row[i]) ?? NaN) as [number, number, number, number],
        );
        return { options: s, values: ohlc.map((o) => (Number.isNaN(o[3]) ? null : o[3])), ohlc };
      }
      const i = at(s.column);
      return { options: s, values: dated.map((d) => (i >= 0 ? num(d.row[i]) : null)), ohlc: null };
    }),
  };
}

/** First index with time ≥ t. */
export function lowerBound(times: readonly number[], t: number) {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The window of rows [from, to] the x axis's start and end dates allow. */
export function axisWindow(
  times: readonly number[],
  x: DataAxisOptions | undefined,
): [number, number] {
  const last = Math.max(0, times.length - 1);
  const from = x?.start_date ? Math.min(lowerBound(times, x.start_date), last) : 0;
  const to = x?.end_date ? Math.max(from, lowerBound(times, x.end_date + 1) - 1) : last;
  return [from, Math.min(to, last)];
}

/** A point drawn: its time and value (or candle). */
export interface Drawn {
  t: number;
  v: number;
  ohlc?: [number, number, number, number];
}

/**
 * The points to draw of a series in the window, at most about `buckets` × 2: each bucket keeps its
 * lowest and highest value in time order (lines, areas), its open-high-low-close (candles), or its
 * mean (bars).
 */
export function downsample(
  data: ChartData,
  series: SeriesData,
  from: number,
  to: number,
  buckets: number,
): Drawn[] {
  const out: Drawn[] = [];
  const n = to - from + 1;
  const kind = series.options.type;
  if (n <= 0) return out;
  if (n <= buckets) {
    for (let i = from; i <= to; i++) {
      const v = series.values[i];
      if (v === null || v === undefined) continue;
      const o = series.ohlc?.[i];
      out.push(o ? { t: data.times[i]!, v, ohlc: o } : { t: data.times[i]!, v });
    }
    return out;
  }
  const size = n / buckets;
  for (let b = 0; b < buckets; b++) {
    const start = from + Math.floor(b * size);
    const end = Math.min(to, from + Math.floor((b + 1) * size) - 1);
    if (kind === 'CANDLESTICK' && series.ohlc) {
      let o = NaN;
      let h = -Infinity;
      let l = Infinity;
      let c = NaN;
      for (let i = start; i <= end; i++) {
        const k = series.ohlc[i]!;
        if (Number.isNaN(k[3])) continue;
        if (Number.isNaN(o)) o = k[0];
        h = Math.max(h, k[1]);
        l = Math.min(l, k[2]);
        c = k[3];
      }
      if (!Number.isNaN(c)) out.push({ t: data.times[end]!, v: c, ohlc: [o, h, l, c] });
    } else if (kind === 'BAR' || kind === 'STACKED_BAR') {
      let sum = 0;
      let count = 0;
      for (let i = start; i <= end; i++) {
        const v = series.values[i];
        if (v === null || v === undefined) continue;
        sum += v;
        count++;
      }
      if (count) out.push({ t: data.times[end]!, v: sum / count });
    } else {
      let lo = -1;
      let hi = -1;
      for (let i = start; i <= end; i++) {
        const v = series.values[i];
        if (v === null || v === undefined) continue;
        if (lo < 0 || v < series.values[lo]!) lo = i;
        if (hi < 0 || v > series.values[hi]!) hi = i;
      }
      if (lo < 0) continue;
      for (const i of lo === hi ? [lo] : lo < hi ? [lo, hi] : [hi, lo]) {
        out.push({ t: data.times[i]!, v: series.values[i]! });
      }
    }
  }
  return out;
}

/** The lowest and highest value a y axis must show, from its settings or its series. */
export function axisDomain(
  axis: DataAxisOptions,
  drawn: readonly { options: DataSeriesOptions; points: readonly Drawn[] }[],
): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  const stacks = new Map<string, Map<number, number>>();
  let hasBars = false;
  for (const d of drawn) {
    if (d.options.axis !== axis.id) continue;
    const stacked =
      d.options.type === 'STACKED_BAR' || (d.options.type === 'BAR' && d.options.stack);
    if (d.options.type === 'BAR' || d.options.type === 'STACKED_BAR') hasBars = true;
    for (const p of d.points) {
      if (p.ohlc) {
        lo = Math.min(lo, p.ohlc[2]);
        hi = Math.max(hi, p.ohlc[1]);
      } else if (stacked) {
        const key = d.options.stack || 'stack';
        const m = stacks.get(key) ?? new Map<number, number>();
        stacks.set(key, m);
        const sum = (m.get(p.t) ?? 0) + p.v;
        m.set(p.t, sum);
        lo = Math.min(lo, sum);
        hi = Math.max(hi, sum);
      } else {
        lo = Math.min(lo, p.v);
        hi = Math.max(hi, p.v);
      }
    }
  }
  if (!Number.isFinite(lo)) [lo, hi] = [0, 1];
  if (hasBars) {
    lo = Math.min(lo, 0);
    hi = Math.max(hi, 0);
  }
  if (lo === hi) [lo, hi] = [lo - 1, hi + 1];
  const pad = (hi - lo) * 0.05;
  const min = axis.min ?? (hasBars && lo === 0 ? 0 : lo - pad);
  const max = axis.max ?? hi + pad;
  return max > min ? [min, max] : [min, min + 1];
}

/** Tick values of a y axis: every `tick_interval`, else about five. */
export function axisTicks(axis: DataAxisOptions, [min, max]: [number, number]): number[] {
  let step = axis.tick_interval && axis.tick_interval > 0 ? axis.tick_interval : 0;
  if (!step || (max - min) / step > 50) {
    const raw = (max - min) / 5;
    const mag = 10 ** Math.floor(Math.log10(raw));
    const norm = raw / mag;
    step = (norm < 1.5 ? 1 : norm < 3 ? 2 : norm < 7 ? 5 : 10) * mag;
  }
  const out: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max + step * 1e-9; v += step) {
    out.push(Number(v.toPrecision(12)));
  }
  return out;
}

/** A value as the axis shows it: unit, precision, thousands separator, prefix and suffix. */
export function formatAxisValue(axis: DataAxisOptions | undefined, v: number): string {
  if (!axis) return String(v);
  const unit = axis.unit;
  const value = unit === 'PERCENT' ? v * 100 : v;
  let text: string;
  if (unit === 'TEXT') text = String(v);
  else {
    const p = axis.precision ?? undefined;
    text = value.toLocaleString('en-US', {
      useGrouping: axis.thousands_separator,
      ...(p !== undefined
        ? { minimumFractionDigits: p, maximumFractionDigits: p }
        : { maximumFractionDigits: 4 }),
    });
  }
  return `${axis.prefix ?? ''}${text}${unit === 'PERCENT' ? '%' : ''}${axis.suffix ?? ''}`;
}

/** The path of a line through points, straight, smooth (cardinal) or stepped. */
export function linePath(pts: readonly [number, number][], curve: 'STRAIGHT' | 'SMOOTH' | 'STEP') {
  if (pts.length === 0) return '';
  const f = (n: number) => n.toFixed(1);
  let d = `M${f(pts[0]![0])},${f(pts[0]![1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x, y] = pts[i]!;
    const [px, py] = pts[i - 1]!;
    if (curve === 'STEP') d += `H${f(x)}V${f(y)}`;
    else if (curve === 'SMOOTH') {
      const [ax, ay] = pts[i - 2] ?? pts[i - 1]!;
      const [bx, by] = pts[i + 1] ?? pts[i]!;
      d += `C${f(px + (x - ax) / 6)},${f(py + (y - ay) / 6)} ${f(x - (bx - px) / 6)},${f(y - (by - py) / 6)} ${f(x)},${f(y)}`;
    } else d += `L${f(x)},${f(y)}`;
  }
  return d;
}
