import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { contract, LOAN_STATUS, LOAN_TYPE } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { BalanceLogType, reconcile } from '@sandbox/server/ledger';
import { readScenarioFile } from '../read.ts';
import { problemsOf, stateDump, useScenarioApp } from '../scenario-app.ts';

const app = useScenarioApp();

const load = (fileName: string, text: string) => app.api.qaCall(qaRoutes['scenario.file'], { body: { fileName, text } });
const signIn = async (account: string, password: string) => (await app.api.call(contract['app.login'], { account, password })).result.token;
const CLOCK = 'clock: "2026-12-01T09:30:00Z"\n';
const FINN = 'users:\n  - { account: finn, password: Finn1234, identity: basic }\n';

describe("a file's loans", () => {
  test('a credit loan overdue by 2 days is overdue at the clock, through the app (worked: 1,000 at 0.1 % for 7 days, its penalty 0.2 % a started day)', async () => {
    const loaded = await load('finn.yaml', `${CLOCK}${FINN}loans:\n  - { user: finn, type: credit, amount: 1000, term: 7, state: overdue, overdueDays: 2 }\n`);
    expect(loaded.code).toBe(200);
    const token = await signIn('finn', 'Finn1234');
    const [loan] = (await app.api.call(contract['loan.loanOrderList'], { pageNo: 1, pageSize: 10 }, { token })).result.records;
    // Approved 9 days before the clock (UTC+8 on the wire), ended 2 days before it, marked overdue by the loan job's pass after the load.
    expect([loan!.status, loan!.type, loan!.amount, loan!.days, loan!.totalInterest, loan!.startTime, loan!.endTime]).toEqual([LOAN_STATUS.OVERDUE, LOAN_TYPE.CREDIT, '1000', 7, '7', '2026-11-22 17:30:00', '2026-11-29 17:30:00']);
    // 1,000 + 7 interest + the penalty of 3 started days past the end (2 days and the moments since the load): 3 x 2 = 6.
    expect(loan!.dueAmount).toBe('1013');
    // The 1,000 paid out is all spot holds, short of what is due: the job cannot collect it.
    expect((await app.api.call(contract['finance.queryUserBalance'], {}, { token })).result.find((b) => b.currency === 'USDT')?.available).toBe('1000');
    const finn = await app.api.db.user.findUniqueOrThrow({ where: { account: 'finn' } });
    // Paid out at the approval, when the loan started (the load's time, a few milliseconds past the file's clock, less 9 days).
    const paidOut = await app.api.db.balanceLog.findFirstOrThrow({ where: { userId: finn.id, type: BalanceLogType.LOAN_DISBURSE } });
    const row = await app.api.db.loan.findFirstOrThrow({ where: { userId: finn.id } });
    expect([paidOut.createdAt, row.overdueAt]).toEqual([row.startAt, row.endAt]);
    expect(await reconcile(app.api.db, finn.id)).toEqual([]);
  });

  test('pending, running and repaid loans, credit and pledge, each by the loan module at its instant', async () => {
    const file = `${CLOCK}users:
  - { account: gail, password: Gail1234, identity: advanced, balances: { spot: { USDT: 100, BTC: "0.5", ETH: 2 } } }
loans:
  - { user: gail, type: credit, amount: 1000, state: repaid }
  - { user: gail, type: credit, amount: 500, term: 30, state: running }
  - { user: gail, type: pledge, amount: 1000, collateral: { currency: BTC, amount: "0.02" }, state: pending }
  - { user: gail, type: pledge, amount: 2000, term: 15, collateral: { currency: ETH, amount: "1.5" }, state: running }
`;
    expect((await load('gail.yaml', file)).code).toBe(200);
    const token = await signIn('gail', 'Gail1234');
    const loans = (await app.api.call(contract['loan.loanOrderList'], { pageNo: 1, pageSize: 10 }, { token })).result.records;
    expect(loans.map((l) => [l.type, l.amount, l.days, l.status, l.pledgeCurrency, l.pledgeAmount]).sort()).toEqual([
      [LOAN_TYPE.CREDIT, '1000', 7, LOAN_STATUS.REPAID, null, null],
      [LOAN_TYPE.CREDIT, '500', 30, LOAN_STATUS.PASSED, null, null],
      [LOAN_TYPE.PLEDGE, '1000', 30, LOAN_STATUS.PENDING_REVIEW, 'BTC', '0.02'],
      [LOAN_TYPE.PLEDGE, '2000', 15, LOAN_STATUS.PASSED, 'ETH', '1.5'],
    ]);
    // USDT: 100 + 1,000 paid out 7 days ago - 1,007 repaid at the clock (7 days at 0.1 %) + 500 + 2,000 paid out at it.
    const spot = (await app.api.call(contract['finance.queryUserBalance'], {}, { token })).result;
    expect(['USDT', 'BTC', 'ETH'].map((c) => [c, spot.find((b) => b.currency === c)?.available, spot.find((b) => b.currency === c)?.frozen])).toEqual([
      ['USDT', '2593', '0'],
      ['BTC', '0.48', '0.02'],
      ['ETH', '0.5', '1.5'],
    ]);
    const gail = await app.api.db.user.findUniqueOrThrow({ where: { account: 'gail' } });
    expect(await reconcile(app.api.db, gail.id)).toEqual([]);
  });

  test('a loan keeps the order number the file gives, new to the sandbox and given once', async () => {
    expect((await load('finn.yaml', `${FINN}loans:\n  - { user: finn, type: credit, amount: 1000, state: running, orderNo: LN-FINN-1 }\n`)).code).toBe(200);
    const [loan] = (await app.api.call(contract['loan.loanOrderList'], { pageNo: 1, pageSize: 10 }, { token: await signIn('finn', 'Finn1234') })).result.records;
    expect([loan!.orderNo, loan!.status]).toEqual(['LN-FINN-1', LOAN_STATUS.PASSED]);
    const twice = readScenarioFile(`${FINN}loans:\n  - { user: finn, type: credit, amount: 100, state: pending, orderNo: LN-1 }\n  - { user: finn, type: credit, amount: 100, state: repaid, orderNo: LN-1 }\n`);
    expect(twice.ok ? [] : twice.problems).toEqual(["loans[1].orderNo: LN-1 is already loans[0]'s"]);
    const before = await stateDump(app.api.db);
    const merged = await app.api.qaCall(qaRoutes['scenario.file'], {
      body: { fileName: 'gus.yaml', text: 'users:\n  - { account: gus, identity: basic }\nloans:\n  - { user: gus, type: credit, amount: 1000, state: running, orderNo: LN-FINN-1 }\n', merge: true },
    });
    expect(problemsOf(merged)).toEqual(['loans[0].orderNo: LN-FINN-1 is already an order of the sandbox']);
    expect(await stateDump(app.api.db)).toEqual(before);
  });

  test('what the file alone tells, each with its place', () => {
    const read = readScenarioFile(`${FINN}loans:
  - { user: finn, type: pledge, amount: 100, state: running }
  - { user: finn, type: credit, amount: 100, collateral: { currency: BTC, amount: 1 }, state: running }
  - { user: finn, type: credit, amount: 100, state: running, overdueDays: 2 }
  - { user: finn, type: pledge, amount: 100, collateral: { currency: BTC, amount: 1 }, state: overdue }
  - { user: finnn, type: credit, amount: 100, state: pending }
`);
    expect(read.ok ? [] : read.problems).toEqual([
      'loans[0]: a pledge loan needs collateral',
      'loans[1].collateral: a credit loan takes no collateral',
      'loans[2].overdueDays: only an overdue loan is overdue by days (this one is running)',
      'loans[3].state: a pledge loan unpaid at its end is repaid from its collateral, so it is never overdue',
      'loans[4].user: no user named "finnn" in this file',
    ]);
  });

  test("an offer the sandbox does not have, the loan module's refusal, an overdue loan spot could pay: each with its place, and nothing changes", async () => {
    await load('finn.yaml', `${FINN}loans:\n  - { user: finn, type: credit, amount: 1000, state: running }\n`);
    const before = await stateDump(app.api.db);
    const offers = await load('offers.yaml', `${FINN}loans:
  - { user: finn, type: credit, amount: 1000, term: 14, state: running }
  - { user: finn, type: pledge, amount: 1000, collateral: { currency: DOGE, amount: 10000 }, state: pending }
  - { user: finn, type: pledge, amount: 1000, term: 7, collateral: { currency: ETH, amount: 1 }, state: pending }
`);
    expect(problemsOf(offers)).toEqual([
      'loans[0].term: no credit loan of 14 days (offers: 7, 30 days)',
      'loans[1].collateral.currency: no pledge loan against DOGE (offers against: BTC, ETH)',
      'loans[2].term: no pledge loan against ETH of 7 days (offers: 15 days)',
    ]);
    // A credit loan needs basic identity; the second open credit loan is refused too, but the first refusal stops the load.
    const unverified = await load('ivy.yaml', 'users:\n  - { account: ivy }\nloans:\n  - { user: ivy, type: credit, amount: 1000, state: running }\n');
    expect(problemsOf(unverified)).toEqual(['loans[0]: Please complete identity verification first']);
    const two = await load('two.yaml', `${FINN}loans:\n  - { user: finn, type: credit, amount: 1000, state: running }\n  - { user: finn, type: credit, amount: 500, state: pending }\n`);
    expect(problemsOf(two)).toEqual(['loans[1]: You already have as many open credit loans as allowed (1); repay one before applying for another']);
    // 20 + 1,000 paid out covers 1,000 + 7 interest + 2 days x 2 penalty = 1,011 at the clock.
    const payable = await load('payable.yaml', `${CLOCK}users:\n  - { account: finn, identity: basic, balances: { spot: { USDT: 20 } } }\nloans:\n  - { user: finn, type: credit, amount: 1000, state: overdue, overdueDays: 2 }\n`);
    expect(problemsOf(payable)).toEqual(["loans[0]: finn's spot holds 1020 USDT at the clock, which pays the 1011 it owes: the loan job collects an overdue loan as soon as spot covers it"]);
    expect(await stateDump(app.api.db)).toEqual(before);
  });
});

test('the worked example in docs/scenarios.md loads with the figures it works out', async () => {
  const text = readFileSync(new URL('../../../../../docs/scenarios/earn-and-loans.yaml', import.meta.url), 'utf8');
  expect((await load('earn-and-loans.yaml', text)).code).toBe(200);
  const token = await signIn('dora', 'Dora1234');
  // 7,000 + 1,000 paid out 9 days ago - 2,000 for the bond 3 days ago + its 3 days at 3 - 6,000 for two machines today.
  const spot = (await app.api.call(contract['finance.queryUserBalance'], {}, { token })).result;
  expect(['USDT', 'BTC'].map((c) => [spot.find((b) => b.currency === c)?.available, spot.find((b) => b.currency === c)?.frozen])).toEqual([['9', '0'], ['0.03', '0.02']]);
  const orders = (await app.api.call(contract['prod.productOrderList'], { pageNo: 1, pageSize: 10 }, { token })).result.records;
  expect(orders.map((o) => [o.productName, o.quantity, o.totalIncome]).sort()).toEqual([['Antminer S21', 2, '0'], ['Solar Farm Bond', 1, '9']]);
  const loans = (await app.api.call(contract['loan.loanOrderList'], { pageNo: 1, pageSize: 10 }, { token })).result.records;
  expect(loans.map((l) => [l.type, l.status]).sort()).toEqual([[LOAN_TYPE.CREDIT, LOAN_STATUS.OVERDUE], [LOAN_TYPE.PLEDGE, LOAN_STATUS.PENDING_REVIEW]]);
});
