import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { DEFAULT_BRAND_TITLE, STORAGE_KEYS } from '@sandbox/shared/constants';
import { qaSessionOf } from '@sandbox/shared/qa-routes';
import { measureBuild } from '../scripts/bundle-budget.ts';
import { rootFontSize } from '../src/app/font-size.ts';
import jp from '../src/i18n/locales/jp.json';
import { baseUrl, browserSession, phonePage, qa } from './session.ts';

// What index.html paints before the app's JavaScript runs (scripts/loading-shell-plugin.ts) and
// what it starts downloading (scripts/startup-preload-plugin.ts), against the build the e2e
// server serves.
const browser = browserSession();

/** A session of the demo user alice, as the console's sign-in-as issues it. */
const aliceToken = () => qaSessionOf(qa, 'alice@sandbox.test');

/** Fills the origin's storage (an API miss of the same origin is opened for that, so no file of the app is cached). */
async function store(page: Page, items: Record<string, string>): Promise<void> {
  await page.goto(`${baseUrl()}/api/no-such-call`);
  await page.evaluate((entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)), Object.entries(items));
}

/** Opens `hash` with only the shell's script allowed to run, the origin's storage holding `stored`: what a slow phone paints first. */
async function shellOnly(hash = '/home', stored: Record<string, string> = {}): Promise<Page> {
  const { page } = await phonePage(browser);
  await store(page, stored);
  await page.route(/\/assets\/.*\.js$/, (route) => (/shell-/.test(route.request().url()) ? route.continue() : route.abort()));
  await page.goto(`${baseUrl()}/#${hash}`);
  return page;
}

/** The brand title home's frame paints, and the tab's title. */
const brandOf = async (page: Page) => ({
  heading: await page.locator('#first-frame').getByRole('heading', { level: 1, includeHidden: true }).innerText(),
  tab: await page.title(),
});

/** The box of the arbitrage screen's intro (its largest text), by its class of the CSS module. */
const introBox = (page: Page) => page.locator('main.screen p[class*="introOnDark"]').first().boundingBox();

describe('the loading overlay of index.html', () => {
  test('shows "Loading..." in English, the page tagged en-US, for a first visit', async () => {
    const page = await shellOnly();
    expect(await page.getByRole('status').innerText()).toBe('Loading...');
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    await page.context().close();
  });

  test('shows the stored language, the page tagged with it, before the app runs', async () => {
    const page = await shellOnly('/home', { [STORAGE_KEYS.lang]: 'jp' });
    expect(await page.getByRole('status').innerText()).toBe('読み込み中...');
    expect(await page.locator('html').getAttribute('lang')).toBe('ja-JP');
    await page.context().close();
  });

  test('is replaced by the app, which then shows the page alone', async () => {
    const { page } = await phonePage(browser);
    await page.goto(`${baseUrl()}/#/home`);
    await page.getByRole('main', { name: 'Home' }).waitFor();
    await page.locator('.page-loading').waitFor({ state: 'detached' });
    expect(await page.locator('#root [lang]').count()).toBe(0);
    // The stylesheets inlined for the first frames (home's among them) are not fetched again by the page's chunk.
    const inlined = await page.locator('link[rel="stylesheet"][disabled]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(inlined.length).toBeGreaterThan(0);
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(fetched.filter((url) => url.endsWith('.css')).length).toBeGreaterThan(0);
    expect(fetched.filter((url) => inlined.includes(url))).toEqual([]);
    // The app keeps the root font size on the width: a phone turned to landscape.
    await page.setViewportSize({ width: 600, height: 360 });
    await expect.poll(() => page.evaluate(() => document.documentElement.style.fontSize)).toBe(`${rootFontSize(600)}px`);
    await page.context().close();
  });
});

describe('the first frame of index.html', () => {
  test("paints the page the hash names in the stored language, laid out at the app's root font size, before the app runs", async () => {
    const page = await shellOnly('/taolilicai', { [STORAGE_KEYS.lang]: 'jp', [STORAGE_KEYS.token]: await aliceToken() });
    const frame = page.locator('#first-frame');
    await expect.poll(() => frame.getByText(jp.earn.arbitrage.intro).isVisible()).toBe(true);
    expect(await frame.getByRole('heading', { includeHidden: true }).first().innerText()).toBe(jp.earn.arbitrage.title);
    expect(await frame.getAttribute('aria-hidden')).toBe('true');
    // One frame in the page: the other pages' and languages' templates are gone.
    expect(await page.locator('template').count()).toBe(0);
    expect(await frame.locator('[lang]').evaluateAll((els) => els.map((el) => el.getAttribute('lang')))).toEqual(['ja-JP']);
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe(`${rootFontSize(width)}px`);
    await page.context().close();
  });

  test("paints a visitor's home, and nothing for a visitor of a login-only page (the guard sends them to /login)", async () => {
    const home = await shellOnly('/');
    expect(await home.locator('#first-frame').getByRole('link', { name: 'Log in', includeHidden: true }).count()).toBe(1);
    expect(await brandOf(home)).toEqual({ heading: DEFAULT_BRAND_TITLE, tab: DEFAULT_BRAND_TITLE });
    await home.context().close();
    const arbitrage = await shellOnly('/taolilicai');
    expect(await arbitrage.locator('#first-frame').innerHTML()).toBe('');
    await arbitrage.context().close();
  });

  test('carries the brand title the settings gave on the last visit, in the page and its tab', async () => {
    const page = await shellOnly('/', { [STORAGE_KEYS.brandTitle]: 'Acme Markets' });
    expect(await brandOf(page)).toEqual({ heading: 'Acme Markets', tab: 'Acme Markets' });
    await page.context().close();
  });

  test('is replaced by the app in place: the page lays out where its frame was, the frame removed', async () => {
    const token = await aliceToken();
    const shell = await shellOnly('/taolilicai', { [STORAGE_KEYS.token]: token });
    const framed = await introBox(shell);
    await shell.context().close();
    const { page } = await phonePage(browser);
    await store(page, { token });
    await page.goto(`${baseUrl()}/#/taolilicai`);
    await page.getByTestId('taolilicai').waitFor();
    await page.locator('#first-frame').waitFor({ state: 'detached' });
    expect(framed).not.toBeNull();
    expect(await introBox(page)).toEqual(framed);
    await page.context().close();
  });
});

test('index.html preloads the startup chunks main.tsx awaits before the first render', () => {
  const distDir = inject('distDir');
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const preloaded = new Set([...html.matchAll(/<link rel="modulepreload"[^>]* href="\.\/([^"]+)"/g)].map((m) => m[1]));
  const startup = measureBuild(distDir).startup.map((f) => f.file);
  expect(startup.length).toBeGreaterThanOrEqual(2);
  expect(startup.filter((file) => !preloaded.has(file))).toEqual([]);
});
