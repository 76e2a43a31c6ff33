import type { Sql, SqlValue, Tx } from '@sandbox/prisma';
import { LedgerDecimal, formatAmount } from './decimal.ts';
import type { BalanceAccount, BalanceKey, BalanceView } from './types.ts';

/** Anything that can read balances: the client or a transaction client. */
type Reader = Pick<Tx, 'balance' | 'balanceLog'>;

/** One balance; zeros when the row does not exist yet (reading never creates rows). */
export async function getBalance(db: Reader, key: BalanceKey): Promise<BalanceView> {
  const row = await db.balance.findUnique({ where: { userId_account_currency: key } });
  return { ...key, available: row?.available ?? '0', frozen: row?.frozen ?? '0' };
}

/** A user's balances, optionally of one account, ordered by account then currency. */
export async function listBalances(
  db: Reader,
  userId: string,
  account?: BalanceAccount,
): Promise<BalanceView[]> {
  const rows = await db.balance.findMany({
    where: { userId, ...(account ? { account } : {}) },
    orderBy: [{ account: 'asc' }, { currency: 'asc' }],
  });
  return rows.map((r) => ({
    userId: r.userId,
    account: r.account as BalanceAccount,
    currency: r.currency,
    available: r.available,
    frozen: r.frozen,
  }));
}

export interface Mismatch extends BalanceView {
  logAvailable: string;
  logFrozen: string;
}

/**
 * The ledger's invariant, checked: every balance of the user equals the sum of
 * its log rows (available and frozen separately). Returns the balances that
 * do not; empty means all is well. Used by tests and the QA API.
 */
export async function reconcile(db: Reader, userId: string): Promise<Mismatch[]> {
  const [balances, logs] = await Promise.all([
    listBalances(db, userId),
    db.balanceLog.findMany({
      where: { userId },
      select: { account: true, currency: true, availableDelta: true, frozenDelta: true },
    }),
  ]);
  const sums = new Map<string, { available: LedgerDecimal; frozen: LedgerDecimal }>();
  for (const log of logs) {
    const k = `${log.account}/${log.currency}`;
    const s = sums.get(k) ?? { available: new LedgerDecimal(0), frozen: new LedgerDecimal(0) };
    sums.set(k, {
      available: s.available.plus(log.availableDelta),
      frozen: s.frozen.plus(log.frozenDelta),
    });
  }
  const mismatches: Mismatch[] = [];
  for (const b of balances) {
    const s = sums.get(`${b.account}/${b.currency}`);
    const logAvailable = formatAmount(s?.available ?? new LedgerDecimal(0));
    const logFrozen = formatAmount(s?.frozen ?? new LedgerDecimal(0));
    if (
      !new LedgerDecimal(b.available).eq(logAvailable) ||
      !new LedgerDecimal(b.frozen).eq(logFrozen)
    ) {
      mismatches.push({ ...b, logAvailable, logFrozen });
    }
    sums.delete(`${b.account}/${b.currency}`);
  }
  // Log rows without a balance row would be a mismatch too.
  for (const [k, s] of sums) {
    const [account, currency] = k.split('/') as [BalanceAccount, string];
    mismatches.push({
      userId,
      account,
      currency,
      available: '0',
      frozen: '0',
      logAvailable: formatAmount(s.available),
      logFrozen: formatAmount(s.frozen),
    });
  }
  return mismatches;
}

/** Which of a user's balance-log rows a page shows; every field but userId narrows it. */
export interface LogFilter {
  userId: string;
  types?: readonly number[] | undefined;
  account?: BalanceAccount | undefined;
  /**
   * The rows of every account whose name starts with `prefix` (`competition:`: each of the user's
   * competition entries), and, when `refType` is given, the rows another account moved for a
   * record of that type (an entry's fee, release and reward on spot).
   */
  accountGroup?: { prefix: string; refType?: string | undefined } | undefined;
  currency?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** A balance-log row as stored (createdAt as a Date). */
export interface LogRow {
  id: string;
  account: BalanceAccount;
  currency: string;
  type: number;
  availableDelta: string;
  frozenDelta: string;
  availableAfter: string;
  frozenAfter: string;
  refType: string | null;
  refId: string | null;
  remark: string | null;
  createdAt: Date;
}

// Quoted: PostgreSQL folds unquoted names to lower case, and Prisma creates them as written.
const LOG_COLUMNS = ['id', 'account', 'currency', 'type', 'availableDelta', 'frozenDelta', 'availableAfter', 'frozenAfter', 'refType', 'refId', 'remark', 'createdAt']
  .map((c) => `"${c}"`)
  .join(', ');

function logWhere(f: LogFilter): { where: string; params: SqlValue[] } {
  const terms = ['"userId" = ?'];
  const params: SqlValue[] = [f.userId];
  if (f.types) {
    // An empty list matches nothing, as Prisma's `in: []` does.
    terms.push(`"type" IN (${f.types.map(() => '?').join(', ') || 'NULL'})`);
    params.push(...f.types);
  }
  const optional: Array<[string, SqlValue | undefined]> = [
    ['"account" = ?', f.account],
    ['"currency" = ?', f.currency],
    // Times are stored as Prisma writes them (sqlTime): text that sorts as time.
    ['"createdAt" >= ?', f.from],
    ['"createdAt" <= ?', f.to],
  ];
  for (const [term, value] of optional) {
    if (value === undefined) continue;
    terms.push(term);
    params.push(value);
  }
  if (f.accountGroup) {
    // LIKE with its wildcards escaped: a prefix match that SQLite and PostgreSQL read alike.
    const prefix = `${f.accountGroup.prefix.replace(/[\\%_]/g, '\\$&')}%`;
    if (f.accountGroup.refType === undefined) {
      terms.push('"account" LIKE ? ESCAPE \'\\\'');
      params.push(prefix);
    } else {
      terms.push('("account" LIKE ? ESCAPE \'\\\' OR "refType" = ?)');
      params.push(prefix, f.accountGroup.refType);
    }
  }
  return { where: terms.join(' AND '), params };
}

/**
 * The statement of one page of the balance log, newest first, with the
 * total of the filter beside each row: one statement, so rows and total come
 * from one snapshot. Plain SQL of SQLite and PostgreSQL alike (the scalar
 * subquery runs once). Exported for the benchmark's raw-driver ceiling.
 */
export function logPageStatement(f: LogFilter, window: { skip: number; take: number }): { sql: string; params: SqlValue[] } {
  const { where, params } = logWhere(f);
  return {
    sql:
      `SELECT ${LOG_COLUMNS}, (SELECT COUNT(*) FROM "BalanceLog" WHERE ${where}) AS "total" ` +
      `FROM "BalanceLog" WHERE ${where} ORDER BY "createdAt" DESC, "id" DESC LIMIT ? OFFSET ?`,
    params: [...params, ...params, window.take, window.skip],
  };
}

/**
 * One page of a user's balance log and the number of rows of the filter,
 * read with plain SQL on the read-only connection (readerOf): the
 * account-change records page is the busiest list of the app.
 */
export async function pageLog(
  reader: Sql,
  filter: LogFilter,
  window: { skip: number; take: number },
): Promise<{ rows: LogRow[]; total: number }> {
  const page = logPageStatement(filter, window);
  const found = await reader.all<Omit<LogRow, 'createdAt'> & { createdAt: string; total: number }>(page.sql, page.params);
  // Past the last page there is no row to carry the total.
  const rest = found.length > 0 ? undefined : logWhere(filter);
  const total = rest
    ? (await reader.get<{ total: number }>(`SELECT COUNT(*) AS "total" FROM "BalanceLog" WHERE ${rest.where}`, rest.params))!.total
    : found[0]!.total;
  const rows = found.map(({ total: _total, createdAt, ...row }) => ({ ...row, createdAt: new Date(createdAt) }));
  return { rows, total };
}

/**
 * The available balance after each row of a page of a user's log, in the order the log is
 * listed (createdAt, then id): the balance now less every newer row of the same account and
 * currency. The stored `availableAfter` is the balance after the row in the order rows were
 * written, and a job catching up writes rows dated in the past (an accrual pass writes an
 * order's days one after another, another product's days after them): listed by date, those
 * would not add up to the balance shown. Each account and currency of the page is one
 * statement, so its balance and its newer rows come from one snapshot.
 */
export async function runningBalances(reader: Sql, userId: string, rows: readonly LogRow[]): Promise<Map<string, string>> {
  const groups = new Map<string, { account: string; currency: string; oldest: LogRow; ids: Set<string> }>();
  for (const row of rows) {
    const key = `${row.account}\u0000${row.currency}`;
    const group = groups.get(key) ?? { account: row.account, currency: row.currency, oldest: row, ids: new Set<string>() };
    if (logOrder(row, group.oldest) < 0) group.oldest = row;
    group.ids.add(row.id);
    groups.set(key, group);
  }
  const after = new Map<string, string>();
  for (const { account, currency, oldest, ids } of groups.values()) {
    const found = await reader.all<{ id: string | null; createdAt: string | Date | null; delta: string }>(
      'SELECT NULL AS "id", NULL AS "createdAt", "available" AS "delta" FROM "Balance" WHERE "userId" = ? AND "account" = ? AND "currency" = ? ' +
        'UNION ALL SELECT "id", "createdAt", "availableDelta" FROM "BalanceLog" WHERE "userId" = ? AND "account" = ? AND "currency" = ? ' +
        // A plain range on the user's index; rows of the oldest's own instant before it are dropped below.
        'AND "createdAt" >= ?',
      [userId, account, currency, userId, account, currency, oldest.createdAt],
    );
    let running = new LedgerDecimal(found.find((r) => r.id === null)?.delta ?? 0);
    const newer = found
      .filter((r): r is { id: string; createdAt: string | Date; delta: string } => r.id !== null)
      .map((r) => ({ id: r.id, createdAt: new Date(r.createdAt), delta: r.delta }))
      .filter((r) => logOrder(r, oldest) >= 0)
      .sort((a, b) => logOrder(b, a));
    for (const row of newer) {
      if (ids.has(row.id)) after.set(row.id, formatAmount(running));
      running = running.minus(row.delta);
    }
  }
  return after;
}

/** The log's order, oldest first: createdAt, then id (as `ORDER BY "createdAt", "id"`). */
function logOrder(a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }): number {
  return a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
