import { describe, expect, it, vi } from 'vitest';
import { flashExchange, pairMap, getFlashQuote, listFlashExchanges, quoteExpired, quoteRefreshMs, quoteSecondsLeft, type FlashQuote } from './exchange.ts';

const mocked = vi.hoisted(() => ({ rawGet: vi.fn(), get: vi.fn(), post: vi.fn() }));
vi.mock('./http.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./http.ts')>();
  return { ...original, http: { get: mocked.rawGet }, get: mocked.get, post: mocked.post };
});

const quote: FlashQuote = {
  fromCurrency: 'USDT',
  toCurrency: 'BTC',
  amount: '100',
  midRate: '0.00001',
  rate: '0.00000998',
  spread: '0.2',
  fee: '0.000001',
  receiveAmount: '0.000997',
  minAmount: '10',
  expiresAt: 1_700_000_010_000,
};

describe('pairs', () => {
  it('maps each currency one pays with to those one receives, in the published order', () => {
    const pair = (fromCurrency: string, toCurrency: string) => ({ fromCurrency, toCurrency, minAmount: '10', maxAmount: '100', feeRate: '0.1' });
    const map = pairMap([pair('USDT', 'BTC'), pair('BTC', 'USDT'), pair('USDT', 'ETH')]);
    expect([...map]).toEqual([
      ['USDT', ['BTC', 'ETH']],
      ['BTC', ['USDT']],
    ]);
  });
});

describe('quote', () => {
  it('counts the window on the server clock: expiresAt - envelope timestamp', async () => {
    // The server answered at ...006500, the window closes at ...010000: 3.5 s left, whatever the device clock says.
    mocked.rawGet.mockResolvedValue({ code: 200, success: true, message: 'OK', result: quote, timestamp: 1_700_000_006_500 });
    const timed = await getFlashQuote({ fromCurrency: 'USDT', toCurrency: 'BTC', amount: '100' }, () => 5_000);
    expect(mocked.rawGet).toHaveBeenCalledWith('/ext/flashExchange/quote', {
      params: { fromCurrency: 'USDT', toCurrency: 'BTC', amount: '100' },
      rawEnvelope: true,
    });
    expect(timed).toEqual({ quote, validForMs: 3_500, receivedAt: 5_000 });
    // Asked again 100 ms after the window closes (5000 + 3500 + 100 - 6000 = 2600); never sooner than 500 ms.
    expect(quoteRefreshMs(timed, 6_000)).toBe(2_600);
    expect(quoteRefreshMs(timed, 9_000)).toBe(500);
    expect(quoteRefreshMs(undefined)).toBe(false);
    // Seconds shown: ceil(2.5) = 3 at 6000, ceil(0.5) = 1 at 8000, 0 once rolled over.
    expect([quoteSecondsLeft(timed, 6_000), quoteSecondsLeft(timed, 8_000), quoteSecondsLeft(timed, 8_500), quoteSecondsLeft(timed, 9_000)]).toEqual([3, 1, 0, 0]);
    // A 10 s quote read with a clock tick 400 ms older than its arrival: 10 s, not ceil(10.4) = 11.
    const full = { quote, validForMs: 10_000, receivedAt: 20_000 };
    expect([quoteSecondsLeft(full, 19_600), quoteSecondsLeft(full, 20_000), quoteSecondsLeft(full, 20_001)]).toEqual([10, 10, 10]);
    // Sent only with more than 500 ms left (the trip to the server): 29,499 ms is too late.
    expect([quoteExpired(full, 29_000), quoteExpired(full, 29_501), quoteExpired(undefined)]).toEqual([false, true, true]);
  });

  it("a refused quote rejects with the server's message and shows no toast", async () => {
    mocked.rawGet.mockResolvedValue({ code: 400, success: false, message: 'The amount must be between 10 and 100000 USDT', result: null, timestamp: 1 });
    await expect(getFlashQuote({ fromCurrency: 'USDT', toCurrency: 'BTC', amount: '5' })).rejects.toThrow('The amount must be between 10 and 100000 USDT');
  });
});

describe('exchange and records', () => {
  it('posts the body with minReceiveAmount; lists a page filtered by currency', async () => {
    mocked.post.mockResolvedValue({ id: '1' });
    await flashExchange({ fromCurrency: 'USDT', toCurrency: 'BTC', amount: '100', minReceiveAmount: '0.000997' });
    expect(mocked.post).toHaveBeenCalledWith('/trade/appFlashExchangeLog/flashExchange', {
      fromCurrency: 'USDT',
      toCurrency: 'BTC',
      amount: '100',
      minReceiveAmount: '0.000997',
    });
    mocked.get.mockResolvedValue({ records: [], total: 0, size: 20, current: 2, pages: 0 });
    await listFlashExchanges({ pageNo: 2, pageSize: 20, currency: 'BTC' });
    expect(mocked.get).toHaveBeenCalledWith('/trade/appFlashExchangeLog/listMy', { pageNo: 2, pageSize: 20, currency: 'BTC' });
  });
});
