import type { KLineData } from 'klinecharts';
import type { Candle, CandleInterval } from '../../../api/market.ts';

const MINUTE = 60_000;
export const INTERVAL_MS: Record<CandleInterval, number> = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': 60 * MINUTE,
  '4h': 240 * MINUTE,
  '1d': 1440 * MINUTE,
  '1w': 7 * 1440 * MINUTE,
};

/** Decimal places of a decimal string (the axis shows prices at the symbol's precision). */
export const decimals = (value: string) =>
  value.includes('.') ? value.length - value.indexOf('.') - 1 : 0;

/** Chart figures are drawn as numbers; the exact strings stay in the summary above the chart. */
export const toBar = (c: Candle): KLineData => ({
  timestamp: c.time,
  open: Number(c.open),
  high: Number(c.high),
  low: Number(c.low),
  close: Number(c.close),
  volume: Number(c.volume),
});

/**
 * The last bar moved by a live price, or null when the tick belongs to a bar that is not
 * loaded yet (the caller refetches the candles then).
 */
export function applyTick(
  last: KLineData | undefined,
  price: number,
  time: number,
  interval: CandleInterval,
): KLineData | null {
  if (!last || time >= last.timestamp + INTERVAL_MS[interval] || time < last.timestamp) return null;
  return {
    ...last,
    close: price,
    high: Math.max(last.high, price),
    low: Math.min(last.low, price),
  };
}
