import { describe, expect, test } from 'vitest';
import { fundByRecharge, phoneSession, qa, registerInBrowser, settledScreenshot } from './session.ts';
import { qaRoutes } from '@sandbox/shared/qa-routes';

// Second contracts in a real browser against the real server: a new user is funded (a recharge
// approved through the QA API), buys UP on BTCUSDT's shortest period, the market is steered up
// and the sandbox clock moved past expiry, the settlement job runs and the page shows the win
// (stake 100 at 80 % -> 180 back, balance 1000 - 100 + 180 = 1080); then UP again with a crash:
// lost, balance 1080 - 100 = 980. Only this file steers BTCUSDT.
const { page, errors: pageErrors, go } = phoneSession();
const email = `second${Date.now()}@example.com`;
const password = 'Secret123';

const shot = (name: string) => settledScreenshot(page, name);

/** Buys UP with a stake of 100 on the 30-second period; returns the new order's id. */
async function buyUp(): Promise<string> {
  await page.getByTestId('second-period-30').click();
  await page.getByTestId('second-amount').locator('input').fill('100');
  await page.getByTestId('second-expected').getByText('180.00 USDT (+80.00)').waitFor();
  await page.getByTestId('second-up').click();
  const confirm = page.getByTestId('second-confirm');
  await confirm.waitFor();
  expect(await confirm.getByTestId('second-confirm-payout').textContent()).toBe('180.00 USDT (+80.00)');
  await page.getByRole('button', { name: 'Confirm' }).click();
  const head = page.locator('[data-testid="second-head"][data-order]');
  await head.waitFor({ timeout: 15_000 });
  await page.getByTestId('second-countdown').getByText(/^\d+ s$/).waitFor();
  return (await head.getAttribute('data-order')) ?? '';
}

/** Moves the sandbox past the order's expiry and runs the settlement job now. */
/** Moves the sandbox clock past the 30 s contract's expiry (and past a steer begun after the order, which ends within it), then settles. */
async function expire() {
  await qa(qaRoutes['clock.advance'], { body: { ms: 31_000 } });
  const run = await qa(qaRoutes['trade.run']);
  // The head call may have settled it first (it settles the user's due orders): 0 or 1 here.
  expect(run.secondSettled).toBeLessThanOrEqual(1);
}

const available = () => page.getByTestId('second-available');
/** "Virtual balance: 100,000.00 USDT" -> 100000 (whole-cent figures: exact as numbers). */
const money = (text: string | null) => Number((/([\d,]+\.\d+)/.exec(text ?? '')?.[1] ?? 'NaN').replace(/,/g, ''));

describe('second contracts', () => {
  test('a new user is funded with 1000 USDT', async () => {
    await registerInBrowser(page, email, password);
    await fundByRecharge(page, '1000');
  });

  test('the second-contract tab offers the periods with their payout; the stake is checked', async () => {
    await go('/heyue?tab=second&symbol=BTCUSDT');
    await page.getByTestId('second-contract-panel').waitFor();
    await page.getByTestId('second-period-30').getByText('80%').waitFor();
    await expect.poll(async () => available().textContent(), { timeout: 15_000 }).toContain('1,000.00 USDT');
    await page.getByTestId('second-head-empty').waitFor();
    await page.getByTestId('second-amount').locator('input').fill('5');
    await page.getByTestId('second-amount-error').getByText('The minimum stake is 10.00 USDT').waitFor();
    await page.getByTestId('second-amount').locator('input').fill('100');
    await page.getByTestId('second-expected').getByText('180.00 USDT (+80.00)').waitFor();
    await shot('second-contract-form');
  });

  test('UP with a rally: the countdown runs, then the win pays 180 and the balance is 1080', async () => {
    const id = await buyUp();
    await expect.poll(async () => available().textContent(), { timeout: 15_000 }).toContain('900.00 USDT');
    await shot('second-contract-countdown');

    await qa(qaRoutes['market.steer'], { body: { symbol: 'BTCUSDT', kind: 'rally', percent: '3', durationSeconds: 3 } });
    await expire();

    const result = page.getByTestId('second-result');
    await result.waitFor({ timeout: 20_000 });
    expect(await result.getAttribute('data-result')).toBe('won');
    await page.getByText('You won').waitFor();
    expect(await result.getByTestId('second-result-amount').textContent()).toBe('+80.00 USDT');
    await expect.poll(async () => available().textContent(), { timeout: 15_000 }).toContain('1,080.00 USDT');
    await shot('second-contract-won');
    await page.getByRole('button', { name: 'Close' }).click();
    await result.waitFor({ state: 'detached' });

    const row = page.getByTestId(`second-order-${id}`);
    await row.getByTestId('second-order-status').getByText('Won').waitFor({ timeout: 15_000 });
    expect(await row.getByTestId('second-order-profit').textContent()).toBe('+80.00');
  });

  test('UP with a crash: lost, the stake is gone and the balance is 980', async () => {
    const id = await buyUp();
    await expect.poll(async () => available().textContent(), { timeout: 15_000 }).toContain('980.00 USDT');

    await qa(qaRoutes['market.steer'], { body: { symbol: 'BTCUSDT', kind: 'crash', percent: '3', durationSeconds: 3 } });
    await expire();

    const result = page.getByTestId('second-result');
    await result.waitFor({ timeout: 20_000 });
    expect(await result.getAttribute('data-result')).toBe('lost');
    await page.getByText('You lost').waitFor();
    expect(await result.getByTestId('second-result-amount').textContent()).toBe('−100.00 USDT');
    await shot('second-contract-lost');
    await page.getByRole('button', { name: 'Close' }).click();
    await result.waitFor({ state: 'detached' });
    expect(await available().textContent()).toContain('980.00 USDT');

    await page.getByTestId('second-filter-lost').click();
    const row = page.getByTestId(`second-order-${id}`);
    await row.getByTestId('second-order-status').getByText('Lost').waitFor({ timeout: 15_000 });
    expect(await row.getByTestId('second-order-profit').textContent()).toBe('−100.00');
    await page.getByTestId('second-filter-won').click();
    await page.getByTestId('second-order-status').getByText('Won').waitFor();
    expect(await page.locator('[data-testid^="second-order-"][data-status]').count()).toBe(1);
  });

  test('on /demotrading the same contract stakes the virtual balance and never the real one', async () => {
    await go('/demotrading?tab=second&symbol=BTCUSDT');
    await page.getByTestId('demo-banner').waitFor();
    await page.getByTestId('second-contract-panel').waitFor();
    // A new user's demo account starts empty: the page's reset funds it.
    await page.getByTestId('demo-reset').click();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Reset' }).click();
    await expect.poll(async () => money(await available().textContent()), { timeout: 15_000 }).toBeGreaterThan(0);
    const before = money(await available().textContent());
    // The real orders are not the demo account's: empty head and history here.
    await page.getByTestId('second-head-empty').waitFor();
    await page.getByTestId('second-history-empty').waitFor();

    await buyUp();
    await expect.poll(async () => money(await available().textContent()), { timeout: 15_000 }).toBe(before - 100);
    await shot('second-contract-demo');
    await qa(qaRoutes['market.steer'], { body: { symbol: 'BTCUSDT', kind: 'rally', percent: '3', durationSeconds: 3 } });
    await expire();
    await page.getByTestId('second-result').waitFor({ timeout: 20_000 });
    await page.getByText('You won').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    // 100 at 80 %: the virtual balance ends 80 above where it started.
    await expect.poll(async () => money(await available().textContent()), { timeout: 15_000 }).toBe(before + 80);

    // The real wallet did not move (the demo page stays mounted, hidden: read the real panel).
    await go('/heyue?tab=second&symbol=BTCUSDT');
    const real = page.locator('[data-testid="second-contract-panel"][data-account="1"]');
    await expect.poll(async () => real.getByTestId('second-available').textContent(), { timeout: 15_000 }).toContain('Available: 980.00 USDT');
    expect(pageErrors).toEqual([]);
  });
});
