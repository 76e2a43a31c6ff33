import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Envelope } from '@sandbox/shared/contract/common';
import { QA_BASE, QA_TOKEN_HEADER, qaCallPath, qaRoutes, type QaCall, type QaCallArgs, type QaResult, type QaRoute } from '@sandbox/shared/qa-routes';
import { CHROMIUM_ARGS } from './chromium.ts';
import { testPng } from './images.ts';

const artifacts = path.join(import.meta.dirname, '..', '..', 'artifacts', 'e2e');

export const baseUrl = () => inject('baseUrl');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromium'), args: CHROMIUM_ARGS });
}

/** A phone-sized page (iPhone-like), the app's home ground; `errors` collects what the page throws. */
export async function phonePage(browser: Browser, errors: string[] = []): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/**
 * An object that exists only once the file's beforeAll has run, named before that: a file
 * writes `const { page } = phoneSession()` at its top and uses `page` as it is.
 */
function late<T extends object>(what: string, current: () => T | undefined): T {
  const target = () => {
    const value = current();
    if (!value) throw new Error(`the e2e ${what} is opened in beforeAll; use it inside a test or hook`);
    return value;
  };
  return new Proxy({} as T, {
    get(_, prop) {
      const value = target();
      const member: unknown = Reflect.get(value, prop, value);
      return typeof member === 'function' ? (member as (...args: unknown[]) => unknown).bind(value) : member;
    },
  });
}

/** Chromium for the file (or describe block) it is called in: launched before its tests, closed after. */
export function browserSession(): Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return late('browser', () => browser);
}

export interface PhoneSession {
  browser: Browser;
  /** One phone-sized page, shared by the file's tests in order. */
  page: Page;
  /** What the page threw; a file's last test expects none. */
  errors: readonly string[];
  /** Opens an app route (hash history), e.g. `go('/heyue?symbol=BTCUSDT')`. */
  go: (hash: string) => Promise<unknown>;
}

/**
 * The preamble of the browser e2e files: Chromium and one phone-sized page, opened before the
 * file's tests (after `before`, e.g. a QA call the session depends on), closed after them.
 */
export function phoneSession(options: { before?: () => Promise<unknown> } = {}): PhoneSession {
  let browser: Browser | undefined;
  let page: Page | undefined;
  const errors: string[] = [];
  beforeAll(async () => {
    await options.before?.();
    browser = await launchBrowser();
    ({ page } = await phonePage(browser, errors));
  });
  afterAll(async () => {
    await browser?.close();
  });
  const livePage = late('page', () => page);
  return {
    browser: late('browser', () => browser),
    page: livePage,
    errors,
    go: (hash) => livePage.goto(`${baseUrl()}/#${hash}`),
  };
}

/** Screenshots are kept as test artifacts under artifacts/e2e/. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifacts, { recursive: true });
  // The page-loading overlay stays at least 300 ms after a navigation: shoot the page, not the overlay.
  await page.locator('.page-loading').waitFor({ state: 'hidden' });
  await page.screenshot({ path: path.join(artifacts, `${name}.png`) });
}

/** A screenshot once the previous step's toast and any opening animation are gone. */
export async function settledScreenshot(page: Page, name: string): Promise<void> {
  await page
    .locator('.adm-toast-mask, .adm-toast-main')
    .first()
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => undefined);
  await page.waitForTimeout(350);
  await screenshot(page, name);
}

/**
 * Funds the signed-in user's spot wallet the way a user does: a USDT recharge with a proof
 * image on /chongzhi, then approved through the QA API.
 */
export async function fundByRecharge(page: Page, amount: string): Promise<void> {
  await page.goto(`${baseUrl()}/#/chongzhi`);
  await page.getByTestId('chongzhi').locator('.adm-selector-item', { hasText: /^USDT$/ }).first().click();
  await page.getByTestId('address-text').waitFor();
  await page.getByTestId('amount').locator('input').fill(amount);
  await page.getByTestId('proof-input').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: testPng(320, 240) });
  await page.getByTestId('proof-preview').waitFor();
  await page.getByTestId('submit-recharge').click();
  await page.waitForURL(/#\/chongzhitixianResult/);
  const id = new URL(page.url().replace('#/', '')).searchParams.get('id') ?? '';
  await qa(qaRoutes['finance.recharges.approve'], { params: { id } });
}

/** The QA API of the server under test: one route of the shared table (shared/src/qa-routes.ts), its answer's result. */
export async function qa<R extends QaRoute>(route: R, ...[call]: QaCallArgs<R>): Promise<QaResult<R>> {
  const { body } = (call ?? {}) as QaCall<QaRoute>;
  const url = qaCallPath(route, call ?? {});
  const res = await fetch(`${baseUrl()}${QA_BASE}${url}`, {
    method: route.method,
    headers: { [QA_TOKEN_HEADER]: inject('qaToken'), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await res.json()) as Envelope<QaResult<R>>;
  if (envelope.code !== 200) throw new Error(`QA ${url}: ${envelope.message}`);
  return envelope.result;
}

/** The newest verification code sent to an address or phone (development inbox). */
export async function latestCode(target: string): Promise<string> {
  const messages = await qa(qaRoutes.inbox, { query: { limit: 1, target } });
  const code = messages[0]?.code;
  if (!code) throw new Error(`no code in the inbox for ${target}`);
  return code;
}

/** Waits up to 10 s for a code to land in the inbox (the page sends it asynchronously). */
export async function codeFor(target: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    try {
      return await latestCode(target);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`no code arrived for ${target}`);
}

/** Registers by email through the real sign-up screen (code from the inbox); ends on /home, signed in. */
export async function registerInBrowser(page: Page, email: string, password: string, beforeSubmit?: () => Promise<void>): Promise<void> {
  await page.goto(`${baseUrl()}/#/register`);
  await page.getByPlaceholder('Enter email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByText(/Resend in \d+s/).waitFor();
  await page.getByPlaceholder('Enter email code').fill(await codeFor(email));
  await page.getByPlaceholder('Enter password', { exact: true }).fill(password);
  await page.getByPlaceholder('Enter password again').fill(password);
  await page.locator('.adm-checkbox').click();
  await beforeSubmit?.();
  await page.getByRole('button', { name: 'Sign up' }).last().click();
  await page.waitForURL(/#\/home/);
}
