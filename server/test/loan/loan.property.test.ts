import Decimal from 'decimal.js';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { PrismaClient } from '@sandbox/prisma';
import { createTestDatabase, type TestDatabase } from '@sandbox/prisma/test-db';
import { LOAN_STATUS } from '@sandbox/shared';
import { LOAN_DAY_MS, loanInterest, loanLtvPercent } from '@sandbox/shared/loan-terms';
import { ManualClock } from '../../src/clock.ts';
import { AppError } from '../../src/errors.ts';
import { credit, debit, reconcile } from '../../src/ledger/index.ts';
import { BalanceLogType } from '../../src/ledger/types.ts';
import { createLoanModule } from '../../src/modules/loan/index.ts';
import { FakePriceFeed } from '../fake-price-feed.ts';
import { noNotices } from '../no-notices.ts';

/*
 * Property: after any sequence of credit and pledge applications, approvals,
 * rejections, repayments, spending, price moves and clock advances with or without
 * job passes (as after downtime), then one last pass: every balance equals its log;
 * the frozen BTC is exactly the pledges of open loans; each loan was disbursed once
 * if it ever ran and repaid once if repaid; a loan repaid from spot paid principal +
 * interest for its started days + the overdue penalty, recomputed here; no running
 * loan is past its end, and none is at or beyond the liquidation LTV. Driven at the
 * service layer (the HTTP path is covered by the API tests) so that many runs fit.
 */

let database: TestDatabase;
let db: PrismaClient;
const clock = new ManualClock(new Date('2026-01-01T04:00:00Z'));
const feed = new FakePriceFeed().set('BTCUSDT', '60000');

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await db.currency.createMany({
    data: [
      { code: 'USDT', name: 'Tether', kind: 1, precision: 2, usdPrice: '1' },
      { code: 'BTC', name: 'Bitcoin', kind: 1, precision: 8 },
    ],
  });
  await db.loanSetting.createMany({
    data: [
      { id: 'c', type: 1, name: 'credit', currency: 'USDT', minAmount: '100', maxAmount: '5000', maxAmountKyc: '5000', days: 3, dailyRate: '0.5', requiredKycLevel: 1 },
      { id: 'p', type: 2, name: 'pledge', currency: 'USDT', minAmount: '100', maxAmount: '30000', maxAmountKyc: '30000', days: 3, dailyRate: '0.2', pledgeCurrency: 'BTC', pledgeRate: '1.5' },
    ],
  });
  await db.systemSetting.create({ data: { key: 'loan.credit.maxOpen', value: '3', isPublic: false } });
});
afterAll(async () => {
  await database.cleanup();
});

type Op =
  | { kind: 'apply'; set: 'c' | 'p'; amount: string }
  | { kind: 'approve' | 'reject' | 'repay'; k: number }
  | { kind: 'advance'; hours: number; run: boolean }
  | { kind: 'price'; usdt: number; run: boolean }
  | { kind: 'spendAll' }
  | { kind: 'fund'; amount: number };
const cents = fc.tuple(fc.integer({ min: 100, max: 20000 }), fc.integer({ min: 0, max: 99 })).map(([i, c]) => new Decimal(`${i}.${String(c).padStart(2, '0')}`).toFixed());
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('apply' as const), set: fc.constantFrom<'c' | 'p'>('c', 'p'), amount: cents }),
  fc.record({ kind: fc.constantFrom<'approve' | 'reject' | 'repay'>('approve', 'approve', 'reject', 'repay'), k: fc.nat({ max: 5 }) }),
  fc.record({ kind: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 120 }), run: fc.boolean() }),
  fc.record({ kind: fc.constant('price' as const), usdt: fc.integer({ min: 30000, max: 90000 }), run: fc.boolean() }),
  fc.constant({ kind: 'spendAll' as const }),
  fc.record({ kind: fc.constant('fund' as const), amount: fc.integer({ min: 1, max: 3000 }) }),
);

/** A refusal is an expected outcome of a random step (a rule said no); anything else fails the property. */
async function tolerant(step: () => Promise<unknown>) {
  try {
    await step();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

let runNo = 0;
/** What the runs reached, so the property is known to exercise every way a loan ends. */
const reached = { spot: 0, collateral: 0, overdue: 0, rejected: 0, running: 0 };

test('any sequence keeps balances, pledges, disbursements and repayments exact', async () => {
  const { loans, settlement } = createLoanModule({ db, clock, feed, notify: noNotices });
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 16 }), async (ops) => {
      runNo += 1;
      const user = await db.user.create({ data: { account: `loan-prop-${runNo}`, passwordHash: 'x', inviteCode: `L${runNo}`, kycLevel: 1 } });
      const grant = (currency: string, amount: string) =>
        db.$transaction((tx) => credit(tx, { userId: user.id, account: 'spot', currency, amount, type: BalanceLogType.SEED_GRANT }));
      await grant('USDT', '1000');
      await grant('BTC', '1');
      const ids: string[] = [];
      for (const o of ops) {
        if (o.kind === 'apply') {
          const upload = await db.upload.create({ data: { userId: user.id, storedName: `sig-${runNo}-${ids.length}-${Math.random()}`, mime: 'image/png', size: 1, purpose: 'loanSignature' } });
          await tolerant(async () => {
            const input = { setId: o.set, amount: o.amount, signatureUploadId: upload.id };
            ids.push((o.set === 'c' ? await loans.creditApply(user.id, input) : await loans.pledgeApply(user.id, input)).id);
          });
        } else if (o.kind === 'approve' || o.kind === 'reject' || o.kind === 'repay') {
          const id = ids[o.k % Math.max(1, ids.length)];
          if (!id) continue;
          await tolerant(() => (o.kind === 'approve' ? settlement.approve(id) : o.kind === 'reject' ? settlement.reject(id, 'no') : loans.repay(user.id, id)));
        } else if (o.kind === 'advance') {
          clock.advance(o.hours * 3_600_000);
          if (o.run) await settlement.runPass();
        } else if (o.kind === 'price') {
          feed.set('BTCUSDT', String(o.usdt));
          if (o.run) await settlement.runPass();
        } else if (o.kind === 'spendAll') {
          const b = await db.balance.findUnique({ where: { userId_account_currency: { userId: user.id, account: 'spot', currency: 'USDT' } } });
          if (b && new Decimal(b.available).gt(0)) {
            await db.$transaction((tx) => debit(tx, { userId: user.id, account: 'spot', currency: 'USDT', amount: b.available, type: BalanceLogType.QA_ADJUSTMENT }));
          }
        } else if (o.kind === 'fund') {
          await grant('USDT', String(o.amount));
        }
      }
      await settlement.runPass();

      expect(await reconcile(db, user.id)).toEqual([]);
      const rows = await db.loan.findMany({ where: { userId: user.id } });
      const logs = await db.balanceLog.findMany({ where: { userId: user.id, refType: 'Loan' } });
      const open = [LOAN_STATUS.PENDING_REVIEW, LOAN_STATUS.PASSED, LOAN_STATUS.OVERDUE] as number[];
      const pledged = rows.filter((l) => l.pledgeAmount && open.includes(l.status)).reduce((s, l) => s.plus(l.pledgeAmount!), new Decimal(0));
      const btc = await db.balance.findUnique({ where: { userId_account_currency: { userId: user.id, account: 'spot', currency: 'BTC' } } });
      expect(new Decimal(btc?.frozen ?? '0').eq(pledged)).toBe(true);
      const now = clock.now();
      const price = feed.markPrice('BTCUSDT')!;
      for (const l of rows) {
        const mine = logs.filter((g) => g.refId === l.id);
        const count = (type: number) => mine.filter((g) => g.type === type).length;
        expect(count(BalanceLogType.LOAN_DISBURSE)).toBe(l.startAt ? 1 : 0);
        expect(count(BalanceLogType.LOAN_REPAY)).toBe(l.status === LOAN_STATUS.REPAID && (l.pledgeTaken === null || new Decimal(l.pledgeTaken).gt(0)) ? 1 : 0);
        if (l.status === LOAN_STATUS.REPAID && l.pledgeTaken === null) {
          // Repaid from spot: principal + interest for the started days (at least 1, at most the term) + the penalty.
          const started = Math.ceil((l.repaidAt!.getTime() - l.startAt!.getTime()) / LOAN_DAY_MS);
          const interest = loanInterest(l.amount, l.dailyRate, Math.min(l.days, Math.max(1, started)), 2);
          const lateDays = l.overdueAt ? Math.max(0, Math.ceil((l.repaidAt!.getTime() - l.overdueAt.getTime()) / LOAN_DAY_MS)) : 0;
          const penalty = loanInterest(l.amount, new Decimal(l.dailyRate).times(2), lateDays, 2);
          const expected = new Decimal(l.amount).plus(interest).plus(penalty);
          expect(l.repaidAmount).toBe(expected.toFixed());
          expect(mine.find((g) => g.type === BalanceLogType.LOAN_REPAY)!.availableDelta).toBe(expected.negated().toFixed());
        }
        if (l.status === LOAN_STATUS.PASSED) {
          expect(l.endAt!.getTime()).toBeGreaterThan(now.getTime());
          if (l.pledgeAmount) {
            const started = Math.max(1, Math.ceil((now.getTime() - l.startAt!.getTime()) / LOAN_DAY_MS));
            const debt = new Decimal(l.amount).plus(loanInterest(l.amount, l.dailyRate, Math.min(l.days, started), 2));
            expect(loanLtvPercent(debt, l.pledgeAmount, price).lt(90)).toBe(true);
          }
        }
        if (l.status === LOAN_STATUS.OVERDUE) expect(l.pledgeAmount).toBeNull();
        if (l.status === LOAN_STATUS.REPAID) reached[l.pledgeTaken === null ? 'spot' : 'collateral'] += 1;
        if (l.overdueAt) reached.overdue += 1;
        if (l.status === LOAN_STATUS.REJECTED) reached.rejected += 1;
        if (l.status === LOAN_STATUS.PASSED) reached.running += 1;
      }
    }),
    { numRuns: 25, seed: 20261125 },
  );
  for (const [what, n] of Object.entries(reached)) expect(n, `runs reaching ${what}`).toBeGreaterThan(0);
});
