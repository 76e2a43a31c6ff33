import Decimal from 'decimal.js';
import type { PrismaClient } from '@sandbox/prisma';
import { MONEY_DP, PRODUCT_ORDER_STATUS, PRODUCT_TYPE, toRegionTime, truncate } from '@sandbox/shared';
import { earnDailyIncome, earnDaysDue, earnPaymentAt, minerDailyOutput, regionDay, regionDayStart } from '@sandbox/shared/earn';
import type { Clock } from '../../clock.ts';
import { postAll } from '../../ledger/index.ts';
import { BalanceLogType, type LedgerEntry } from '../../ledger/types.ts';
import { paidDays } from './mappers.ts';

const D = Decimal.clone({ precision: 64 });
const BATCH = 500;

export type AccrualService = ReturnType<typeof createAccrualService>;

export interface AccrualResult {
  /** Orders that received at least one day (or ended) in this pass. */
  orders: number;
  /** Days paid (one per order and day, also when the day's income truncates to 0). */
  days: number;
  /** Orders that ended (principal returned). */
  ended: number;
}

interface DueOrder {
  id: string;
  orderNo: string;
  userId: string;
  type: number;
  currency: string;
  amount: string;
  quantity: number;
  dailyRate: string;
  cycleDays: number;
  startAt: Date;
  lastAccrualAt: Date | null;
  product: { unitPrice: string | null };
}

/** Income of one day of an order: principal x rate / 100, or machines x the output of one machine; truncated. */
export function dailyIncomeOf(o: Pick<DueOrder, 'type' | 'amount' | 'quantity' | 'dailyRate' | 'product'>, decimals: number): string {
  if (o.type === PRODUCT_TYPE.MINING && o.product.unitPrice) return minerDailyOutput(o.quantity, o.product.unitPrice, o.dailyRate, decimals);
  return earnDailyIncome(o.amount, o.dailyRate, decimals);
}

/**
 * Daily income of running product orders, on the sandbox clock. Day k of an order
 * (bought on region day d) is paid at the start of region day d + k; the order's
 * `lastAccrualAt` is the payment instant of its last paid day (its watermark). A pass
 * pays every day from the watermark to today in one go, so downtime or a clock jump
 * is caught up exactly once: each order's update is guarded by the watermark it read,
 * and its ledger entries are written in the same transaction, so a second pass (or one
 * killed halfway, whose transaction rolls back) never pays a day twice. On its last
 * day the order ends and its principal returns in the same transaction. Orders are
 * read in batches of 500 by id, each batch one transaction with one ledger call.
 */
export function createAccrualService(deps: { db: PrismaClient; clock: Clock }) {
  const { db, clock } = deps;

  async function currencyDecimals(): Promise<Map<string, number>> {
    const rows = await db.currency.findMany({ select: { code: true, precision: true } });
    return new Map(rows.map((r) => [r.code, Math.min(r.precision, MONEY_DP)]));
  }

  /** Pays every due day of every running order (optionally one user's); returns what it did. */
  async function accrueDue(filter: { userId?: string } = {}): Promise<AccrualResult> {
    const now = clock.now();
    const today = regionDayStart(regionDay(now));
    const decimals = await currencyDecimals();
    const result: AccrualResult = { orders: 0, days: 0, ended: 0 };
    let after = '';
    for (;;) {
      const due: DueOrder[] = await db.productOrder.findMany({
        where: {
          ...filter,
          id: { gt: after },
          status: PRODUCT_ORDER_STATUS.RUNNING,
          // Bought before today's boundary and not yet paid for it.
          startAt: { lt: today },
          OR: [{ lastAccrualAt: null }, { lastAccrualAt: { lt: today } }],
        },
        select: {
          id: true, orderNo: true, userId: true, type: true, currency: true, amount: true, quantity: true,
          dailyRate: true, cycleDays: true, startAt: true, lastAccrualAt: true, product: { select: { unitPrice: true } },
        },
        orderBy: { id: 'asc' },
        take: BATCH,
      });
      if (due.length === 0) return result;
      after = due[due.length - 1]!.id;
      await db.$transaction(async (tx) => {
        const entries: LedgerEntry[] = [];
        for (const o of due) {
          const from = paidDays(o) + 1;
          const to = earnDaysDue(o.startAt, o.cycleDays, now);
          if (to < from) continue;
          const daily = dailyIncomeOf(o, decimals.get(o.currency) ?? MONEY_DP);
          const ended = to === o.cycleDays;
          const claimed = await tx.productOrder.updateMany({
            where: { id: o.id, status: PRODUCT_ORDER_STATUS.RUNNING, lastAccrualAt: o.lastAccrualAt },
            data: {
              lastAccrualAt: earnPaymentAt(o.startAt, to),
              todayIncome: daily,
              totalIncome: truncate(new D(daily).times(to), 18),
              ...(ended ? { status: PRODUCT_ORDER_STATUS.ENDED } : {}),
            },
          });
          // Another pass paid these days first.
          if (claimed.count !== 1) continue;
          const ref = { userId: o.userId, account: 'spot' as const, currency: o.currency, refType: 'ProductOrder', refId: o.id };
          // A day whose income truncates to 0 is still a paid day; it just writes no log row.
          if (!new D(daily).isZero()) {
            for (let day = from; day <= to; day++) {
              const at = earnPaymentAt(o.startAt, day);
              const date = toRegionTime(at).slice(0, 10);
              entries.push({ ...ref, type: BalanceLogType.PRODUCT_INCOME, availableDelta: daily, remark: `${o.orderNo} ${date} ${day}/${o.cycleDays}`, at });
            }
          }
          if (ended) {
            entries.push({ ...ref, type: BalanceLogType.PRODUCT_PRINCIPAL_RETURN, availableDelta: o.amount, remark: o.orderNo, at: earnPaymentAt(o.startAt, to) });
            result.ended += 1;
          }
          result.orders += 1;
          result.days += to - from + 1;
        }
        await postAll(tx, entries);
      });
      if (due.length < BATCH) return result;
    }
  }

  return { accrueDue };
}
