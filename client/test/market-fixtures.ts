import type { Ticker } from '../src/api/market.ts';
import type { SecondOrder } from '../src/api/second-contract.ts';

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

/** A running 30 s second contract: 100 USDT up on BTCUSDT at 65,000.00, payout 80 %. */
export const secondOrderFixture = (over: Partial<SecondOrder> = {}): SecondOrder => ({
  id: 'o1',
  orderNo: 'SC1',
  accountType: 1,
  symbol: 'BTCUSDT',
  setId: 'sc30',
  direction: 1,
  amount: '100',
  currency: 'USDT',
  periodSeconds: 30,
  payoutRate: '80',
  openPrice: '65000.00',
  closePrice: null,
  profit: null,
  status: 1,
  openTime: '2026-01-01 08:00:00',
  settleTime: '2026-01-01 08:00:30',
  settledAt: null,
  ...over,
});
