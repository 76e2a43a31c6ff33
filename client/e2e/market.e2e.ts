import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { baseUrl, phoneSession, qa, screenshot } from './session.ts';
import { qaRoutes } from '@sandbox/shared/qa-routes';

// The market screens in a real browser against the real simulated market: the market list,
// a K-line that follows a steered rally live, the home lists and the rise and fall distribution.
const { page, errors: pageErrors, go } = phoneSession();

const toNumber = (text: string | null) => Number((text ?? '').replace(/,/g, ''));

describe('market screens', () => {
  test('the market page lists crypto, forex and gold with live prices', async () => {
    await go('/hangqing');
    // The row shows the raw symbol until the symbol list names its pair: wait for the pair.
    await page.getByTestId('market-row-BTCUSDT').filter({ hasText: 'BTC/USDT' }).waitFor();
    await screenshot(page, 'market-01-hangqing-crypto');
    await page.getByRole('tab', { name: 'Forex' }).click();
    await page.getByTestId('market-row-EURUSD').waitFor();
    await page.getByRole('tab', { name: 'Gold' }).click();
    await page.getByTestId('market-row-XAUUSD').waitFor();
    await screenshot(page, 'market-02-hangqing-gold');
    await page.getByRole('tab', { name: 'Crypto' }).click();
    await page.getByPlaceholder('Search symbol').fill('eth');
    await page.getByTestId('market-row-ETHUSDT').waitFor();
    expect(await page.getByTestId('market-row-BTCUSDT').count()).toBe(0);
    await page.getByPlaceholder('Search symbol').fill('');
  });

  test('a tapped row opens the K-line, which follows a steered rally live', async () => {
    await page.getByTestId('market-row-BTCUSDT').click();
    await page.waitForURL(/#\/kline\?symbol=BTCUSDT/);
    const price = page.getByTestId('kline-price');
    await price.waitFor();
    await page.locator('[data-testid="kline-chart"] canvas').first().waitFor();
    const before = toNumber(await price.textContent());
    expect(before).toBeGreaterThan(0);
    await screenshot(page, 'market-03-kline-btc');

    await qa(qaRoutes['market.steer'], {
      body: { symbol: 'BTCUSDT', kind: 'rally', percent: '5', durationSeconds: 5 },
    });
    await expect
      .poll(async () => toNumber(await price.textContent()), { timeout: 15_000, interval: 500 })
      .toBeGreaterThan(before * 1.04);
    await screenshot(page, 'market-04-kline-after-rally');

    await page.getByRole('button', { name: '1 hour' }).click();
    await page.getByRole('button', { name: 'MACD' }).click();
    await page.getByRole('button', { name: 'BOLL' }).click();
    await page.waitForTimeout(500);
    await screenshot(page, 'market-05-kline-1h-boll-macd');
  });

  test('the kept-alive K-line shows another symbol with one chart after leaving and returning', async () => {
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/#\/hangqing/);
    await page.getByTestId('market-row-ETHUSDT').click();
    await page.waitForURL(/#\/kline\?symbol=ETHUSDT/);
    await page.getByRole('heading', { name: 'ETH/USDT' }).waitFor();
    await page.locator('[data-testid="kline-chart"] canvas').first().waitFor();
    expect(await page.locator('[data-testid="kline-chart"] > *').count()).toBe(1);
    expect(toNumber(await page.getByTestId('kline-price').textContent())).toBeLessThan(100_000);
    await screenshot(page, 'market-06-kline-eth-after-return');
  });

  test('home shows the 24h ranking and the rising and falling lists', async () => {
    await go('/home');
    await page.getByRole('tab', { name: '24h ranking' }).waitFor();
    await page.locator('[data-testid^="home-ticker-"]').first().waitFor();
    await page.getByTestId('home-ticker-BTCUSDT').scrollIntoViewIfNeeded();
    await screenshot(page, 'market-07-home-lists');
    await page.getByRole('tab', { name: 'Top gainers' }).click();
    await page.getByRole('tab', { name: 'Top gainers', selected: true }).waitFor();
    // Ranked by 24 h change, highest first (once the list has been redrawn for the tab).
    const changes = async () => (await page.locator('[data-testid^="home-ticker-"] .change-badge').allTextContents()).map((c) => Number(c.replace(/[%+,]/g, '')));
    const ranked = (list: number[]) => list.length > 0 && list.every((change, i) => i === 0 || list[i - 1]! >= change);
    await expect.poll(async () => ranked(await changes()), { timeout: 10_000 }).toBe(true);
    await screenshot(page, 'market-08-home-rising');
  });

  test('calm and busy periods on the K-line (issue 20): the calmest and the busiest unsteered symbol of the last two hours in 1-minute candles', async () => {
    type Candle = { close: string; volume: string };
    const candles = async (symbol: string, interval: string, limit: number): Promise<Candle[]> => {
      const res = await fetch(`${baseUrl()}/api/ext/market/candles?symbol=${symbol}&interval=${interval}&limit=${limit}`);
      return ((await res.json()) as { result: Candle[] }).result;
    };
    const rms = (cs: Candle[]) => {
      const r = cs.slice(1).map((c, i) => Math.log(Number(c.close) / Number(cs[i]!.close)));
      return Math.sqrt(r.reduce((s, v) => s + v * v, 0) / r.length);
    };
    // Each symbol's last two hours of minutes against its own last 1,000 minutes: below 1 a calm
    // spell, above 1 a busy one. Symbols a QA steer moved (the rally above) are left out: their
    // moves are the script's, not the market's.
    const state = await qa(qaRoutes['market.state']);
    const activity: Array<{ symbol: string; ratio: number }> = [];
    for (const { symbol } of state.symbols.filter((s) => s.steers.length === 0)) {
      const minutes = await candles(symbol, '1m', 1000);
      activity.push({ symbol, ratio: rms(minutes.slice(-121)) / rms(minutes) });
    }
    activity.sort((a, b) => a.ratio - b.ratio);
    const shots = { calm: activity[0]!, busy: activity.at(-1)! };
    expect(shots.busy.ratio).toBeGreaterThan(shots.calm.ratio);
    for (const [kind, { symbol, ratio }] of Object.entries(shots)) {
      await go(`/kline?symbol=${symbol}`);
      await page.locator('[data-testid="kline-chart"] canvas').first().waitFor();
      await page.getByRole('button', { name: '1 min' }).click();
      await page.waitForTimeout(800);
      const name = `market-10-kline-${kind}-${symbol}`;
      await screenshot(page, name);
      console.log(
        `[e2e] ${kind} period: ${symbol}, last two hours at ${ratio.toFixed(2)}x its minute volatility of the last 1,000 minutes: ${path.join(import.meta.dirname, '..', '..', 'artifacts', 'e2e', `${name}.png`)}`,
      );
    }
  });

  test('the rise and fall distribution counts every symbol', async () => {
    await go('/priceDistribution');
    const counts = page.locator('.pd__counts');
    await counts.waitFor();
    const text = (await counts.textContent()) ?? '';
    const total = [...text.matchAll(/(\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    const state = await qa(qaRoutes['market.state']);
    expect(total).toBe(state.symbols.length);
    await screenshot(page, 'market-09-price-distribution');
    expect(pageErrors).toEqual([]);
  });
});
