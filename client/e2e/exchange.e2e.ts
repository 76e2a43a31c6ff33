import { describe, expect, test } from 'vitest';
import { fundByRecharge, phoneSession, registerInBrowser, settledScreenshot } from './session.ts';

// Flash exchange and fund transfer in a real browser against the real server and the live
// simulated market (never steered here): a new user is funded with 1000 USDT by a recharge
// approved through the QA API, exchanges 100 USDT for BTC at the quoted rate, finds the record
// and the BTC balance, then moves USDT spot -> contract and back.
const { page, errors: pageErrors, go } = phoneSession();
const email = `exchange${Date.now()}@example.com`;
const password = 'Secret123';

const text = async (testId: string) => (await page.getByTestId(testId).first().textContent()) ?? '';

const shot = (name: string) => settledScreenshot(page, name);

/** Seconds the quote on screen still holds ("Refreshes in 7 s" -> 7), 0 while it is being asked. */
async function quoteSecondsLeft(): Promise<number> {
  const countdown = page.getByTestId('quote-countdown');
  if ((await countdown.count()) === 0) return 0;
  return Number(/(\d+)/.exec((await countdown.textContent()) ?? '')?.[1] ?? 0);
}

describe('flash exchange and fund transfer', () => {
  test('a new user is funded with 1000 USDT (recharge approved through the QA API)', async () => {
    await registerInBrowser(page, email, password);
    await fundByRecharge(page, '1000');
  });

  test('exchanges 100 USDT for BTC at the quoted rate; the record and the BTC balance match the quote', async () => {
    await go('/zichanCenter');
    await page.getByTestId('action-exchange').click();
    await page.waitForURL(/#\/shandui/);
    await expect.poll(() => text('available'), { timeout: 15_000 }).toBe('Available: 1,000.00 USDT');
    expect(await text('pick-from')).toContain('USDT');
    expect(await text('pick-to')).toContain('BTC');

    await page.getByTestId('amount').locator('input').fill('5');
    await page.getByTestId('quote-error').getByText('The amount must be between 10 and 100000 USDT').waitFor();
    await page.getByTestId('amount').locator('input').fill('100');
    await page.getByTestId('quote-receive').waitFor();
    expect(await text('quote-spread')).toBe('0.2%');
    expect(await text('quote-rate')).toMatch(/^1 USDT = 0\.0000\d+ BTC$/);
    await shot('shandui-quote');

    // Confirm early in a quote's 10 s window, so the exchange lands inside it.
    await expect.poll(quoteSecondsLeft, { timeout: 15_000, interval: 200 }).toBeGreaterThanOrEqual(6);
    await page.getByTestId('submit-exchange').click();
    const summary = (await page.getByTestId('confirm-summary').textContent()) ?? '';
    const quoted = /You receive: ([\d.]+) BTC/.exec(summary)?.[1] ?? '';
    expect(Number(quoted)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('exchange-result').waitFor();
    // Charged exactly what was quoted: 100 USDT paid, the quoted BTC received.
    expect(await text('exchange-result')).toContain(`Paid 100.00 USDT, received ${quoted} BTC`);
    await expect.poll(() => text('available'), { timeout: 15_000 }).toBe('Available: 900.00 USDT');
    await shot('shandui-done');

    await page.getByText('View exchange records').click();
    await page.waitForURL(/#\/shanduiOrder/);
    const record = page.locator('[data-testid^=record-]').first();
    await record.waitFor();
    expect(await record.getByTestId('pair').textContent()).toBe('USDT → BTC');
    expect(await record.getByTestId('paid').textContent()).toBe('100.00 USDT');
    expect(await record.getByTestId('received').textContent()).toBe(`${quoted} BTC`);
    expect(await record.getByTestId('status').textContent()).toBe('Completed');
    expect(await page.locator('[data-testid^=record-]').count()).toBe(1);
    await shot('shandui-order');

    await go('/zichanCenter');
    // 1000 - 100 = 900 USDT; BTC is the quoted amount (8 decimals).
    await expect.poll(() => text('balance-BTC'), { timeout: 15_000 }).toContain(Number(quoted).toFixed(8));
    expect(await text('balance-USDT')).toContain('900.00');
  });

  test('moves 250 USDT spot -> contract and 100 back; both balances follow', async () => {
    await page.getByTestId('action-transfer').click();
    await page.waitForURL(/#\/zijinhuazhuan/);
    await expect.poll(() => text('available'), { timeout: 15_000 }).toBe('Available: 900.00 USDT');
    await page.getByTestId('amount').locator('input').fill('901');
    await page.getByTestId('amount-error').getByText('More than your available 900.00 USDT').waitFor();
    await page.getByTestId('amount').locator('input').fill('250');
    await page.getByTestId('submit-transfer').click();
    // 900 - 250 = 650 on spot, 0 + 250 = 250 on contract.
    await expect.poll(() => text('spot-available'), { timeout: 15_000 }).toBe('650.00 USDT');
    await expect.poll(() => text('contract-available'), { timeout: 15_000 }).toBe('250.00 USDT');

    await page.getByTestId('swap-direction').click();
    expect(await text('from-wallet')).toBe('Contract account');
    await page.getByTestId('amount').locator('input').fill('100');
    await page.getByTestId('submit-transfer').click();
    // 650 + 100 = 750 on spot, 250 - 100 = 150 on contract.
    await expect.poll(() => text('spot-available'), { timeout: 15_000 }).toBe('750.00 USDT');
    await expect.poll(() => text('contract-available'), { timeout: 15_000 }).toBe('150.00 USDT');
    await shot('zijinhuazhuan');

    await go('/zichanCenter');
    await expect.poll(() => text('balance-USDT'), { timeout: 15_000 }).toContain('750.00');
    expect(pageErrors).toEqual([]);
  });
});
