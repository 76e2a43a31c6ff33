import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { PrismaClient } from '@sandbox/prisma';
import { createTestDatabase, type TestDatabase } from '@sandbox/prisma/test-db';
import Decimal from 'decimal.js';
import { ManualClock } from '../../src/clock.ts';
import { credit, reconcile } from '../../src/ledger/index.ts';
import { BalanceLogType } from '../../src/ledger/types.ts';
import { createEarnModule } from '../../src/modules/earn/index.ts';
import { FakePriceFeed } from '../fake-price-feed.ts';

/*
 * Property: after any sequence of purchases, clock advances of any length and
 * accrual passes (run or skipped, as after downtime), each order has been paid
 * exactly its due days, each day principal x rate / 100 truncated to 2 decimals
 * (computed here by hand from the stored rate), ended orders have their principal
 * back, and the spot balance equals the model and the sum of its log. Driven at the
 * service layer (the HTTP path is covered by the API tests) so that many runs fit.
 */

const DAY = 86_400_000;
const REGION = 8 * 3_600_000;
let database: TestDatabase;
let db: PrismaClient;
const clock = new ManualClock(new Date('2026-01-01T04:00:00Z'));

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await db.currency.create({ data: { code: 'USDT', name: 'Tether', kind: 1, precision: 2 } });
  await db.product.create({
    data: { id: 'p', type: 1, name: 'AI quant', currency: 'USDT', cycleDays: 5, dailyRateMin: '0.5', dailyRateMax: '0.95', minAmount: '1', maxAmount: '100000', status: 1 },
  });
});
afterAll(async () => {
  await database.cleanup();
});

type Op = { kind: 'buy'; amount: string } | { kind: 'advance'; hours: number; run: boolean };
const amount = fc.tuple(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 99 })).map(([i, c]) => new Decimal(`${i}.${String(c).padStart(2, '0')}`).toFixed());
const op: fc.Arbitrary<Op> = fc.oneof(
  amount.map((a) => ({ kind: 'buy' as const, amount: a })),
  fc.record({ kind: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 80 }), run: fc.boolean() }),
);
const regionDayOf = (t: Date) => Math.floor((t.getTime() + REGION) / DAY);

let runNo = 0;

test('every order is paid exactly its due days, and every balance equals its log', async () => {
  const prod = createEarnModule({ db, clock, feed: new FakePriceFeed() });
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 20 }), async (ops) => {
      runNo += 1;
      const user = await db.user.create({ data: { account: `prop-${runNo}`, passwordHash: 'x', inviteCode: `P${runNo}` } });
      await db.$transaction((tx) => credit(tx, { userId: user.id, account: 'spot', currency: 'USDT', amount: '1000000', type: BalanceLogType.SEED_GRANT }));
      const bought: Array<{ id: string; amount: string }> = [];
      for (const o of ops) {
        if (o.kind === 'buy') {
          const r = await prod.products.debitBuy(user.id, { productId: 'p', amount: o.amount });
          bought.push({ id: r.id, amount: o.amount });
        } else {
          clock.advance(o.hours * 3_600_000);
          if (o.run) await prod.accrual.accrueDue();
        }
      }
      await prod.accrual.accrueDue();
      const now = clock.now();
      let model = new Decimal(1000000);
      for (const b of bought) {
        const row = await db.productOrder.findUniqueOrThrow({ where: { id: b.id } });
        const days = Math.min(5, regionDayOf(now) - regionDayOf(row.startAt));
        const daily = new Decimal(b.amount).times(row.dailyRate).div(100).toDecimalPlaces(2, Decimal.ROUND_DOWN);
        const paid = await db.balanceLog.findMany({ where: { refId: b.id, type: BalanceLogType.PRODUCT_INCOME } });
        expect(paid.length).toBe(daily.isZero() ? 0 : days);
        expect(paid.every((l) => l.availableDelta === daily.toFixed())).toBe(true);
        expect(row.totalIncome).toBe(daily.times(days).toFixed());
        expect(row.status).toBe(days === 5 ? 2 : 1);
        const back = await db.balanceLog.count({ where: { refId: b.id, type: BalanceLogType.PRODUCT_PRINCIPAL_RETURN } });
        expect(back).toBe(days === 5 ? 1 : 0);
        model = model.minus(b.amount).plus(daily.times(days));
        if (days === 5) model = model.plus(b.amount);
      }
      const balance = await db.balance.findUniqueOrThrow({ where: { userId_account_currency: { userId: user.id, account: 'spot', currency: 'USDT' } } });
      expect(balance.available).toBe(model.toFixed());
      expect(await reconcile(db, user.id)).toEqual([]);
    }),
    { numRuns: 30 },
  );
}, 180_000);
