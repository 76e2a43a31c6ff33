// Property: after any random sequence of ledger operations (some refused),
// every balance equals the sum of its log, none is negative, the balances
// equal an independent in-memory model, and refused operations change nothing.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@sandbox/prisma/test-db';
import { AppError } from '../../src/errors.ts';
import { LedgerDecimal, formatAmount } from '../../src/ledger/decimal.ts';
import {
  BalanceLogType,
  credit,
  debit,
  debitFrozen,
  freeze,
  listBalances,
  reconcile,
  transfer,
  unfreeze,
  type BalanceAccount,
} from '../../src/ledger/index.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.cleanup();
});

const accounts: BalanceAccount[] = ['spot', 'contract', 'demo'];
const currencies = ['USDT', 'BTC'];
type Kind = 'credit' | 'debit' | 'freeze' | 'unfreeze' | 'debitFrozen' | 'transfer';

// Amounts from 0.00000001 to 10000 with up to 8 decimals, as decimal text.
const amount = fc
  .tuple(fc.integer({ min: 1, max: 1_000_000_000_000 }), fc.integer({ min: 0, max: 8 }))
  .map(([units, scale]) =>
    formatAmount(new LedgerDecimal(units).div(new LedgerDecimal(10).pow(scale))),
  );
const op = fc.record({
  kind: fc.constantFrom<Kind>(
    'credit',
    'debit',
    'debit',
    'freeze',
    'unfreeze',
    'debitFrozen',
    'transfer',
  ),
  account: fc.constantFrom(...accounts),
  to: fc.constantFrom(...accounts),
  currency: fc.constantFrom(...currencies),
  amount,
});
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

interface Cell {
  available: LedgerDecimal;
  frozen: LedgerDecimal;
}
const zero = () => ({ available: new LedgerDecimal(0), frozen: new LedgerDecimal(0) });

/** The model's outcome of an operation: the new cells, or null when the ledger must refuse. */
function apply(model: Map<string, Cell>, o: Op): Map<string, Cell> | null {
  const next = new Map(model);
  const key = (a: BalanceAccount) => `${a}/${o.currency}`;
  const cell = (a: BalanceAccount) => next.get(key(a)) ?? zero();
  const x = new LedgerDecimal(o.amount);
  const c = cell(o.account);
  const set = (a: BalanceAccount, v: Cell) => next.set(key(a), v);
  switch (o.kind) {
    case 'credit':
      set(o.account, { ...c, available: c.available.plus(x) });
      break;
    case 'debit':
      set(o.account, { ...c, available: c.available.minus(x) });
      break;
    case 'freeze':
      set(o.account, { available: c.available.minus(x), frozen: c.frozen.plus(x) });
      break;
    case 'unfreeze':
      set(o.account, { available: c.available.plus(x), frozen: c.frozen.minus(x) });
      break;
    case 'debitFrozen':
      set(o.account, { ...c, frozen: c.frozen.minus(x) });
      break;
    case 'transfer': {
      if (o.to === o.account) return model; // skipped below
      set(o.account, { ...c, available: c.available.minus(x) });
      const d = cell(o.to);
      set(o.to, { ...d, available: d.available.plus(x) });
      break;
    }
  }
  for (const v of next.values()) if (v.available.isNegative() || v.frozen.isNegative()) return null;
  return next;
}

let run = 0;
it('balances always equal the sum of their log, never negative, refusals change nothing', async () => {
  let refusals = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
      run += 1;
      // A new user per run keeps runs independent on one database.
      const { id: userId } = await t.db.user.create({
        data: { account: `prop-${run}`, passwordHash: 'x', inviteCode: `P${run}` },
      });
      let model = new Map<string, Cell>();
      for (const o of ops) {
        if (o.kind === 'transfer' && o.to === o.account) continue;
        const expected = apply(model, o);
        const before = {
          balances: await listBalances(t.db, userId),
          logs: await t.db.balanceLog.count({ where: { userId } }),
        };
        const m = {
          userId,
          account: o.account,
          currency: o.currency,
          amount: o.amount,
          type: BalanceLogType.QA_ADJUSTMENT,
        };
        const outcome = await t.db
          .$transaction(async (tx) => {
            if (o.kind === 'transfer')
              return transfer(tx, {
                userId,
                from: o.account,
                to: o.to,
                currency: o.currency,
                amount: o.amount,
              });
            return { credit, debit, freeze, unfreeze, debitFrozen }[o.kind](tx, m);
          })
          .then(
            () => 'ok' as const,
            (e: unknown) => e,
          );
        if (expected === null) {
          refusals += 1;
          expect(outcome).toBeInstanceOf(AppError);
          expect(outcome).toMatchObject({ code: 409, key: 'balance.insufficient' });
          expect(await listBalances(t.db, userId)).toEqual(before.balances);
          expect(await t.db.balanceLog.count({ where: { userId } })).toBe(before.logs);
        } else {
          expect(outcome).toBe('ok');
          model = expected;
        }
      }
      expect(await reconcile(t.db, userId)).toEqual([]);
      for (const b of await listBalances(t.db, userId)) {
        expect(new LedgerDecimal(b.available).isNegative()).toBe(false);
        expect(new LedgerDecimal(b.frozen).isNegative()).toBe(false);
        const m = model.get(`${b.account}/${b.currency}`) ?? zero();
        expect([b.available, b.frozen]).toEqual([
          formatAmount(m.available),
          formatAmount(m.frozen),
        ]);
      }
    }),
    { numRuns: 60, seed: 20260101 },
  );
  // The generator must actually exercise refusals, or the property says little.
  expect(refusals).toBeGreaterThan(20);
}, 120_000);
