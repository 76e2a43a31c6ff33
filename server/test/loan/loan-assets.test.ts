import { afterEach, beforeEach, expect, test } from 'vitest';
import { contract, LOAN_STATUS } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { BalanceLogType, debit, reconcile } from '../../src/ledger/index.ts';
import type { TestApi } from '../harness.ts';
import { applyLoan, createLoanApp, loanUser, type LoanUser } from '../loan-fixture.ts';

const DAY = 86_400_000;
let t: Awaited<ReturnType<typeof createLoanApp>>;
let api: TestApi;
let alice: LoanUser;

beforeEach(async () => {
  t = await createLoanApp();
  api = t.api;
  alice = await loanUser(api, 'alice@example.com', 1, '0', '1');
});
afterEach(async () => {
  expect(await reconcile(api.db, alice.userId)).toEqual([]);
  await t.close();
});

async function running(kind: 'credit' | 'pledge', setId: string, amount: string) {
  const res = await applyLoan(api, alice, kind, setId, amount);
  expect(res.code, res.message).toBe(200);
  expect((await api.qaCall(qaRoutes['loan.approve'], { params: { id: res.result.id } })).code).toBe(200);
  return res.result.id;
}
const overview = async () => (await api.call(contract['finance.queryUserAssets'], {}, { token: alice.token })).result;

test('the asset centre counts running and overdue loans, an overdue one with its penalty to date', async () => {
  const credit = await running('credit', 'credit-7', '1000');
  await running('pledge', 'pledge-btc', '3000');
  // Running: 1000 + 1000 x 0.1 % x 7 = 1007, and 3000 + 3000 x 0.05 % x 30 = 3045.
  expect(await overview()).toMatchObject({ loanOutstanding: '4052', spotBalance: '64000' });
  // The borrower spends both loans, so nothing repays the credit loan at its end.
  await api.db.$transaction((tx) => debit(tx, { userId: alice.userId, account: 'spot', currency: 'USDT', amount: '4000', type: BalanceLogType.QA_ADJUSTMENT }));
  // 9.5 days: the credit loan is 2.5 days overdue -> 3 started days x 1000 x 0.2 % = 6 penalty.
  api.clock.advance(9.5 * DAY);
  await api.qaCall(qaRoutes['loan.run']);
  expect((await api.db.loan.findUniqueOrThrow({ where: { id: credit } })).status).toBe(LOAN_STATUS.OVERDUE);
  expect(await overview()).toMatchObject({ loanOutstanding: '4058' });
  // A day later: 4 started days -> 8 penalty; the loans stay out of totalAssets (spot is the 1 BTC at 60000 only).
  api.clock.advance(DAY);
  expect(await overview()).toMatchObject({ loanOutstanding: '4060', totalAssets: '60000', spotBalance: '60000' });
});
