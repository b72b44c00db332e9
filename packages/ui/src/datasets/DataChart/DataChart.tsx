import { ResponsiveLine, type LineCustomSvgLayerProps } from '@nivo/line';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { ChartFrame } from '../../charts/ChartFrame';
import { useChartTheme } from '../../charts/theme';
import { theme } from '../../foundations/tokens';
import { formatInZone } from '../shared/datetime';
import type { DataAxisOptions, DataChartOptions, DataTableData } from '../shared/types';
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
} from './chartModel';

export interface DataChartProps {
  /** Caption and accessible name. */
  title: string;
  /** The source's table. */
  table: DataTableData;
  /** The chart's design as the contract gives it: series, axes, time zone and zoom. */
  options: DataChartOptions;
  /** The drawing's height in px (default 360). */
  height?: number;
  /** The table is loading: a loading state instead of the chart (default false). */
  loading?: boolean;
  /** A failed load's message, shown with Retry instead of the chart. */
  error?: ReactNode;
  /** Called by the Retry button shown with `error`; no button without it. */
  onRetry?: () => void;
}

/** Rows of the table view (the last ones of the window): the drawing shows them all. */
export const DATA_CHART_TABLE_ROWS = 500;
const AXIS_W = 56;

const Below = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${theme.color.text.primary};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
  }
  span[aria-hidden] {
    width: 10px;
    height: 10px;
    border-radius: 2px;
    display: inline-block;
  }
`;

const Zoom = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  align-items: center;

  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]};
  }
  input {
    width: 160px;
  }
`;

const Footnote = styled.p`
  margin: 0;
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

interface Prepared {
  data: ChartData;
  xAxis: DataAxisOptions | undefined;
  topAxis: DataAxisOptions | undefined;
  yAxes: DataAxisOptions[];
  colors: string[];
}

/**
 * A data chart (operations §3 Data chart) on nivo: the frame, grid, x and left y axes are nivo's;
 * custom layers draw lines, areas, bars and stacked bars, candlesticks (open, high, low, close), the
 * right and more y axes, mark areas, points and lines, labels, the watermark and the tooltip. A
 * series is downsampled to the pixels available, so 10,000 points draw in a few milliseconds.
 * Dates show in the chart's timezone; the datetime zoom narrows the window. The same numbers are
 * in the table view.
 */
export function DataChart({
  title,
  table,
  options,
  height = 360,
  loading,
  error,
  onRetry,
}: DataChartProps) {
  const { t } = useTranslation();
  const chartTheme = useChartTheme();

  const prepared: Prepared = useMemo(() => {
    const data = readChartData(table, options);
    return {
      data,
      xAxis: options.axes.find((a) => a.kind === 'X'),
      topAxis: options.axes.find((a) => a.kind === 'TOP_X'),
      yAxes: options.axes.filter((a) => a.kind !== 'X' && a.kind !== 'TOP_X'),
      colors: options.series.map(
        (s, i) => s.color || chartTheme.series[i % chartTheme.series.length]!,
      ),
    };
  }, [table, options, chartTheme.series]);
  const { data, xAxis } = prepared;
  const [initialFrom, initialTo] = axisWindow(data.times, xAxis);
  const [zoom, setZoom] = useState<[number, number] | null>(null);
  const last = Math.max(0, data.times.length - 1);
  const from = options.datetime_zoom && zoom ? Math.min(zoom[0], last) : initialFrom;
  const to = options.datetime_zoom && zoom ? Math.min(Math.max(zoom[1], from), last) : initialTo;
  const timeFormat = xAxis?.time_format || 'YYYY-MM-DD';
  const dateOf = (ms: number) => formatInZone(ms, timeFormat, options.timezone);
  const empty = data.times.length === 0 || options.series.length === 0;

  const tableRows = useMemo(() => {
    const start = Math.max(from, to - DATA_CHART_TABLE_ROWS + 1);
    const rows: string[][] = [];
    for (let i = start; i <= to && !empty; i++) {
      rows.push([
        formatInZone(data.times[i]!, timeFormat, options.timezone),
        ...data.series.flatMap((s) => {
          const axis = prepared.yAxes.find((a) => a.id === s.options.axis);
          if (s.ohlc)
            return s.ohlc[i]!.map((v) => (Number.isNaN(v) ? '—' : formatAxisValue(axis, v)));
          const v = s.values[i];
          return [v === null || v === undefined ? '—' : formatAxisValue(axis, v)];
        }),
      ]);
    }
    return rows;
  }, [data, from, to, empty, timeFormat, options.timezone, prepared.yAxes]);

  const columns = [
    t('data-chart-date'),
    ...options.series.flatMap((s) =>
      s.type === 'CANDLESTICK'
        ? [
            `${s.name} ${t('data-open')}`,
            `${s.name} ${t('data-high')}`,
            `${s.name} ${t('data-low')}`,
            `${s.name} ${t('data-close')}`,
          ]
        : [s.name],
    ),
  ];
  const summary = empty
    ? title
    : t('data-chart-summary', {
        title,
        count: to - from + 1,
        first: dateOf(data.times[from]!),
        last: dateOf(data.times[to]!),
        series: options.series.map((s) => s.name).join(', '),
      });

  return (
    <div>
      <ChartFrame
        title={title}
        summary={summary}
        height={height}
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={!loading && !error && empty}
        emptyText={t('data-chart-empty')}
        table={{ columns, rows: tableRows }}
      >
        <Plot
          prepared={prepared}
          options={options}
          from={from}
          to={to}
          dateOf={dateOf}
          nivoTheme={chartTheme.nivo}
          textColor={chartTheme.colors.text.secondary}
          surface={chartTheme.colors.bg.surface}
          border={chartTheme.colors.border.medium}
          up={chartTheme.colors.text.danger}
          down={chartTheme.colors.text.success}
        />
      </ChartFrame>
      {!empty ? (
        <Below>
          {options.legend ? (
            <Legend aria-label={t('data-chart-legend')}>
              {options.series.map((s, i) => (
                <li key={`${s.name}-${i}`}>
                  <span aria-hidden style={{ background: prepared.colors[i] }} />
                  {s.name}
                </li>
              ))}
            </Legend>
          ) : (
            <span />
          )}
          {options.datetime_zoom && data.times.length > 1 ? (
            <Zoom role="group" aria-label={t('data-chart-zoom')}>
              <label>
                {t('data-chart-zoom-start')}
                <input
                  type="range"
                  min={0}
                  max={last}
                  value={from}
                  aria-valuetext={dateOf(data.times[from]!)}
                  onChange={(e) => setZoom([Math.min(Number(e.target.value), to), to])}
                />
              </label>
              <label>
                {t('data-chart-zoom-end')}
                <input
                  type="range"
                  min={0}
                  max={last}
                  value={to}
                  aria-valuetext={dateOf(data.times[to]!)}
                  onChange={(e) => setZoom([from, Math.max(Number(e.target.value), from)])}
                />
              </label>
              <span>
                {dateOf(data.times[from]!)} – {dateOf(data.times[to]!)}
              </span>
            </Zoom>
          ) : null}
        </Below>
      ) : null}
      {options.footnote ? <Footnote>{options.footnote}</Footnote> : null}
    </div>
  );
}

/** The frame's one invisible series: the window's corners on the first left axis. */
type FrameSeries = { id: string; data: { x: number; y: number }[] };

interface PlotProps {
  prepared: Prepared;
  options: DataChartOptions;
  from: number;
  to: number;
  dateOf: (ms: number) => string;
  nivoTheme: ReturnType<typeof useChartTheme>['nivo'];
  textColor: string;
  surface: string;
  border: string;
  /** Rising candles: red, as Chinese markets show them. */
  up: string;
  /** Falling candles: green. */
  down: string;
}

function Plot(p: PlotProps) {
  const { prepared, options, from, to } = p;
  const { data, yAxes, xAxis, topAxis } = prepared;
  const left = yAxes.filter(
    (a) => a.kind === 'LEFT_Y' || (a.kind === 'MORE_Y' && a.position === 'LEFT'),
  );
  const right = yAxes.filter(
    (a) => a.kind === 'RIGHT_Y' || (a.kind === 'MORE_Y' && a.position !== 'LEFT'),
  );
  const primary = left[0];
  const margin = {
    top: topAxis ? 40 : 16,
    bottom: 40,
    left: Math.max(1, left.length) * AXIS_W + 8,
    right: Math.max(0, right.length) * AXIS_W + 16,
  };
  const x0 = data.times[from] ?? 0;
  const x1 = Math.max(data.times[to] ?? 1, x0 + 1);
  const layer = (props: LineCustomSvgLayerProps<FrameSeries>) => (
    <Layers
      {...p}
      innerWidth={props.innerWidth}
      innerHeight={props.innerHeight}
      x0={x0}
      x1={x1}
      left={left}
      right={right}
    />
  );
  // The frame's y scale is the first left axis's domain, worked out again in the layer (cheap).
  const frameDomain: [number, number] = (primary ? domainsFor(p, 800)[primary.id] : undefined) ?? [
    0, 1,
  ];
  const xTicks = timeTicks(x0, x1, 6);
  return (
    <ResponsiveLine
      data={[
        {
          id: 'frame',
          data: [
            { x: x0, y: frameDomain[0] },
            { x: x1, y: frameDomain[1] },
          ],
        },
      ]}
      theme={p.nivoTheme}
      margin={margin}
      xScale={{ type: 'linear', min: x0, max: x1 }}
      yScale={{
        type: 'linear',
        min: frameDomain[0],
        max: frameDomain[1],
        reverse: !!primary?.inverted,
      }}
      axisBottom={
        xAxis && xAxis.show_labels
          ? {
              tickValues: xTicks,
              tickSize: 4,
              format: (v) => p.dateOf(Number(v)),
              ...(xAxis.show_title && xAxis.title
                ? { legend: xAxis.title, legendOffset: 34, legendPosition: 'middle' as const }
                : {}),
            }
          : null
      }
      axisTop={
        topAxis && topAxis.show_labels
          ? {
              tickValues: xTicks,
              tickSize: 4,
              format: (v) =>
                formatInZone(Number(v), topAxis.time_format || 'YYYY-MM-DD', options.timezone),
              ...(topAxis.show_title && topAxis.title
                ? { legend: topAxis.title, legendOffset: -30, legendPosition: 'middle' as const }
                : {}),
            }
          : null
      }
      axisLeft={
        primary && primary.show_labels
          ? {
              tickValues: axisTicks(primary, frameDomain),
              tickSize: 4,
              format: (v) => formatAxisValue(primary, Number(v)),
              ...(primary.show_title && primary.title
                ? { legend: primary.title, legendOffset: -48, legendPosition: 'middle' as const }
                : {}),
            }
          : null
      }
      axisRight={null}
      enableGridX={false}
      gridYValues={primary ? axisTicks(primary, frameDomain) : []}
      isInteractive={false}
      animate={false}
      role="presentation"
      layers={['grid', 'axes', layer]}
    />
  );
}

/** Each y axis's domain from the points drawn in a plot `width` pixels wide. */
function domainsFor(p: PlotProps, width: number) {
  const drawn = drawnSeries(p, width);
  const out: Record<string, [number, number]> = {};
  for (const a of p.prepared.yAxes) out[a.id] = axisDomain(a, drawn);
  return out;
}

const drawnCache = new WeakMap<
  ChartData,
  Map<string, { options: PlotProps['options']['series'][number]; points: Drawn[] }[]>
>();

function drawnSeries(p: PlotProps, width: number) {
  const key = `${p.from}:${p.to}:${Math.round(width)}`;
  let byKey = drawnCache.get(p.prepared.data);
  if (!byKey) {
    byKey = new Map();
    drawnCache.set(p.prepared.data, byKey);
  }
  let hit = byKey.get(key);
  if (!hit) {
    const buckets = Math.max(10, Math.floor(width));
    hit = p.prepared.data.series.map((s) => ({
      options: s.options,
      points: downsample(p.prepared.data, s, p.from, p.to, buckets),
    }));
    byKey.set(key, hit);
  }
  return hit;
}

/** About `count` round tick times between two times. */
function timeTicks(x0: number, x1: number, count: number) {
  const step = (x1 - x0) / count;
  const out: number[] = [];
  for (let i = 0; i <= count; i++) out.push(Math.round(x0 + step * i));
  return out;
}

function Layers(
  p: PlotProps & {
    innerWidth: number;
    innerHeight: number;
    x0: number;
    x1: number;
    left: DataAxisOptions[];
    right: DataAxisOptions[];
  },
) {
  const { t } = useTranslation();
  const { innerWidth: w, innerHeight: h, x0, x1, options, prepared } = p;
  const [hover, setHover] = useState<number | null>(null);
  const drawn = drawnSeries(p, w);
  // The same domains as the frame's axis (worked out once for a window, whatever the width).
  const domains = domainsFor(p, 800);
  const xs = (tm: number) => ((tm - x0) / (x1 - x0)) * w;
  const ys = (axisId: string) => {
    const a = prepared.yAxes.find((y) => y.id === axisId);
    const [lo, hi] = domains[axisId] ?? [0, 1];
    return (v: number) => {
      const r = (v - lo) / (hi - lo);
      return a?.inverted ? r * h : h - r * h;
    };
  };
  const count = Math.max(1, p.to - p.from + 1);
  const band = Math.max(1, Math.min(w / Math.min(count, Math.max(10, Math.floor(w))), 40));
  const barGroups = [
    ...new Set(
      drawn
        .filter((d) => d.options.type === 'BAR' || d.options.type === 'STACKED_BAR')
        .map((d, i) =>
          d.options.type === 'STACKED_BAR' || d.options.stack
            ? `s:${d.options.stack || 'stack'}`
            : `b:${i}`,
        ),
    ),
  ];
  const barWidth = Math.max(1, (band * 0.8) / Math.max(1, barGroups.length));
  const stackBase = new Map<string, Map<number, number>>();

  let barIndex = 0;
  const layers = drawn.map((d, si) => {
    const color = prepared.colors[si]!;
    const y = ys(d.options.axis);
    const type = d.options.type;
    const key = `${d.options.name}-${si}`;
    if (type === 'CANDLESTICK') {
      const cw = Math.max(1, band * 0.6);
      return (
        <g key={key} data-series={d.options.name}>
          {d.points.map((pt, i) => {
            const [o, hi, lo, c] = pt.ohlc!;
            const cx = xs(pt.t);
            const rising = c >= o;
            const fill = d.options.color || (rising ? p.up : p.down);
            const top = y(Math.max(o, c));
            const bottom = y(Math.min(o, c));
            return (
              <g key={i} stroke={fill} fill={fill}>
                <line x1={cx} x2={cx} y1={y(hi)} y2={y(lo)} />
                <rect
                  x={cx - cw / 2}
                  y={Math.min(top, bottom)}
                  width={cw}
                  height={Math.max(1, Math.abs(bottom - top))}
                />
              </g>
            );
          })}
        </g>
      );
    }
    if (type === 'BAR' || type === 'STACKED_BAR') {
      const stacked = type === 'STACKED_BAR' || !!d.options.stack;
      const gKey = stacked ? `s:${d.options.stack || 'stack'}` : `b:${barIndex}`;
      if (!stacked) barIndex++;
      const gi = Math.max(0, barGroups.indexOf(gKey));
      const base = stackBase.get(gKey) ?? new Map<number, number>();
      stackBase.set(gKey, base);
      return (
        <g key={key} fill={color} data-series={d.options.name}>
          {d.points.map((pt, i) => {
            const start = stacked ? (base.get(pt.t) ?? 0) : 0;
            const end = start + pt.v;
            if (stacked) base.set(pt.t, end);
            const ya = y(start);
            const yb = y(end);
            const bx = xs(pt.t) - (band * 0.8) / 2 + gi * barWidth;
            return (
              <rect
                key={i}
                x={bx}
                y={Math.min(ya, yb)}
                width={barWidth}
                height={Math.max(0.5, Math.abs(ya - yb))}
              />
            );
          })}
        </g>
      );
    }
    const pts = d.points.map((pt) => [xs(pt.t), y(pt.v)] as [number, number]);
    const curve =
      d.options.curve === 'STEP'
        ? 'STEP'
        : d.options.curve === 'SMOOTH' || d.options.smooth
          ? 'SMOOTH'
          : 'STRAIGHT';
    const path = linePath(pts, curve);
    const [lo, hi] = domains[d.options.axis] ?? [0, 1];
    const baseline = y(Math.min(Math.max(0, lo), hi));
    return (
      <g key={key} data-series={d.options.name}>
        {type === 'AREA' && pts.length ? (
          <path
            d={`${path}L${pts[pts.length - 1]![0].toFixed(1)},${baseline.toFixed(1)}L${pts[0]![0].toFixed(1)},${baseline.toFixed(1)}Z`}
            fill={color}
            fillOpacity={0.18}
            stroke="none"
          />
        ) : null}
        <path d={path} fill="none" stroke={color} strokeWidth={1.5} />
      </g>
    );
  });

  const labels = drawn.flatMap((d, si) => {
    if (!d.options.show_labels || !d.points.length) return [];
    const axis = prepared.yAxes.find((a) => a.id === d.options.axis);
    const y = ys(d.options.axis);
    const pts = d.points.length <= 40 ? d.points : [d.points[d.points.length - 1]!];
    return pts.map((pt, i) => (
      <text
        key={`${si}-${i}`}
        x={xs(pt.t)}
        y={y(pt.v) - 6}
        textAnchor="middle"
        fontSize={10}
        fill={prepared.colors[si]}
      >
        {formatAxisValue(axis, pt.v)}
      </text>
    ));
  });

  const axisOfSeries = (name: string | null | undefined) =>
    options.series.find((s) => s.name === name)?.axis ??
    p.left[0]?.id ??
    prepared.yAxes[0]?.id ??
    '';
  const marks = options.elements.map((e, i) => {
    const y = ys(axisOfSeries(e.series));
    const stroke = p.textColor;
    if (e.kind === 'MARK_AREA') {
      const a = e.start ?? null;
      const b = e.end ?? null;
      if (a === null || b === null) return null;
      const [pa, pb] = e.orientation === 'VERTICAL' ? [xs(a), xs(b)] : [y(a), y(b)];
      const lo = Math.max(0, Math.min(pa, pb));
      const hi = Math.min(e.orientation === 'VERTICAL' ? w : h, Math.max(pa, pb));
      if (hi <= lo) return null;
      return (
        <g key={i} data-mark="area">
          {e.orientation === 'VERTICAL' ? (
            <rect x={lo} y={0} width={hi - lo} height={h} fill={stroke} fillOpacity={0.1} />
          ) : (
            <rect x={0} y={lo} width={w} height={hi - lo} fill={stroke} fillOpacity={0.1} />
          )}
          {e.label ? (
            <text
              x={e.orientation === 'VERTICAL' ? lo + 4 : 4}
              y={e.orientation === 'VERTICAL' ? 12 : lo + 12}
              fontSize={11}
              fill={stroke}
            >
              {e.label}
            </text>
          ) : null}
        </g>
      );
    }
    if (e.kind === 'MARK_LINE') {
      const v = e.start ?? (e.orientation === 'VERTICAL' ? e.x : e.y) ?? null;
      if (v === null) return null;
      const pos = e.orientation === 'VERTICAL' ? xs(v) : y(v);
      if (pos < 0 || pos > (e.orientation === 'VERTICAL' ? w : h)) return null;
      return (
        <g key={i} data-mark="line" stroke={stroke} strokeDasharray="4 3">
          {e.orientation === 'VERTICAL' ? (
            <line x1={pos} x2={pos} y1={0} y2={h} />
          ) : (
            <line x1={0} x2={w} y1={pos} y2={pos} />
          )}
          {e.label ? (
            <text
              x={e.orientation === 'VERTICAL' ? pos + 4 : w - 4}
              y={e.orientation === 'VERTICAL' ? 12 : pos - 4}
              textAnchor={e.orientation === 'VERTICAL' ? 'start' : 'end'}
              fontSize={11}
              fill={stroke}
              stroke="none"
            >
              {e.label}
            </text>
          ) : null}
        </g>
      );
    }
    if (e.x === null || e.x === undefined || e.y === null || e.y === undefined) return null;
    const cx = xs(e.x);
    const cy = y(e.y);
    if (cx < 0 || cx > w) return null;
    return (
      <g key={i} data-mark="point">
        <circle cx={cx} cy={cy} r={5} fill={p.surface} stroke={stroke} strokeWidth={2} />
        {e.label ? (
          <text x={cx} y={cy - 10} textAnchor="middle" fontSize={11} fill={stroke}>
            {e.label}
          </text>
        ) : null}
      </g>
    );
  });

  /** The right axes and the left axes after the first (nivo draws the first left). */
  const extraAxes = [
    ...p.left.slice(1).map((a, i) => ({ a, x: -(i + 1) * AXIS_W, side: -1 })),
    ...p.right.map((a, i) => ({ a, x: w + i * AXIS_W, side: 1 })),
  ].map(({ a, x, side }) => {
    const y = ys(a.id);
    const ticks = axisTicks(a, domains[a.id] ?? [0, 1]);
    return (
      <g
        key={a.id}
        transform={`translate(${x},0)`}
        data-axis={a.id}
        fontSize={11}
        fill={p.textColor}
      >
        {a.show_line ? <line x1={0} x2={0} y1={0} y2={h} stroke={p.border} /> : null}
        {a.show_labels
          ? ticks.map((v) => (
              <text
                key={v}
                x={side * 6}
                y={y(v)}
                dy="0.32em"
                textAnchor={side > 0 ? 'start' : 'end'}
              >
                {formatAxisValue(a, v)}
              </text>
            ))
          : null}
        {a.show_title && a.title ? (
          <text
            transform={`translate(${side * 46},${h / 2}) rotate(${side > 0 ? 90 : -90})`}
            textAnchor="middle"
          >
            {a.title}
          </text>
        ) : null}
      </g>
    );
  });

  let tooltip: ReactNode = null;
  if (options.tooltip && hover !== null) {
    const hx = xs(prepared.data.times[hover]!);
    const lines = [
      p.dateOf(prepared.data.times[hover]!),
      ...prepared.data.series.map((s) => {
        const axis = prepared.yAxes.find((a) => a.id === s.options.axis);
        if (s.ohlc) {
          const [o, hi, lo, c] = s.ohlc[hover]!;
          return `${s.options.name}: ${t('data-open')} ${formatAxisValue(axis, o)} ${t('data-high')} ${formatAxisValue(axis, hi)} ${t('data-low')} ${formatAxisValue(axis, lo)} ${t('data-close')} ${formatAxisValue(axis, c)}`;
        }
        const v = s.values[hover];
        return `${s.options.name}: ${v === null || v === undefined ? '—' : formatAxisValue(axis, v)}`;
      }),
    ];
    const boxW = Math.min(w, Math.max(...lines.map((l) => l.length)) * 6.5 + 16);
    const bx = hx + boxW + 12 > w ? hx - boxW - 8 : hx + 8;
    tooltip = (
      <g pointerEvents="none" data-tooltip>
        <line x1={hx} x2={hx} y1={0} y2={h} stroke={p.textColor} strokeOpacity={0.6} />
        <rect
          x={bx}
          y={4}
          width={boxW}
          height={lines.length * 16 + 8}
          fill={p.surface}
          stroke={p.border}
          rx={4}
        />
        {lines.map((l, i) => (
          <text key={i} x={bx + 8} y={20 + i * 16} fontSize={11} fill={p.textColor}>
            {l}
          </text>
        ))}
      </g>
    );
  }

  return (
    <g data-testid="data-chart-layers">
      {options.watermark ? (
        <text
          x={w / 2}
          y={h / 2}
          textAnchor="middle"
          dy="0.32em"
          fontSize={Math.max(16, Math.min(48, w / 12))}
          fill={p.textColor}
          fillOpacity={0.12}
        >
          {options.watermark}
        </text>
      ) : null}
      <g>{marks.filter((m, i) => options.elements[i]?.kind === 'MARK_AREA' && m)}</g>
      {layers}
      {labels}
      <g>{marks.filter((m, i) => options.elements[i]?.kind !== 'MARK_AREA' && m)}</g>
      {extraAxes}
      {tooltip}
      {options.tooltip ? (
        <rect
          x={0}
          y={0}
          width={w}
          height={h}
          fill="transparent"
          onMouseMove={(e) => {
            const box = e.currentTarget.getBoundingClientRect();
            const tm = x0 + ((e.clientX - box.left) / Math.max(1, box.width)) * (x1 - x0);
            const times = prepared.data.times;
            let i = Math.min(Math.max(lowerBound(times, tm), p.from), p.to);
            if (i > p.from && Math.abs(times[i - 1]! - tm) < Math.abs(times[i]! - tm)) i--;
            setHover(i);
          }}
          onMouseLeave={() => setHover(null)}
        />
      ) : null}
    </g>
  );
}
