import { afterEach, beforeEach, expect, test } from 'vitest';
import { content as contentApi, contract, toRegionTime } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { BalanceLogType, debit, reconcile } from '../../src/ledger/index.ts';
import type { FakePriceFeed } from '../fake-price-feed.ts';
import type { TestApi } from '../harness.ts';
import { applyLoan, createLoanApp, loanUser, type LoanUser } from '../loan-fixture.ts';
import { fund } from '../trading-fixture.ts';

const { NOTICE_KIND } = contentApi;
const DAY = 86_400_000;
let t: Awaited<ReturnType<typeof createLoanApp>>;
let api: TestApi;
let feed: FakePriceFeed;
let users: LoanUser[] = [];

// A fresh app per test: the clock jumps a month, past the sessions' lifetime.
beforeEach(async () => {
  users = [];
  t = await createLoanApp();
  api = t.api;
  feed = t.feed;
});
afterEach(async () => {
  for (const u of users) expect(await reconcile(api.db, u.userId)).toEqual([]);
  await t.close();
});

async function borrower(email: string, btc = '0') {
  const u = await loanUser(api, email, 1, '0', btc);
  users.push(u);
  return u;
}
async function running(user: LoanUser, kind: 'credit' | 'pledge', setId: string, amount: string) {
  const res = await applyLoan(api, user, kind, setId, amount);
  expect(res.code, res.message).toBe(200);
  expect((await api.qaCall(qaRoutes['loan.approve'], { params: { id: res.result.id } })).code).toBe(200);
  return { id: res.result.id, orderNo: res.result.orderNo };
}
const spend = (user: LoanUser, amount: string) =>
  api.db.$transaction((tx) => debit(tx, { userId: user.userId, account: 'spot', currency: 'USDT', amount, type: BalanceLogType.QA_ADJUSTMENT }));
/** Two passes in a row and three at once: every step below must be told once however many run. */
const passes = async () => {
  await api.qaCall(qaRoutes['loan.run']);
  await Promise.all([1, 2, 3].map(() => api.qaCall(qaRoutes['loan.run'])));
};
/** The borrower's loan notices about one loan, as the notifications list shows them in `lang` (the approval is kind 9). */
async function noticesOf(user: LoanUser, refId: string, lang?: string) {
  const res = await api.call(contract['content.noticeMyList'], { pageSize: 100 }, { token: user.token, ...(lang ? { lang } : {}) });
  return res.result.records
    .filter((r) => r.refId === refId && r.kind !== NOTICE_KIND.LOAN_APPROVED)
    .reverse()
    .map((r) => ({ kind: r.kind, title: r.title, content: r.content }));
}
const p = (text: string) => `<p>${text}</p>\n`;

test('repaid automatically at the end of the term: one notice with what was taken from spot', async () => {
  const u = await borrower('auto@example.com');
  const loan = await running(u, 'credit', 'credit-7', '1000');
  await fund(api, u.userId, 'spot', '7');
  api.clock.advance(7 * DAY);
  await passes();
  expect(await noticesOf(u, loan.id)).toEqual([
    {
      kind: NOTICE_KIND.LOAN_AUTO_REPAID,
      title: 'Loan repaid automatically',
      content: p(`Your loan ${loan.orderNo} of 1000 USDT was repaid automatically from your spot balance: 1007 USDT.`),
    },
  ]);
});

test('overdue with the penalty rule, then collected from spot: one notice each, in the user language', async () => {
  const u = await borrower('late@example.com');
  // The user reads the app in Japanese (the badge poll remembers it).
  await api.call(contract['ext.unreadCounts'], {}, { token: u.token, lang: 'jp' });
  const loan = await running(u, 'credit', 'credit-7', '1000');
  const { endAt } = await api.db.loan.findUniqueOrThrow({ where: { id: loan.id } });
  // The loan's 1000 in spot does not cover 1007 at the end.
  api.clock.advance(9.5 * DAY);
  await passes();
  const [overdue] = await noticesOf(u, loan.id, 'jp');
  expect(overdue).toEqual({
    kind: NOTICE_KIND.LOAN_OVERDUE,
    title: 'ローンが延滞しています',
    // Due at the end: 1000 + 7; penalty 2 x 0.1 % a day.
    content: p(
      `1000 USDT のローン ${loan.orderNo} は延滞しています：期限（${toRegionTime(endAt!)}）に現物残高が 1007 USDT に足りませんでした。` +
        '返済まで、その時点から開始した1日ごとに元本の 0.2 %（日利の2倍）の延滞金が加算されます。現物残高が足りた時点で自動的に回収されます。',
    ),
  });
  await fund(api, u.userId, 'spot', '13');
  await passes();
  expect((await noticesOf(u, loan.id, 'jp')).map((n) => [n.kind, n.content])).toEqual([
    [NOTICE_KIND.LOAN_OVERDUE, overdue!.content],
    [NOTICE_KIND.LOAN_AUTO_REPAID, p(`1000 USDT のローン ${loan.orderNo} は現物残高から自動返済されました：1013 USDT。`)],
  ]);
});

test('margin call and forced repayment from the collateral after a crash: one notice each', async () => {
  const u = await borrower('pledge@example.com', '1');
  const loan = await running(u, 'pledge', 'pledge-btc', '3000');
  feed.set('BTCUSDT', '50000'); // debt 3001.5 / 3750 = 80.04 %
  await passes();
  expect(await noticesOf(u, loan.id)).toEqual([
    {
      kind: NOTICE_KIND.LOAN_MARGIN_CALL,
      title: 'Margin call on your pledge loan',
      content: p(
        `The loan-to-value of your loan ${loan.orderNo} (3000 USDT) has reached 80.04 %. At 90 % the loan is repaid from its BTC collateral. Repay it to keep your collateral.`,
      ),
    },
  ]);
  feed.set('BTCUSDT', '44000'); // 3001.5 / 3300 = 90.95 %
  await passes();
  feed.set('BTCUSDT', '60000');
  expect((await noticesOf(u, loan.id)).map((n) => [n.kind, n.content])).toEqual([
    [NOTICE_KIND.LOAN_MARGIN_CALL, expect.any(String)],
    [
      NOTICE_KIND.LOAN_COLLATERAL_REPAID,
      // 3001.5 / 44000 rounded up to 8 decimals; the rest of the 0.075 BTC released.
      p(`Your loan ${loan.orderNo} was repaid from its collateral: 0.06821591 BTC taken at 44000 USDT to cover 3001.5 USDT; the rest of the collateral has been released to your spot account.`),
    ],
  ]);
});

test('a pledge loan unpaid at the end is repaid from its collateral: one notice, no overdue', async () => {
  const u = await borrower('pledge.end@example.com', '1');
  const loan = await running(u, 'pledge', 'pledge-btc', '3000');
  await spend(u, '3000');
  api.clock.advance(30 * DAY);
  await passes();
  // Debt 3000 + 45 = 3045 at 60000: 0.05075 BTC taken. (Read from the table: 30 days outlive the session; the body is Markdown there.)
  const rows = await api.db.notice.findMany({ where: { userId: u.userId, refId: loan.id, kind: { not: NOTICE_KIND.LOAN_APPROVED } } });
  expect(rows.map((n) => [n.kind, n.title])).toEqual([[NOTICE_KIND.LOAN_COLLATERAL_REPAID, 'Loan repaid from your collateral']]);
  expect(rows[0]!.content).toContain('0\\.05075 BTC taken at 60000 USDT to cover 3045 USDT');
});

test('a rejected application: one notice with the reviewer reason, the collateral released; a second decision tells nothing', async () => {
  const u = await borrower('rejected@example.com', '1');
  const res = await applyLoan(api, u, 'pledge', 'pledge-btc', '3000');
  expect(res.code, res.message).toBe(200);
  const rejects = await Promise.all([1, 2, 3].map(() => api.qaCall(qaRoutes['loan.reject'], { params: { id: res.result.id }, body: { reason: 'Signature does not match the ID' } })));
  expect(rejects.map((r) => r.code).sort()).toEqual([200, 409, 409]);
  expect(await noticesOf(u, res.result.id)).toEqual([
    {
      kind: NOTICE_KIND.LOAN_REJECTED,
      title: 'Loan application rejected',
      content: p(
        `Your application ${res.result.orderNo} for 3000 USDT was rejected: Signature does not match the ID. Nothing was lent, and any collateral frozen for it has been released to your spot balance.`,
      ),
    },
  ]);
  const btc = await api.db.balance.findUniqueOrThrow({ where: { userId_account_currency: { userId: u.userId, account: 'spot', currency: 'BTC' } } });
  expect([btc.available, btc.frozen]).toEqual(['1', '0']);
});

test('repaid by the borrower: one notice with what was paid, in the borrower language, however many repayments race', async () => {
  const u = await borrower('repaid@example.com');
  const loan = await running(u, 'credit', 'credit-7', '1000');
  await fund(api, u.userId, 'spot', '1');
  // The language the notice is written in is the one the borrower last used (User.language).
  await api.db.user.update({ where: { id: u.userId }, data: { language: 'ko' } });
  const repays = await Promise.all([1, 2, 3].map(() => api.call(contract['ext.loanRepay'], { loanId: loan.id }, { token: u.token })));
  expect(repays.map((r) => r.code).sort()).toEqual([200, 409, 409]);
  // One started day of interest: 1000 x 0.1 % = 1.
  expect(await noticesOf(u, loan.id, 'ko')).toEqual([
    {
      kind: NOTICE_KIND.LOAN_REPAID,
      title: '대출을 상환했습니다',
      content: p(`1000 USDT 대출 ${loan.orderNo}을(를) 상환했습니다: 현물 잔고에서 1001 USDT. 담보는 해제되었습니다.`),
    },
  ]);
});
