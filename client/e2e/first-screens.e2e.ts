import { describe, expect, test } from 'vitest';
import { phoneSession, registerInBrowser, screenshot } from './session.ts';

// The first journey of the app, in a real browser against the real server:
// register, log out, log in, switch languages, guest login on an existing account.
const { page, errors: pageErrors, go } = phoneSession();
const email = `e2e${Date.now()}@example.com`;
const password = 'Secret123';

const token = () => page.evaluate(() => localStorage.getItem('token'));

describe('first screens', () => {
  test('register by email with the code from the development inbox', async () => {
    await registerInBrowser(page, email, password, () => screenshot(page, '01-register-filled'));
    expect(await token()).toBeTruthy();
    await page.getByRole('heading', { name: 'Sandbox Trade' }).waitFor();
    await screenshot(page, '02-home-signed-in');
  });

  test('log out with a confirmation', async () => {
    await go('/my');
    await page.getByText(email).first().waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByText('Are you sure you want to log out?').waitFor();
    await screenshot(page, '03-logout-confirm');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/#\/home/);
    expect(await token()).toBeNull();
  });

  test('a login-only page sends the visitor to log in; after it they return to the page they came from', async () => {
    // SPEC.md section 4: the guard remembers the path the user came from (here /home) as redirectTo.
    await page.getByText('Personal', { exact: true }).click();
    await page.waitForURL(/#\/login/);
    await page.getByPlaceholder('Enter account name, email or mobile').fill(email);
    await page.getByPlaceholder('Enter password').fill('wrong-password-1');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.locator('.adm-toast-main').getByText('Incorrect account or password').waitFor();
    await screenshot(page, '04-login-wrong-password');
    await page.getByPlaceholder('Enter password').fill(password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/#\/home/);
    expect(await token()).toBeTruthy();
    await page.getByText('Personal', { exact: true }).click();
    await page.waitForURL(/#\/my/);
    await page.getByText('Switch language').waitFor();
  });

  test('switch to Japanese and to Traditional Chinese from the personal centre', async () => {
    await page.getByText('Switch language').click();
    await page.getByText('日本語').click();
    await page.getByText('言語を切り替え').waitFor();
    await page.getByText('マイページ').waitFor(); // the tab bar too
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('jp');
    await page.locator('.adm-popup-body').waitFor({ state: 'hidden' });
    await screenshot(page, '05-my-japanese');

    await page.getByText('言語を切り替え').click();
    await page.getByText('繁體中文').click();
    await page.getByText('切換語言').waitFor();
    await page.getByText('首頁').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('zh-tw');
    await page.locator('.adm-popup-body').waitFor({ state: 'hidden' });
    await screenshot(page, '06-my-traditional-chinese');

    // The server answers in the chosen language too.
    const logout = page.getByRole('button', { name: '登出' });
    await logout.click();
    await page.getByRole('button', { name: '確認' }).click();
    await page.waitForURL(/#\/home/);
    await go('/login');
    await page.getByPlaceholder('請輸入帳號名稱、電子郵件或手機號碼').fill(email);
    await page.getByPlaceholder('請輸入密碼').fill('wrong-password-1');
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await page.locator('.adm-toast-main').getByText('帳號或密碼錯誤').waitFor();
    await screenshot(page, '07-login-error-traditional-chinese');
  });

  test('guest login on an existing account is told to log in with the password', async () => {
    await page.evaluate(() => localStorage.setItem('lang', 'en-us'));
    await go('/guestLogin');
    await page.reload();
    await page.getByPlaceholder('Choose an account name').fill('alice');
    await page.getByRole('button', { name: 'Enter as guest' }).click();
    await page.locator('.adm-toast-main').getByText('Account already exists, please log in with the password').waitFor();
    await screenshot(page, '08-guest-existing-account');
    expect(await token()).toBeNull();
  });

  test('no script errors on any screen walked', () => {
    expect(pageErrors).toEqual([]);
  });
});
