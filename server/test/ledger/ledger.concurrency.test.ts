// Many transactions at once must never lose an update: SQLite has one writer,
// and @sandbox/prisma serialises interactive transactions on its connection.
// On PostgreSQL, two clients on one database stand for two API instances (two processes); on
// SQLite two writers in one process would wait for each other on one thread, so the two-process
// case runs there in instances-contention.test.ts.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPrismaClient, isPostgresUrl, transactionRetries } from '@sandbox/prisma';
import { createTestDatabase, type TestDatabase } from '@sandbox/prisma/test-db';
import { LedgerDecimal } from '../../src/ledger/decimal.ts';
import { BalanceLogType, credit, debit, getBalance, reconcile, transfer } from '../../src/ledger/index.ts';

let t: TestDatabase;
const onPostgres = isPostgresUrl(process.env.TEST_DATABASE_URL ?? '');
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

it.runIf(onPostgres)('two instances moving one user\'s money at once: every transfer goes through, none is lost', async () => {
  const userId = await user('conc4');
  await t.db.$transaction((tx) => credit(tx, m(userId, '100')));
  const other = createPrismaClient(t.url);
  try {
    const retriesBefore = transactionRetries(t.db) + transactionRetries(other);
    // 100 transfers of 0.01 each way through each instance, interleaved: each reads both
    // balances, waits, and writes them back, so without row locks they would read the same rows.
    const moves = Array.from({ length: 200 }, (_, i) => {
      const db = i % 2 === 0 ? t.db : other;
      const toContract = i % 4 < 2;
      return db.$transaction(async (tx) => {
        const done = await transfer(tx, { userId, from: toContract ? 'spot' : 'contract', to: toContract ? 'contract' : 'spot', currency: 'USDT', amount: '0.01' });
        await new Promise((resolve) => setTimeout(resolve, 1));
        return done;
      });
    });
    const results = await Promise.allSettled(moves);
    expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    // 100 moves each way: both balances end where they started.
    expect((await getBalance(t.db, { userId, account: 'spot', currency: 'USDT' })).available).toBe('100');
    expect((await getBalance(t.db, { userId, account: 'contract', currency: 'USDT' })).available).toBe('0');
    expect(await t.db.balanceLog.count({ where: { userId } })).toBe(1 + 2 * 200);
    expect(await reconcile(t.db, userId)).toEqual([]);
    // The row locks leave nothing for the retry to do here.
    expect(transactionRetries(t.db) + transactionRetries(other) - retriesBefore).toBe(0);
  } finally {
    await other.$disconnect();
  }
});

it.runIf(onPostgres)('30 withdrawals worth three times the balance through two instances: none overdraws, the rest are refused as insufficient', async () => {
  const userId = await user('conc5');
  await t.db.$transaction((tx) => credit(tx, m(userId, '30')));
  const other = createPrismaClient(t.url);
  try {
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 === 0 ? t.db : other).$transaction(async (tx) => {
          await new Promise((resolve) => setTimeout(resolve, 1));
          return debit(tx, m(userId, '3'));
        }),
      ),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ key: 'balance.insufficient' });
    expect(results.length - refused.length).toBe(10);
    expect((await getBalance(t.db, { userId, account: 'spot', currency: 'USDT' })).available).toBe('0');
    expect(await reconcile(t.db, userId)).toEqual([]);
  } finally {
    await other.$disconnect();
  }
});
