import Decimal from 'decimal.js';
import { expect, test } from 'vitest';
import { contract, LOAN_STATUS } from '@sandbox/shared';
import { parseRemark } from '@sandbox/shared/remark';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { reconcile } from '../../src/ledger/index.ts';
import { fund, useDemoWorld } from '../demo-world.ts';
import { registerByEmail, type TestApi } from '../harness.ts';
import { applyLoan } from '../loan-fixture.ts';
import { balanceOf } from '../trading-fixture.ts';

/*
 * The pledge loan's collateral watch against the real simulated market of the demo
 * scenario, crashed through the QA API (/__qa/market/steer), as QA would do it.
 */
let api: TestApi;
useDemoWorld((app) => {
  api = app;
});

const btc = async () => new Decimal((await api.call(contract['trade.symbolPrice'], { symbol: 'BTCUSDT' })).result.price);

test('a QA crash of BTC: margin call past 80 % LTV, forced repayment from the collateral past 90 %', async () => {
  const user = await registerByEmail(api, 'crash-borrower@example.com');
  await fund(api.db, user.userId, 'spot', '1', 'BTC');
  // The sandbox clock runs with real time here, so the price may tick between a read and the call.
  const before = await btc();
  const applied = await applyLoan(api, user, 'pledge', 'demo-loan-pledge-btc', '3000');
  const after = await btc();
  expect(applied.code, applied.message).toBe(200);
  // Collateral: 3000 x 1.5 / price, rounded up to 8 decimals, at the price of the call.
  const collateral = new Decimal(applied.result.pledgeAmount!);
  const at = (p: Decimal) => new Decimal(4500).dividedBy(p).toDecimalPlaces(8, Decimal.ROUND_UP).toFixed();
  expect([at(before), at(after)]).toContain(collateral.toFixed());
  expect((await api.qaCall(qaRoutes['loan.approve'], { params: { id: applied.result.id } })).code).toBe(200);
  // Debt during the first day: 3000 + 3000 x 0.05 % = 3001.5
  const ltvAt = (price: Decimal) => new Decimal('3001.5').dividedBy(collateral.times(price)).times(100);
  const loan = async () => (await api.call(contract['loan.loanOrderList'], { pageNo: 1, pageSize: 10 }, { token: user.token })).result.records[0]!;

  expect((await api.qaCall(qaRoutes['market.steer'], { body: { symbol: 'BTCUSDT', kind: 'crash', percent: '20', durationSeconds: 60 } })).code).toBe(200);
  api.clock.advance(60_000);
  const p1 = await btc();
  expect(ltvAt(p1).gte(80) && ltvAt(p1).lt(90), `LTV ${ltvAt(p1).toFixed()} at ${p1.toFixed()}`).toBe(true);
  await api.qaCall(qaRoutes['loan.run']);
  expect(await loan()).toMatchObject({ status: LOAN_STATUS.PASSED, marginCall: true });

  expect((await api.qaCall(qaRoutes['market.steer'], { body: { symbol: 'BTCUSDT', kind: 'crash', percent: '15', durationSeconds: 60 } })).code).toBe(200);
  api.clock.advance(60_000);
  const p2 = await btc();
  expect(ltvAt(p2).gte(90), `LTV ${ltvAt(p2).toFixed()} at ${p2.toFixed()}`).toBe(true);
  await api.qaCall(qaRoutes['loan.run']);
  const done = await loan();
  expect(done).toMatchObject({ status: LOAN_STATUS.REPAID, marginCall: false });
  expect(done.remark).toMatch(/^i18n:loanCollateralForced(Shortfall)? \{"ltv":"\d+\.?\d*","price":"/);
  // Taken: 3001.5 / the price at the pass, rounded up; the rest of the pledge released.
  const row = await api.db.loan.findUniqueOrThrow({ where: { id: applied.result.id } });
  const price = new Decimal(parseRemark(row.remark)!.values.price!);
  const taken = new Decimal('3001.5').dividedBy(price).toDecimalPlaces(8, Decimal.ROUND_UP);
  expect(row.pledgeTaken).toBe(taken.toFixed());
  expect(await balanceOf(api, user.userId, 'spot', 'BTC')).toEqual({ available: new Decimal(1).minus(taken).toFixed(), frozen: '0' });
  expect(await balanceOf(api, user.userId, 'spot')).toEqual({ available: '3000', frozen: '0' });
  expect(await reconcile(api.db, user.userId)).toEqual([]);
});
