import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { baseUrl, launchBrowser, qa, screenshot } from './session.ts';
import { qaRoutes } from '@sandbox/shared/qa-routes';

// Sign-in-as in Chromium (issue 18): staff find bob in the console's Users panel and open the
// phone app signed in as him in a new tab; the app drops the one-time code from its address and
// its sandbox badge says who QA signed in as; the request log marks his calls as QA's.

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
});
afterAll(async () => {
  await browser?.close();
});

/** The frame showing the app: the tab itself, or the desktop page's phone frame (isPcLimite sends wide screens there). */
async function appFrameWith(tab: Page, text: string): Promise<Frame | undefined> {
  for (const frame of tab.frames()) if ((await frame.getByText(text).count()) > 0) return frame;
  return undefined;
}

describe('users in the console', () => {
  test('bob is found by a part of his e-mail and opened with his balances', async () => {
    await qa(qaRoutes.scenario, { body: { name: 'demo' } });
    await page.goto(`${baseUrl()}/console`);
    await page.getByLabel('QA token').fill(inject('qaToken'));
    await page.getByRole('button', { name: 'Open console' }).click();
    const users = page.getByRole('region', { name: 'Users' });
    await users.getByPlaceholder('account, e-mail or phone').fill('BOB@sandbox');
    await users.getByRole('button', { name: 'Search' }).click();
    const table = users.getByRole('table', { name: 'Users' });
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await table.getByRole('button', { name: 'bob' }).click();
    await users.getByRole('region', { name: 'User bob' }).getByRole('table', { name: 'Balances' }).waitFor();
  });

  test('sign in as bob opens the phone app in a new tab, signed in as him, with the QA badge and no code in its address', async () => {
    const users = page.getByRole('region', { name: 'Users' });
    const [tab] = await Promise.all([context.waitForEvent('page'), users.getByRole('row').filter({ hasText: 'bob@sandbox.test' }).getByRole('button', { name: 'Sign in as' }).click()]);
    tab.on('pageerror', (e) => errors.push(e.message));
    await users.getByRole('status').getByText('Opened the app signed in as bob in a new tab.').waitFor();
    await expect.poll(() => appFrameWith(tab, 'Signed in by QA as bob').then(Boolean), { timeout: 30_000 }).toBe(true);
    for (const frame of tab.frames()) expect(frame.url()).not.toContain('qaSignIn');
    await screenshot(tab, 'console-03-signed-in-as-bob');

    // His own data: the app asked for his user info with the QA session, and the log says so.
    const log = await qa(qaRoutes['requests.list'], { query: { user: 'bob', limit: 50 } });
    expect(log.requests.length).toBeGreaterThan(0);
    expect(log.requests.every((r) => r.issuedByQa === true)).toBe(true);
    expect(errors).toEqual([]);
  });
});
