import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { measureBuild } from '../scripts/bundle-budget.ts';
import { baseUrl, browserSession, phonePage } from './session.ts';

// What index.html paints before the app's JavaScript runs (scripts/loading-shell-plugin.ts) and
// what it starts downloading (scripts/startup-preload-plugin.ts), against the build the e2e
// server serves.
const browser = browserSession();

/** Opens /home with only the shell's language script allowed to run: what a slow phone paints first. */
async function shellOnly(storedLang?: string): Promise<Page> {
  const { page } = await phonePage(browser);
  if (storedLang) {
    await page.goto(`${baseUrl()}/api/no-such-call`);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), storedLang);
  }
  await page.route(/\/assets\/.*\.js$/, (route) => (/shell-lang-/.test(route.request().url()) ? route.continue() : route.abort()));
  await page.goto(`${baseUrl()}/#/home`);
  return page;
}

describe('the loading overlay of index.html', () => {
  test('shows "Loading..." in English, the page tagged en-US, for a first visit', async () => {
    const page = await shellOnly();
    expect(await page.getByRole('status').innerText()).toBe('Loading...');
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    await page.context().close();
  });

  test('shows the stored language, the page tagged with it, before the app runs', async () => {
    const page = await shellOnly('jp');
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
