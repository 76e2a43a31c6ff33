import Decimal from 'decimal.js';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { PrismaClient } from '@sandbox/prisma';
import { createTestDatabase, type TestDatabase } from '@sandbox/prisma/test-db';
import { IEO_ORDER_STATUS } from '@sandbox/shared';
import { drawAllocation, seedCommitment } from '@sandbox/shared/ieo-draw';
import { ManualClock } from '../../src/clock.ts';
import { AppError } from '../../src/errors.ts';
import { credit, reconcile } from '../../src/ledger/index.ts';
import { BalanceLogType } from '../../src/ledger/types.ts';
import { createIeoModule } from '../../src/modules/ieo/index.ts';
import { noNotices } from '../no-notices.ts';

/*
 * Property: for any project (pro rata or lottery, any supply), any applications, clock
 * advances with or without calendar passes (as after downtime) and payments at any time,
 * then a last pass after listing: the published hash is sha256 of the revealed seed; every
 * allocation is drawAllocation of that seed and the applications; an allocation was paid
 * (once, won x price truncated) only within the payment window, unpaid ones expired; each
 * paid allocation was delivered once in the token; every balance equals its log.
 */

const HOUR = 3_600_000;
let database: TestDatabase;
let db: PrismaClient;
const clock = new ManualClock(new Date('2026-01-01T04:00:00Z'));

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await db.currency.create({ data: { code: 'USDT', name: 'Tether', kind: 1, precision: 2, usdPrice: '1' } });
});
afterAll(async () => {
  await database.cleanup();
});

type Op = { kind: 'apply'; user: number; lots: number } | { kind: 'advance'; hours: number; run: boolean } | { kind: 'pay'; user: number };
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('apply' as const), user: fc.nat({ max: 4 }), lots: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 30 })) }),
  fc.record({ kind: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 12 }), run: fc.boolean() }),
  fc.record({ kind: fc.constant('pay' as const), user: fc.nat({ max: 4 }) }),
);

async function tolerant(step: () => Promise<unknown>) {
  try {
    await step();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

let runNo = 0;
/** What the runs reached, so the property is known to exercise every end of a subscription. */
const reached = { completed: 0, expired: 0, notWon: 0, oversubscribed: 0 };

test('draws recompute from the revealed seed, payments and deliveries happen once and in their windows', async () => {
  const { ieo, schedule } = createIeoModule({ db, clock, notify: noNotices, onSymbolListed: () => undefined });
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom<'proRata' | 'lottery'>('proRata', 'lottery'),
      fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 25 })),
      fc.array(op, { minLength: 1, maxLength: 30 }),
      async (allocation, supplyLots, ops) => {
        runNo += 1;
        const start = clock.now().getTime();
        const coin = `T${runNo}`;
        const p = await db.ieoProject.create({
          data: {
            name: coin, coin, estimatedPrice: '0.05', issuePrice: '0.037', totalSupply: String(supplyLots * 10), minSubscribe: '10', maxSubscribe: '300',
            startAt: new Date(start), endAt: new Date(start + 24 * HOUR), lotteryAt: new Date(start + 30 * HOUR), payUntil: new Date(start + 50 * HOUR),
            listAt: new Date(start + 70 * HOUR), status: 0, requiredKycLevel: 0, allocation,
          },
        });
        const users: string[] = [];
        for (let i = 0; i < 5; i++) {
          const u = await db.user.create({ data: { account: `ieo-prop-${runNo}-${i}`, passwordHash: 'x', inviteCode: `I${runNo}x${i}` } });
          await db.$transaction((tx) => credit(tx, { userId: u.id, account: 'spot', currency: 'USDT', amount: '20', type: BalanceLogType.SEED_GRANT }));
          users.push(u.id);
        }
        const paidAt = new Map<string, number>();
        for (const o of ops) {
          if (o.kind === 'apply') await tolerant(() => ieo.apply(users[o.user]!, { projectId: p.id, quantity: String(o.lots * 10) }));
          else if (o.kind === 'advance') {
            clock.advance(o.hours * HOUR);
            if (o.run) await schedule.runPass();
          } else {
            // The screen lists the subscriptions first, which runs the calendar's due steps.
            await schedule.runPass();
            const order = await db.ieoOrder.findFirst({ where: { userId: users[o.user]!, projectId: p.id } });
            if (order) await tolerant(async () => {
              await ieo.pay(users[o.user]!, order.id);
              paidAt.set(order.id, clock.now().getTime());
            });
          }
        }
        clock.set(new Date(Math.max(clock.now().getTime(), start + 70 * HOUR)));
        await schedule.runPass();
        await schedule.runPass();

        const project = await db.ieoProject.findUniqueOrThrow({ where: { id: p.id } });
        const orders = await db.ieoOrder.findMany({ where: { projectId: p.id } });
        if (orders.length > 0) expect(seedCommitment(project.seed!)).toBe(project.seedHash);
        const won = drawAllocation({
          seed: project.seed ?? '', allocation, totalSupply: project.totalSupply, lotSize: '10', decimals: 8,
          applications: orders.map((o) => ({ orderNo: o.orderNo, quantity: o.quantity })),
        });
        for (const o of orders) {
          const w = won.get(o.orderNo)!;
          expect(o.winQuantity).toBe(w);
          const amount = new Decimal(w).times('0.037').toDecimalPlaces(2, Decimal.ROUND_DOWN);
          const logs = await db.balanceLog.findMany({ where: { refId: o.id } });
          const pays = logs.filter((l) => l.type === BalanceLogType.IEO_PAY);
          const deliveries = logs.filter((l) => l.type === BalanceLogType.IEO_DELIVERY);
          reached[o.status === IEO_ORDER_STATUS.COMPLETED ? 'completed' : o.status === IEO_ORDER_STATUS.EXPIRED ? 'expired' : 'notWon'] += 1;
          if (o.status === IEO_ORDER_STATUS.COMPLETED) {
            const at = paidAt.get(o.id)!;
            expect(at >= start + 30 * HOUR && at < start + 50 * HOUR).toBe(true);
            expect(pays.map((l) => l.availableDelta)).toEqual(amount.gt(0) ? [amount.negated().toFixed()] : []);
            expect(deliveries.map((l) => [l.currency, l.availableDelta])).toEqual([[coin, w]]);
          } else {
            expect(o.status).toBe(new Decimal(w).gt(0) ? IEO_ORDER_STATUS.EXPIRED : IEO_ORDER_STATUS.NOT_WON);
            expect([pays.length, deliveries.length]).toEqual([0, 0]);
          }
        }
        expect(project.status).toBe(4);
        if (orders.reduce((s, o) => s.plus(o.quantity), new Decimal(0)).gt(project.totalSupply)) reached.oversubscribed += 1;
        for (const u of users) expect(await reconcile(db, u)).toEqual([]);
      },
    ),
    { numRuns: 40, seed: 20261125 },
  );
  for (const [what, n] of Object.entries(reached)) expect(n, `runs reaching ${what}`).toBeGreaterThan(0);
}, 240_000);
