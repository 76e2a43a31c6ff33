import { describe, expect, test } from 'vitest';
import { testPng } from './images.ts';
import { phoneSession, qa, registerInBrowser, settledScreenshot } from './session.ts';
import { qaRoutes } from '@sandbox/shared/qa-routes';

// The wallet in a real browser against the real server: a new user recharges with a proof
// image (approved through the QA API) and sees the balance rise; passes basic identity
// verification (withdrawal needs it; approved through the QA API), sets a withdrawal password,
// binds a TRC20 address, withdraws (the amount is frozen at once), is rejected through the QA
// API and sees the money back; then follows both in the records and the account changes.
const { page, errors: pageErrors, go } = phoneSession();
const email = `wallet${Date.now()}@example.com`;
const password = 'Secret123';
const TRON_ADDRESS = 'TQ5NkCkzJKCRyHnLGgkPDhZC6D7bqYU4xh';

const shot = (name: string) => settledScreenshot(page, name);

const idFromUrl = () => new URL(page.url().replace('#/', '')).searchParams.get('id') ?? '';
const usdtBalance = () => page.getByTestId('balance-USDT');

describe('wallet', () => {
  test('a new user registers and opens an empty asset centre', async () => {
    await registerInBrowser(page, email, password);

    await go('/zichanCenter');
    await page.getByTestId('total-usdt').waitFor();
    await expect.poll(() => page.getByTestId('total-usdt').textContent()).toBe('0.00');
    await usdtBalance().waitFor();
    await shot('wallet-01-asset-centre-empty');
  });

  test('recharges with a proof image; approval raises the balance', async () => {
    await page.getByTestId('action-recharge').click();
    await page.waitForURL(/#\/chongzhi/);
    await page.getByTestId('chongzhi').locator('.adm-selector-item', { hasText: /^USDT$/ }).first().click();
    await page.getByTestId('address-text').waitFor();
    expect(await page.getByTestId('deposit-address').locator('svg').count()).toBeGreaterThan(0);
    await page.getByTestId('amount').locator('input').fill('0.000001');
    await page.getByTestId('amount-error').waitFor();
    await page.getByTestId('amount').locator('input').fill('100');
    await page.getByTestId('proof-input').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: testPng(320, 240) });
    await page.getByTestId('proof-preview').waitFor();
    await shot('wallet-02-recharge-form');
    await page.getByTestId('submit-recharge').click();
    await page.waitForURL(/#\/chongzhitixianResult/);
    await page.getByTestId('result-status').getByText('Under review').waitFor();
    await shot('wallet-03-recharge-result');

    await qa(qaRoutes['finance.recharges.approve'], { params: { id: idFromUrl() } });
    await go('/zichanCenter');
    await expect.poll(async () => usdtBalance().textContent(), { timeout: 15_000 }).toContain('100');
    await shot('wallet-04-asset-centre-after-recharge');
  });

  test('withdrawal first asks for identity verification; submitted and approved through the QA API', async () => {
    await page.getByTestId('action-withdraw').click();
    await page.waitForURL(/#\/tixian/);
    await page.getByTestId('step-kyc').getByText('Verify your identity first').waitFor();
    await page.getByRole('button', { name: 'Verify identity' }).click();
    await page.waitForURL(/#\/shenfenRenzheng/);
    await page.getByPlaceholder('Enter your name as on the document').fill('Wally Tester');
    await page.getByPlaceholder('Enter the document number').fill(`W${Date.now() % 10_000_000}`);
    await page.getByTestId('kyc-front-input').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: testPng(640, 400, { seed: 7 }) });
    await page.getByTestId('kyc-front-preview').waitFor();
    await page.getByTestId('kyc-second-input').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: testPng(640, 400, { seed: 3 }) });
    await page.getByTestId('kyc-second-preview').waitFor();
    await page.getByTestId('kyc-submit').click();
    await page.waitForURL(/#\/renzhengResult/);
    const userId = await page.evaluate(async () => {
      const res = await fetch('/api/user/appUser/getMyUserInfo', { headers: { 'X-Access-Token': localStorage.getItem('token') ?? '' } });
      return ((await res.json()) as { result: { id: string } }).result.id;
    });
    const [application] = await qa(qaRoutes['kyc.list'], { query: { status: 'pending', userId } });
    await qa(qaRoutes['kyc.approve'], { params: { id: application!.id } });
    await go('/zichanCenter');
    await usdtBalance().waitFor();
  });

  test('withdrawal explains each missing step: password, then account', async () => {
    await page.getByTestId('action-withdraw').click();
    await page.waitForURL(/#\/tixian/);
    await page.getByTestId('step-password').waitFor();
    await page.getByTestId('step-account').waitFor();
    await shot('wallet-05-withdraw-steps');

    await page.getByRole('button', { name: 'Set withdrawal password' }).click();
    await page.waitForURL(/#\/withdrawalPassword/);
    await page.getByPlaceholder('Enter your login password').fill(password);
    await page.getByPlaceholder('6 to 32 characters').fill('654321');
    await page.getByPlaceholder('Enter the new password again').fill('654321');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/tixian/);
    await page.getByTestId('step-account').waitFor();
    expect(await page.getByTestId('step-password').count()).toBe(0);

    await page.getByRole('button', { name: 'Bind blockchain address' }).click();
    await page.waitForURL(/#\/bindAccount/);
    await page.locator('.adm-selector-item', { hasText: /^USDT$/ }).first().click();
    await page.locator('.adm-selector-item', { hasText: /^TRC20$/ }).first().click();
    await page.getByPlaceholder('Enter the wallet address').fill('0x1234');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This is not a valid TRC20 address').waitFor();
    await shot('wallet-06-bind-address-invalid');
    await page.getByPlaceholder('Enter the wallet address').fill(TRON_ADDRESS);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/tixian/);
  });

  test('withdraws 50 USDT: fee shown, amount frozen at once; rejection gives it back', async () => {
    await page.getByTestId('amount').locator('input').fill('500');
    await page.getByTestId('amount-error').getByText(/More than your available/).waitFor();
    await page.getByTestId('amount').locator('input').fill('50');
    await page.getByTestId('fee').getByText(/Fee: \d/).waitFor();
    await page.getByTestId('withdrawal-password').locator('input').fill('654321');
    await shot('wallet-07-withdraw-form');
    await page.getByTestId('submit-withdrawal').click();
    await page.getByTestId('confirm-summary').waitFor();
    await shot('wallet-08-withdraw-confirm');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/#\/chongzhitixianResult/);
    await page.getByTestId('result-status').getByText('Under review').waitFor();
    const withdrawalId = idFromUrl();

    await go('/zichanCenter');
    await expect.poll(async () => usdtBalance().textContent(), { timeout: 15_000 }).toMatch(/Frozen 50/);
    await shot('wallet-09-asset-centre-frozen');

    await qa(qaRoutes['finance.withdrawals.reject'], { params: { id: withdrawalId }, body: { reason: 'Address check failed' } });
    await page.reload();
    await expect.poll(async () => usdtBalance().textContent(), { timeout: 15_000 }).toMatch(/Frozen 0/);
    expect(await usdtBalance().textContent()).toContain('100');
    await shot('wallet-10-asset-centre-refunded');
  });

  test('the records show the rejection and the account changes their causes', async () => {
    await go('/chongzhitixianRecord?type=withdrawal');
    await page.getByTestId('record-status').getByText('Rejected').waitFor();
    await page.getByText('Note: Address check failed').waitFor();
    await shot('wallet-11-records-withdrawal');
    await page.getByText('Deposits', { exact: true }).click();
    await page.getByTestId('record-status').getByText('Delivered').waitFor();

    await go('/zhangbianRecord');
    await page.getByText('Withdrawal refund').first().waitFor();
    await shot('wallet-12-account-changes');
    await page.getByTestId('type-filter').click();
    await shot('wallet-13-account-changes-filter');
    await page.locator('.adm-list-item', { hasText: /^Recharge$/ }).click();
    await page.getByTestId('type-filter').getByText('Type: Recharge').waitFor();
    await expect.poll(async () => page.locator('[data-testid^=log-]').count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });
});
