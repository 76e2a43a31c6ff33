import Decimal from 'decimal.js';
import { readerOf, sqlOf, type PrismaClient, type Sql, type SqlValue, type Tx } from '@sandbox/prisma';
import { MONEY_DP, PRODUCT_ORDER_STATUS, PRODUCT_TYPE, toRegionTime, truncate } from '@sandbox/shared';
import { earnDailyIncome, earnDaysDue, earnPaymentAt, minerDailyOutput, regionDay, regionDayStart } from '@sandbox/shared/earn';
import type { Clock } from '../../clock.ts';
import { postAll } from '../../ledger/index.ts';
import { BalanceLogType, type LedgerEntry } from '../../ledger/types.ts';
import { paidDays } from './mappers.ts';

const D = Decimal.clone({ precision: 64 });
/** Orders per batch (one transaction): 6 bound values each in the claim, well under SQLite's 32,766. */
const BATCH = 2000;
/**
 * Ledger entries per postAll call: it writes its log rows in one INSERT of 13 values a row, so
 * 2,000 is 26,000 values, under SQLite's 32,766. A batch may hold many more entries (every day
 * of a catch-up after downtime, and the principal of each order that ends), posted in turn in
 * the same transaction.
 */
const LEDGER_CHUNK = 2000;

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

interface DueRow {
  id: string;
  orderNo: string;
  userId: string;
  type: number;
  currency: string;
  amount: string;
  quantity: number;
  dailyRate: string;
  cycleDays: number;
  status: number;
  startAt: string;
  lastAccrualAt: string | null;
  unitPrice: string | null;
}

// Running orders bought before today's boundary and not yet paid for it. Plain SQL (sqlOf,
// readerOf): a Prisma query per batch would be cheap, but a Prisma update per order is not.
// Their ids are read once per pass, in the status index's order: a cursor query per batch
// ("id > last ORDER BY id LIMIT n") makes SQLite walk and sort every running order again for
// each batch (it picks the status index), quadratic in the orders.
const DUE_IDS =
  'SELECT o."id" FROM "ProductOrder" o WHERE o."status" = ? AND o."startAt" < ? AND (o."lastAccrualAt" IS NULL OR o."lastAccrualAt" < ?)';
// One user's (the order list pays the caller's due days first): "+status" keeps SQLite off the
// status index, which would walk every running order, and on the user's (0.01 ms against 190 ms
// at 100,000 running orders).
const DUE_IDS_OF_USER =
  'SELECT o."id" FROM "ProductOrder" o WHERE +o."status" = ? AND o."startAt" < ? AND (o."lastAccrualAt" IS NULL OR o."lastAccrualAt" < ?) AND o."userId" = ?';
// One batch, read again by id inside its transaction; what another pass ended or paid meanwhile
// is skipped by the rule in code (the status and the watermark). With the due conditions in this
// statement SQLite would walk the status index instead of looking the ids up.
const BATCH_ROWS =
  'SELECT o."id", o."orderNo", o."userId", o."type", o."currency", o."amount", o."quantity", o."dailyRate", o."cycleDays", ' +
  'o."status", o."startAt", o."lastAccrualAt", p."unitPrice" FROM "ProductOrder" o JOIN "Product" p ON p."id" = o."productId" ' +
  'WHERE o."id" IN ';
const CLAIM_ROW = '(?, ?, ?, ?, ?, ?)';

/**
 * The claim of a batch in one statement: each order's watermark, today's and total income and
 * status move only where the order is still running with the watermark this pass read. The
 * orders it returns are the ones this pass pays; a racing pass that moved one first leaves it out.
 */
function claimStatement(rows: number): string {
  return (
    'WITH v("id", "seen", "paidAt", "todayIncome", "totalIncome", "status") AS (VALUES ' +
    Array.from({ length: rows }, () => CLAIM_ROW).join(', ') +
    ') UPDATE "ProductOrder" SET "lastAccrualAt" = v."paidAt", "todayIncome" = v."todayIncome", ' +
    '"totalIncome" = v."totalIncome", "status" = v."status", "updatedAt" = ? FROM v ' +
    'WHERE "ProductOrder"."id" = v."id" AND "ProductOrder"."status" = ? AND ' +
    '("ProductOrder"."lastAccrualAt" = v."seen" OR ("ProductOrder"."lastAccrualAt" IS NULL AND v."seen" IS NULL)) ' +
    'RETURNING "id"'
  );
}

/** Rows of a batch statement rounded up to a power of two (at most BATCH): at most a dozen shapes. */
const shapeOf = (rows: number) => Math.min(BATCH, 2 ** Math.ceil(Math.log2(Math.max(rows, 1))));

const toDue = (r: DueRow): DueOrder => ({
  ...r,
  startAt: new Date(r.startAt),
  lastAccrualAt: r.lastAccrualAt === null ? null : new Date(r.lastAccrualAt),
  product: { unitPrice: r.unitPrice },
});

/** Ids of the orders due at `now` (optionally one user's). */
async function dueIds(sql: Sql, now: Date, filter: { userId?: string }): Promise<string[]> {
  const today = regionDayStart(regionDay(now));
  const rows =
    filter.userId === undefined
      ? await sql.all<{ id: string }>(DUE_IDS, [PRODUCT_ORDER_STATUS.RUNNING, today, today])
      : await sql.all<{ id: string }>(DUE_IDS_OF_USER, [PRODUCT_ORDER_STATUS.RUNNING, today, today, filter.userId]);
  return rows.map((r) => r.id);
}

/**
 * Pays one batch of due orders inside the caller's transaction: one read, one guarded claim of
 * every order in it, one ledger call for every day of every claimed order (and its principal
 * when it ends). Orders of one batch share the day's income of equal orders and the remark
 * date of each payment instant, computed once.
 */
async function accrueBatch(tx: Tx, now: Date, ids: readonly string[]): Promise<AccrualResult> {
  const sql = sqlOf(tx);
  // The list padded with its last id: a few statement shapes, each prepared once (sql.ts caches them).
  const size = shapeOf(ids.length);
  const padded = [...ids, ...Array<string>(size - ids.length).fill(ids[ids.length - 1]!)];
  const rows = await sql.all<DueRow>(`${BATCH_ROWS}(${padded.map(() => '?').join(', ')}) ORDER BY o."id"`, padded);
  const outcome: AccrualResult = { orders: 0, days: 0, ended: 0 };
  if (rows.length === 0) return outcome;

  const decimals = new Map(
    (await sql.all<{ code: string; precision: number }>('SELECT "code", "precision" FROM "Currency"')).map((c) => [c.code, Math.min(c.precision, MONEY_DP)]),
  );
  // Equal orders (same kind, principal, machines and rate) earn the same: each figure computed once a batch.
  const incomes = new Map<string, string>();
  const totals = new Map<string, string>();
  const dates = new Map<number, string>();
  const dateOf = (at: Date) => {
    let date = dates.get(at.getTime());
    if (date === undefined) dates.set(at.getTime(), (date = toRegionTime(at).slice(0, 10)));
    return date;
  };

  interface Plan { o: DueOrder; from: number; to: number; daily: string; ended: boolean }
  const plans = new Map<string, Plan>();
  const claim: SqlValue[] = [];
  for (const row of rows) {
    if (row.status !== PRODUCT_ORDER_STATUS.RUNNING) continue;
    const o = toDue(row);
    const from = paidDays(o) + 1;
    const to = earnDaysDue(o.startAt, o.cycleDays, now);
    if (to < from) continue;
    const places = decimals.get(o.currency) ?? MONEY_DP;
    const key = `${o.type} ${o.amount} ${o.quantity} ${o.dailyRate} ${o.product.unitPrice} ${places}`;
    let daily = incomes.get(key);
    if (daily === undefined) incomes.set(key, (daily = dailyIncomeOf(o, places)));
    const ended = to === o.cycleDays;
    let total = totals.get(`${daily} ${to}`);
    if (total === undefined) totals.set(`${daily} ${to}`, (total = truncate(new D(daily).times(to), 18)));
    plans.set(o.id, { o, from, to, daily, ended });
    claim.push(o.id, o.lastAccrualAt, earnPaymentAt(o.startAt, to), daily, total, ended ? PRODUCT_ORDER_STATUS.ENDED : PRODUCT_ORDER_STATUS.RUNNING);
  }
  if (plans.size === 0) return outcome;
  // Padded with rows of nulls, which match no order.
  const shape = shapeOf(plans.size);
  claim.push(...Array<null>((shape - plans.size) * 6).fill(null));
  const claimed = await sql.all<{ id: string }>(claimStatement(shape), [...claim, new Date(), PRODUCT_ORDER_STATUS.RUNNING]);

  const entries: LedgerEntry[] = [];
  // In read order (by id), whatever order the claim returned its rows in.
  const paid = new Set(claimed.map((c) => c.id));
  for (const { o, from, to, daily, ended } of plans.values()) {
    // Another pass paid these days first.
    if (!paid.has(o.id)) continue;
    const ref = { userId: o.userId, account: 'spot' as const, currency: o.currency, refType: 'ProductOrder', refId: o.id };
    // A day whose income truncates to 0 ("0", truncate's canonical zero) is still a paid day; it just writes no log row.
    if (daily !== '0') {
      for (let day = from; day <= to; day++) {
        const at = earnPaymentAt(o.startAt, day);
        entries.push({ ...ref, type: BalanceLogType.PRODUCT_INCOME, availableDelta: daily, remark: `${o.orderNo} ${dateOf(at)} ${day}/${o.cycleDays}`, at });
      }
    }
    if (ended) {
      entries.push({ ...ref, type: BalanceLogType.PRODUCT_PRINCIPAL_RETURN, availableDelta: o.amount, remark: o.orderNo, at: earnPaymentAt(o.startAt, to) });
      outcome.ended += 1;
    }
    outcome.orders += 1;
    outcome.days += to - from + 1;
  }
  for (let i = 0; i < entries.length; i += LEDGER_CHUNK) await postAll(tx, entries.slice(i, i + LEDGER_CHUNK));
  return outcome;
}

const add = (into: AccrualResult, b: AccrualResult) => {
  into.orders += b.orders;
  into.days += b.days;
  into.ended += b.ended;
};

/** Runs `pay` over the ids in batches of BATCH and adds up what they paid. */
async function inBatches(ids: readonly string[], pay: (batch: readonly string[]) => Promise<AccrualResult>): Promise<AccrualResult> {
  const result: AccrualResult = { orders: 0, days: 0, ended: 0 };
  for (let i = 0; i < ids.length; i += BATCH) add(result, await pay(ids.slice(i, i + BATCH)));
  return result;
}

/**
 * Pays every due day of every running order (optionally one user's) inside the caller's
 * transaction, batch after batch: the demo scenario pays its seeded orders with it, by the
 * same rule as the job.
 */
export async function accrueDueIn(tx: Tx, now: Date, filter: { userId?: string } = {}): Promise<AccrualResult> {
  const ids = await dueIds(sqlOf(tx), now, filter);
  return inBatches(ids, (batch) => accrueBatch(tx, now, batch));
}

/**
 * Daily income of running product orders, on the sandbox clock. Day k of an order
 * (bought on region day d) is paid at the start of region day d + k; the order's
 * `lastAccrualAt` is the payment instant of its last paid day (its watermark). A pass
 * pays every day from the watermark to today in one go, so downtime or a clock jump
 * is caught up exactly once: each order's claim is guarded by the watermark it read,
 * and its ledger entries are written in the same transaction, so a second pass (or one
 * killed halfway, whose transaction rolls back) never pays a day twice. On its last
 * day the order ends and its principal returns in the same transaction. A pass reads
 * the due orders' ids once (read-only connection), then pays them 2,000 at a time, each
 * batch one transaction: one read, one claim statement for the whole batch, one ledger
 * call (set-based, not a query per order).
 */
export function createAccrualService(deps: { db: PrismaClient; clock: Clock }) {
  const { db, clock } = deps;

  /** Pays every due day of every running order (optionally one user's); returns what it did. */
  async function accrueDue(filter: { userId?: string } = {}): Promise<AccrualResult> {
    const now = clock.now();
    const ids = await dueIds(readerOf(db), now, filter);
    return inBatches(ids, (batch) => db.$transaction((tx) => accrueBatch(tx, now, batch)));
  }

  return { accrueDue };
}
