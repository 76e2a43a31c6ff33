import { afterAll, beforeAll, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { reconcile } from '../../src/ledger/index.ts';
import { WITHDRAWAL_PASSWORD, balanceOf, createFinanceApp, grant, readyUser, upload } from '../wallet-fixtures.ts';

let t: Awaited<ReturnType<typeof createFinanceApp>>;
beforeAll(async () => {
  t = await createFinanceApp();
});
afterAll(async () => {
  await t.close();
});

test('parallel withdrawals whose sum exceeds the balance: the successful ones never exceed it', async () => {
  const u = await readyUser(t.api, 'race@example.com');
  await grant(t.api.db, u.userId, '100');
  const results = await Promise.all(
    Array.from({ length: 12 }, () =>
      t.api.call(contract['finance.withdrawalApply'], { currency: 'USDT', amount: '30', accountId: u.accountId, withdrawalPassword: WITHDRAWAL_PASSWORD }, { token: u.token }),
    ),
  );
  const ok = results.filter((r) => r.code === 200);
  expect(ok.length).toBe(3);
  expect(results.filter((r) => r.code !== 200).every((r) => r.code === 409 && r.message === 'Insufficient balance')).toBe(true);
  expect(await balanceOf(t.api.db, u.userId)).toEqual({ available: '10', frozen: '90' });
  expect(await t.api.db.withdrawal.count({ where: { userId: u.userId } })).toBe(3);
  expect(await reconcile(t.api.db, u.userId)).toEqual([]);
});

test('parallel reviews of one request: exactly one transition wins, the money moves once', async () => {
  const u = await readyUser(t.api, 'review-race@example.com');
  await grant(t.api.db, u.userId, '100');
  const proof = (await upload(t.api, u.token)).result.id;
  const dep = await t.api.call(contract['finance.rechargeApply'], { currency: 'USDT', network: 'TRC20', amount: '50', proofUploadId: proof }, { token: u.token });
  const approvals = await Promise.all(Array.from({ length: 8 }, () => t.api.qaCall(qaRoutes['finance.recharges.approve'], { params: { id: dep.result.id } })));
  expect(approvals.filter((r) => r.code === 200)).toHaveLength(1);
  expect(await balanceOf(t.api.db, u.userId)).toEqual({ available: '150', frozen: '0' });

  const wd = await t.api.call(contract['finance.withdrawalApply'], { currency: 'USDT', amount: '40', accountId: u.accountId, withdrawalPassword: WITHDRAWAL_PASSWORD }, { token: u.token });
  await t.api.qaCall(qaRoutes['finance.withdrawals.approve'], { params: { id: wd.result.id } });
  const outcomes = await Promise.all([
    ...Array.from({ length: 4 }, () => t.api.qaCall(qaRoutes['finance.withdrawals.pay'], { params: { id: wd.result.id } })),
    ...Array.from({ length: 4 }, () => t.api.qaCall(qaRoutes['finance.withdrawals.fail'], { params: { id: wd.result.id }, body: { reason: 'bank' } })),
  ]);
  expect(outcomes.filter((r) => r.code === 200)).toHaveLength(1);
  const { status } = await t.api.db.withdrawal.findUniqueOrThrow({ where: { id: wd.result.id } });
  expect(await balanceOf(t.api.db, u.userId)).toEqual(status === 2 ? { available: '110', frozen: '0' } : { available: '150', frozen: '0' });
  expect(await reconcile(t.api.db, u.userId)).toEqual([]);
});
