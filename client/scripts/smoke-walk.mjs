/* global document, localStorage, sessionStorage, fetch -- fetch runs in Node 20; the others used inside page.evaluate callbacks, which run in the browser */
import { Buffer } from 'node:buffer';
import { createHmac } from 'node:crypto';
import { chromium } from 'playwright-core';

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) from a base32 secret, to answer the authenticator step. */
function totp(secret, now = Date.now()) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secret.replace(/=+$/, '')) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1] & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
// Smoke walk of the first screens against a running server that serves client/dist (seeded demo users).
// Usage: BASE=http://127.0.0.1:3000 [QA_TOKEN=...] node client/scripts/smoke-walk.mjs   (not the e2e suite; screenshots go to /tmp)
const base = process.env.BASE ?? 'http://127.0.0.1:3000';
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const ctx = await browser.newContext({ viewport: { width: 375, height: 812 }, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', isMobile: true, hasTouch: true });
const page = await ctx.newPage();
const errors = [];
page.on('pageerror', (e) => errors.push('pageerror ' + e.message));
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.type() + ' ' + m.text()); });
const step = async (name, fn) => { try { await fn(); console.log('ok  ', name); } catch (e) { console.log('FAIL', name, e.message.split('\n')[0]); await page.screenshot({ path: `/tmp/smoke-fail-${name.replace(/\W+/g, '-')}.png` }).catch(() => undefined); } };
await step('home renders with brand', async () => {
  await page.goto(base + '/#/home');
  await page.getByRole('heading', { name: 'Sandbox Trade' }).waitFor({ timeout: 10000 });
  await page.getByRole('button', { name: 'AI arbitrage' }).waitFor();
  console.log('     font-size', await page.evaluate(() => document.documentElement.style.fontSize), 'title', await page.title());
});
await page.screenshot({ path: '/tmp/smoke-home.png' });
await step('shortcut to an unbuilt screen says coming soon', async () => {
  await page.getByRole('button', { name: 'Mining pool' }).click();
  await page.getByText('This screen arrives in a later release').waitFor({ timeout: 5000 });
});
await step('tab Personal without login goes to /login', async () => {
  await page.getByText('Personal', { exact: true }).click();
  await page.waitForURL(/#\/login/, { timeout: 5000 });
  await page.getByRole('heading', { name: 'Log in' }).waitFor();
});
await step('log in as alice and return to where she came from', async () => {
  await page.getByPlaceholder('Enter email or mobile').fill('alice');
  await page.getByPlaceholder('Enter password').fill('Demo1234!');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/#\/home/, { timeout: 10000 });
  console.log('     token stored:', Boolean(await page.evaluate(() => localStorage.getItem('token'))));
});
await step('personal centre shows the user and the menu', async () => {
  await page.getByText('Personal', { exact: true }).click();
  await page.waitForURL(/#\/my/, { timeout: 5000 });
  await page.getByText('Switch language').waitFor();
  await page.getByText(/UID:/).waitFor();
});
await page.screenshot({ path: '/tmp/smoke-my.png' });
await step('switch language to Japanese', async () => {
  await page.getByText('Switch language').click();
  await page.getByText('日本語').click();
  await page.getByText('言語を切り替え').waitFor({ timeout: 5000 });
  console.log('     lang', await page.evaluate(() => localStorage.getItem('lang')), 'html lang', await page.evaluate(() => document.documentElement.lang));
  await page.getByText('言語を切り替え').click();
  await page.getByText('English').click();
  await page.getByText('Switch language').waitFor({ timeout: 5000 });
});
await step('change password screen opens', async () => {
  await page.getByText('Change password').click();
  await page.waitForURL(/#\/changePassword/, { timeout: 5000 });
  await page.getByPlaceholder('Enter old password').waitFor();
  await page.goBack();
  await page.waitForURL(/#\/my/, { timeout: 5000 });
});
await step('log out with confirmation', async () => {
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByText('Are you sure you want to log out?').waitFor();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(/#\/home/, { timeout: 5000 });
  console.log('     token after logout:', await page.evaluate(() => localStorage.getItem('token')));
});
await step('guest login shows the initial password once', async () => {
  await page.goto(base + '/#/guestLogin');
  await page.getByPlaceholder('Choose an account name').fill('guest' + Date.now().toString().slice(-6));
  await page.getByRole('button', { name: 'Enter as guest' }).click();
  await page.getByTestId('initial-password').waitFor({ timeout: 10000 });
  console.log('     initial password:', await page.getByTestId('initial-password').textContent());
});
await step('guest login on an existing account shows the server message', async () => {
  await page.evaluate(() => localStorage.clear());
  await page.goto(base + '/#/home');
  await page.reload();
  await page.goto(base + '/#/guestLogin');
  await page.getByPlaceholder('Choose an account name').fill('alice');
  await page.getByRole('button', { name: 'Enter as guest' }).click();
  await page.locator('.adm-toast-main').waitFor({ timeout: 5000 });
  console.log('     toast:', await page.locator('.adm-toast-main').textContent());
});
await step('register page sends a code', async () => {
  await page.goto(base + '/#/register');
  await page.getByPlaceholder('Enter email', { exact: true }).fill('new' + Date.now() + '@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByText(/Resend in \d+s/).waitFor({ timeout: 10000 });
  console.log('     toast:', await page.locator('.adm-toast-main').textContent().catch(() => '-'));
});
await page.screenshot({ path: '/tmp/smoke-register.png' });
// Registration and code logins read the verification code from the QA inbox (token printed by the server at start).
const qaToken = process.env.QA_TOKEN;
if (qaToken) {
  await page.evaluate(() => localStorage.clear());
  const email = `u${Date.now()}@example.com`;
  const codeFromToast = async () => { await page.locator('.adm-toast-main').waitFor({ timeout: 8000 }); const r = await fetch(`${base}/__qa/inbox?limit=1&target=${encodeURIComponent(email)}`, { headers: { 'X-QA-Token': qaToken } }); const j = await r.json(); return j.result[0]?.code; };
  await step('register by email with the sandbox code', async () => {
    await page.goto(base + '/#/register');
      await page.reload(); // a fresh form: the previous step left a countdown running
    await page.getByPlaceholder('Enter email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await codeFromToast();
    console.log('     code', code);
    await page.getByPlaceholder('Enter email code').fill(code);
    await page.getByPlaceholder('Enter password', { exact: true }).fill('Secret123');
    await page.getByPlaceholder('Enter password again').fill('Secret123');
    await page.locator('.adm-checkbox').click();
    await page.getByRole('button', { name: 'Sign up' }).last().click();
    await page.waitForURL(/#\/home/, { timeout: 10000 });
    console.log('     token', Boolean(await page.evaluate(() => localStorage.getItem('token'))));
  });
  await step('log out and log in by email code', async () => {
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(base + '/#/login'); await page.reload();
    await page.getByRole('tab', { name: 'Email' }).click();
    await page.getByPlaceholder('Enter email', { exact: true }).fill(email);
    await page.getByText('Log in with a verification code').click();
    await page.waitForTimeout(2100);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await codeFromToast();
    await page.getByPlaceholder('Enter email code').fill(code);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/#\/home/, { timeout: 10000 });
  });
  await step('change password then log in with the new one by email + password', async () => {
    await page.goto(base + '/#/changePassword');
    await page.getByPlaceholder('Enter old password').fill('Secret123');
    await page.getByPlaceholder('Enter new password', { exact: true }).fill('Secret456');
    await page.getByPlaceholder('Enter new password again').fill('Secret456');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/my/, { timeout: 10000 });
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(base + '/#/login'); await page.reload();
    await page.getByRole('tab', { name: 'Email' }).click();
    await page.getByPlaceholder('Enter email', { exact: true }).fill(email);
    await page.getByPlaceholder('Enter password').fill('Secret456');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/#\/home/, { timeout: 10000 });
  });
  await step('bind Google Authenticator, then log in with the authenticator code', async () => {
    await page.goto(base + '/#/googleAuth');
    const secret = (await page.getByTestId('google-secret').textContent({ timeout: 10000 })).trim();
    await page.getByPlaceholder('Enter the 6-digit security code').fill(totp(secret));
    await page.getByRole('button', { name: 'Bind', exact: true }).click();
    await page.waitForURL(/#\/my/, { timeout: 10000 });
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(base + '/#/login');
    await page.reload();
    await page.getByRole('tab', { name: 'Authenticator' }).click();
    await page.getByPlaceholder('Enter email or mobile').fill(email);
    await page.getByPlaceholder('Enter password').fill('Secret456');
    // The server refuses a code of an already used 30-second step (replay), so wait for the next one.
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
    await page.getByPlaceholder('Enter the 6-digit security code').fill(totp(secret));
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/#\/home/, { timeout: 10000 });
  });
}
const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const dp = await desk.newPage();
await step('desktop is redirected to /pc.html with pc-url', async () => {
  await dp.goto(base + '/#/home');
  await dp.waitForURL(/pc\.html/, { timeout: 10000 });
  await dp.getByRole('heading', { name: 'Open on your phone' }).waitFor();
  console.log('     pc-url', await dp.evaluate(() => sessionStorage.getItem('pc-url')));
});
await dp.waitForTimeout(1500);
await dp.screenshot({ path: '/tmp/smoke-pc.png' });
console.log('console errors/warnings:', errors.slice(0, 15));
await browser.close();
