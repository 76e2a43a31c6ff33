import { readerOf, sqlOf, sqlTime, writerWanted, type PrismaClient, type Sql, type SqlValue, type Tx } from '@sandbox/prisma';
import { MONEY_DP } from '@sandbox/shared';
import { regionDay, regionDayStart } from '@sandbox/shared/earn';
import { REMARK_KEY, remarkOf } from '@sandbox/shared/remark';
import type { Clock } from '../../clock.ts';
import { aThirdOfTheLoop, passOver, type PassPauses } from '../../jobs/between-batches.ts';
import type { PassWrites } from '../../jobs/pass-thread.ts';
import type { PassWorker } from '../../jobs/pass-worker.ts';
import { postBulk, type BulkEntry } from '../../ledger/index.ts';
import { BalanceLogType } from '../../ledger/types.ts';
import { fromUnits, toUnits } from '../../ledger/units.ts';
import { currencyPrecisions } from '../queries.ts';
import { claimBatch } from './accrual-claim.ts';
import { incomeUnits, rateUnits } from './income.ts';
import { BATCH, duePage, dueRowsOfUser, type DueRow } from './queries.ts';

export { dailyIncomeOf, dailyIncomeUnits } from './income.ts';

export type AccrualService = ReturnType<typeof createAccrualService>;

export interface AccrualResult {
  /** Orders that received at least one day (or ended) in this pass. */
  orders: number;
  /** Days paid (one per order and day, also when the day's income truncates to 0). */
  days: number;
  /** Orders that ended (principal returned). */
  ended: number;
}

/** A stored time in milliseconds, read as new Date() reads it (Prisma's SQLite text, or a number). */
const timeOf = (stored: string | number): number => (typeof stored === 'number' ? stored : Date.parse(stored));

/** Each payment day's instant and its stored text (sqlTime), made once a batch. */
function dayStarts(): (day: number) => { at: Date; text: string } {
  const starts = new Map<number, { at: Date; text: string }>();
  return (day) => {
    let start = starts.get(day);
    if (start === undefined) {
      const at = regionDayStart(day);
      starts.set(day, (start = { at, text: sqlTime(at) }));
    }
    return start;
  };
}

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
 * What paying each order of a batch means (its days due at `today`), and the claim's values of
 * the orders that go on and of those that end (queries.ts CLAIM_VALUES a row).
 */
function planBatch(rows: readonly DueRow[], today: number, decimals: ReadonlyMap<string, number>, dayStart: ReturnType<typeof dayStarts>) {
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
  return { plans, going, ending };
}

/** The ledger entries of the claimed orders (every day's income, the principal of those that end); adds to `outcome`. */
function entriesOf(plans: readonly Plan[], paid: Set<string> | 'all', dayStart: ReturnType<typeof dayStarts>, outcome: AccrualResult): BulkEntry[] {
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
  return entries;
}

/** A batch of due orders as planned (planBatch): what the thread sends the app to pay (ACCRUAL_STEP). */
export type PlannedBatch = ReturnType<typeof planBatch>;

/**
 * Pays a planned batch inside the caller's transaction: one guarded claim of every order in it,
 * then one ledger call for every day of every claimed order (and its principal when it ends).
 * Times as integers of the region day (earn.ts's rule: day k of an order bought on region day d
 * is paid at the start of day d + k), each payment day's instant computed once a batch.
 */
export async function payPlanned(tx: Tx, { plans, going, ending }: PlannedBatch): Promise<AccrualResult> {
  const outcome = nothingPaid();
  if (plans.length === 0) return outcome;
  const paid = await claimBatch(sqlOf(tx), going, ending);
  const entries = entriesOf(plans, paid, dayStarts(), outcome);
  // One call however many entries (postBulk writes them in statements of bounded size, and
  // makes no result per entry: the accrual has no use for 120,000 of them).
  await postBulk(tx, { account: 'spot', refType: 'ProductOrder' }, entries);
  return outcome;
}

/** Pays one batch of due orders (`rows`, as read at `now`) inside the caller's transaction. */
const accrueBatch = (tx: Tx, now: Date, rows: readonly DueRow[], decimals: ReadonlyMap<string, number>) =>
  payPlanned(tx, planBatch(rows, regionDay(now), decimals, dayStarts()));

/** Decimals of each currency's amounts (at most MONEY_DP). */
async function decimalsOf(sql: Sql): Promise<Map<string, number>> {
  const rows = await currencyPrecisions(sql);
  return new Map(rows.map((c) => [c.code, Math.min(c.precision, MONEY_DP)]));
}

const nothingPaid = (): AccrualResult => ({ orders: 0, days: 0, ended: 0 });

const add = (into: AccrualResult, b: AccrualResult) => {
  into.orders += b.orders;
  into.days += b.days;
  into.ended += b.ended;
};

/**
 * The job's batch: an eighth of BATCH, so a call that comes in during one waits for less (the
 * loop's longest wait during a pass: docs/performance.md "Jobs beside calls").
 */
export const JOB_BATCH = 250;

/** How a walk over every due order goes: orders per batch, and the pause between two batches (false: the pass ends there). */
interface Walk {
  size: number;
  goOn?: () => Promise<boolean>;
}

/**
 * Reads the orders due at `now` (optionally one user's) on `sql`, by user, and has `pay` pay
 * them; adds up what they paid. Every running order's page (`walk.size` orders) is read after
 * the batch before it was paid and `walk.goOn`, from the last (userId, id) read on; one user's
 * are few, read at once and paid BATCH at a time.
 */
async function payDue(sql: Sql, now: Date, filter: { userId?: string }, walk: Walk, pay: (batch: readonly DueRow[]) => Promise<AccrualResult>): Promise<AccrualResult> {
  const today = regionDayStart(regionDay(now));
  const result: AccrualResult = { orders: 0, days: 0, ended: 0 };
  if (filter.userId !== undefined) {
    const rows = await dueRowsOfUser(sql, filter.userId, today);
    for (let i = 0; i < rows.length; i += BATCH) add(result, await pay(rows.slice(i, i + BATCH)));
    return result;
  }
  // Every (userId, id) is after ('', '').
  let after: [userId: string, id: string] = ['', ''];
  for (;;) {
    const rows = await duePage(sql, after, today, walk.size);
    if (rows.length > 0) add(result, await pay(rows));
    if (rows.length < walk.size) return result;
    const [id, , userId] = rows[rows.length - 1]!;
    after = [userId, id];
    if (walk.goOn && !(await walk.goOn())) return result;
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
  return payDue(sql, now, filter, { size: BATCH }, (batch) => accrueBatch(tx, now, batch, decimals));
}

/** The accrual pass's name in the pass thread (modules/worker-passes.ts). */
export const ACCRUAL_PASS = 'earn-accrual';

/** The accrual's write in the pass thread (modules/pass-writes.ts): the app pays a planned step (payPlanned). */
export const ACCRUAL_STEP = 'earn-accrual-step';

/**
 * Pays every due day of every running order at `now`: the pass thread's pass
 * (modules/worker-passes.ts). It reads the due orders JOB_BATCH at a time on its read-only
 * connection and plans each step of `step` orders; the app pays each planned step in a
 * transaction of its own (`writes`, ACCRUAL_STEP), so a call waits for one step's statements at
 * most.
 */
export async function accrueEveryDue(db: PrismaClient, now: Date, writes: PassWrites, size = JOB_BATCH, step = STEP): Promise<AccrualResult> {
  const reader = readerOf(db);
  const decimals = await decimalsOf(reader);
  const today = regionDay(now);
  return payDue(reader, now, {}, { size, goOn: writes.goOn }, async (batch) => {
    const paid = nothingPaid();
    const dayStart = dayStarts();
    for (let from = 0; from < batch.length; from += step) {
      const planned = planBatch(batch.slice(from, from + step), today, decimals, dayStart);
      if (planned.plans.length === 0) continue;
      const stepPaid = await writes.apply<AccrualResult>(ACCRUAL_STEP, planned);
      // The pass ended there (the database was replaced).
      if (stepPaid === undefined) break;
      add(paid, stepPaid);
    }
    return paid;
  });
}

/**
 * Reads the orders due at `now` (optionally one user's) on `db`'s read-only connection and pays
 * each batch in a transaction of its own on the loop, or in several when a call comes to wait for
 * the writer meanwhile (accrueUntilWanted).
 */
async function payInTransactions(db: PrismaClient, now: Date, filter: { userId?: string }, walk: Walk, step = STEP) {
  const reader = readerOf(db);
  const decimals = await decimalsOf(reader);
  return payDue(reader, now, filter, walk, async (batch) => {
    const paid = nothingPaid();
    for (let from = 0; from < batch.length; ) {
      const done = await db.$transaction((tx) => accrueUntilWanted(tx, now, batch.slice(from), decimals, step, () => writerWanted(db)));
      add(paid, done.paid);
      from += done.taken;
    }
    return paid;
  });
}

/** Orders a step pays: a transaction of the app's in the pass thread's pass; on the loop, between two looks at whether a call waits for the writer. */
export const STEP = 25;

/**
 * Pays `rows` inside the caller's transaction, `step` orders at a time, until all are paid or a
 * call waits for the writer (`wanted`): that call then waits for a step, not a batch, and the
 * caller pays the rest in its next transaction. Answers what it paid and the rows it took.
 */
async function accrueUntilWanted(tx: Tx, now: Date, rows: readonly DueRow[], decimals: ReadonlyMap<string, number>, step: number, wanted: () => boolean) {
  const paid = nothingPaid();
  let taken = 0;
  do {
    add(paid, await accrueBatch(tx, now, rows.slice(taken, taken + step), decimals));
    taken = Math.min(rows.length, taken + step);
  } while (taken < rows.length && !wanted());
  return { paid, taken };
}

/** Whether any running order has a day due at `now` (one row read): a pass with none never wakes the thread. */
async function anyDue(db: PrismaClient, now: Date): Promise<boolean> {
  return (await duePage(readerOf(db), ['', ''], regionDayStart(regionDay(now)), 1)).length > 0;
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
 * the due orders by user, JOB_BATCH at a time (read-only connection, each page from where the
 * last ended), and pays it a step of STEP orders at a time: one claim statement for the whole
 * step, one ledger call (set-based, not a query per order). The pass over every order runs in
 * the pass thread when the app has one (`worker`, jobs/pass-worker.ts), which reads and plans
 * off the loop the calls are answered on, the app paying each step in a transaction of its own;
 * without it, on the loop, a page a transaction (ended early after a step when a call waits for
 * the writer), pausing between two pages (jobs/between-batches.ts: by default twice as long as
 * the page took, so the calls that come in meanwhile run). Either way a scenario load or
 * snapshot restore ends the pass at its next step, since its `now` is of
 * the state before (the clock may have gone back). One user's orders (before a redemption) are
 * few and paid on the loop. `batchSize`, `step` (the loop's) and `pauses` are the tests' handles.
 */
export function createAccrualService(deps: { db: PrismaClient; clock: Clock; worker?: PassWorker; batchSize?: number; step?: number; pauses?: PassPauses }) {
  const { db, clock, worker, step } = deps;
  const size = Math.min(deps.batchSize ?? JOB_BATCH, BATCH);
  const pauses = deps.pauses ?? aThirdOfTheLoop;

  /** Pays every due day of every running order (optionally one user's); returns what it did. */
  async function accrueDue(filter: { userId?: string } = {}): Promise<AccrualResult> {
    const now = clock.now();
    if (filter.userId !== undefined) return payInTransactions(db, now, filter, { size }, step);
    if (worker) return (await anyDue(db, now)) ? worker.run<AccrualResult>(ACCRUAL_PASS, now) : nothingPaid();
    return payInTransactions(db, now, {}, { size, goOn: passOver(db, pauses) }, step);
  }

  return { accrueDue };
}
