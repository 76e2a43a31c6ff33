import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contract, content as contentApi, LOAN_STATUS } from '@sandbox/shared';
import { creditScore } from '@sandbox/shared/credit-score';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { createFinanceApp } from '../wallet-fixtures.ts';
import { latestCode, registerByEmail } from '../harness.ts';
import { applyLoan, createLoanApp, loanUser } from '../loan-fixture.ts';
import { fund } from '../trading-fixture.ts';
import { NEWS_ITEMS } from '../../../scripts/src/scenarios/demo-news.ts';

const DAY = 86_400_000;

const { NOTICE_KIND } = contentApi;

describe('User.language is recorded where the app is used: every sign-in and the activity report', () => {
  let t: Awaited<ReturnType<typeof createFinanceApp>>;
  beforeAll(async () => {
    t = await createFinanceApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const languageOf = async (userId: string) => (await t.api.db.user.findUniqueOrThrow({ where: { id: userId } })).language;

  test('signed in with the Thai header, a deposit approved later is notified in Thai', async () => {
    const u = await registerByEmail(t.api, 'lang.thai@example.com');
    expect(await languageOf(u.userId)).toBe('en-us');
    const login = await t.api.call(contract['app.login'], { account: 'lang.thai@example.com', password: u.password }, { lang: 'tai' });
    expect(login.code, login.message).toBe(200);
    expect(await languageOf(u.userId)).toBe('tai');

    const deposit = await t.api.db.recharge.create({ data: { orderNo: 'RC-LANG-TH', userId: u.userId, currency: 'USDT', network: 'TRC20', amount: '150' } });
    expect((await t.api.qaCall(qaRoutes['finance.recharges.approve'], { params: { id: deposit.id } })).code).toBe(200);
    const rows = await t.api.db.notice.findMany({ where: { userId: u.userId, refId: deposit.id } });
    expect(rows.map((n) => [n.kind, n.language, n.title, n.content])).toEqual([
      [NOTICE_KIND.DEPOSIT_CREDITED, 'tai', 'เงินฝากเข้าบัญชีแล้ว', 'การฝากเงิน 150 USDT ของคุณได้รับการอนุมัติและเข้าบัญชีสปอตแล้ว'],
    ]);
  });

  test('guest login and registration record the language; a browser tag maps to the app code', async () => {
    const guest = await t.api.call(contract['app.login'], { guest: true, account: 'lang_guest_one' }, { lang: 'ko' });
    expect(guest.code, guest.message).toBe(200);
    expect(await languageOf(guest.result.userInfo.id)).toBe('ko');

    const email = 'lang.register@example.com';
    await t.api.call(contract['app.getEmailCaptcha'], { email, scene: 1 });
    const reg = await t.api.call(
      contract['app.register'],
      { type: 'email', email, code: await latestCode(t.api, email), password: 'Passw0rd!', confirmPassword: 'Passw0rd!', agree: true },
      { headers: { 'accept-language': 'vi-VN,vi;q=0.9,en;q=0.8' } },
    );
    expect(reg.code, reg.message).toBe(200);
    expect(await languageOf(reg.result.userInfo.id)).toBe('vl');
  });

  test('the activity report records the language; a request naming none leaves it as it was', async () => {
    const u = await registerByEmail(t.api, 'lang.report@example.com');
    expect((await t.api.call(contract['user.activeReport'], {}, { token: u.token, lang: 'xi' })).code).toBe(200);
    expect(await languageOf(u.userId)).toBe('xi');
    // No lang header and no Accept-Language: nothing said, nothing recorded.
    expect((await t.api.call(contract['app.login'], { account: 'lang.report@example.com', password: u.password })).code).toBe(200);
    expect((await t.api.call(contract['user.activeReport'], {}, { token: u.token })).code).toBe(200);
    expect(await languageOf(u.userId)).toBe('xi');
  });
});

describe('one credit score: the user view shows the loan account figure', () => {
  test('the rule by hand: 500 + 100 x level + 20 x repaid (at most 200) - 150 x overdue, within 0..1000', () => {
    expect(creditScore({ kycLevel: 0, repaidLoans: 0, overdueLoans: 0 })).toBe(500);
    expect(creditScore({ kycLevel: 1, repaidLoans: 3, overdueLoans: 1 })).toBe(510);
    expect(creditScore({ kycLevel: 2, repaidLoans: 50, overdueLoans: 0 })).toBe(900);
    expect(creditScore({ kycLevel: 0, repaidLoans: 0, overdueLoans: 4 })).toBe(0);
  });

  test('a level-1 borrower: 600, then 450 while a loan is overdue, then 620 once it is repaid; user info agrees each time', async () => {
    const t = await createLoanApp();
    try {
      const api = t.api;
      const bob = await loanUser(api, 'score.bob@example.com', 1);
      const scores = async () => {
        const loan = await api.call(contract['loan.myLoanInfo'], {}, { token: bob.token });
        const info = await api.call(contract['user.getMyUserInfo'], {}, { token: bob.token });
        return [loan.result.creditScore, info.result.creditScore];
      };
      expect(await scores()).toEqual([600, 600]);

      const applied = await applyLoan(api, bob, 'credit', 'credit-7', '1000');
      expect(applied.code, applied.message).toBe(200);
      expect((await api.qaCall(qaRoutes['loan.approve'], { params: { id: applied.result.id } })).code).toBe(200);
      // 7 days of term then 2.5 days late; 1000 in spot does not cover 1007, so the pass cannot repay it.
      api.clock.advance(9.5 * DAY);
      expect((await api.qaCall(qaRoutes['loan.run'])).code).toBe(200);
      expect((await api.db.loan.findUniqueOrThrow({ where: { id: applied.result.id } })).status).toBe(LOAN_STATUS.OVERDUE);
      expect(await scores()).toEqual([450, 450]);

      // 1000 + 7 interest + 6 penalty = 1013: the 1000 is still there, 13 more repays it.
      await fund(api, bob.userId, 'spot', '13');
      expect((await api.call(contract['ext.loanRepay'], { loanId: applied.result.id }, { token: bob.token })).code).toBe(200);
      expect(await scores()).toEqual([620, 620]);
    } finally {
      await t.close();
    }
  });
});

describe('demo news covers', () => {
  const publicDir = path.resolve(import.meta.dirname, '../../../client/public');
  test('every demo news item has a cover: a small inert SVG the client build serves from its own origin', async () => {
    expect(NEWS_ITEMS.map((n) => n.cover)).toEqual([
      '/news/covers/forex-gold.svg',
      '/news/covers/btc-week.svg',
      '/news/covers/stablecoins.svg',
      '/news/covers/stop-loss-guide.svg',
    ]);
    for (const item of NEWS_ITEMS) {
      const svg = await readFile(path.join(publicDir, item.cover!), 'utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), item.key).toBe(true);
      // Small (the news list loads four), nothing that runs or fetches, no words to translate.
      expect(svg.length, item.key).toBeLessThan(2048);
      expect(svg, item.key).not.toMatch(/<script|<foreignObject|<text|<image|\bon\w+=|href=/i);
    }
  });
});
