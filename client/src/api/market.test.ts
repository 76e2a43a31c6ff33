import { describe, expect, it } from 'vitest';
import {
  changeTone,
  marketStreamUrl,
  pairLabel,
  withLivePrice,
} from './market.ts';
import { tickerFixture } from '../../test/market-fixtures.ts';

const ticker = tickerFixture('BTCUSDT', '100.00', '25', { open24h: '80.00', high24h: '110.00', low24h: '79.00', volume24h: '5', turnover24h: '500', change24h: '20.00' });

describe('market helpers', () => {
  it('recomputes the 24 h change from the open for a streamed price, as the server publishes it', () => {
    // 40.10 / 80 = 50.125 % -> 50.13 half up, the server ticker's rule (a 4-decimal figure shown truncated read 50.12).
    expect(withLivePrice(ticker, '120.10')).toMatchObject({
      price: '120.10',
      change24h: '40.10',
      changePercent24h: '50.13',
      high24h: '120.10',
      low24h: '79.00',
    });
    expect(withLivePrice(ticker, '60.00')).toMatchObject({
      change24h: '-20.00',
      changePercent24h: '-25.00',
      low24h: '60.00',
    });
    expect(withLivePrice(ticker, undefined)).toBe(ticker);
  });

  it('reads tones, pair labels and the stream address', () => {
    expect([
      changeTone('-0.01'),
      changeTone('0.00'),
      changeTone('3'),
      changeTone(undefined),
    ]).toEqual(['down', 'flat', 'up', 'flat']);
    expect(pairLabel('BTCUSDT', undefined)).toBe('BTCUSDT');
    expect(marketStreamUrl(['ETHUSDT', 'BTCUSDT'])).toBe(
      '/api/ext/market/stream?symbols=BTCUSDT%2CETHUSDT',
    );
    expect(marketStreamUrl()).toBe('/api/ext/market/stream');
  });
});
