import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '@sandbox/shared/constants';
import { baseUrl, codeFor, fundByRecharge, phonePage, phoneSession, qa, registerInBrowser, settledScreenshot } from './session.ts';
import { qaRoutes } from '@sandbox/shared/qa-routes';

// Community and rewards in a real browser against the real server: a new user (the inviter)
// funds 1,000 USDT (VIP1 from 1,000), opens the invite page (QR drawn, link copied, QR saved),
// a second user registers through the invite link and their first deposit is approved through
// the QA API: the inviter's 10 % referral reward shows on the team page and in the welfare
// centre. The sandbox clock then moves to the next Monday 00:00 region time, whatever date other
// files left it at, and the inviter claims the red envelope; last, the inviter joins a
// competition opened through the QA API, sees the live ranking, trades on the competition
// account (its 10,000 USDT of simulated money, the contract page's engine) and sees the ranking
// move, then leaves it again (the entry amount returns, the position is closed by the exit,
// nothing is left frozen for other files).
const { browser, page, errors: pageErrors, go } = phoneSession();
const PASSWORD = 'Demo1234!';
const stamp = Date.now();
const inviterEmail = `inviter-${stamp}@sandbox.test`;
const inviteeEmail = `invitee-${stamp}@sandbox.test`;
// The published rule (setting referral.commissionRates, seed 10 % / 5 % / 2 %): 10 % of 1,000.
const DEPOSIT = '1000';
const REFERRAL = '100.00';
// VIP1 (1,000 USDT and more in the demo levels): red envelope 2 USDT, upgrade bonus 10 USDT.
const ENVELOPE = '2.00 USDT';
const REGION_OFFSET_MS = 8 * 3_600_000;
const WEEK_MS = 7 * 86_400_000;

const text = async (testId: string) => (await page.getByTestId(testId).first().textContent()) ?? '';
const shot = (name: string) => settledScreenshot(page, name);
const rewardCard = (label: string) => page.getByTestId('reward-list').locator('> li', { hasText: label });

/** The first Monday 00:00 region time (UTC+8) strictly after `epochMs`. */
function nextRegionMonday(epochMs: number): number {
  const region = new Date(epochMs + REGION_OFFSET_MS);
  const midnight = Date.UTC(region.getUTCFullYear(), region.getUTCMonth(), region.getUTCDate());
  const daysToMonday = (8 - region.getUTCDay()) % 7 || 7;
  return midnight + daysToMonday * 86_400_000 - REGION_OFFSET_MS;
}

describe('community and rewards', () => {
  let inviteLink = '';
  let inviteCode = '';
  let competitionId = '';

  test('the inviter registers, funds 1,000 USDT and opens the invite page: QR code, copy and save', async () => {
    await registerInBrowser(page, inviterEmail, PASSWORD);
    await fundByRecharge(page, DEPOSIT);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await go('/my');
    await page.getByText('Invite friends', { exact: true }).click();
    await page.waitForURL(/#\/tuanduiYaoqing/);
    await page.getByTestId('invite-code').waitFor();
    inviteCode = (await text('invite-code')).trim();
    inviteLink = (await text('invite-link')).trim();
    expect(inviteCode).toMatch(/^[A-Z0-9]{4,}$/);
    expect(inviteLink).toMatch(new RegExp(`/#/register\\?inviteCode=${inviteCode}$`));
    const qr = page.getByRole('img', { name: 'QR code of the invite link' });
    expect(await qr.locator('path').count()).toBeGreaterThan(0);
    expect(await text('team-size')).toBe('0');

    await page.getByTestId('copy-link').click();
    await page.locator('.adm-toast-main', { hasText: 'Success' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviteLink);

    const download = page.waitForEvent('download');
    await page.getByTestId('save-qr').click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(`invite-${inviteCode}.png`);
    await shot('community-01-tuandui-yaoqing');
  });

  test('a friend registers through the invite link (code filled) and their first deposit is approved', async () => {
    const friend = await phonePage(browser);
    try {
      const invitee = friend.page;
      await invitee.goto(inviteLink);
      const codeInput = invitee.getByPlaceholder('Invitation code (optional)');
      await expect.poll(() => codeInput.inputValue(), { timeout: 15_000 }).toBe(inviteCode);
      await invitee.getByPlaceholder('Enter email', { exact: true }).fill(inviteeEmail);
      await invitee.getByRole('button', { name: 'Send code' }).click();
      await invitee.getByText(/Resend in \d+s/).waitFor();
      await invitee.getByPlaceholder('Enter email code').fill(await codeFor(inviteeEmail));
      await invitee.getByPlaceholder('Enter password', { exact: true }).fill(PASSWORD);
      await invitee.getByPlaceholder('Enter password again').fill(PASSWORD);
      await invitee.locator('.adm-checkbox').click();
      await invitee.getByRole('button', { name: 'Sign up' }).last().click();
      await invitee.waitForURL(/#\/home/);
      await fundByRecharge(invitee, DEPOSIT);
      expect(friend.errors).toEqual([]);
    } finally {
      await friend.context.close();
    }
  });

  test('the inviter sees the new member and the referral reward on the team page and in the welfare centre', async () => {
    // Reopened from the personal menu (the page is still the invite page: going to its own address would not reload it).
    await go('/my');
    await page.getByText('Invite friends', { exact: true }).click();
    await page.waitForURL(/#\/tuanduiYaoqing/);
    await expect.poll(() => text('team-size'), { timeout: 15_000 }).toBe('1');
    expect(await text('team-direct')).toBe('1');
    expect(await text('team-recharged')).toBe('1');
    expect(await text('team-new-today')).toBe('1');
    expect(await text('team-income')).toBe(REFERRAL);
    const memberCard = page.getByTestId('member-list').locator('> li').first();
    expect(await memberCard.getByTestId('member-account').textContent()).toMatch(/^in\*+@sandbox\.test$/);
    expect(await memberCard.getByTestId('member-depth').textContent()).toBe('Direct');
    await shot('community-02-team-after-referral');

    await go('/fuliCenter');
    const referral = rewardCard('Referral reward').first();
    await referral.waitFor();
    expect(await referral.getByTestId('reward-state').textContent()).toBe('Received');
    expect(await referral.getByTestId('reward-amount').textContent()).toBe('100.00 USDT');
    const bonus = rewardCard('Upgrade bonus').first();
    expect(await bonus.getByTestId('reward-what').textContent()).toBe('First reaching VIP1');
    expect(await bonus.getByTestId('reward-state').textContent()).toBe('Claimable');
  });

  test('the level page shows VIP1 with 1,100 USDT and the way to VIP2', async () => {
    await go('/vipLevel');
    await expect.poll(() => text('my-level-value'), { timeout: 15_000 }).toBe('VIP1');
    expect(await text('my-total-assets')).toBe('1,100.00 USDT');
    expect(await page.getByTestId(/^level-\d$/).count()).toBe(7);
    await shot('community-03-vip-level');
  });

  test('on the next Monday 00:00 region time the red envelope waits in the welfare centre and is claimed', async () => {
    const { epochMs } = await qa(qaRoutes['clock.show']);
    const monday = nextRegionMonday(epochMs);
    expect(monday - epochMs).toBeGreaterThan(0);
    expect(monday - epochMs).toBeLessThanOrEqual(WEEK_MS);
    await qa(qaRoutes['clock.advance'], { body: { ms: monday - epochMs + 60_000 } });
    await qa(qaRoutes['community.envelopes.run']);

    await go('/fuliCenter');
    const envelope = rewardCard('Weekly red envelope').first();
    await envelope.waitFor({ timeout: 15_000 });
    const mondayText = new Date(monday + REGION_OFFSET_MS).toISOString().slice(0, 10);
    expect(await envelope.getByTestId('reward-what').textContent()).toBe(`Week of ${mondayText}`);
    expect(await envelope.getByTestId('reward-amount').textContent()).toBe(ENVELOPE);
    expect(await envelope.getByTestId('reward-state').textContent()).toBe('Claimable');
    await envelope.getByTestId('claim').click();
    await page.locator('.adm-toast-main', { hasText: 'Reward claimed' }).waitFor();
    await expect.poll(async () => envelope.getByTestId('reward-state').textContent()).toBe('Received');
    await shot('community-04-fuli-center');
  });

  test('joins a competition (the entry amount frozen), sees the live ranking, trades on the competition account, sees the ranking move, and exits early', async () => {
    ({ id: competitionId } = await qa(qaRoutes['community.competitions.create'], {
      body: {
        name: `E2E cup ${stamp}`,
        entryAmount: '10',
        fund: '500',
        rewards: [
          { rankFrom: 1, rankTo: 1, amount: '300' },
          { rankFrom: 2, rankTo: 3, amount: '100' },
        ],
      },
    }));
    await go('/home');
    await page.getByText('Contest', { exact: true }).click();
    await page.waitForURL(/#\/bisai/);
    await page.getByTestId('competition-list').waitFor();
    // The list holds other files' competitions too: open this one by its id.
    await go(`/bisaiDetail?id=${competitionId}`);
    await page.getByTestId('competition-card').waitFor();
    expect(await page.getByTestId('competition-status').textContent()).toBe('In progress');
    await page.getByTestId('join').click();
    expect(await page.getByTestId('join-summary').textContent()).toContain('10.00 USDT will be frozen');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('my-entry').waitFor();
    expect(await text('my-entry-frozen')).toBe('10.00 USDT');

    await qa(qaRoutes['community.competitions.run']);
    const first = page.getByTestId('rank-1');
    await first.waitFor({ timeout: 15_000 });
    expect(await first.getByTestId('rank-account').textContent()).toMatch(/^in\*+@sandbox\.test$/);
    expect(await first.getByTestId('rank-yield').textContent()).toBe('0%');
    expect(await first.getByTestId('rank-reward').textContent()).toBe('300.00 USDT');
    await expect.poll(() => text('my-entry-rank'), { timeout: 15_000 }).toBe('1');
    await shot('community-05-bisai-detail');

    // Trade: the contract page on the competition account, funded with the initial 10,000 USDT.
    await page.getByTestId('trade').click();
    await page.waitForURL(new RegExp(`#/heyue\\?competition=${competitionId}`));
    await page.getByTestId('competition-banner').waitFor();
    expect(await text('competition-banner')).toContain(`E2E cup ${stamp}`);
    await expect.poll(() => text('competition-balance-value'), { timeout: 15_000 }).toBe('10,000.00 USDT');
    // Scoped to the competition account's screen (a kept-alive trading page may be mounted, hidden).
    const trading = page.getByTestId('trading-3');
    const form = trading.getByTestId('order-form');
    await form.getByTestId('side-long').click();
    await form.locator('.adm-selector-item', { hasText: /^Isolated$/ }).click();
    await form.locator('.adm-selector-item', { hasText: /^10x$/ }).click();
    await form.getByTestId('amount').locator('input').fill('1000');
    await form.getByTestId('submit-order').click();
    await page.getByTestId('confirm-order').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await trading.getByTestId('open-positions').locator('article[data-testid^="position-"]').first().waitFor({ timeout: 15_000 });
    // About 1,000 of margin frozen and the opening fee (0.05 % of ~10,000) paid out of the competition account.
    await expect.poll(async () => Number((await text('competition-balance-value')).replace(/[^\d.]/g, '')), { timeout: 15_000 }).toBeLessThan(10_000);
    await shot('community-05b-competition-trading');

    // The ranking values the account at the live price: the fee and the PnL move the yield off 0 %.
    await qa(qaRoutes['community.competitions.run']);
    await go(`/bisaiDetail?id=${competitionId}`);
    await expect.poll(() => text('rank-yield'), { timeout: 15_000 }).not.toBe('0%');
    expect(await text('my-entry-yield')).toBe(await text('rank-yield'));

    await go('/zichanCenter');
    await expect.poll(async () => (await page.locator('.adm-list-item', { hasText: 'Competition frozen' }).textContent()) ?? '', { timeout: 15_000 }).toContain('10.00');

    await go(`/bisaiDetail?id=${competitionId}`);
    await page.getByTestId('exit').click();
    await page.getByTestId('exit-summary').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => text('my-entry-status')).toBe('Exited');

    await go('/bisaiMycansai');
    const entry = page.getByTestId('entry-list').locator('> li', { hasText: `E2E cup ${stamp}` });
    await entry.waitFor();
    expect(await entry.getByTestId('entry-status').textContent()).toBe('Exited');
    expect(await entry.getByTestId('entry-exit').textContent()).not.toBe('--');
    expect(await entry.getByTestId('entry-trade').count()).toBe(0);
    await shot('community-06-bisai-mycansai');
    // The exit closed the competition position: the account trades no more.
    await go(`/heyue?competition=${competitionId}`);
    await page.getByTestId('trading-3').getByTestId('no-open-positions').waitFor({ timeout: 15_000 });
  });

  test('the level page and the welfare centre speak the nine languages (no raw keys)', async () => {
    const locales = path.join(import.meta.dirname, '..', 'src', 'i18n', 'locales');
    for (const lang of LANGUAGES) {
      type Pack = { vip: { title: string; benefit: { weeklyRedEnvelope: string } }; welfare: { title: string; types: { envelope: string } } };
      const pack = JSON.parse(readFileSync(path.join(locales, `${lang}.json`), 'utf8')) as Pack;
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.goto(`${baseUrl()}/#/vipLevel`);
      await page.reload();
      await page.getByRole('heading', { name: pack.vip.title }).waitFor();
      await page.getByTestId('level-1').getByTestId('level-benefits').getByText(pack.vip.benefit.weeklyRedEnvelope, { exact: true }).waitFor();
      expect(await page.getByTestId('vip-level').textContent()).not.toMatch(/\b(vip|welfare)\.[a-z]/);
      await shot(`community-vip-level-${lang}`);
      await go('/fuliCenter');
      await page.getByRole('heading', { name: pack.welfare.title }).waitFor();
      await page.getByTestId('reward-list').getByText(pack.welfare.types.envelope, { exact: true }).first().waitFor();
      expect(await page.getByTestId('fuli-center').textContent()).not.toMatch(/\b(vip|welfare)\.[a-z]/);
    }
    await page.evaluate(() => localStorage.setItem('lang', 'en-us'));
  });

  test('no script errors on any screen walked', () => {
    expect(pageErrors).toEqual([]);
  });
});
