import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@sandbox/prisma/test-db';
import { AppError } from '../../src/errors.ts';
import { fromUnits, toUnits } from '../../src/ledger/units.ts';
import {
  BalanceLogType,
  credit,
  debit,
  debitFrozen,
  freeze,
  getBalance,
  listBalances,
  post,
  postAll,
  postBulk,
  reconcile,
  transfer,
  unfreeze,
} from '../../src/ledger/index.ts';

let t: TestDatabase;
let n = 0;
async function newUser(): Promise<string> {
  n += 1;
  const u = await t.db.user.create({
    data: { account: `ledger-${n}`, passwordHash: 'x', inviteCode: `L${n}` },
  });
  return u.id;
}
const spot = (userId: string, amount: string) => ({
  userId,
  account: 'spot' as const,
  currency: 'USDT',
  amount,
  type: BalanceLogType.QA_ADJUSTMENT,
});

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.cleanup();
});

describe('postAll', () => {
  const entry = (userId: string, availableDelta: string, frozenDelta = '0') => ({
    userId,
    account: 'spot' as const,
    currency: 'USDT',
    availableDelta,
    frozenDelta,
    type: BalanceLogType.QA_ADJUSTMENT,
  });

  it('applies several entries of one balance in order: each log row holds the balance after it, the row is written once', async () => {
    const userId = await newUser();
    await t.db.$transaction((tx) => post(tx, entry(userId, '10')));
    const before = await t.db.balance.findFirstOrThrow({ where: { userId } });
    const other = await newUser();
    const results = await t.db.$transaction((tx) =>
      postAll(tx, [entry(userId, '5'), entry(other, '1'), entry(userId, '-3', '3'), entry(userId, '0.25')]),
    );
    expect(results.map((r) => [r.userId === userId, r.available, r.frozen])).toEqual([
      [true, '15', '0'],
      [false, '1', '0'],
      [true, '12', '3'],
      [true, '12.25', '3'],
    ]);
    const after = await t.db.balance.findFirstOrThrow({ where: { userId } });
    expect([after.available, after.frozen, after.version]).toEqual(['12.25', '3', before.version + 1]);
    const logs = await t.db.balanceLog.findMany({ where: { userId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    expect(logs.map((l) => [l.availableDelta, l.frozenDelta, l.availableAfter, l.frozenAfter])).toEqual([
      ['10', '0', '10', '0'],
      ['5', '0', '15', '0'],
      ['-3', '3', '12', '3'],
      ['0.25', '0', '12.25', '3'],
    ]);
    expect(await reconcile(t.db, userId)).toEqual([]);
  });

  it('refuses an entry that would go below zero on the way, even when a later one would cover it; nothing is written', async () => {
    const userId = await newUser();
    await t.db.$transaction((tx) => post(tx, entry(userId, '2')));
    await expect(t.db.$transaction((tx) => postAll(tx, [entry(userId, '-3'), entry(userId, '5')]))).rejects.toBeInstanceOf(AppError);
    expect(await getBalance(t.db, { userId, account: 'spot', currency: 'USDT' })).toMatchObject({ available: '2', frozen: '0' });
    expect(await t.db.balanceLog.count({ where: { userId } })).toBe(1);
  });

  it('one call of 5,000 entries over 300 balances (some new, two currencies): every log row, every balance once, each version + 1', async () => {
    const users = await Promise.all(Array.from({ length: 150 }, () => newUser()));
    // Half of the users hold USDT already (version 1 after this); BTC balances are all created by the call.
    await t.db.$transaction((tx) => postAll(tx, users.slice(0, 75).map((u) => entry(u, '1'))));
    // Entry i = u + 150 k: user u, USDT when k is even, BTC when odd; +0.01 each, so each balance gets 16 or 17 entries.
    const entries = Array.from({ length: 5000 }, (_, i) => ({ ...entry(users[i % 150]!, '0.01'), currency: Math.floor(i / 150) % 2 ? 'BTC' : 'USDT' }));
    const results = await t.db.$transaction((tx) => postAll(tx, entries));
    expect(results.length).toBe(5000);
    // User 0's USDT: entries 0, 300, ..., 4800 (17) on top of the 1 it held: its last row holds 1.17.
    expect(results[4800]).toMatchObject({ userId: users[0], currency: 'USDT', available: '1.17' });
    // User 1's BTC, new: entries 151, 451, ..., 4951 (17): 0.17.
    expect(results[4951]).toMatchObject({ userId: users[1], currency: 'BTC', available: '0.17' });
    const balances = await t.db.balance.findMany({ where: { userId: { in: users } } });
    expect(balances.length).toBe(300);
    for (const b of balances) {
      const held = users.indexOf(b.userId) < 75 && b.currency === 'USDT';
      // Written once by this call: a held balance goes from version 1 to 2, a new one from 0 to 1.
      expect(b.version).toBe(held ? 2 : 1);
    }
    expect(await t.db.balanceLog.count({ where: { userId: { in: users } } })).toBe(5075);
    for (const u of users.slice(70, 80)) expect(await reconcile(t.db, u)).toEqual([]);
  });
});

describe('postBulk', () => {
  const units = (text: string) => toUnits(text, 'test');
  const bulk = (userId: string, available: string, remark = 'r', currency = 'USDT') => ({
    userId, currency, type: BalanceLogType.PRODUCT_INCOME, available: units(available), refId: `ref-${remark}`, remark, at: new Date('2026-03-01T16:00:00Z'),
  });
  const shared = { account: 'spot', refType: 'ProductOrder' } as const;

  it('writes what postAll writes for the same entries: balances in order, a log row each with the balance after it, the shared columns', async () => {
    const [a, b, c, d] = [await newUser(), await newUser(), await newUser(), await newUser()];
    await t.db.$transaction((tx) => postAll(tx, [{ userId: a, account: 'spot', currency: 'USDT', availableDelta: '10', type: BalanceLogType.QA_ADJUSTMENT }]));
    await t.db.$transaction((tx) => postAll(tx, [{ userId: c, account: 'spot', currency: 'USDT', availableDelta: '10', type: BalanceLogType.QA_ADJUSTMENT }]));
    const entries = (x: string, y: string) => [bulk(x, '0.5', '1'), bulk(x, '0.5', '2'), bulk(y, '2', '3'), bulk(x, '-1.25', '4'), bulk(y, '3', '5', 'BTC')];
    await t.db.$transaction((tx) => postBulk(tx, shared, entries(a, b)));
    await t.db.$transaction((tx) =>
      postAll(tx, entries(c, d).map((e) => ({
        userId: e.userId, account: 'spot' as const, currency: e.currency, type: e.type, availableDelta: fromUnits(e.available),
        refType: 'ProductOrder', refId: e.refId, remark: e.remark, at: e.at,
      }))),
    );
    const rows = async (x: string, y: string) =>
      (await t.db.balanceLog.findMany({ where: { userId: { in: [x, y] }, type: BalanceLogType.PRODUCT_INCOME }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] })).map((l) => [
        l.userId === x, l.account, l.currency, l.type, l.availableDelta, l.frozenDelta, l.availableAfter, l.frozenAfter, l.refType, l.refId, l.remark, l.createdAt.toISOString(),
      ]);
    const written = await rows(a, b);
    expect(written).toEqual(await rows(c, d));
    expect(written.map((r) => [r[0], r[4], r[6]])).toEqual([
      [true, '0.5', '10.5'], [true, '0.5', '11'], [false, '2', '2'], [true, '-1.25', '9.75'], [false, '3', '3'],
    ]);
    expect(written[0]!.slice(5)).toEqual(['0', '10.5', '0', 'ProductOrder', 'ref-1', '1', '2026-03-01T16:00:00.000Z']);
    for (const u of [a, b]) expect(await reconcile(t.db, u)).toEqual([]);
  });

  it('binds the frozen balance after each row when some balance of the call holds frozen funds', async () => {
    const [a, b] = [await newUser(), await newUser()];
    await t.db.$transaction((tx) => postAll(tx, [{ userId: a, account: 'spot', currency: 'USDT', availableDelta: '7', frozenDelta: '3', type: BalanceLogType.QA_ADJUSTMENT }]));
    await t.db.$transaction((tx) => postBulk(tx, shared, [bulk(a, '1'), bulk(b, '2'), bulk(a, '1')]));
    const logs = await t.db.balanceLog.findMany({ where: { userId: { in: [a, b] }, type: BalanceLogType.PRODUCT_INCOME }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    expect(logs.map((l) => [l.userId === a, l.availableAfter, l.frozenDelta, l.frozenAfter])).toEqual([
      [true, '8', '0', '3'], [false, '2', '0', '0'], [true, '9', '0', '3'],
    ]);
    for (const u of [a, b]) expect(await reconcile(t.db, u)).toEqual([]);
  });

  it('refuses an entry that would go below zero on the way (nothing written), a zero change, a competition account and a refType that is not a name', async () => {
    const userId = await newUser();
    await t.db.$transaction((tx) => postBulk(tx, shared, [bulk(userId, '2')]));
    await expect(t.db.$transaction((tx) => postBulk(tx, shared, [bulk(userId, '-3'), bulk(userId, '5')]))).rejects.toBeInstanceOf(AppError);
    expect(await getBalance(t.db, { userId, account: 'spot', currency: 'USDT' })).toMatchObject({ available: '2', frozen: '0' });
    expect(await t.db.balanceLog.count({ where: { userId } })).toBe(1);
    await expect(t.db.$transaction((tx) => postBulk(tx, shared, [bulk(userId, '0')]))).rejects.toThrow(RangeError);
    await expect(
      t.db.$transaction((tx) => postBulk(tx, { account: 'competition:x' as 'spot', refType: 'ProductOrder' }, [bulk(userId, '1')])),
    ).rejects.toThrow(RangeError);
    await expect(t.db.$transaction((tx) => postBulk(tx, { account: 'spot', refType: "x'; --" }, [bulk(userId, '1')]))).rejects.toThrow(RangeError);
    expect(await t.db.balanceLog.count({ where: { userId } })).toBe(1);
  });
});

describe('post', () => {
  it('creates the balance row, applies exact deltas and logs the result', async () => {
    const userId = await newUser();
    const r = await t.db.$transaction((tx) =>
      post(tx, {
        userId,
        account: 'spot',
        currency: 'USDT',
        availableDelta: '0.1',
        type: BalanceLogType.DEPOSIT,
        refType: 'Recharge',
        refId: 'r1',
      }),
    );
    await t.db.$transaction((tx) =>
      post(tx, {
        userId,
        account: 'spot',
        currency: 'USDT',
        availableDelta: '0.2',
        type: BalanceLogType.DEPOSIT,
      }),
    );
    expect(r).toMatchObject({ available: '0.1', frozen: '0' });
    expect(await getBalance(t.db, { userId, account: 'spot', currency: 'USDT' })).toEqual({
      userId,
      account: 'spot',
      currency: 'USDT',
      available: '0.3',
      frozen: '0',
    });
    const logs = await t.db.balanceLog.findMany({
      where: { userId },
      orderBy: { createdAt: 'asc' },
    });
    expect(logs.map((l) => [l.availableDelta, l.availableAfter, l.type])).toEqual([
      ['0.1', '0.1', 1],
      ['0.2', '0.3', 1],
    ]);
    expect(logs[0]).toMatchObject({ refType: 'Recharge', refId: 'r1', id: r.logId });
  });

  it('refuses to go negative with 409 balance.insufficient and changes nothing', async () => {
    const userId = await newUser();
    await t.db.$transaction((tx) => credit(tx, spot(userId, '5')));
    const err = await t.db
      .$transaction((tx) => debit(tx, spot(userId, '5.00000001')))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 409, key: 'balance.insufficient' });
    expect((await getBalance(t.db, { userId, account: 'spot', currency: 'USDT' })).available).toBe(
      '5',
    );
    expect(await t.db.balanceLog.count({ where: { userId } })).toBe(1);
  });

  it("rolls back with the caller's transaction when a later step is refused", async () => {
    const userId = await newUser();
    await t.db.$transaction((tx) => credit(tx, spot(userId, '10')));
    await expect(
      t.db.$transaction(async (tx) => {
        await debit(tx, spot(userId, '4'));
        await freeze(tx, spot(userId, '7'));
      }),
    ).rejects.toMatchObject({ key: 'balance.insufficient' });
    expect((await getBalance(t.db, { userId, account: 'spot', currency: 'USDT' })).available).toBe(
      '10',
    );
    expect(await reconcile(t.db, userId)).toEqual([]);
  });

  it('keeps 18-decimal sums exact beyond 20 significant digits', async () => {
    const userId = await newUser();
    await t.db.$transaction((tx) => credit(tx, spot(userId, '123456789012345.123456789012345678')));
    const r = await t.db.$transaction((tx) => credit(tx, spot(userId, '0.000000000000000001')));
    expect(r.available).toBe('123456789012345.123456789012345679');
  });

  it('rejects malformed entries as programming errors', async () => {
    const userId = await newUser();
    const bad = [
      { availableDelta: '1e3' },
      { availableDelta: 'NaN' },
      { availableDelta: '0' },
      { availableDelta: '1', account: 'savings' },
      { availableDelta: '1', currency: 'usdt' },
      { availableDelta: '1', type: 999 },
    ];
    for (const b of bad) {
      const e = {
        userId,
        account: 'spot',
        currency: 'USDT',
        type: BalanceLogType.DEPOSIT,
        ...b,
      } as Parameters<typeof post>[1];
      await expect(t.db.$transaction((tx) => post(tx, e))).rejects.toBeInstanceOf(RangeError);
    }
    await expect(t.db.$transaction((tx) => credit(tx, spot(userId, '-1')))).rejects.toBeInstanceOf(
      RangeError,
    );
    // Outside a transaction the ledger could not be atomic: refused.
    await expect(credit(t.db, spot(userId, '1'))).rejects.toBeInstanceOf(RangeError);
    expect(await t.db.balance.count({ where: { userId } })).toBe(0);
  });
});

describe('helpers', () => {
  it('freeze, unfreeze, debitFrozen, transfer and listBalances', async () => {
    const userId = await newUser();
    await t.db.$transaction(async (tx) => {
      await credit(tx, spot(userId, '100'));
      await freeze(tx, spot(userId, '30'));
      await unfreeze(tx, spot(userId, '10'));
      await debitFrozen(tx, spot(userId, '15'));
      await transfer(tx, {
        userId,
        from: 'spot',
        to: 'contract',
        currency: 'USDT',
        amount: '25.5',
      });
    });
    expect(await listBalances(t.db, userId)).toEqual([
      { userId, account: 'contract', currency: 'USDT', available: '25.5', frozen: '0' },
      { userId, account: 'spot', currency: 'USDT', available: '54.5', frozen: '5' },
    ]);
    expect(await listBalances(t.db, userId, 'contract')).toHaveLength(1);
    const types = (
      await t.db.balanceLog.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } })
    ).map((l) => l.type);
    expect(types).toContain(BalanceLogType.TRANSFER_OUT);
    expect(types).toContain(BalanceLogType.TRANSFER_IN);
    expect(await reconcile(t.db, userId)).toEqual([]);
    await expect(
      t.db.$transaction((tx) => unfreeze(tx, spot(userId, '5.1'))),
    ).rejects.toMatchObject({ key: 'balance.insufficient' });
    await expect(
      t.db.$transaction((tx) =>
        transfer(tx, { userId, from: 'spot', to: 'spot', currency: 'USDT', amount: '1' }),
      ),
    ).rejects.toBeInstanceOf(RangeError);
  });

  it('getBalance of an unknown balance is zero and creates nothing', async () => {
    const userId = await newUser();
    expect(await getBalance(t.db, { userId, account: 'demo', currency: 'BTC' })).toMatchObject({
      available: '0',
      frozen: '0',
    });
    expect(await t.db.balance.count({ where: { userId } })).toBe(0);
  });

  it('records the time given by the caller', async () => {
    const userId = await newUser();
    const at = new Date('2026-03-02T01:02:03Z');
    await t.db.$transaction((tx) => credit(tx, { ...spot(userId, '1'), at }));
    expect((await t.db.balanceLog.findFirstOrThrow({ where: { userId } })).createdAt).toEqual(at);
  });
});
