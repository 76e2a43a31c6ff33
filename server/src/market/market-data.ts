import Decimal from 'decimal.js';
import type { CandleInterval as WireCandleInterval } from '@sandbox/shared';
import { change24h } from '@sandbox/shared/ticker';
import type { CandleSeries, CandleValues } from './candle-series.ts';
import { DAY, HOUR, MINUTE, WEEK, WEEK_ALIGN } from './time-units.ts';
import type { SymbolMarket } from './symbol-market.ts';

/*
 * Read models over a SymbolMarket: tickers with 24 h figures and candles at any
 * interval. Integer ticks and lots become decimal strings here, with decimal.js.
 */

export type CandleInterval = WireCandleInterval;

export interface TickerData {
  symbol: string;
  price: string;
  open24h: string;
  high24h: string;
  low24h: string;
  volume24h: string;
  turnover24h: string;
  change24h: string;
  changePercent24h: string;
  timestamp: number;
}

export interface CandleData {
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/**
 * An integer count of ticks (or lots) as a decimal string with `precision` places: the digits
 * of the integer with the point moved, exact (the integers stay below 2^53) and several times
 * cheaper than a decimal.js division per price, which a 500-candle page makes 2,500 of.
 */
export function ticksToString(ticks: number, precision: number): string {
  if (!Number.isSafeInteger(ticks)) return new Decimal(ticks).div(new Decimal(10).pow(precision)).toFixed(precision);
  const digits = String(Math.abs(ticks)).padStart(precision + 1, '0');
  const sign = ticks < 0 ? '-' : '';
  return precision === 0 ? sign + digits : `${sign}${digits.slice(0, -precision)}.${digits.slice(-precision)}`;
}

/** Ticker of the last processed second; open24h is the path's price 24 h ago, the rest folds the last 1,440 minutes. */
export function computeTicker(code: string, m: SymbolMarket): TickerData {
  const pp = m.sim.pricePrecision;
  const qp = m.sim.quantityPrecision;
  const now = m.nowMs;
  const open = m.ticksAtPast(now - DAY) ?? m.ticksAtPast(m.historyStartMs)!;
  let high = Math.max(open, m.partial.high);
  let low = Math.min(open, m.partial.low);
  let lots = m.partial.volume;
  let turnover = BigInt(m.partial.volume) * BigInt(m.partial.close);
  const series = m.minutes;
  const from = Math.max(0, series.indexOf(Math.floor((now - DAY) / MINUTE) * MINUTE));
  for (let i = from; i < series.length; i++) {
    const h = series.high(i);
    const l = series.low(i);
    if (h > high) high = h;
    if (l < low) low = l;
    const v = series.volume(i);
    lots += v;
    turnover += BigInt(v) * BigInt(series.close(i));
  }
  const price = m.lastTicks;
  const openD = new Decimal(open).div(m.scale);
  const change = change24h(openD, new Decimal(price).div(m.scale), pp);
  return {
    symbol: code,
    price: ticksToString(price, pp),
    open24h: openD.toFixed(pp),
    high24h: ticksToString(high, pp),
    low24h: ticksToString(low, pp),
    volume24h: ticksToString(lots, qp),
    turnover24h: new Decimal(turnover.toString()).div(new Decimal(10).pow(pp + qp)).toFixed(2, Decimal.ROUND_DOWN),
    change24h: change.change,
    changePercent24h: change.percent,
    timestamp: now,
  };
}

interface IntervalSource {
  level: 'minutes' | 'hours' | 'days';
  ms: number;
  align: number;
}

export const INTERVALS: Record<CandleInterval, IntervalSource> = {
  '1m': { level: 'minutes', ms: MINUTE, align: 0 },
  '5m': { level: 'minutes', ms: 5 * MINUTE, align: 0 },
  '15m': { level: 'minutes', ms: 15 * MINUTE, align: 0 },
  '30m': { level: 'minutes', ms: 30 * MINUTE, align: 0 },
  '1h': { level: 'hours', ms: HOUR, align: 0 },
  '4h': { level: 'hours', ms: 4 * HOUR, align: 0 },
  '1d': { level: 'days', ms: DAY, align: 0 },
  '1w': { level: 'days', ms: WEEK, align: WEEK_ALIGN },
};

const bucketOf = (t: number, ms: number, align: number) => Math.floor((t - align) / ms) * ms + align;

/**
 * Candles of one interval, oldest first, the last `limit` buckets whose open
 * time is at most `endMs`: folds of the stored series plus the current minute,
 * so the newest candle moves with every tick. Only whole buckets are returned
 * (none cut at the start of the kept series).
 */
export function candleValues(m: SymbolMarket, interval: CandleInterval, limit: number, endMs: number): CandleValues[] {
  const source = INTERVALS[interval];
  const series: CandleSeries = m[source.level];
  const end = Math.min(endMs, m.nowMs);
  if (end < m.historyStartMs) return [];
  const lastBucket = bucketOf(end, source.ms, source.align);
  const seriesStart = series.startMs;
  // A bucket the series starts inside is partial, unless nothing exists before it (a symbol listed inside it).
  const firstBucket = bucketOf(seriesStart, source.ms, source.align);
  const firstWhole = seriesStart === firstBucket || firstBucket <= m.historyStartMs ? firstBucket : firstBucket + source.ms;
  const from = Math.max(lastBucket - (limit - 1) * source.ms, firstWhole);
  const out: CandleValues[] = [];
  const fold = (c: CandleValues) => {
    const time = bucketOf(c.time, source.ms, source.align);
    const last = out[out.length - 1];
    if (last && last.time === time) {
      if (c.high > last.high) last.high = c.high;
      if (c.low < last.low) last.low = c.low;
      last.close = c.close;
      last.volume += c.volume;
    } else {
      out.push({ ...c, time });
    }
  };
  for (let i = Math.max(0, series.indexOf(from)); i < series.length; i++) {
    const c = series.get(i);
    if (c.time > lastBucket + source.ms - 1 || c.time > end) break;
    fold(c);
  }
  if (m.partial.time >= from && m.partial.time <= end) fold(m.partial);
  return out;
}

export function formatCandles(m: SymbolMarket, values: CandleValues[]): CandleData[] {
  const pp = m.sim.pricePrecision;
  const qp = m.sim.quantityPrecision;
  return values.map((c) => ({
    time: c.time,
    open: ticksToString(c.open, pp),
    high: ticksToString(c.high, pp),
    low: ticksToString(c.low, pp),
    close: ticksToString(c.close, pp),
    volume: ticksToString(c.volume, qp),
  }));
}
