import { describe, expect, test } from 'vitest';
import { baseUrl, phonePage, phoneSession, qa, registerInBrowser, settledScreenshot } from './session.ts';
import { qaRoutes } from '@sandbox/shared/qa-routes';

// Content and support (issue 16) in a real browser against the real server and the demo
// scenario's content: a signed-out visitor opens an announcement from the home notice line,
// reads a help article in Thai, copies an article's share link and opens it in a fresh
// signed-out browser; then a new user writes to live chat, gets the automatic answer, and sees
// a staff answer sent through the QA API arrive without a reload, with the unread badge on the
// personal menu before opening the chat.
const { page, browser, errors: pageErrors, go } = phoneSession();
const email = `content${Date.now()}@example.com`;
const password = 'Secret123';
const THAI = /[\u0E00-\u0E7F]/;

const shot = (name: string) => settledScreenshot(page, name);

describe('content and support', () => {
  test('a signed-out visitor opens an announcement from the home notice line', async () => {
    await go('/home');
    const line = page.getByTestId('notice-line-item');
    await line.waitFor();
    const title = (await line.textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await shot('content-01-home-notice-line');
    await line.click();
    await page.waitForURL(/#\/announcementDetail\?id=/);
    await expect.poll(() => page.getByTestId('article-title').textContent()).toContain(title);
    expect((await page.getByTestId('article-body').textContent())?.trim()).not.toBe('');
    await shot('content-02-announcement-detail');

    await page.goBack();
    await page.getByTestId('notice-line-more').click();
    await page.waitForURL(/#\/announcementList/);
    await page.getByTestId('announcement-list').locator('li button').first().waitFor();
    await shot('content-03-announcement-list');
  });

  test('reads a help article in Thai', async () => {
    await page.evaluate(() => localStorage.setItem('lang', 'tai'));
    try {
      await readInThai();
    } finally {
      await page.evaluate(() => localStorage.setItem('lang', 'en-us'));
    }
  });

  async function readInThai() {
    await go('/helpCentre');
    await page.reload();
    await page.getByText('ศูนย์ช่วยเหลือ').first().waitFor();
    const first = page.getByTestId('help-list').locator('li button').first();
    await first.waitFor();
    await shot('content-04-help-centre-thai');
    const listed = (await first.locator('strong').textContent()) ?? '';
    await first.click();
    await page.waitForURL(/#\/helpDetail\?id=/);
    await expect.poll(() => page.getByTestId('article-title').textContent()).toBe(listed);
    const title = (await page.getByTestId('article-title').textContent()) ?? '';
    expect(title).toMatch(THAI);
    expect(await page.getByTestId('article-body').textContent()).toMatch(THAI);
    expect(await page.getByTestId('fallback-mark').count()).toBe(0);
    await page.getByText('บทความช่วยเหลือ').waitFor();
    await shot('content-05-help-article-thai');
  }

  test("copies an article's share link; the link opens signed out", async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await go('/xinwen');
    await page.reload();
    await page.getByTestId('article-list').waitFor();
    await shot('content-06-news');
    await page.getByTestId('article-list').locator('li button').first().click();
    await page.waitForURL(/#\/articleDetail\?id=/);
    const id = new URL(page.url().replace('#/', '')).searchParams.get('id') ?? '';
    const title = (await page.getByTestId('article-title').textContent()) ?? '';
    await page.getByTestId('share-copy').click();
    await page.locator('.adm-toast-main', { hasText: 'Success' }).waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${baseUrl()}/#/articleShare?id=${encodeURIComponent(id)}`);
    await shot('content-07-article-detail-copied');

    const visitor = await phonePage(browser);
    try {
      await visitor.page.goto(link);
      await expect.poll(() => visitor.page.getByTestId('article-title').textContent()).toBe(title);
      expect(await visitor.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await visitor.page.getByTestId('share-cta').waitFor();
      await settledScreenshot(visitor.page, 'content-08-article-share-signed-out');
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  });

  test('live chat: the automatic answer, then a staff answer arrives without a reload', async () => {
    await registerInBrowser(page, email, password);
    const userId = await page.evaluate(async () => {
      const res = await fetch('/api/user/appUser/getMyUserInfo', { headers: { 'X-Access-Token': localStorage.getItem('token') ?? '' } });
      return ((await res.json()) as { result: { id: string } }).result.id;
    });

    // The home shortcut leads to the chat.
    await go('/home');
    await page.locator('.shortcut', { hasText: 'Live chat' }).click();
    await page.waitForURL(/#\/liveChat/);
    await page.getByTestId('chat-empty').waitFor();
    await page.getByRole('textbox', { name: 'Type a message' }).fill('How do I deposit USDT?');
    await page.getByTestId('chat-send').click();
    await page.locator('[data-from=user]', { hasText: 'How do I deposit USDT?' }).waitFor();
    await page.locator('[data-from=staff]', { hasText: 'Automatic reply' }).waitFor();
    expect(await page.locator('[data-testid^=suggestion-]').count()).toBeGreaterThan(0);
    await shot('content-09-chat-automatic-answer');

    // An answer while the user is elsewhere: the personal menu shows the badge. The chat is left
    // first: while it is open its poll (every 3 s) shows an answer and marks it read at once.
    await go('/home');
    await page.locator('.shortcut', { hasText: 'Live chat' }).waitFor();
    await qa(qaRoutes['content.chat.answer'], { body: { userId, content: 'Hello from support: deposits are credited after review.' } });
    await go('/my');
    await page.getByTestId('badge-liveChat').waitFor({ timeout: 10_000 });
    await shot('content-10-my-chat-badge');
    await page.locator('.adm-list-item', { hasText: 'Live chat' }).click();
    await page.waitForURL(/#\/liveChat/);
    await page.getByText('Hello from support: deposits are credited after review.').waitFor();

    // An answer while the chat is open arrives by itself (no reload, no navigation).
    const url = page.url();
    await qa(qaRoutes['content.chat.answer'], { body: { userId, content: 'Anything else we can do for you?' } });
    await page.getByText('Anything else we can do for you?').waitFor({ timeout: 15_000 });
    expect(page.url()).toBe(url);
    await shot('content-11-chat-staff-answer');

    // Read on screen: the badge is gone.
    await go('/my');
    await page.locator('.adm-list-item', { hasText: 'Live chat' }).waitFor();
    await expect.poll(() => page.getByTestId('badge-liveChat').count()).toBe(0);

    // The personal menu's other content screens.
    await page.locator('.adm-list-item', { hasText: 'Notifications' }).click();
    await page.waitForURL(/#\/notifications/);
    const notice = page.locator('[data-testid^=notice-]').first();
    await notice.waitFor();
    await notice.getByRole('button').first().click();
    await notice.getByTestId('notice-body').waitFor();
    await shot('content-12-notifications');
    await go('/creditScore');
    await expect.poll(() => page.getByTestId('score-value').textContent()).toMatch(/^\d+$/);
    await page.getByTestId('article-body').waitFor();
    await shot('content-13-credit-score');
  });

  // Last: it publishes an English-only item (the screen walk knows it: its KNOWN list).
  test('a stored script stays inert in the browser; an item lacking the reader language is marked', async () => {
    const title = `Inert probe ${Date.now()}`;
    const hostile = [
      'Safe **bold** text.',
      '<script>window.pwned = 1</script>',
      '<img src=x onerror="window.pwned = 2">',
      '[click me](javascript:window.pwned=3)',
      '<a href="javascript:window.pwned=4">or me</a>',
    ].join('\n\n');
    await qa(qaRoutes['content.announcement'], { body: { translations: [{ language: 'en-us', title, content: hostile }], pinned: true } });
    const res = await fetch(`${baseUrl()}/api/sys/annountCement/vue3List?pageNo=1&pageSize=50`);
    const { result } = (await res.json()) as { result: { records: { id: string; title: string }[] } };
    const id = result.records.find((r) => r.title === title)?.id ?? '';
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });

    await page.evaluate(() => localStorage.setItem('lang', 'ko'));
    try {
      await go(`/announcementDetail?id=${id}`);
      await page.reload();
      await page.getByTestId('article-title').getByText(title).waitFor();
      await expect.poll(() => page.getByTestId('fallback-mark').textContent()).toBe('영어로 표시');
      const body = page.getByTestId('article-body');
      expect(await body.locator('strong').textContent()).toBe('bold');
      expect(await body.locator('script, iframe, [onerror], [onclick], a[href^="javascript"]').count()).toBe(0);
      for (const link of await body.locator('a').all()) await link.click({ timeout: 2000 }).catch(() => undefined);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
      expect(dialogs).toEqual([]);
      await shot('content-14-inert-script-fallback-ko');
    } finally {
      await page.evaluate(() => localStorage.setItem('lang', 'en-us'));
    }
    expect(pageErrors).toEqual([]);
  });
});
