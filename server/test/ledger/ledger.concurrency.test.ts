// Many transactions at once must never lose an update: SQLite has one writer,
// and @sandbox/prisma serialises interactive transactions on its connection.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@sandbox/prisma/test-db';
import { LedgerDecimal } from '../../src/ledger/decimal.ts';
import { BalanceLogType, credit, debit, getBalance, reconcile } from '../../src/ledger/index.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.cleanup();
});

async function user(account: string): Promise<string> {
  return (await t.db.user.create({ data: { account, passwordHash: 'x', inviteCode: account } })).id;
}
const m = (userId: string, amount: string) => ({
  userId,
  account: 'spot' as const,
  currency: 'USDT',
  amount,
  type: BalanceLogType.QA_ADJUSTMENT,
});

it('50 concurrent debits worth more than the balance: accepted ones never exceed it', async () => {
  const userId = await user('conc1');
  await t.db.$transaction((tx) => credit(tx, m(userId, '100')));
  const amounts = Array.from({ length: 50 }, (_, i) => `${3 + (i % 5)}.25`); // 50 debits, sum 312.5
  const results = await Promise.allSettled(
    amounts.map((a) =>
      t.db.$transaction(async (tx) => {
        const r = await debit(tx, m(userId, a));
        // Yield inside the transaction so that, were transactions able to
        // interleave, another one would read the same balance here.
        await new Promise((resolve) => setTimeout(resolve, 1));
        return r;
      }),
    ),
  );
  const accepted = amounts.filter((_, i) => results[i]!.status === 'fulfilled');
  const refused = results.filter((r) => r.status === 'rejected');
  for (const r of refused)
    expect((r as PromiseRejectedResult).reason).toMatchObject({ key: 'balance.insufficient' });
  const spent = accepted.reduce((s, a) => s.plus(a), new LedgerDecimal(0));
  expect(spent.lte(100)).toBe(true);
  expect(accepted.length).toBeGreaterThan(10);
  expect(refused.length).toBeGreaterThan(0);
  const balance = await getBalance(t.db, { userId, account: 'spot', currency: 'USDT' });
  expect(new LedgerDecimal(balance.available).eq(new LedgerDecimal(100).minus(spent))).toBe(true);
  expect(await reconcile(t.db, userId)).toEqual([]);
  expect(await t.db.balanceLog.count({ where: { userId } })).toBe(1 + accepted.length);
});

it('a read-modify-write split by an await inside a transaction cannot lose an update', async () => {
  const userId = await user('conc2');
  await t.db.$transaction((tx) => credit(tx, m(userId, '1')));
  // Each transaction reads, waits, then credits 1: with 40 in flight, any
  // interleaving would make two of them compute from the same starting value.
  await Promise.all(
    Array.from({ length: 40 }, () =>
      t.db.$transaction(async (tx) => {
        await getBalance(tx, { userId, account: 'spot', currency: 'USDT' });
        await new Promise((resolve) => setTimeout(resolve, 2));
        await credit(tx, m(userId, '1'));
      }),
    ),
  );
  expect((await getBalance(t.db, { userId, account: 'spot', currency: 'USDT' })).available).toBe(
    '41',
  );
  expect(await reconcile(t.db, userId)).toEqual([]);
});

it('plain reads outside a transaction never see its uncommitted writes', async () => {
  const userId = await user('conc3');
  await t.db.$transaction((tx) => credit(tx, m(userId, '5')));
  const inFlight = t.db
    .$transaction(async (tx) => {
      await credit(tx, m(userId, '1000'));
      await new Promise((resolve) => setTimeout(resolve, 30));
      throw new Error('abandon');
    })
    .catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect((await getBalance(t.db, { userId, account: 'spot', currency: 'USDT' })).available).toBe(
    '5',
  );
  await inFlight;
  expect((await getBalance(t.db, { userId, account: 'spot', currency: 'USDT' })).available).toBe(
    '5',
  );
});
