import { afterEach, beforeEach, expect, test } from 'vitest';
import { insertRows, markReplaced, type SqlValue } from '@sandbox/prisma';
import { LOAN_STATUS, LOAN_TYPE } from '@sandbox/shared';
import { reconcile } from '../../src/ledger/index.ts';
import { createLoanModule } from '../../src/modules/loan/index.ts';
import { LOAN_PAGE } from '../../src/modules/loan/settlement-pass.ts';
import type { PassPauses } from '../../src/jobs/between-batches.ts';
import type { FakePriceFeed } from '../fake-price-feed.ts';
import { registerByEmail, type TestApi } from '../harness.ts';
import { heldAtFirstPause } from '../held-pause.ts';
import { createLoanApp } from '../loan-fixture.ts';
import { noNotices } from '../no-notices.ts';
import { balanceOf, fund } from '../trading-fixture.ts';

/*
 * The loan job's pass walks the running pledge loans and the overdue loans LOAN_PAGE at a time,
 * pausing between two pages (settlement-pass.ts): one more loan than a page, so each walk has
 * two. Loans are written as rows (the offers of loan-fixture.ts); the app's own jobs are stopped,
 * so only the passes of the test run.
 */
const DAY = 86_400_000;
let t: Awaited<ReturnType<typeof createLoanApp>>;
let api: TestApi;
let feed: FakePriceFeed;
let borrower: string;

beforeEach(async () => {
  t = await createLoanApp();
  ({ api, feed } = t);
  for (const { job } of api.app.clockJobs) await job.stop();
  borrower = (await registerByEmail(api, 'borrower@example.com')).userId;
});
afterEach(async () => {
  expect(await reconcile(api.db, borrower)).toEqual([]);
  await t.close();
});

/** `count` loans of `borrower` as rows: running pledge loans of 3000 USDT on 0.075 BTC from now, or 1000 USDT credit loans half a day overdue. */
async function loans(kind: 'pledge' | 'overdue', count: number) {
  const now = api.clock.now().getTime();
  const rows: SqlValue[][] = [];
  for (let i = 0; i < count; i++) {
    const at = (ms: number) => new Date(now + ms);
    rows.push(
      kind === 'pledge'
        ? [`${kind}${i}`, `L${kind}${i}`, borrower, 'pledge-btc', LOAN_TYPE.PLEDGE, 'USDT', '3000', 30, '0.05', '45', 'BTC', '0.075', LOAN_STATUS.PASSED, at(0), at(30 * DAY), null, at(0)]
        : [`${kind}${i}`, `L${kind}${i}`, borrower, 'credit-7', LOAN_TYPE.CREDIT, 'USDT', '1000', 7, '0.1', '7', null, null, LOAN_STATUS.OVERDUE, at(-7.5 * DAY), at(-DAY / 2), at(-DAY / 2), at(-7.5 * DAY)],
    );
  }
  const columns = ['id', 'orderNo', 'userId', 'settingId', 'type', 'currency', 'amount', 'days', 'dailyRate', 'totalInterest', 'pledgeCurrency', 'pledgeAmount', 'status', 'startAt', 'endAt', 'overdueAt', 'createdAt'];
  await api.db.$transaction((tx) => insertRows(tx, 'Loan', [...columns, 'updatedAt'], rows.map((r) => [...r, new Date(now)])));
}

/** One pass of the loan job with `pauses` in place of the app's (how many it asked for in `asked`). */
function passWith(pauses: PassPauses = () => async () => undefined) {
  return createLoanModule({ db: api.db, clock: api.clock, feed, notify: noNotices, pauses }).settlement.runPass();
}

const countingPauses = () => {
  const asked = { count: 0 };
  const pauses: PassPauses = () => async () => void asked.count++;
  return { asked, pauses };
};

test('the collateral watch over more loans than a page pauses between its pages and marks the margin call of every loan on both', async () => {
  await loans('pledge', LOAN_PAGE + 1);
  // Debt today 3001.5 (one started day at 0.05 %) on 0.075 BTC: at 50000, 3001.5 / 3750 = 80.04 %.
  feed.set('BTCUSDT', '50000');
  const { asked, pauses } = countingPauses();
  expect(await passWith(pauses)).toEqual({ repaid: 0, overdue: 0, collateral: 0, marginCalls: LOAN_PAGE + 1 });
  // One pause before the watch, one between its two pages (the due loans: none).
  expect(asked.count).toBe(2);
  expect(await api.db.loan.count({ where: { marginCallAt: { not: null }, remark: 'i18n:loanMarginCall {"ltv":"80.04","liquidation":"90"}' } })).toBe(LOAN_PAGE + 1);
  expect((await passWith()).marginCalls).toBe(0);
});

test('overdue loans over more than a page: each one collected from spot while it covers principal, interest and penalty; the rest left as they are', async () => {
  await loans('overdue', LOAN_PAGE + 1);
  // Each owes 1000 + 7 interest + 1000 x 0.2 % x 1 started day overdue = 1009 (the sandbox clock runs on: a whole day would begin a second); spot covers all but one, and 1008 of it.
  await fund(api, borrower, 'spot', String(1009 * LOAN_PAGE + 1008));
  const { asked, pauses } = countingPauses();
  expect(await passWith(pauses)).toEqual({ repaid: LOAN_PAGE, overdue: 0, collateral: 0, marginCalls: 0 });
  expect(asked.count).toBe(2);
  expect(await api.db.loan.count({ where: { status: LOAN_STATUS.REPAID, repaidAmount: '1009', remark: 'i18n:loanOverdueRepaid' } })).toBe(LOAN_PAGE);
  expect(await balanceOf(api, borrower, 'spot')).toEqual({ available: '1008', frozen: '0' });
  expect(await passWith()).toMatchObject({ repaid: 0 });
  await fund(api, borrower, 'spot', '1');
  expect(await passWith()).toMatchObject({ repaid: 1 });
  expect(await balanceOf(api, borrower, 'spot')).toEqual({ available: '0', frozen: '0' });
});

test('a database replaced during a pause (a scenario load, a snapshot restore) ends the pass there: its later pages wait for the next pass', async () => {
  await loans('pledge', LOAN_PAGE + 1);
  feed.set('BTCUSDT', '50000');
  const { pauses, midway, release } = heldAtFirstPause();
  const pass = passWith(pauses);
  await midway;
  markReplaced(api.db);
  release();
  expect(await pass).toEqual({ repaid: 0, overdue: 0, collateral: 0, marginCalls: 0 });
  expect(await api.db.loan.count({ where: { marginCallAt: { not: null } } })).toBe(0);
  expect((await passWith()).marginCalls).toBe(LOAN_PAGE + 1);
});
