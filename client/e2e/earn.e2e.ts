import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '@sandbox/shared/constants';
import { earnDailyIncome, minerDailyOutput } from '@sandbox/shared/earn';
import { formatNumber, truncate } from '@sandbox/shared/format';
import { baseUrl, phonePage, phoneSession, qa, settledScreenshot } from './session.ts';
import { qaRoutes } from '@sandbox/shared/qa-routes';

// Earn products in a real browser against the real server and the demo scenario: alice signs
// in, buys an arbitrage product in the UI, the sandbox clock moves three days through the QA
// API, and the three payments show on taoliOrder and in the balance log; she buys a mining
// machine and subscribes to a debt project; the product list is shot in the nine languages.
const { browser, page, errors: pageErrors, go } = phoneSession();
const DAY_MS = 86_400_000;
const USDT_DECIMALS = 2;

interface Product {
  id: string;
  type: number;
  name: string;
  status: number;
  cycleDays: number;
  minAmount: string;
  maxAmount: string;
  unitPrice: string | null;
  levelLimit: number;
  purchaseLimit: number;
  totalQuota: string;
  soldQuota: string;
}
interface Order {
  id: string;
  productId: string;
  status: number;
}

const text = async (testId: string) => (await page.getByTestId(testId).first().textContent()) ?? '';
const shot = (name: string) => settledScreenshot(page, name);

/** A GET of the signed-in user, from the page (the token is in its storage). */
async function apiGet<T>(url: string): Promise<T> {
  return page.evaluate(async (u) => {
    const res = await fetch(u, { headers: { 'X-Access-Token': localStorage.getItem('token') ?? '' } });
    return ((await res.json()) as { result: unknown }).result;
  }, `/api${url}`) as Promise<T>;
}

/** A product of the kind alice can buy now: on sale, her level, under its purchase limit, fitting `fits`. */
async function buyable(type: number, fits: (p: Product) => boolean): Promise<Product> {
  const [{ records: products }, { records: orders }, me] = await Promise.all([
    apiGet<{ records: Product[] }>(`/prod/appProductInfo/list?pageNo=1&pageSize=100&type=${type}`),
    apiGet<{ records: Order[] }>('/prod/appProductOrder/listMy?pageNo=1&pageSize=100'),
    apiGet<{ level: number }>('/user/appUser/getMyUserInfo'),
  ]);
  const mine = (id: string) => orders.filter((o) => o.productId === id && o.status !== -1).length;
  const found = products.find(
    (p) => p.status === 1 && p.levelLimit <= me.level && (p.purchaseLimit === 0 || mine(p.id) < p.purchaseLimit) && fits(p),
  );
  if (!found) throw new Error(`the demo catalogue has no product of type ${type} alice can buy: ${JSON.stringify(products)}`);
  return found;
}

const hasRoom = (p: Product, units: number) => Number(p.totalQuota) === 0 || Number(p.soldQuota) + units <= Number(p.totalQuota);

describe('earn products', () => {
  let orderNo = '';
  let orderId = '';
  let dailyIncome = '';

  test('alice signs in and sees the arbitrage products on their dark-blue page', async () => {
    await go('/login');
    await page.getByPlaceholder('Enter account name, email or mobile').fill('alice@sandbox.test');
    await page.getByPlaceholder('Enter password').fill('Demo1234!');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/#\/home/);
    // Home's shortcuts stay where they first show: the asset card is laid out at once and the
    // notice strip keeps its height, so a tap lands on what it aimed at (the card arriving late
    // once pushed them 131 px down, under a tap meant for a shortcut).
    const shortcut = page.getByText('AI arbitrage', { exact: true });
    const shownAt = await shortcut.boundingBox();
    await page.getByTestId('asset-card-total').filter({ hasText: /\d/ }).waitFor();
    await page.locator('.notice-line').waitFor();
    expect(await shortcut.boundingBox()).toEqual(shownAt);
    await shortcut.click();
    await page.waitForURL(/#\/taolilicai/);
    await page.getByTestId('product-list').waitFor();
    // The route's background (routes.ts BACKGROUNDS.taolilicai) shows around the cards.
    expect(await page.locator('.page').first().evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(11, 30, 63)');
    await shot('earn-01-taolilicai');
  });

  test('buys an arbitrage product in the UI: expected income before, the order after', async () => {
    const product = await buyable(1, (p) => p.cycleDays > 3 && hasRoom(p, Number(p.minAmount)));
    await page.getByTestId(`product-${product.id}`).click();
    await page.waitForURL(/#\/taolilicaiDetail/);
    await page.getByTestId('rate-rule').waitFor();
    await expect.poll(() => text('available'), { timeout: 15_000 }).toMatch(/\d USDT$/);
    const amount = truncate(product.minAmount, USDT_DECIMALS);
    await page.getByTestId('amount').locator('input').fill(amount);
    expect(await text('expected-daily')).toMatch(/USDT$/);
    await shot('earn-02-taolilicai-detail');
    await page.getByTestId('buy').click();
    await page.getByTestId('confirm-summary').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/#\/taoliOk/);
    await page.getByTestId('order-no').waitFor();
    orderNo = (await text('order-no')).trim();
    orderId = new URL(page.url().replace('#/', '')).searchParams.get('id') ?? '';
    expect(orderNo).toMatch(/^PO/);
    // The rate fixed for the order, and a day's income from it (shared/earn.ts, the server's rule).
    const rate = (await text('order-rate')).replace('%', '');
    dailyIncome = earnDailyIncome(amount, rate, USDT_DECIMALS);
    expect(await text('order-daily')).toContain(dailyIncome);
    await shot('earn-03-taoli-ok');
  });

  test('three days later (QA clock) the order has three payments on taoliOrder and in the balance log', async () => {
    await qa(qaRoutes['clock.advance'], { body: { ms: 3 * DAY_MS } });
    await qa(qaRoutes['prod.accrue']);
    await go('/taoliOrder');
    const card = page.getByTestId(`order-${orderId}`);
    await card.waitFor();
    const total = truncate(Number(dailyIncome) * 3, USDT_DECIMALS);
    await expect.poll(async () => (await card.getByTestId('order-total').textContent()) ?? '').toContain(total);
    expect(await card.getByTestId('order-status').textContent()).toBe('Running');
    expect(await card.getByTestId('order-remaining').textContent()).toMatch(/^\d+ of \d+ days$/);
    await card.scrollIntoViewIfNeeded();
    await shot('earn-04-taoli-order-after-3-days');

    // The balance log, filtered by type: the purchase once, then one income row per day, each naming the order.
    await go('/zhangbianRecord');
    const showType = async (label: string) => {
      await page.getByTestId('type-filter').click();
      await page.getByTestId('type-options').getByText(label, { exact: true }).click();
      await page.locator('.adm-popup-body').waitFor({ state: 'hidden' });
    };
    const rowsOf = (label: string) => page.locator('li', { hasText: orderNo }).filter({ hasText: label });
    await showType('Product purchase');
    await expect.poll(() => rowsOf('Product purchase').count(), { timeout: 15_000 }).toBe(1);
    await showType('Product income');
    await expect.poll(() => rowsOf('Product income').count(), { timeout: 15_000 }).toBe(3);
    // The balance log shows amounts at the currency's display decimals (1.50, not 1.5).
    for (const row of await rowsOf('Product income').all()) expect(await row.textContent()).toContain(`+${formatNumber(dailyIncome, USDT_DECIMALS)} USDT`);
    await shot('earn-05-balance-log');
  });

  test('buys a mining machine; its daily output is one machine\'s truncated output', async () => {
    // The server checks the price of the machines against the product's min..max
    // (docs/domains/earn.md "Earn products").
    const product = await buyable(2, (p) => Number(p.minAmount) <= Number(p.unitPrice) && Number(p.unitPrice) <= Number(p.maxAmount) && hasRoom(p, 1));
    await go('/kuangchi');
    await page.getByTestId(`product-${product.id}`).click();
    await page.waitForURL(/#\/kuangchiDetail/);
    await page.getByTestId('miner-spec').waitFor();
    await expect.poll(() => text('available'), { timeout: 15_000 }).toMatch(/\d USDT$/);
    await shot('earn-06-kuangchi-detail');
    await page.getByTestId('buy').click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/#\/taoliOk/);
    await page.getByTestId('order-machines').waitFor();
    expect(await text('order-machines')).toBe('1');
    const rate = (await text('order-rate')).replace('%', '');
    expect(await text('order-daily')).toBe(`${formatNumber(minerDailyOutput(1, product.unitPrice ?? '0', rate, USDT_DECIMALS), USDT_DECIMALS)} USDT`);
  });

  test('subscribes to a debt project from the public list', async () => {
    const product = await buyable(3, (p) => hasRoom(p, Number(p.minAmount)));
    await go('/zhaiquan');
    await page.getByTestId(`product-${product.id}`).getByTestId('raised').waitFor();
    await shot('earn-07-zhaiquan');
    await page.getByTestId(`product-${product.id}`).click();
    await page.waitForURL(/#\/zhaiquanDetail/);
    await expect.poll(() => text('available'), { timeout: 15_000 }).toMatch(/\d USDT$/);
    await page.getByTestId('amount').locator('input').fill(truncate(product.minAmount, USDT_DECIMALS));
    await page.getByTestId('buy').click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/#\/taoliOk/);
    await page.getByTestId('order-no').waitFor();
    await go('/taoliOrder');
    await page.getByTestId('type-filter').getByText('Debt', { exact: true }).click();
    await page.locator('li[data-testid^=order-]', { hasText: product.name }).first().waitFor();
  });

  test('the debt list is public; subscribing asks a visitor to log in first', async () => {
    const visitor = await phonePage(browser);
    try {
      await visitor.page.goto(`${baseUrl()}/#/zhaiquan`);
      const first = visitor.page.locator('li[data-testid^=product-]').first();
      await first.getByTestId('raised').waitFor();
      await first.click();
      await visitor.page.waitForURL(/#\/login/);
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  });

  test('the product list in the nine languages', async () => {
    const locales = path.join(import.meta.dirname, '..', 'src', 'i18n', 'locales');
    for (const lang of LANGUAGES) {
      const title = (JSON.parse(readFileSync(path.join(locales, `${lang}.json`), 'utf8')) as { earn: { arbitrage: { title: string } } }).earn.arbitrage.title;
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.goto(`${baseUrl()}/#/taolilicai`);
      await page.reload();
      await page.getByTestId('product-list').waitFor();
      await page.getByRole('heading', { name: title }).waitFor();
      await shot(`earn-list-${lang}`);
    }
    await page.evaluate(() => localStorage.setItem('lang', 'en-us'));
  });

  test('no script errors on any screen walked', () => {
    expect(pageErrors).toEqual([]);
  });
});
