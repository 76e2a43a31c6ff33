import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { PrismaClient } from '@sandbox/prisma';
import { createTestDatabase, type TestDatabase } from '@sandbox/prisma/test-db';
import Decimal from 'decimal.js';
import { ManualClock } from '../../src/clock.ts';
import { AppError } from '../../src/errors.ts';
import { reconcile } from '../../src/ledger/index.ts';
import { hashPassword } from '../../src/modules/identity/passwords/password.ts';
import { createWalletServices } from '../../src/modules/wallet/index.ts';
import { FakePriceFeed } from '../fake-price-feed.ts';
import { WITHDRAWAL_PASSWORD, seedFinanceReference } from '../wallet-fixtures.ts';
import { noNotices } from '../no-notices.ts';

/*
 * Property: after any sequence of deposits, approvals, rejections,
 * withdrawals, payments and failures, every balance equals the sum of its log,
 * nothing is negative, available + frozen is the total the wallet shows, and
 * the balances equal a plain model of the rules. Driven at the service layer
 * (the HTTP path is covered by the API tests) so that many runs fit.
 */

let database: TestDatabase;
let db: PrismaClient;
let passwordHash: string;
const clock = new ManualClock();

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedFinanceReference(db);
  passwordHash = await hashPassword(WITHDRAWAL_PASSWORD);
});
afterAll(async () => {
  await database.cleanup();
});

type Op =
  | { kind: 'deposit'; amount: string }
  | { kind: 'approveDeposit' | 'rejectDeposit'; pick: number }
  | { kind: 'withdraw'; amount: string }
  | { kind: 'approveW' | 'rejectW' | 'payW' | 'failW'; pick: number };

const amount = fc.tuple(fc.integer({ min: 10, max: 400 }), fc.integer({ min: 0, max: 99 })).map(([i, c]) => new Decimal(`${i}.${String(c).padStart(2, '0')}`).toFixed());
const op: fc.Arbitrary<Op> = fc.oneof(
  amount.map((a) => ({ kind: 'deposit' as const, amount: a })),
  amount.map((a) => ({ kind: 'withdraw' as const, amount: a })),
  ...(['approveDeposit', 'rejectDeposit', 'approveW', 'rejectW', 'payW', 'failW'] as const).map((kind) => fc.nat(20).map((pick) => ({ kind, pick }))),
);

let runNo = 0;

test('balances always equal their log, never go negative, and follow the rules', async () => {
  const finance = createWalletServices({ db, clock, priceFeed: new FakePriceFeed(), notify: noNotices, verifyGoogleCode: async () => undefined, onRechargeApproved: async () => undefined });
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
      runNo += 1;
      const user = await db.user.create({ data: { account: `prop-${runNo}`, passwordHash, withdrawPasswordHash: passwordHash, inviteCode: `P${runNo}`, kycLevel: 1 } });
      const account = await db.withdrawalAccount.create({ data: { userId: user.id, type: 1, currency: 'USDT', network: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' } });
      const model = { available: new Decimal(0), frozen: new Decimal(0) };
      const deposits: Array<{ id: string; amount: string; status: number }> = [];
      const withdrawals: Array<{ id: string; amount: string; status: number }> = [];
      const expectRefused = async (run: () => Promise<unknown>) => {
        await expect(run()).rejects.toBeInstanceOf(AppError);
      };

      for (const o of ops) {
        clock.advance(1000);
        switch (o.kind) {
          case 'deposit': {
            const proof = await db.upload.create({ data: { userId: user.id, storedName: `p-${runNo}-${deposits.length}`, mime: 'image/png', size: 1, purpose: 'rechargeProof' } });
            const r = await finance.recharges.apply(user.id, { currency: 'USDT', network: 'TRC20', amount: o.amount, proofUploadId: proof.id });
            deposits.push({ id: r.id, amount: o.amount, status: 0 });
            break;
          }
          case 'approveDeposit':
          case 'rejectDeposit': {
            const d = deposits[o.pick % Math.max(1, deposits.length)];
            if (!d) break;
            const run = () => (o.kind === 'approveDeposit' ? finance.recharges.approve(d.id) : finance.recharges.reject(d.id, 'no'));
            if (d.status !== 0) {
              await expectRefused(run);
              break;
            }
            await run();
            d.status = o.kind === 'approveDeposit' ? 1 : -1;
            if (d.status === 1) model.available = model.available.plus(d.amount);
            break;
          }
          case 'withdraw': {
            const run = () => finance.withdrawals.apply(user.id, { currency: 'USDT', amount: o.amount, accountId: account.id, withdrawalPassword: WITHDRAWAL_PASSWORD });
            if (new Decimal(o.amount).greaterThan(model.available) || new Decimal(o.amount).lessThan(20)) {
              await expectRefused(run);
              break;
            }
            const w = await run();
            withdrawals.push({ id: w.id, amount: o.amount, status: 0 });
            model.available = model.available.minus(o.amount);
            model.frozen = model.frozen.plus(o.amount);
            break;
          }
          default: {
            const w = withdrawals[o.pick % Math.max(1, withdrawals.length)];
            if (!w) break;
            const from = o.kind === 'approveW' || o.kind === 'rejectW' ? 0 : 1;
            const run = () =>
              o.kind === 'approveW'
                ? finance.withdrawals.approve(w.id)
                : o.kind === 'rejectW'
                  ? finance.withdrawals.reject(w.id, 'no')
                  : o.kind === 'payW'
                    ? finance.withdrawals.pay(w.id)
                    : finance.withdrawals.fail(w.id, 'bank');
            if (w.status !== from) {
              await expectRefused(run);
              break;
            }
            await run();
            w.status = { approveW: 1, rejectW: -1, payW: 2, failW: -2 }[o.kind];
            if (o.kind === 'payW') model.frozen = model.frozen.minus(w.amount);
            if (o.kind === 'rejectW' || o.kind === 'failW') {
              model.frozen = model.frozen.minus(w.amount);
              model.available = model.available.plus(w.amount);
            }
          }
        }
        const row = await db.balance.findUnique({ where: { userId_account_currency: { userId: user.id, account: 'spot', currency: 'USDT' } } });
        const available = new Decimal(row?.available ?? '0');
        const frozen = new Decimal(row?.frozen ?? '0');
        expect(available.isNegative() || frozen.isNegative()).toBe(false);
        expect([available.toFixed(), frozen.toFixed()]).toEqual([model.available.toFixed(), model.frozen.toFixed()]);
      }
      expect(await reconcile(db, user.id)).toEqual([]);
      const [usdt] = await finance.assets.balances(user.id, 'USDT');
      expect(new Decimal(usdt!.available).plus(usdt!.frozen).toFixed()).toBe(new Decimal(usdt!.total).toFixed());
      expect(usdt!.total).toBe(model.available.plus(model.frozen).toFixed());
    }),
    { numRuns: 40 },
  );
}, 180_000);
