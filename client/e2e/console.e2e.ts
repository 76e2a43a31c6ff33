import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, phonePage, screenshot } from './session.ts';

// The sandbox console (issue 18) in Chromium at desktop size, against the real server: the token
// gate, a scenario loaded in one click, a withdrawal approved and paid from the queue and seen
// paid in the phone app, a fault injected and listed; without the token nothing is shown or served.

let browser: Browser;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
});
afterAll(async () => {
  await browser?.close();
});

const PANELS = ['Scenarios', 'Clock', 'Review queues', 'Inbox', 'Snapshots', 'Market', 'Faults', 'Request log'];
/** The reads behind the panels: each refuses a call without the token or with a wrong one. */
const PANEL_READS = ['/state', '/clock', '/finance/pending', '/kyc', '/loan/pending', '/inbox', '/snapshots', '/market/state', '/faults', '/requests'];

async function openConsole(token: string) {
  await page.getByLabel('QA token').fill(token);
  await page.getByRole('button', { name: 'Open console' }).click();
}

describe('the sandbox console', () => {
  test('without the token every panel refuses: the page shows only the gate, the API answers 403', async () => {
    await page.goto(`${baseUrl()}/console`);
    await page.getByLabel('QA token').waitFor();
    for (const title of PANELS) expect(await page.getByRole('heading', { name: title }).count()).toBe(0);

    await openConsole('not-the-token');
    await page.getByRole('alert').getByText('The server refused this QA token').waitFor();
    for (const title of PANELS) expect(await page.getByRole('heading', { name: title }).count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

    for (const path of PANEL_READS) {
      for (const headers of [{}, { 'x-qa-token': 'not-the-token' }] as Record<string, string>[]) {
        const envelope = (await (await fetch(`${baseUrl()}/__qa${path}`, { headers })).json()) as { code: number; result: unknown };
        expect(envelope, path).toMatchObject({ code: 403, result: null });
      }
    }
  });

  test('the token opens every panel; withdrawal-review loads in one click and its queue shows both withdrawals', async () => {
    await openConsole(inject('qaToken'));
    for (const title of PANELS) await page.getByRole('heading', { name: title }).waitFor();
    await page.getByTestId('clock-now').waitFor();

    await page.getByRole('button', { name: 'withdrawal-review', exact: true }).click();
    await page.getByRole('status').getByText('Loaded withdrawal-review.').waitFor({ timeout: 30_000 });
    await page.getByTestId('scenario-loaded').getByText('withdrawal-review').waitFor();
    const withdrawals = page.getByRole('table', { name: 'Withdrawals' });
    await withdrawals.getByText('DEMO-W-0002').waitFor();
    await withdrawals.getByText('500 USDT').waitFor();
    await screenshot(page, 'console-01-withdrawal-review');
  });

  test("alice's withdrawal is approved, then paid, from the queue", async () => {
    const row = page.getByRole('table', { name: 'Withdrawals' }).getByRole('row').filter({ hasText: 'DEMO-W-0002' });
    await row.getByText('under review').waitFor();
    await row.getByRole('button', { name: 'Approve' }).click();
    await row.getByText('approved, unpaid').waitFor();
    await row.getByRole('button', { name: 'Pay' }).click();
    await expect.poll(() => page.getByText('DEMO-W-0002').count(), { timeout: 15_000 }).toBe(0);
  });

  test('the phone app shows it withdrawn', async () => {
    const phone = await phonePage(browser, errors);
    try {
      await phone.page.goto(`${baseUrl()}/#/login`);
      await phone.page.getByPlaceholder('Enter account name, email or mobile').fill('alice@sandbox.test');
      await phone.page.getByPlaceholder('Enter password').fill('Demo1234!');
      await phone.page.getByRole('button', { name: 'Log in', exact: true }).click();
      await phone.page.waitForURL(/#\/home/);
      await phone.page.goto(`${baseUrl()}/#/chongzhitixianRecord?type=withdrawal`);
      const record = phone.page.getByTestId('record-status').first();
      await expect.poll(() => record.textContent(), { timeout: 15_000 }).toBe('Withdrawn');
      await phone.page.getByText('500 USDT').first().waitFor();
    } finally {
      await phone.context.close();
    }
  });

  test('a fault injected from the console is listed while active, and clear all removes it', async () => {
    const faults = page.getByRole('region', { name: 'Faults' });
    await faults.getByLabel('Route').fill('/api/wallet/*');
    await faults.getByLabel('Calls').fill('2');
    await faults.getByRole('button', { name: 'Add fault' }).click();
    const active = faults.getByRole('table', { name: 'Active faults' });
    await active.getByText('/api/wallet/*').waitFor();
    await active.getByText('code 500').waitFor();
    await active.getByText('2 calls').waitFor();
    const listed = await fetch(`${baseUrl()}/__qa/faults`, { headers: { 'x-qa-token': inject('qaToken') } });
    expect(((await listed.json()) as { result: { route: string; code: number }[] }).result).toMatchObject([{ route: '/api/wallet/*', code: 500 }]);
    await screenshot(page, 'console-02-fault');

    await faults.getByRole('button', { name: 'Clear all' }).click();
    await faults.getByText('No active faults.').waitFor();
    expect(errors).toEqual([]);
  });
});
