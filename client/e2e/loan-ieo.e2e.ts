import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { formatNumber } from '@sandbox/shared/format';
import { verifyDraw, type PublishedDraw } from '@sandbox/shared/ieo-draw';
import { regionTimeToEpoch } from '@sandbox/shared/time';
import { phoneSession, qa, settledScreenshot } from './session.ts';
import { qaRoutes } from '@sandbox/shared/qa-routes';

// Credit and IEO in a real browser against the real server and the demo scenario (issue 14):
// alice draws her signature with the mouse, applies for a BTC pledge loan, QA approves it, she
// sees the money in spot and the collateral frozen, and repays; she subscribes to the IEO
// project issuing now, the sandbox clock moves to its draw, she pays the allocation, and after
// the listing the tokens are in her assets.
const { page, errors: pageErrors, go } = phoneSession();

interface Loan {
  id: string;
  orderNo: string;
  amount: string;
  pledgeCurrency: string | null;
  pledgeAmount: string | null;
  status: number;
}
interface Project {
  id: string;
  name: string;
  currency: string;
  status: number;
  minQuantity: string;
  subscribeStart: string;
  subscribeEnd: string;
  drawTime: string;
  payDeadline: string;
  listingTime: string | null;
  myAppliedQuantity: string;
}
interface Balance {
  currency: string;
  available: string;
  frozen: string;
}

const shot = (name: string) => settledScreenshot(page, name);
const text = async (testId: string) => (await page.getByTestId(testId).first().textContent()) ?? '';

/** A GET of the signed-in user, from the page (the token is in its storage). */
async function apiGet<T>(url: string): Promise<T> {
  return page.evaluate(async (u) => {
    const res = await fetch(u, { headers: { 'X-Access-Token': localStorage.getItem('token') ?? '' } });
    return ((await res.json()) as { result: unknown }).result;
  }, `/api${url}`) as Promise<T>;
}
const balances = () => apiGet<Balance[]>('/finance/appWallet/queryUserBalance');
const balanceOf = async (currency: string) => (await balances()).find((b) => b.currency === currency) ?? { currency, available: '0', frozen: '0' };

/** Moves the sandbox clock to just after a region-time instant (never back). */
async function clockTo(regionTime: string) {
  const clock = await qa(qaRoutes['clock.show']);
  const ms = regionTimeToEpoch(regionTime) + 60_000 - clock.epochMs;
  if (ms > 0) await qa(qaRoutes['clock.advance'], { body: { ms } });
}

/** Draws a signature with the mouse: two strokes across the canvas. */
async function drawSignature() {
  const canvas = page.getByTestId('signature-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the signature canvas is not on screen');
  const stroke = async (points: Array<[number, number]>) => {
    const [first, ...rest] = points;
    await page.mouse.move(box.x + box.width * first![0], box.y + box.height * first![1]);
    await page.mouse.down();
    for (const [x, y] of rest) await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 8 });
    await page.mouse.up();
  };
  await stroke([
    [0.1, 0.6],
    [0.25, 0.3],
    [0.4, 0.7],
    [0.55, 0.35],
  ]);
  await stroke([
    [0.6, 0.5],
    [0.75, 0.45],
    [0.9, 0.55],
  ]);
}

/** A finger stroke on the signature canvas, as a phone's touch screen sends it (Chromium's touch events, via CDP). */
async function touchSignature() {
  const canvas = page.getByTestId('signature-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the signature canvas is not on screen');
  // The session's page is a stand-in object until beforeAll ran; CDP wants the real frame.
  const cdp = await page.context().newCDPSession(page.mainFrame());
  const at = (x: number, y: number) => [{ x: box.x + box.width * x, y: box.y + box.height * y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0.2, 0.5) });
  for (let i = 1; i <= 10; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(0.2 + i * 0.06, 0.5 + (i % 2 ? -0.15 : 0.15)) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe('credit and IEO', () => {
  let loan: Loan | undefined;

  test('alice signs in and opens lending from the home shortcuts', async () => {
    await go('/login');
    await page.getByPlaceholder('Enter account name, email or mobile').fill('alice@sandbox.test');
    await page.getByPlaceholder('Enter password').fill('Demo1234!');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/#\/home/);
    await page.getByText('Lending', { exact: true }).click();
    await page.waitForURL(/#\/jiedai$/);
    await page.getByTestId('offer-list').waitFor();
    await expect.poll(() => text('available-limit'), { timeout: 15_000 }).toMatch(/\d/);
    await shot('loan-01-jiedai');
  });

  test('applies for a BTC pledge loan: the figures, the agreement, a signature drawn with the mouse', async () => {
    const btcBefore = await balanceOf('BTC');
    await page.getByTestId('type-filter').getByText('Pledge loan').click();
    const offer = page.getByTestId('offer-demo-loan-pledge-btc');
    await offer.getByTestId('offer-apply').click();
    await page.getByTestId('loan-amount').locator('input').fill('1000');
    // 1000 x 0.05 % x 30 days = 15 USDT; 1000 x 150 % = 1500 USDT of BTC frozen.
    expect(await text('total-interest')).toBe('15.00 USDT');
    expect(await text('pledge-value')).toBe('1,500.00 USDT');
    expect(await text('repay-date')).toMatch(/\d{4}/);
    await shot('loan-02-apply-form');
    await page.getByTestId('to-agreement').click();
    await page.getByTestId('agreement').waitFor();
    expect(await text('agreement-terms')).toContain('Amount: 1,000.00 USDT. Term: 30 days. Daily rate: 0.05%. Total interest: 15.00 USDT');
    expect(await text('agreement-pledge')).toContain('BTC worth 1,500.00 USDT (150% of the loan)');

    // A finger signs too; clear, draw with the mouse: the button waits for a signature and the consent.
    await touchSignature();
    await expect.poll(() => text('signature-state')).toBe('Signed');
    await page.getByTestId('signature-clear').click();
    expect(await text('signature-state')).toBe('Draw your signature in the box');
    await drawSignature();
    expect(await text('signature-state')).toBe('Signed');
    await page.getByTestId('signature-undo').click();
    await page.getByTestId('signature-undo').click();
    expect(await text('signature-state')).toBe('Draw your signature in the box');
    await drawSignature();
    expect(await text('signature-state')).toBe('Signed');
    await page.getByTestId('signature-clear').click();
    expect(await text('signature-state')).toBe('Draw your signature in the box');
    await drawSignature();
    expect(await page.getByTestId('apply-submit').isDisabled()).toBe(true);
    await page.getByText('I have read and agree to the loan agreement').click();
    await shot('loan-03-agreement-signed');
    await page.getByTestId('apply-submit').click();
    await page.waitForURL(/#\/jiedaiOrder/);

    const { records } = await apiGet<{ records: Loan[] }>('/prod/appLoanOrder/listMy?pageNo=1&pageSize=10');
    loan = records.find((l) => l.pledgeCurrency === 'BTC' && l.status === 0);
    expect(loan).toBeDefined();
    const card = page.getByTestId(`loan-${loan!.id}`);
    expect(await card.getByTestId('loan-status').textContent()).toBe('Pending review');
    // The collateral is frozen at once, at the live price.
    const btcAfter = await balanceOf('BTC');
    expect(Number(loan!.pledgeAmount)).toBeGreaterThan(0);
    expect(Number(btcAfter.frozen) - Number(btcBefore.frozen)).toBeCloseTo(Number(loan!.pledgeAmount), 8);
    await shot('loan-04-pending');
  });

  test('QA approves it: the money is in spot and the collateral frozen, shown in the asset centre', async () => {
    const usdtBefore = await balanceOf('USDT');
    const pending = await qa(qaRoutes['loan.pending']);
    const mine = pending.find((p) => p.orderNo === loan!.orderNo);
    expect(mine).toBeDefined();
    await qa(qaRoutes['loan.approve'], { params: { id: mine!.id } });
    await expect.poll(async () => Number((await balanceOf('USDT')).available) - Number(usdtBefore.available)).toBeCloseTo(1000, 2);

    await go('/zichanCenter');
    const btc = page.getByTestId('balance-BTC');
    await btc.waitFor();
    // The asset centre shows the frozen BTC with the currency's precision, as it formats it.
    const frozen = (await balanceOf('BTC')).frozen;
    const currencies = await apiGet<Array<{ currency: string; precision: number }>>('/set/appCurrencySet/getCurrencyList');
    const precision = currencies.find((c) => c.currency === 'BTC')?.precision ?? 2;
    expect(Number(frozen)).toBeGreaterThan(0);
    await expect.poll(async () => (await btc.textContent()) ?? '').toContain(`Frozen ${formatNumber(frozen, precision)}`);
    await shot('loan-05-assets-after-approval');

    await go('/jiedaiOrder');
    const card = page.getByTestId(`loan-${loan!.id}`);
    await expect.poll(async () => (await card.getByTestId('loan-status').textContent()) ?? '', { timeout: 15_000 }).toBe('Running');
    expect(await card.getByTestId('loan-due').textContent()).toMatch(/^1,000\.50 USDT$/);
  });

  test('repays the loan: principal plus a day of interest leave spot, the collateral is released', async () => {
    const before = await balanceOf('USDT');
    const btcBefore = await balanceOf('BTC');
    const card = page.getByTestId(`loan-${loan!.id}`);
    await card.getByTestId('loan-repay').click();
    // One started day at 0.05 %: 1000 + 0.5.
    expect(await page.getByTestId('repay-due').textContent()).toBe('1,000.50 USDT');
    await shot('loan-06-repay-confirm');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(async () => (await card.getByTestId('loan-status').textContent()) ?? '', { timeout: 15_000 }).toBe('Repaid');
    const after = await balanceOf('USDT');
    expect(Number(before.available) - Number(after.available)).toBeCloseTo(1000.5, 2);
    const btcAfter = await balanceOf('BTC');
    expect(Number(btcBefore.frozen) - Number(btcAfter.frozen)).toBeCloseTo(Number(loan!.pledgeAmount), 8);
    await shot('loan-07-repaid');
  });

  test('subscribes to the IEO project issuing now, pays after the draw, holds the tokens after listing', async () => {
    await qa(qaRoutes['ieo.run']);
    const { records } = await apiGet<{ records: Project[] }>('/prod/appProdIoe/listMy?pageNo=1&pageSize=20');
    // Its window open at the sandbox clock: a project stays "issuing" from the end of its window until its draw.
    const { epochMs } = await qa(qaRoutes['clock.show']);
    const open = (p: Project) => regionTimeToEpoch(p.subscribeStart) <= epochMs && epochMs < regionTimeToEpoch(p.subscribeEnd);
    const issuing = records.find((p) => p.status === 1 && open(p) && Number(p.myAppliedQuantity) === 0 && p.listingTime !== null);
    // The demo's windows follow each other for two weeks of sandbox time, more than the other files move the clock.
    if (!issuing) throw new Error('no demo IEO project is issuing at the sandbox clock now');
    await go('/ieo');
    const card = page.getByTestId(`project-${issuing.id}`);
    await card.waitFor();
    expect(await card.getByTestId('project-status').textContent()).toBe('Issuing');
    const seedHash = (await card.getByTestId('project-seed-hash').textContent()) ?? '';
    expect(seedHash).toMatch(/^[0-9a-f]{64}$/);
    await card.getByTestId('ieo-quantity').locator('input').fill(issuing.minQuantity);
    await card.getByTestId('ieo-apply').click();
    await page.getByTestId('apply-summary').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(async () => (await card.getByTestId('project-mine').count()) > 0, { timeout: 15_000 }).toBe(true);
    await shot('ieo-01-applied');

    // The draw: the clock moves past the draw time and the calendar runs.
    await clockTo(issuing.drawTime);
    await qa(qaRoutes['ieo.run']);
    await page.reload();
    await card.waitFor();
    await expect.poll(async () => (await card.getByTestId('project-seed').count()) > 0, { timeout: 15_000 }).toBe(true);
    await card.getByTestId('project-draw-data').click();
    await page.getByTestId('draw-data').waitFor();
    // Checked in the page on request, and the downloaded file recomputes in Node with the same published rule.
    await page.getByTestId('draw-verify').click();
    await page.getByTestId('draw-check-verdict').waitFor();
    expect(await text('draw-check-verdict')).toBe('Verified: the draw checks out');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('draw-download').click()]);
    const published = JSON.parse(readFileSync(await download.path(), 'utf8')) as PublishedDraw;
    expect(published.seedHash).toBe(seedHash);
    expect(published.applications.length).toBeGreaterThan(0);
    expect(verifyDraw(published)).toEqual({ commitmentHolds: true, mismatches: [] });
    await shot('ieo-02-draw-data');
    await page.locator('.adm-mask').first().click({ position: { x: 10, y: 10 } });
    await page.getByTestId('draw-data').waitFor({ state: 'hidden' });

    await page.getByTestId('ieo-tabs').getByText('My subscriptions').click();
    const orders = await apiGet<{ records: Array<{ id: string; projectId: string; status: number; amount: string | null; wonQuantity: string | null }> }>(
      '/prod/appOrderIoe/listMy?pageNo=1&pageSize=20',
    );
    const order = orders.records.find((o) => o.projectId === issuing.id);
    expect(order?.status).toBe(2);
    const orderCard = page.getByTestId(`ieo-order-${order!.id}`);
    await orderCard.waitFor();
    expect(await orderCard.getByTestId('ieo-order-status').textContent()).toBe('Won');
    const usdt = await balanceOf('USDT');
    await orderCard.getByTestId('ieo-pay').click();
    await page.getByTestId('pay-summary').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).last().click();
    await expect.poll(async () => (await orderCard.getByTestId('ieo-order-status').textContent()) ?? '', { timeout: 15_000 }).toBe('Completed');
    expect(Number(usdt.available) - Number((await balanceOf('USDT')).available)).toBeCloseTo(Number(order!.amount), 2);
    await shot('ieo-03-paid');

    // Listing: the tokens arrive in the asset centre.
    await clockTo(issuing.listingTime!);
    await qa(qaRoutes['ieo.run']);
    await go('/zichanCenter');
    const tokenRow = page.getByTestId(`balance-${issuing.currency}`);
    await tokenRow.waitFor({ timeout: 15_000 });
    expect(Number((await balanceOf(issuing.currency)).available)).toBeCloseTo(Number(order!.wonQuantity), 8);
    await shot('ieo-04-tokens-listed');
  });

  test('the page threw nothing', () => {
    expect(pageErrors).toEqual([]);
  });
});
