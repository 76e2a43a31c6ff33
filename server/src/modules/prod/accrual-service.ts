import { readerOf, sqlOf, sqlTime, type PrismaClient, type Sql, type SqlValue, type Tx } from '@sandbox/prisma';
import { MONEY_DP, PRODUCT_ORDER_STATUS, PRODUCT_TYPE } from '@sandbox/shared';
import { regionDay, regionDayStart } from '@sandbox/shared/earn';
import { REMARK_KEY, remarkOf } from '@sandbox/shared/remark';
import type { Clock } from '../../clock.ts';
import { postBulk, type BulkEntry } from '../../ledger/index.ts';
import { BalanceLogType } from '../../ledger/types.ts';
import { UNIT_DECIMALS, fromUnits, toUnits, truncateUnits } from '../../ledger/units.ts';

/** Orders per batch (one transaction): 6 bound values each in the claim, well under SQLite's 32,766. */
const BATCH = 2000;

export type AccrualService = ReturnType<typeof createAccrualService>;

export interface AccrualResult {
  /** Orders that received at least one day (or ended) in this pass. */
  orders: number;
  /** Days paid (one per order and day, also when the day's income truncates to 0). */
  days: number;
  /** Orders that ended (principal returned). */
  ended: number;
}

/**
 * A due order as read, its columns in DUE_COLUMNS' order (an array, not an object: 100,000 row
 * objects were a third of the read's time). Times as stored text: the watermark is compared
 * with exactly what is stored.
 */
type DueRow = [
  id: string, orderNo: string, userId: string, type: number, currency: string, amount: string, quantity: number,
  dailyRate: string, cycleDays: number, startAt: string, lastAccrualAt: string | null, unitPrice: string | null,
];

/** What the income of an order depends on. */
interface IncomeTerms {
  type: number;
  amount: string;
  quantity: number;
  dailyRate: string;
  unitPrice: string | null;
}

const PERCENT = 100n * 10n ** BigInt(UNIT_DECIMALS);

/**
 * Income of one day in ledger units (10^-18, ledger/units.ts): principal x rate / 100, or
 * machines x the output of one machine (unit price x rate / 100), truncated toward zero to
 * `decimals`: the rule of earnDailyIncome and minerDailyOutput (shared/earn.ts) in integers,
 * exact where they compute in 64-digit decimals (tested against them with fast-check). A
 * decimal.js object per step was most of the accrual's own time over 100,000 orders.
 */
export function dailyIncomeUnits(o: IncomeTerms, decimals: number): bigint {
  return incomeUnits(o.type, o.amount, o.quantity, o.dailyRate, o.unitPrice, decimals, toUnits);
}

/** dailyIncomeUnits of the terms one by one (the pass reads rows as arrays), rates and unit prices parsed by `parseRate`. */
function incomeUnits(
  type: number, amount: string, quantity: number, dailyRate: string, unitPrice: string | null, decimals: number,
  parseRate: (text: string, what: string) => bigint,
): bigint {
  const rate = parseRate(dailyRate, 'daily rate');
  if (type === PRODUCT_TYPE.MINING && unitPrice) return truncateUnits((parseRate(unitPrice, 'unit price') * rate) / PERCENT, decimals) * BigInt(quantity);
  return truncateUnits((toUnits(amount, 'amount') * rate) / PERCENT, decimals);
}

// Rates and unit prices parsed once each: a product's rate range has a handful of steps, so
// 100,000 orders hold a few dozen distinct texts (amounts vary, and are parsed each time).
const parsedRates = new Map<string, bigint>();
function rateUnits(text: string, what: string): bigint {
  let units = parsedRates.get(text);
  if (units === undefined) {
    units = toUnits(text, what);
    // A bound, should a catalogue ever hold many distinct rates.
    if (parsedRates.size >= 10_000) parsedRates.clear();
    parsedRates.set(text, units);
  }
  return units;
}

/** A stored time in milliseconds, read as new Date() reads it (Prisma's SQLite text, or a number). */
const timeOf = (stored: string | number): number => (typeof stored === 'number' ? stored : Date.parse(stored));

/** Income of one day as text ("0" when it truncates to nothing). */
export function dailyIncomeOf(o: IncomeTerms, decimals: number): string {
  return fromUnits(dailyIncomeUnits(o, decimals));
}

// Running orders bought before today's boundary and not yet paid for it, with what paying them
// needs. Plain SQL (sqlOf, readerOf): a Prisma update per order would cost half a millisecond.
// Ordered by user: a batch then holds whole users, so the ledger reads and writes each user's
// balance once a batch (not once per order) and the log's user-keyed indexes change in one
// narrow range of pages a batch instead of pages all over them. Read a batch at a time, each
// page from where the last one ended (the (status, userId, id) index walks the running orders
// in that order, no sort), just before the batch is paid: a pass holds one batch of rows, not
// every due order (100,000 rows held for the whole pass were most of its garbage collection).
// Not read again inside the batch's transaction: the claim is guarded by the watermark and
// status read here, so an order paid, ended or changed meanwhile is left out by the claim itself.
const DUE_COLUMNS =
  'SELECT o."id", o."orderNo", o."userId", o."type", o."currency", o."amount", o."quantity", o."dailyRate", o."cycleDays", ' +
  'o."startAt", o."lastAccrualAt", p."unitPrice" FROM "ProductOrder" o JOIN "Product" p ON p."id" = o."productId" ';
const DUE_PAGE =
  `${DUE_COLUMNS}WHERE o."status" = ? AND (o."userId", o."id") > (?, ?) AND o."startAt" < ? AND (o."lastAccrualAt" IS NULL OR o."lastAccrualAt" < ?) ` +
  `ORDER BY o."userId", o."id" LIMIT ${BATCH}`;
// One user's (the order list pays the caller's due days first): "+status" keeps SQLite off the
// status index, which would walk every running order, and on the user's (0.01 ms against 190 ms
// at 100,000 running orders).
const DUE_ROWS_OF_USER =
  `${DUE_COLUMNS}WHERE +o."status" = ? AND o."startAt" < ? AND (o."lastAccrualAt" IS NULL OR o."lastAccrualAt" < ?) AND o."userId" = ? ORDER BY o."id"`;
const CLAIM_ROW = '(?, ?, ?, ?, ?)';

/**
 * The claim of a batch's orders in one statement: each order's watermark, today's and total
 * income (and, for `ending` orders, the status) move only where the order is still running with
 * the watermark this pass read. Orders that go on and orders that end are claimed apart: a
 * status in the SET list makes SQLite rewrite the (status, userId, id) index entry of every row it
 * updates, even to the same value (0.1 s over 100,000 orders), and only ending orders change it.
 * Without `returning` it answers the count only; with it, the orders it moved.
 */
function claimStatement(rows: number, ending: boolean, returning: boolean, dialect: Sql['dialect']): string {
  // PostgreSQL types a VALUES column of parameters as text, and the watermarks are all NULL
  // before the first payment: the times are cast there (SQLite keeps them as stored text).
  const time = dialect === 'postgresql' ? '::timestamp(3)' : '';
  return (
    'WITH v("id", "seen", "paidAt", "todayIncome", "totalIncome") AS (VALUES ' +
    Array.from({ length: rows }, () => CLAIM_ROW).join(', ') +
    `) UPDATE "ProductOrder" SET "lastAccrualAt" = v."paidAt"${time}, "todayIncome" = v."todayIncome", ` +
    `"totalIncome" = v."totalIncome", ${ending ? '"status" = ?, ' : ''}"updatedAt" = ? FROM v ` +
    'WHERE "ProductOrder"."id" = v."id" AND "ProductOrder"."status" = ? AND ' +
    `("ProductOrder"."lastAccrualAt" = v."seen"${time} OR` +
    ' ("ProductOrder"."lastAccrualAt" IS NULL AND v."seen" IS NULL))' +
    (returning ? ' RETURNING "ProductOrder"."id"' : '')
  );
}

const claimTexts = new Map<string, string>();
/** The claim's text for a shape, built once per kind and size (sql.ts prepares each text once). */
function claimText(rows: number, ending: boolean, returning: boolean, dialect: Sql['dialect']): string {
  const name = `${rows} ${ending} ${returning} ${dialect}`;
  let text = claimTexts.get(name);
  if (text === undefined) claimTexts.set(name, (text = claimStatement(rows, ending, returning, dialect)));
  return text;
}

/** Values of the claim's orders, CLAIM_VALUES a row (CLAIM_ROW: id, watermark read, new watermark, today's and total income), flat. */
const CLAIM_VALUES = 5;

/**
 * Claims the orders of `values` (BATCH at most) in a statement padded to a power of two,
 * `ending` ones with the ended status; answers how many it moved, or with `returning` which.
 */
async function claimRows(sql: Sql, values: readonly SqlValue[], ending: boolean, updatedAt: Date, returning: boolean): Promise<number | string[]> {
  const rows = values.length / CLAIM_VALUES;
  if (rows === 0) return returning ? [] : 0;
  const shape = shapeOf(rows);
  const params = values.slice();
  // Padded with rows of nulls, which match no order.
  for (let i = rows * CLAIM_VALUES; i < shape * CLAIM_VALUES; i++) params.push(null);
  if (ending) params.push(PRODUCT_ORDER_STATUS.ENDED);
  params.push(updatedAt, PRODUCT_ORDER_STATUS.RUNNING);
  const text = claimText(shape, ending, returning, sql.dialect);
  if (!returning) return sql.run(text, params);
  return (await sql.all<{ id: string }>(text, params)).map((r) => r.id);
}

/**
 * The claim of a batch: the orders this pass pays. Usually every order read is still as read,
 * so the statements are run for their count alone (RETURNING 100,000 ids cost 0.07 s a pass);
 * when the count falls short (a racing pass, or the user's list, paid some first, or an order
 * changed since the read), the batch's claim is rolled back to a savepoint and run again with
 * RETURNING to learn which orders it holds. SQLite and PostgreSQL both speak SAVEPOINT.
 */
async function claimBatch(sql: Sql, going: readonly SqlValue[], ending: readonly SqlValue[]): Promise<Set<string> | 'all'> {
  const updatedAt = new Date();
  await sql.run('SAVEPOINT prod_claim');
  const moved = (await claimRows(sql, going, false, updatedAt, false)) as number;
  const ended = (await claimRows(sql, ending, true, updatedAt, false)) as number;
  if (moved === going.length / CLAIM_VALUES && ended === ending.length / CLAIM_VALUES) {
    await sql.run('RELEASE SAVEPOINT prod_claim');
    return 'all';
  }
  await sql.run('ROLLBACK TO SAVEPOINT prod_claim');
  await sql.run('RELEASE SAVEPOINT prod_claim');
  const ids = [...((await claimRows(sql, going, false, updatedAt, true)) as string[]), ...((await claimRows(sql, ending, true, updatedAt, true)) as string[])];
  return new Set(ids);
}

/** Rows of a batch statement rounded up to a power of two (at most BATCH): at most a dozen shapes. */
const shapeOf = (rows: number) => Math.min(BATCH, 2 ** Math.ceil(Math.log2(Math.max(rows, 1))));

/** What paying one order in this pass means. */
interface Plan {
  id: string;
  orderNo: string;
  userId: string;
  currency: string;
  amount: string;
  cycleDays: number;
  /** Region day of the purchase. */
  day0: number;
  /** First and last day paid now (1-based). */
  from: number;
  to: number;
  daily: string;
  dailyUnits: bigint;
  ended: boolean;
}

/**
 * Pays one batch of due orders inside the caller's transaction: one guarded claim of every
 * order in it, then one ledger call for every day of every claimed order (and its principal
 * when it ends). Times as integers of the region day (earn.ts's rule: day k of an order bought
 * on region day d is paid at the start of day d + k), each payment day's instant computed once
 * a batch.
 */
async function accrueBatch(tx: Tx, now: Date, rows: readonly DueRow[], decimals: ReadonlyMap<string, number>): Promise<AccrualResult> {
  const sql = sqlOf(tx);
  const outcome: AccrualResult = { orders: 0, days: 0, ended: 0 };
  const today = regionDay(now);
  // Each payment day's instant and its stored text (sqlTime), made once a batch.
  const starts = new Map<number, { at: Date; text: string }>();
  const dayStart = (day: number) => {
    let start = starts.get(day);
    if (start === undefined) {
      const at = regionDayStart(day);
      starts.set(day, (start = { at, text: sqlTime(at) }));
    }
    return start;
  };

  const plans: Plan[] = [];
  const going: SqlValue[] = [];
  const ending: SqlValue[] = [];
  // Watermarks repeat (one payment instant a day for every order paid that day): each one's region day is worked out once.
  const paidDays = new Map<string | number, number>();
  for (let i = 0; i < rows.length; i++) {
    const [id, orderNo, userId, type, currency, amount, quantity, dailyRate, cycleDays, startAt, lastAccrualAt, unitPrice] = rows[i]!;
    // The days already paid (mappers.paidDays) and the days due (earn.earnDaysDue), in region days.
    const day0 = regionDay(timeOf(startAt));
    let paidDay = lastAccrualAt === null ? day0 : paidDays.get(lastAccrualAt);
    if (paidDay === undefined) paidDays.set(lastAccrualAt!, (paidDay = regionDay(timeOf(lastAccrualAt!))));
    const from = paidDay - day0 + 1;
    const to = Math.max(0, Math.min(cycleDays, today - day0));
    if (to < from) continue;
    const dailyUnits = incomeUnits(type, amount, quantity, dailyRate, unitPrice, decimals.get(currency) ?? MONEY_DP, rateUnits);
    const daily = fromUnits(dailyUnits);
    const ended = to === cycleDays;
    plans.push({ id, orderNo, userId, currency, amount, cycleDays, day0, from, to, daily, dailyUnits, ended });
    (ended ? ending : going).push(id, lastAccrualAt, dayStart(day0 + to).text, daily, to === 1 ? daily : fromUnits(dailyUnits * BigInt(to)));
  }
  if (plans.length === 0) return outcome;
  const paid = await claimBatch(sql, going, ending);

  const entries: BulkEntry[] = [];
  // In read order (by user, then id), whatever order the claim returned its rows in.
  for (const { id, orderNo, userId, currency, amount, cycleDays, day0, from, to, dailyUnits, ended } of plans) {
    // Another pass paid these days first (or the order changed since the read).
    if (paid !== 'all' && !paid.has(id)) continue;
    // A day whose income truncates to 0 is still a paid day; it just writes no log row.
    if (dailyUnits !== 0n) {
      for (let day = from; day <= to; day++) {
        const { at } = dayStart(day0 + day);
        entries.push({
          userId, currency, type: BalanceLogType.PRODUCT_INCOME, available: dailyUnits, refId: id, remark: remarkOf(REMARK_KEY.EARN_INCOME, { orderNo, day, days: cycleDays }), at,
        });
      }
    }
    if (ended) {
      entries.push({
        userId, currency, type: BalanceLogType.PRODUCT_PRINCIPAL_RETURN, available: toUnits(amount, 'amount'), refId: id, remark: orderNo,
        at: dayStart(day0 + to).at,
      });
      outcome.ended += 1;
    }
    outcome.orders += 1;
    outcome.days += to - from + 1;
  }
  // One call however many entries (postBulk writes them in statements of bounded size, and
  // makes no result per entry: the accrual has no use for 120,000 of them).
  await postBulk(tx, { account: 'spot', refType: 'ProductOrder' }, entries);
  return outcome;
}

/** Decimals of each currency's amounts (at most MONEY_DP). */
async function decimalsOf(sql: Sql): Promise<Map<string, number>> {
  const rows = await sql.all<{ code: string; precision: number }>('SELECT "code", "precision" FROM "Currency"');
  return new Map(rows.map((c) => [c.code, Math.min(c.precision, MONEY_DP)]));
}

const add = (into: AccrualResult, b: AccrualResult) => {
  into.orders += b.orders;
  into.days += b.days;
  into.ended += b.ended;
};

/**
 * Reads the orders due at `now` (optionally one user's) on `sql`, by user, and has `pay` pay
 * them BATCH at a time; adds up what they paid. Every running order's page is read after the
 * batch before it was paid, from the last (userId, id) read on; one user's are few and read at once.
 */
async function payDue(sql: Sql, now: Date, filter: { userId?: string }, pay: (batch: readonly DueRow[]) => Promise<AccrualResult>): Promise<AccrualResult> {
  const today = regionDayStart(regionDay(now));
  const result: AccrualResult = { orders: 0, days: 0, ended: 0 };
  if (filter.userId !== undefined) {
    const rows = await sql.arrays<DueRow>(DUE_ROWS_OF_USER, [PRODUCT_ORDER_STATUS.RUNNING, today, today, filter.userId]);
    for (let i = 0; i < rows.length; i += BATCH) add(result, await pay(rows.slice(i, i + BATCH)));
    return result;
  }
  // Every (userId, id) is after ('', '').
  let after: [userId: string, id: string] = ['', ''];
  for (;;) {
    const rows = await sql.arrays<DueRow>(DUE_PAGE, [PRODUCT_ORDER_STATUS.RUNNING, ...after, today, today]);
    if (rows.length > 0) add(result, await pay(rows));
    if (rows.length < BATCH) return result;
    const [id, , userId] = rows[rows.length - 1]!;
    after = [userId, id];
  }
}

/**
 * Pays every due day of every running order (optionally one user's) inside the caller's
 * transaction, batch after batch: the demo scenario pays its seeded orders with it, by the
 * same rule as the job.
 */
export async function accrueDueIn(tx: Tx, now: Date, filter: { userId?: string } = {}): Promise<AccrualResult> {
  const sql = sqlOf(tx);
  const decimals = await decimalsOf(sql);
  return payDue(sql, now, filter, (batch) => accrueBatch(tx, now, batch, decimals));
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
 * the due orders by user, 2,000 at a time (read-only connection, each page from where the
 * last ended), and pays each page in one transaction: one claim statement for the whole
 * batch, one ledger call (set-based, not a query per order).
 */
export function createAccrualService(deps: { db: PrismaClient; clock: Clock }) {
  const { db, clock } = deps;

  /** Pays every due day of every running order (optionally one user's); returns what it did. */
  async function accrueDue(filter: { userId?: string } = {}): Promise<AccrualResult> {
    const now = clock.now();
    const reader = readerOf(db);
    const decimals = await decimalsOf(reader);
    return payDue(reader, now, filter, (batch) => db.$transaction((tx) => accrueBatch(tx, now, batch, decimals)));
  }

  return { accrueDue };
}
