import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { contract, LOAN_STATUS } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { createLoanJob } from '../../src/modules/loan/job.ts';
import { BalanceLogType, debit, reconcile } from '../../src/ledger/index.ts';
import { createLoanModule } from '../../src/modules/loan/index.ts';
import type { FakePriceFeed } from '../fake-price-feed.ts';
import type { TestApi } from '../harness.ts';
import { applyLoan, createLoanApp, loanUser, type LoanUser } from '../loan-fixture.ts';
import { balanceOf, fund } from '../trading-fixture.ts';
import { noNotices } from '../no-notices.ts';

const DAY = 86_400_000;
let t: Awaited<ReturnType<typeof createLoanApp>>;
let api: TestApi;
let feed: FakePriceFeed;
let alice: LoanUser;

beforeEach(async () => {
  t = await createLoanApp();
  api = t.api;
  feed = t.feed;
  alice = await loanUser(api, 'alice@example.com', 1, '0', '1');
});
afterEach(async () => {
  expect(await reconcile(api.db, alice.userId)).toEqual([]);
  await t.close();
});

/** Applies and approves; the loan runs from now. */
async function running(kind: 'credit' | 'pledge', setId: string, amount: string, user = alice) {
  const res = await applyLoan(api, user, kind, setId, amount);
  expect(res.code, res.message).toBe(200);
  expect((await api.qaCall(qaRoutes['loan.approve'], { params: { id: res.result.id } })).code).toBe(200);
  return res.result.id;
}
// The app's own job also runs every 5 s of real time, so a due step may be done by it rather than by the
// pass a test asks for: tests assert the state after a pass, and that a further pass finds nothing to do.
const pass = () => api.qaCall(qaRoutes['loan.run']);
const loanOf = async (id: string, user = alice) =>
  (await api.call(contract['loan.loanOrderList'], { pageNo: 1, pageSize: 50 }, { token: user.token })).result.records.find((l) => l.id === id)!;
const repay = (id: string, user = alice) => api.call(contract['ext.loanRepay'], { loanId: id }, { token: user.token });
const logTypes = async (refId: string) =>
  (await api.db.balanceLog.findMany({ where: { refId }, orderBy: { createdAt: 'asc' } })).map((l) => [l.type, l.currency, l.availableDelta, l.frozenDelta]);

describe('repayment', () => {
  test('early: principal plus interest for each started day (2.5 days -> 3 days: 1000 x 0.1 % x 3 = 3)', async () => {
    const id = await running('credit', 'credit-7', '1000');
    await fund(api, alice.userId, 'spot', '10');
    api.clock.advance(2.5 * DAY);
    expect((await loanOf(id)).dueAmount).toBe('1003');
    const res = await repay(id);
    expect(res.code, res.message).toBe(200);
    expect(res.result).toMatchObject({ status: LOAN_STATUS.REPAID, dueAmount: null, remark: 'i18n:loanRepaidByBorrower' });
    expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '7', frozen: '0' });
    expect(await logTypes(id)).toEqual([[30, 'USDT', '1000', '0'], [31, 'USDT', '-1003', '0']]);
    const again = await repay(id);
    expect([again.code, again.message]).toEqual([409, 'Only a running or overdue loan can be repaid']);
  });

  test('a pledge loan repaid releases its collateral; not enough spot is refused with nothing changed', async () => {
    const id = await running('pledge', 'pledge-btc', '3000');
    expect(await balanceOf(api, alice.userId, 'spot', 'BTC')).toEqual({ available: '0.925', frozen: '0.075' });
    // One started day: 3000 x 0.05 % = 1.5
    const short = await repay(id);
    expect([short.code, short.message]).toEqual([409, 'Insufficient balance']);
    expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '3000', frozen: '0' });
    await fund(api, alice.userId, 'spot', '1.5');
    expect((await repay(id)).code).toBe(200);
    expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '0', frozen: '0' });
    expect(await balanceOf(api, alice.userId, 'spot', 'BTC')).toEqual({ available: '1', frozen: '0' });
  });

  test('repaying twice at once repays once', async () => {
    const id = await running('credit', 'credit-7', '1000');
    await fund(api, alice.userId, 'spot', '5000');
    const answers = await Promise.all(Array.from({ length: 8 }, () => repay(id)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.code !== 200).map((a) => a.message))).toEqual(new Set(['Only a running or overdue loan can be repaid']));
    // 6000 - 1001 (one started day: 1)
    expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '4999', frozen: '0' });
  });
});

describe('the end of the term', () => {
  test('the job and the borrower repaying at the same moment at the end: one repayment of 1007', async () => {
    const id = await running('credit', 'credit-7', '1000');
    await fund(api, alice.userId, 'spot', '2000');
    api.clock.advance(7 * DAY);
    const answers = await Promise.all([pass(), repay(id), pass(), repay(id), pass()]);
    expect(answers.every((a) => a.code === 200 || a.code === 409)).toBe(true);
    expect(await logTypes(id)).toEqual([[30, 'USDT', '1000', '0'], [31, 'USDT', '-1007', '0']]);
    expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '1993', frozen: '0' });
  });


  test('repaid automatically from spot: principal + whole interest (1000 x 0.1 % x 7 = 7), once however many passes', async () => {
    const id = await running('credit', 'credit-7', '1000');
    await fund(api, alice.userId, 'spot', '500');
    // A minute short of the end (the test clock also runs with real time).
    api.clock.advance(7 * DAY - 60_000);
    expect((await pass()).result.repaid).toBe(0);
    api.clock.advance(60_000);
    await pass();
    expect((await pass()).result).toMatchObject({ repaid: 0, overdue: 0 });
    expect(await loanOf(id)).toMatchObject({ status: LOAN_STATUS.REPAID, remark: 'i18n:loanRepaidAtEnd' });
    expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '493', frozen: '0' });
  });

  test('overdue after a clock jump: penalty twice the daily rate per started day, collected once the balance covers it', async () => {
    const id = await running('credit', 'credit-7', '1000');
    // Jump 9.5 days: 7 days of term, then 2.5 days overdue -> 3 started days.
    api.clock.advance(9.5 * DAY);
    await pass();
    const overdue = await loanOf(id);
    // 1000 + 7 interest + 1000 x 0.2 % x 3 = 6 penalty
    expect(overdue).toMatchObject({ status: LOAN_STATUS.OVERDUE, dueAmount: '1013' });
    expect((await api.call(contract['loan.myLoanInfo'], {}, { token: alice.token })).result).toMatchObject({
      outstandingPrincipal: '1000', outstandingInterest: '13', activeCount: 1, creditScore: 450,
    });
    expect((await pass()).result).toMatchObject({ repaid: 0, overdue: 0 });
    await fund(api, alice.userId, 'spot', '13');
    await pass();
    expect(await loanOf(id)).toMatchObject({ status: LOAN_STATUS.REPAID, remark: 'i18n:loanOverdueRepaid' });
    expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '0', frozen: '0' });
    expect((await api.db.loan.findUniqueOrThrow({ where: { id } })).repaidAmount).toBe('1013');
  });

  test('a pledge loan whose spot balance is short at the end is repaid from its collateral at the live price', async () => {
    const id = await running('pledge', 'pledge-btc', '3000');
    // The borrower spends the loan (a QA adjustment stands for any use of it).
    await api.db.$transaction((tx) => debit(tx, { userId: alice.userId, account: 'spot', currency: 'USDT', amount: '3000', type: BalanceLogType.QA_ADJUSTMENT }));
    api.clock.advance(30 * DAY);
    await pass();
    // Debt 3000 + 45 = 3045 at 60000: 0.05075 BTC taken, 0.02425 released. (Read from the table: 30 days outlive the session.)
    expect(await api.db.loan.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: LOAN_STATUS.REPAID, repaidAmount: '3045', pledgeTaken: '0.05075', remark: 'i18n:loanCollateralTermEnd {"price":"60000"}',
    });
    expect(await balanceOf(api, alice.userId, 'spot', 'BTC')).toEqual({ available: '0.94925', frozen: '0' });
  });
});

describe('collateral watch', () => {
  test('margin call at 80 % LTV, cleared when it recovers, forced repayment from the collateral at 90 % after a crash', async () => {
    const id = await running('pledge', 'pledge-btc', '3000');
    // Debt today 3001.5 (one started day); collateral 0.075 BTC.
    feed.set('BTCUSDT', '50100'); // 3001.5 / 3757.5 = 79.88 %
    await pass();
    expect(await loanOf(id)).toMatchObject({ status: LOAN_STATUS.PASSED, ltv: '79.88', marginCall: false });
    feed.set('BTCUSDT', '50000'); // 3001.5 / 3750 = 80.04 %
    await pass();
    expect(await loanOf(id)).toMatchObject({ marginCall: true, ltv: '80.04', remark: 'i18n:loanMarginCall {"ltv":"80.04","liquidation":"90"}' });
    expect((await pass()).result.marginCalls).toBe(0);
    feed.set('BTCUSDT', '60000');
    await pass();
    expect(await loanOf(id)).toMatchObject({ marginCall: false, remark: null, ltv: '66.7' });
    feed.set('BTCUSDT', '44000'); // 3001.5 / 3300 = 90.95 %
    await pass();
    const done = await loanOf(id);
    expect(done).toMatchObject({ status: LOAN_STATUS.REPAID, marginCall: false, remark: 'i18n:loanCollateralForced {"ltv":"90.95","price":"44000"}' });
    // 3001.5 / 44000 = 0.068215909.. -> 0.06821591 BTC taken, 0.00678409 released; the borrowed USDT stays.
    expect(await balanceOf(api, alice.userId, 'spot', 'BTC')).toEqual({ available: '0.93178409', frozen: '0' });
    expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '3000', frozen: '0' });
    expect(await logTypes(id)).toEqual([
      [32, 'BTC', '-0.075', '0.075'],
      [30, 'USDT', '3000', '0'],
      [31, 'BTC', '0', '-0.06821591'],
      [33, 'BTC', '0.00678409', '-0.00678409'],
    ]);
    expect((await pass()).result.collateral).toBe(0);
  });

  test('a crash below the debt takes the whole pledge and writes the shortfall off', async () => {
    const id = await running('pledge', 'pledge-btc', '3000');
    feed.set('BTCUSDT', '20000'); // 0.075 BTC = 1500 USDT for a debt of 3001.5
    await pass();
    expect((await loanOf(id)).remark).toBe('i18n:loanCollateralForcedShortfall {"ltv":"200.1","price":"20000","shortfall":"1501.5","currency":"USDT"}');
    expect(await balanceOf(api, alice.userId, 'spot', 'BTC')).toEqual({ available: '0.925', frozen: '0' });
  });
});

describe('the loan job', () => {
  test('a job started after downtime catches up once: the end of term that passed meanwhile is settled at start, a second job finds nothing', async () => {
    const id = await running('credit', 'credit-7', '1000');
    await fund(api, alice.userId, 'spot', '7');
    api.clock.advance(8 * DAY);
    // A fresh module and job over the same database stand for a restarted server.
    const restart = () =>
      createLoanJob({
        db: api.db,
        clock: api.clock,
        settlement: createLoanModule({ db: api.db, clock: api.clock, feed, notify: noNotices }).settlement,
        intervalMs: 3_600_000,
        onError: () => undefined,
      });
    const job = restart();
    await job.start();
    await job.stop();
    expect(await api.db.loan.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: LOAN_STATUS.REPAID, repaidAmount: '1007' });
    const again = restart();
    expect(await again.start()).toMatchObject({ repaid: 0, overdue: 0, collateral: 0 });
    await again.stop();
    expect(await api.db.balanceLog.count({ where: { refId: id, type: BalanceLogType.LOAN_REPAY } })).toBe(1);
    expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '0', frozen: '0' });
  });
});
