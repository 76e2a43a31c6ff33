import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, phonePage, qa, screenshot, settledScreenshot } from './session.ts';
import type { Envelope } from '@sandbox/shared/contract/common';
import { QA_BASE, QA_TOKEN_HEADER, qaPath, qaRoutes } from '@sandbox/shared/qa-routes';
import { earnDailyIncome, earnDailyRate } from '@sandbox/shared/earn';
import { truncate } from '@sandbox/shared/format';

// The sandbox console (issue 18) in Chromium at desktop size, against the real server, with the
// phone app beside it: the token gate; a scenario loaded in one click, a withdrawal approved and
// paid from the queue and seen paid in the phone app; second-contract-expiring loaded, the clock
// advanced past alice's 5-minute contract and both her contracts seen settled in the app with the
// balance they pay back; a 500 injected on the send-code route and its message seen in the app,
// then the route working again once cleared; a sign-up code read live off the console's inbox and
// used in the app. Without the token nothing is shown or served.

let browser: Browser;
let page: Page;
const errors: string[] = [];
/** The phone app of the fault and inbox tests (one page: the sign-up the fault broke is finished with the inbox's code). */
const newEmail = `console${Date.now()}@example.com`;
let phone: Awaited<ReturnType<typeof phonePage>> | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
});
afterAll(async () => {
  await phone?.context.close();
  await browser?.close();
});

const PANELS = ['Scenarios', 'Clock', 'Review queues', 'Users', 'Inbox', 'Snapshots', 'Market', 'Faults', 'Request log', 'Support chat'];
/** The reads behind the panels (those without a parameter): each refuses a call without the token or with a wrong one. */
const PANEL_READS = [
  qaRoutes.state,
  qaRoutes['clock.show'],
  qaRoutes['finance.pending'],
  qaRoutes['finance.autoApprove.show'],
  qaRoutes['kyc.list'],
  qaRoutes['loan.pending'],
  qaRoutes['users.search'],
  qaRoutes.inbox,
  qaRoutes['snapshots.list'],
  qaRoutes['market.state'],
  qaRoutes['market.stream'],
  qaRoutes['faults.list'],
  qaRoutes['requests.list'],
  qaRoutes['content.chat.conversations'],
];

async function openConsole(token: string) {
  await page.getByLabel('QA token').fill(token);
  await page.getByRole('button', { name: 'Open console' }).click();
}

/** Signs a demo user in through the app's own login screen (the scenarios' demo password). */
async function signIn(app: Page, email: string) {
  await app.goto(`${baseUrl()}/#/login`);
  await app.getByPlaceholder('Enter account name, email or mobile').fill(email);
  await app.getByPlaceholder('Enter password').fill('Demo1234!');
  await app.getByRole('button', { name: 'Log in', exact: true }).click();
  await app.waitForURL(/#\/home/);
}

/** "Available: 9,700.00 USDT" -> 970000: whole cents, so sums are exact. */
const cents = (text: string | null) => {
  const match = /([\d,]+)\.(\d{2})\b/.exec(text ?? '');
  if (!match) throw new Error(`no amount in ${text}`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
};
/** A price as the app prints it ("87,654.32") -> a number (compared only with one printed the same way). */
const priceOf = (text: string | null) => Number((text ?? '').replace(/,/g, ''));

/**
 * Alice's two contracts in second-contract-expiring, with the profit each shows, by hand: a win
 * pays stake x rate on top of the stake, a loss loses the stake, a draw returns it.
 * UP 100 on the 30 s period at 80 %: won +80.00, lost −100.00, draw 0.
 * DOWN 200 on the 5-minute period at 95 %: won +190.00 (390.00 back on the balance), lost −200.00, draw 0.
 */
const ALICE_CONTRACTS = [
  { stake: '100.00 USDT', up: true, shown: { won: '+80.00', lost: '−100.00', draw: '0' } },
  { stake: '200.00 USDT', up: false, shown: { won: '+190.00', lost: '−200.00', draw: '0' } },
] as const;

describe('the sandbox console', () => {
  test('without the token every panel refuses: the page shows only the gate, the API answers 403', async () => {
    await page.goto(`${baseUrl()}/console`);
    await page.getByLabel('QA token').waitFor();
    for (const title of PANELS) expect(await page.getByRole('heading', { name: title }).count()).toBe(0);

    await openConsole('not-the-token');
    await page.getByRole('alert').getByText('The server refused this QA token').waitFor();
    for (const title of PANELS) expect(await page.getByRole('heading', { name: title }).count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

    for (const route of PANEL_READS) {
      const path = qaPath(route);
      for (const headers of [{}, { [QA_TOKEN_HEADER]: 'not-the-token' }] as Record<string, string>[]) {
        const envelope = (await (await fetch(`${baseUrl()}${QA_BASE}${path}`, { headers })).json()) as Envelope<unknown>;
        expect(envelope, path).toMatchObject({ code: 403, result: null });
      }
    }
  });

  test('the token opens every panel; withdrawal-review loads in one click and its queue shows both withdrawals', async () => {
    await openConsole(inject('qaToken'));
    for (const title of PANELS) await page.getByRole('heading', { name: title }).waitFor();
    await page.getByTestId('clock-now').waitFor();

    await page.getByRole('button', { name: 'withdrawal-review', exact: true }).click();
    await page.getByRole('status').getByText('Loaded withdrawal-review.').waitFor({ timeout: 30_000 });
    await page.getByTestId('scenario-loaded').getByText('withdrawal-review').waitFor();
    const withdrawals = page.getByRole('table', { name: 'Withdrawals' });
    await withdrawals.getByText('DEMO-W-0002').waitFor();
    await withdrawals.getByText('500 USDT').waitFor();
    await screenshot(page, 'console-01-withdrawal-review');
  });

  test("alice's withdrawal is approved, then paid, from the queue", async () => {
    const row = page.getByRole('table', { name: 'Withdrawals' }).getByRole('row').filter({ hasText: 'DEMO-W-0002' });
    await row.getByText('under review').waitFor();
    await row.getByRole('button', { name: 'Approve' }).click();
    await row.getByText('approved, unpaid').waitFor();
    await row.getByRole('button', { name: 'Pay' }).click();
    await expect.poll(() => page.getByText('DEMO-W-0002').count(), { timeout: 15_000 }).toBe(0);
  });

  test('the phone app shows it withdrawn', async () => {
    const phone = await phonePage(browser, errors);
    try {
      await signIn(phone.page, 'alice@sandbox.test');
      await phone.page.goto(`${baseUrl()}/#/chongzhitixianRecord?type=withdrawal`);
      const record = phone.page.getByTestId('record-status').first();
      await expect.poll(() => record.textContent(), { timeout: 15_000 }).toBe('Withdrawn');
      await phone.page.getByText('500.00 USDT').first().waitFor();
    } finally {
      await phone.context.close();
    }
  });

  test("second-contract-expiring: alice's contracts run in the app; clock advances from the console settle them and the app shows what they paid", async () => {
    await page.getByRole('button', { name: 'second-contract-expiring', exact: true }).click();
    await page.getByRole('status').getByText('Loaded second-contract-expiring.').waitFor({ timeout: 30_000 });
    await page.getByTestId('scenario-loaded').getByText('second-contract-expiring').waitFor();

    const app = await phonePage(browser, errors);
    const contracts = () => app.page.goto(`${baseUrl()}/#/heyue?tab=second&symbol=BTCUSDT`);
    const panel = app.page.locator('[data-testid="second-contract-panel"][data-account="1"]');
    const rows = panel.locator('[data-testid^="second-order-"][data-status]');
    const row = (stake: string) => rows.filter({ hasText: stake });
    const available = panel.getByTestId('second-available');
    /** A settled contract: its result follows from the open and close prices it shows, its profit is the figure worked above. */
    async function settledAs(c: (typeof ALICE_CONTRACTS)[number]) {
      const settled = row(c.stake);
      await expect.poll(() => settled.getAttribute('data-status'), { timeout: 30_000 }).not.toBe('running');
      const grid = settled.locator('.sc__grid > span');
      const open = priceOf(await grid.nth(1).textContent());
      const close = priceOf(await grid.nth(3).textContent());
      expect(Number.isFinite(open) && Number.isFinite(close), `${c.stake}: ${open} -> ${close}`).toBe(true);
      const result = close === open ? 'draw' : close > open === c.up ? 'won' : 'lost';
      expect(await settled.getAttribute('data-status'), c.stake).toBe(result);
      expect(await settled.getByTestId('second-order-profit').textContent(), c.stake).toBe(c.shown[result]);
      return result;
    }
    // Other files move the clock too and may run first: the offset grows by exactly the move from where it was.
    const clock = page.getByRole('region', { name: 'Clock' });
    async function advance(duration: string, ms: number) {
      const { offsetMs } = await qa(qaRoutes['clock.show']);
      await clock.getByLabel('Advance by').fill(duration);
      await clock.getByRole('button', { name: 'Advance', exact: true }).click();
      await clock.getByText(`offset ${((offsetMs + ms) / 3_600_000).toFixed(2)} h from real time`).waitFor({ timeout: 15_000 });
      expect((await qa(qaRoutes['clock.show'])).offsetMs).toBe(offsetMs + ms);
    }
    /** The app's account changes (newest 20), read fresh (reloaded, not the app's cached list): id, type, signed amount in cents, wallet. */
    async function accountChanges() {
      await app.page.goto(`${baseUrl()}/#/zhangbianRecord`);
      await app.page.reload();
      const entries = app.page.locator('li[data-testid^="log-"]');
      await entries.first().waitFor();
      return Promise.all(
        (await entries.all()).map(async (entry) => {
          const amount = (await entry.locator('strong').nth(1).textContent()) ?? '';
          return {
            id: await entry.getAttribute('data-testid'),
            type: await entry.locator('strong').first().textContent(),
            amount,
            cents: (/^[-−]/.test(amount) ? -1 : 1) * cents(amount),
            wallet: ((await entry.locator('p.muted').first().textContent()) ?? '').split(' · ')[0],
          };
        }),
      );
    }

    try {
      await signIn(app.page, 'alice@sandbox.test');
      await contracts();
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
      // The 5-minute contract runs for minutes yet; the 30 s one may have settled on its own in real time.
      await row('200.00 USDT').getByTestId('second-order-status').getByText('Running').waitFor();
      await panel.getByTestId('second-countdown').waitFor();
      await settledScreenshot(app.page, 'console-03-contracts-running');

      // From the console's market panel, BTC falls 5 % over 3 s: the settlement prices lie below the
      // opens by far more than the path wanders in 5 minutes, so the DOWN contract wins.
      const market = page.getByRole('region', { name: 'Market' });
      await market.getByLabel('Steer target').selectOption('BTCUSDT');
      await market.getByLabel(/^by %/).fill('5');
      await market.getByLabel(/^over s/).fill('3');
      await market.getByRole('button', { name: 'Crash', exact: true }).click();
      await market.getByRole('status').getByText('Steer set.').waitFor();
      // The chart with its axes and the crash shaded (a picture to look at, not a figure to assert).
      await market.locator('g[data-axis="time"] text').first().waitFor();
      await screenshot(page, 'console-02-market-crash');

      // 31 s from the console's clock panel: the 30 s contract is settled (every job runs once on a move), the 5-minute one runs on.
      await advance('31s', 31_000);
      await settledAs(ALICE_CONTRACTS[0]);
      expect(await row('200.00 USDT').getAttribute('data-status')).toBe('running');

      // The balance and its log before the 5-minute contract settles.
      const logBefore = new Set((await accountChanges()).map((e) => e.id));
      await contracts();
      await app.page.reload(); // the balance read now, not the app's cached one from before the 30 s contract settled
      await row('200.00 USDT').getByTestId('second-order-status').getByText('Running').waitFor();
      await available.getByText(/USDT/).waitFor({ timeout: 15_000 });
      const before = cents(await available.textContent());

      // Past its expiry: the crash made the DOWN 200 a win, +190.00.
      await advance('6m', 360_000);
      expect(await settledAs(ALICE_CONTRACTS[1])).toBe('won');
      // The result sheet of the contract the head was counting down, if it opened: closed before the shot.
      if (await app.page.getByTestId('second-result').isVisible()) {
        await app.page.getByRole('button', { name: 'Close' }).click();
        await app.page.getByTestId('second-result').waitFor({ state: 'detached' });
      }
      await settledScreenshot(app.page, 'console-04-contracts-settled');

      // Its payout in the account changes: 390.00 back (stake + profit). The balance moves by that
      // plus whatever else the 6 minutes of jobs paid into the same wallet (the log says what: an
      // earn product's daily income when the move crosses midnight).
      const added = (await accountChanges()).filter((e) => !logBefore.has(e.id));
      const payouts = added.filter((e) => e.type === 'Second contract payout');
      expect(payouts.map((e) => e.amount)).toEqual(['+390.00 USDT']);
      const moved = added.filter((e) => e.wallet === payouts[0]!.wallet && e.amount.endsWith(' USDT')).reduce((sum, e) => sum + e.cents, 0);
      await contracts();
      await expect.poll(async () => cents(await available.textContent()), { timeout: 15_000 }).toBe(before + moved);
    } finally {
      await app.context.close();
    }
  });

  test('a 500 injected from the console on the send-code route shows its message in the app; cleared, the code is sent', async () => {
    phone = await phonePage(browser, errors);
    const app = phone.page;
    await app.goto(`${baseUrl()}/#/register`);
    await app.getByPlaceholder('Enter email', { exact: true }).fill(newEmail);

    const faults = page.getByRole('region', { name: 'Faults' });
    await faults.getByLabel('Route').fill('/api/app/getEmailCaptcha');
    // A wrapping label's name ends with the select's options: "Kind code latency …", "Code 500 400 …".
    await faults.getByLabel(/^Kind/).selectOption('code');
    await faults.getByLabel(/^Code/).selectOption('500');
    await faults.getByLabel('Calls').fill('2');
    await faults.getByRole('button', { name: 'Add fault' }).click();
    const active = faults.getByRole('table', { name: 'Active faults' });
    await active.getByText('/api/app/getEmailCaptcha').waitFor();
    await active.getByText('code 500').waitFor();
    await active.getByText('2 calls').waitFor();
    const listed = () => qa(qaRoutes['faults.list']);
    expect(await listed()).toMatchObject([{ route: '/api/app/getEmailCaptcha', code: 500, hits: 0, remaining: 2 }]);

    // The app asks for a code, the server answers the injected 500: the app says so and starts no countdown.
    await app.getByRole('button', { name: 'Send code' }).click();
    await app.getByText('Something went wrong on our side, please try again').waitFor();
    expect(await listed()).toMatchObject([{ hits: 1, remaining: 1 }]);
    expect(await app.getByText(/Resend in \d+s/).count()).toBe(0);
    await screenshot(page, 'console-05-fault');
    await screenshot(app, 'console-06-fault-in-app'); // with the toast

    // Nothing was sent: the inbox, watched for this address from now on, is empty.
    const inbox = page.getByRole('region', { name: 'Inbox' });
    await inbox.getByPlaceholder('phone or e-mail (all when empty)').fill(newEmail);
    await inbox.getByText('No messages yet.').waitFor();

    await faults.getByRole('button', { name: 'Clear all' }).click();
    await faults.getByText('No active faults.').waitFor();
    expect(await listed()).toEqual([]);
    await app.getByRole('button', { name: 'Send code' }).click();
    await app.getByText(/Resend in \d+s/).waitFor();
  });

  test("the sign-up code arrives live in the console's inbox and finishes the sign-up in the app", async () => {
    const app = phone!.page;
    const inbox = page.getByRole('region', { name: 'Inbox' });
    // The code sent once the fault was cleared shows up without reloading the console (it reads every few seconds).
    const message = inbox.getByRole('row').filter({ hasText: newEmail });
    await message.waitFor({ timeout: 15_000 });
    expect(await message.count()).toBe(1);
    const code = (await message.locator('td.qa-code').textContent()) ?? '';
    expect(code).toMatch(/^\d{4,8}$/);
    await screenshot(page, 'console-07-inbox');

    await app.getByPlaceholder('Enter email code').fill(code);
    await app.getByPlaceholder('Enter password', { exact: true }).fill('Secret123');
    await app.getByPlaceholder('Enter password again').fill('Secret123');
    await app.locator('.adm-checkbox').click();
    await app.getByRole('button', { name: 'Sign up' }).last().click();
    await app.waitForURL(/#\/home/);
    expect(errors).toEqual([]);
  });

  // Merged, not loaded: the other browser tests share this server and its demo users.
  test('a scenario file chosen in the console: a broken one lists its problems; zoe merges in, signs in and sees her position at its entry and her order with its days paid; she exports', async () => {
    const scenarios = page.getByRole('region', { name: 'Scenarios' });
    const choose = (name: string, text: string) => scenarios.getByLabel('Scenario file').setInputFiles({ name, mimeType: 'application/yaml', buffer: Buffer.from(text) });
    await choose('broken.yaml', 'users:\n  - { account: zoe, identity: full }\npositions:\n  - { user: zed, symbol: BTCUSDT, side: long, leverage: 2, margin: 10 }\n');
    await scenarios.getByRole('button', { name: 'Load file' }).click();
    const alert = scenarios.getByRole('alert');
    await alert.getByText('users[0].identity: expected one of none, basic, advanced').waitFor();
    expect(await alert.getByRole('listitem').count()).toBe(1);
    await screenshot(page, 'console-08-scenario-file-problems');

    // A 2x long of 0.01 BTC opened at 90,000: a margin of 450 and a fee of 0.45 from her 500 USDT;
    // 1,000 USDT in a 7-day arbitrage two days ago, its two days paid at the rate its number draws.
    await scenarios.getByLabel('Merge into the current state').check();
    await choose(
      'zoe.yaml',
      [
        'users:',
        '  - { account: zoe, email: zoe@example.com, password: Demo1234!, balances: { spot: { USDT: 1000 }, contract: { USDT: 500 } } }',
        'positions:',
        '  - { user: zoe, symbol: BTCUSDT, side: long, leverage: 2, quantity: "0.01", entryPrice: 90000 }',
        'earnOrders:',
        '  - { user: zoe, product: Multi-venue Arbitrage 7D, amount: 1000, daysPaid: 2, orderNo: PO-ZOE-1 }',
        '',
      ].join('\n'),
    );
    await scenarios.getByRole('button', { name: 'Load file' }).click();
    await scenarios.getByRole('status').getByText('Merged zoe.yaml.').waitFor({ timeout: 30_000 });

    const zoe = await phonePage(browser, errors);
    try {
      await signIn(zoe.page, 'zoe@example.com');
      await zoe.page.goto(`${baseUrl()}/#/heyue?symbol=BTCUSDT`);
      const card = zoe.page.getByTestId('open-positions').locator('article[data-testid^="position-"]').first();
      await card.waitFor({ timeout: 15_000 });
      const shown = (await card.textContent()) ?? '';
      expect(shown).toContain('Long');
      expect(shown).toContain('90,000.00');
      expect(shown).toContain('450.00');
      await screenshot(zoe.page, 'console-09-scenario-file-position');

      await zoe.page.goto(`${baseUrl()}/#/taoliOrder`);
      const order = zoe.page.locator('[data-testid^="order-"]').filter({ hasText: 'PO-ZOE-1' }).first();
      await order.waitFor({ timeout: 15_000 });
      expect(await order.getByTestId('order-name').textContent()).toBe('Multi-venue Arbitrage 7D');
      expect(await order.getByTestId('order-remaining').textContent()).toBe('5 of 7 days');
      // Two days at the rate PO-ZOE-1 draws from the product's 0.5-0.7 %, by the published rule.
      const daily = earnDailyIncome('1000', earnDailyRate('PO-ZOE-1', '0.5', '0.7'), 2);
      expect(await order.getByTestId('order-daily').textContent()).toContain(daily);
      expect(await order.getByTestId('order-total').textContent()).toContain(truncate(Number(daily) * 2, 2));
    } finally {
      await zoe.context.close();
    }

    const download = page.waitForEvent('download');
    await scenarios.getByLabel('Users').fill('zoe');
    await scenarios.getByRole('button', { name: 'Export state' }).click();
    const file = await (await (await download).createReadStream()).toArray();
    const exported = Buffer.concat(file as Buffer[]).toString('utf8');
    expect(exported).toMatch(/^# yaml-language-server: \$schema=http.*\/__qa\/scenario\.schema\.json\n/);
    expect(exported).toContain('  - account: zoe\n');
    expect(exported).toContain('entryPrice: "90000"');
    expect(exported).toMatch(/product: Multi-venue Arbitrage 7D\n\s+amount: "1000"\n\s+daysPaid: 2\n\s+orderNo: PO-ZOE-1/);
    await scenarios.getByRole('status').getByText('Exported 1 user(s) and 1 position(s).').waitFor();
    expect(errors).toEqual([]);
  });
});
