import { expect, test } from 'vitest';
import { baseUrl, browserSession, screenshot } from './session.ts';

const browser = browserSession();

test('a wide desktop screen lands on /pc.html, which shows the saved address at phone size beside its QR code', async () => {
  // The demo data sets isPcLimite; a desktop browser wider than 575 px is redirected.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const address = `${baseUrl()}/#/register`;
  await page.goto(address);
  await page.waitForURL(/\/pc\.html/);
  expect(await page.evaluate(() => sessionStorage.getItem('pc-url'))).toBe(address);
  const frame = page.locator('iframe[title="App preview"]');
  expect(await frame.getAttribute('src')).toBe(address);
  await page.getByRole('img', { name: address }).locator('svg').waitFor();
  // Inside the phone-sized frame the app itself runs (no redirect loop).
  await page.frameLocator('iframe[title="App preview"]').getByPlaceholder('Enter email', { exact: true }).waitFor();
  await screenshot(page, '10-desktop-pc-page');
  await context.close();
});

test('a phone-sized screen is never redirected', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/#/home`);
  await page.getByRole('heading', { name: 'Sandbox Trade' }).waitFor();
  expect(page.url()).not.toContain('pc.html');
  await context.close();
});
