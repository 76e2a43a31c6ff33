import type { Ticker } from '../api/market.ts';

/** A ticker as the market calls return it: flat 24 h except the change percent; fields overridable. */
export const tickerFixture = (
  symbol: string,
  price: string,
  changePercent24h: string,
  over: Partial<Ticker> = {},
): Ticker => ({
  symbol,
  price,
  open24h: price,
  high24h: price,
  low24h: price,
  volume24h: '1',
  turnover24h: '1',
  change24h: '0',
  changePercent24h,
  timestamp: 0,
  ...over,
});
