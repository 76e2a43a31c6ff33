import { describe, expect, test } from 'vitest';
import { phoneSession, qa, screenshot } from './session.ts';

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

    await qa('POST', '/market/steer', {
      symbol: 'BTCUSDT',
      kind: 'rally',
      percent: '5',
      durationSeconds: 5,
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
    // Ranked by 24 h change, highest first.
    await page.waitForTimeout(1500);
    const changes = (
      await page.locator('[data-testid^="home-ticker-"] .change-badge').allTextContents()
    ).map((c) => Number(c.replace(/[%+,]/g, '')));
    expect(changes.length).toBeGreaterThan(0);
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
    await screenshot(page, 'market-08-home-rising');
  });

  test('the rise and fall distribution counts every symbol', async () => {
    await go('/priceDistribution');
    const counts = page.locator('.pd__counts');
    await counts.waitFor();
    const text = (await counts.textContent()) ?? '';
    const total = [...text.matchAll(/(\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    const state = await qa<{ symbols: unknown[] | Record<string, unknown> }>(
      'GET',
      '/market/state',
    );
    const symbolCount = Array.isArray(state.symbols)
      ? state.symbols.length
      : Object.keys(state.symbols ?? {}).length;
    expect(total).toBe(symbolCount);
    await screenshot(page, 'market-09-price-distribution');
    expect(pageErrors).toEqual([]);
  });
});
