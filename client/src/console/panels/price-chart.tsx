import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { contract } from '@sandbox/shared';

/** Minutes the chart shows. */
export const CHART_MINUTES = 30;

export interface ChartSteer {
  kind: string;
  startTime: number;
  endTime: number;
}

interface Point {
  time: number;
  price: number;
}

/** Closes of the last minutes from the public candles call (an envelope; no token needed). */
async function fetchCloses(symbol: string): Promise<Point[]> {
  const res = await fetch(`${contract['ext.candles'].path}?symbol=${encodeURIComponent(symbol)}&interval=1m&limit=${CHART_MINUTES}`);
  const body = (await res.json()) as { code: number; message: string; result: Array<{ time: number; close: string }> };
  if (body.code !== 200) throw new Error(body.message);
  // A candle's close is the price at the end of its minute (the last, current one: now).
  return body.result.map((c) => ({ time: c.time + 60_000, price: Number(c.close) }));
}

/**
 * Live prices of one symbol from the server-sent stream (ext.marketStream in the contract), appended as they come;
 * without EventSource (tests, old browsers) the chart stays on the polled candles.
 */
function useLivePoints(symbol: string): Point[] {
  const [points, setPoints] = useState<Point[]>([]);
  useEffect(() => {
    setPoints([]);
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(`${contract['ext.marketStream'].path}?symbols=${encodeURIComponent(symbol)}`);
    source.addEventListener('tick', (message: MessageEvent) => {
      try {
        const event = JSON.parse(String(message.data)) as { time: number; prices: Record<string, string | null> };
        const price = event.prices[symbol];
        if (price) setPoints((prev) => [...prev.filter((p) => p.time < event.time), { time: event.time, price: Number(price) }].slice(-CHART_MINUTES * 60));
      } catch {
        // A malformed event is skipped; the next one carries the full price.
      }
    });
    return () => source.close();
  }, [symbol]);
  return points;
}

const W = 560;
const H = 180;
const PAD = 4;
/** Room left of the plot for the price labels, and under it for the times. */
const Y_GUTTER = 64;
const X_GUTTER = 18;
const PLOT = { left: Y_GUTTER, right: W - PAD, top: PAD + 6, bottom: H - X_GUTTER };
/** Time ticks fall on whole 5 minutes (six over the half hour shown), on whole minutes while less than 10 minutes is drawn. */
const tickStep = (spanMs: number) => (spanMs >= 10 * 60_000 ? 5 * 60_000 : 60_000);

/**
 * Decimals enough to tell the price labels apart (half the range apart): 65012 for BTC, 1.1119 for
 * EURUSD; a flat line has one label, shown with the decimals the price has.
 */
export function axisDecimals(lo: number, hi: number): number {
  if (hi === lo) return Math.min(8, String(hi).split('.')[1]?.length ?? 0);
  return Math.min(8, Math.max(0, -Math.floor(Math.log10((hi - lo) / 2))));
}

/** HH:MM in UTC, the time every console panel shows. */
const minuteText = (ms: number) => new Date(ms).toISOString().slice(11, 16);

/**
 * The simulated price of one symbol over the last CHART_MINUTES minutes, drawn as a small SVG line
 * (a few hundred points: the K-line library of the phone app would be a second chart engine in the
 * console bundle for one line), with a price axis (high, middle, low), a time axis (UTC, every 5
 * minutes) and the QA steers shaded over the spans they act on.
 */
export function PriceChart({ symbol, steers }: { symbol: string; steers: readonly ChartSteer[] }) {
  const candles = useQuery({ queryKey: ['console-chart', symbol], queryFn: () => fetchCloses(symbol), refetchInterval: 60_000 });
  const live = useLivePoints(symbol);
  const base = candles.data ?? [];
  const lastCandle = base.length ? base[base.length - 1]!.time : 0;
  const points = [...base, ...live.filter((p) => p.time > lastCandle)];
  if (candles.error) return <p role="alert">{(candles.error as Error).message}</p>;
  if (points.length < 2) return <p>Loading the chart…</p>;

  const t0 = points[0]!.time;
  const t1 = points[points.length - 1]!.time;
  const prices = points.map((p) => p.price);
  const lo = Math.min(...prices);
  const hi = Math.max(...prices);
  const x = (t: number) => PLOT.left + ((t - t0) / Math.max(1, t1 - t0)) * (PLOT.right - PLOT.left);
  const y = (p: number) => (hi === lo ? (PLOT.top + PLOT.bottom) / 2 : PLOT.top + ((hi - p) / (hi - lo)) * (PLOT.bottom - PLOT.top));
  const shown = steers.filter((s) => s.endTime > t0);
  const last = points[points.length - 1]!;
  const decimals = axisDecimals(lo, hi);
  const priceTicks = hi === lo ? [hi] : [hi, (hi + lo) / 2, lo];
  const timeTicks: number[] = [];
  const step = tickStep(t1 - t0);
  for (let t = Math.ceil(t0 / step) * step; t <= t1; t += step) timeTicks.push(t);

  return (
    <figure className="qa-chart">
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={`${symbol} price, last ${CHART_MINUTES} minutes: ${last.price}`}>
        {shown.map((s, i) => {
          const from = x(Math.max(s.startTime, t0));
          // A steer ending after now is drawn to the right edge.
          const to = x(Math.min(s.endTime, t1));
          return (
            <rect key={i} data-steer={s.kind} x={from} y={PLOT.top} width={Math.max(1, to - from)} height={PLOT.bottom - PLOT.top} fill="rgba(255, 170, 0, 0.18)">
              <title>{`${s.kind} ${new Date(s.startTime).toISOString().slice(11, 19)}–${new Date(s.endTime).toISOString().slice(11, 19)}`}</title>
            </rect>
          );
        })}
        <g data-axis="price" fontSize={10} fill="currentColor">
          {priceTicks.map((p) => (
            <g key={p}>
              <line x1={PLOT.left} x2={PLOT.right} y1={y(p)} y2={y(p)} stroke="currentColor" strokeOpacity={0.15} />
              <text x={PLOT.left - 6} y={y(p)} textAnchor="end" dominantBaseline="middle">
                {p.toFixed(decimals)}
              </text>
            </g>
          ))}
        </g>
        <g data-axis="time" fontSize={10} fill="currentColor">
          <line x1={PLOT.left} x2={PLOT.right} y1={PLOT.bottom} y2={PLOT.bottom} stroke="currentColor" strokeOpacity={0.4} />
          {timeTicks.map((t) => (
            <g key={t}>
              <line x1={x(t)} x2={x(t)} y1={PLOT.bottom} y2={PLOT.bottom + 3} stroke="currentColor" strokeOpacity={0.4} />
              <text x={x(t)} y={H - 3} textAnchor="middle">
                {minuteText(t)}
              </text>
            </g>
          ))}
        </g>
        <polyline fill="none" stroke="currentColor" strokeWidth={1.5} points={points.map((p) => `${x(p.time).toFixed(1)},${y(p.price).toFixed(1)}`).join(' ')} />
      </svg>
      <figcaption>
        {symbol} {last.price} · low {lo} · high {hi} · times UTC
        {shown.length ? ` · steers: ${shown.map((s) => s.kind).join(', ')}` : ''}
      </figcaption>
    </figure>
  );
}
