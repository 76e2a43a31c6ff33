import { newId, sqlOf, type Sql, type SqlValue, type Tx } from '@sandbox/prisma';
import { conflict } from '../errors.ts';
import { formatAmount, parseAmount, type LedgerDecimal } from './decimal.ts';
import { isBalanceAccount, isBalanceLogType, type BalanceKey, type LedgerEntry, type PostResult } from './types.ts';

const CURRENCY = /^[A-Z0-9]{2,12}$/;

interface Checked extends BalanceKey {
  entry: LedgerEntry;
  availableDelta: LedgerDecimal;
  frozenDelta: LedgerDecimal;
}

/** Refuses what only a programming error can produce (services validate user input before). */
function check(entry: LedgerEntry): Checked {
  const { userId, account, currency, type } = entry;
  if (!userId) throw new RangeError('ledger: userId is required');
  if (!isBalanceAccount(account)) throw new RangeError(`ledger: unknown account ${String(account)}`);
  if (!CURRENCY.test(currency)) throw new RangeError(`ledger: bad currency ${String(currency)}`);
  if (!isBalanceLogType(type)) throw new RangeError(`ledger: unknown balance-log type ${String(type)}`);
  const availableDelta = parseAmount(entry.availableDelta, 'availableDelta');
  const frozenDelta = parseAmount(entry.frozenDelta ?? '0', 'frozenDelta');
  // A change of nothing would only add noise to the user's records.
  if (availableDelta.isZero() && frozenDelta.isZero()) throw new RangeError('ledger: an entry must change something');
  return { userId, account, currency, entry, availableDelta, frozenDelta };
}

interface BalanceRow {
  id: string;
  available: string;
  frozen: string;
  version: number;
}

const SELECT_BALANCE =
  'SELECT "id", "available", "frozen", "version" FROM "Balance" WHERE "userId" = ? AND "account" = ? AND "currency" = ?';
// A concurrent creator of the same row (none in this process: one writer) makes this a no-op, and the SELECT after it finds the row.
const CREATE_BALANCE =
  'INSERT INTO "Balance" ("id", "userId", "account", "currency", "available", "frozen", "version", "createdAt", "updatedAt") ' +
  "VALUES (?, ?, ?, ?, '0', '0', 0, ?, ?) ON CONFLICT (\"userId\", \"account\", \"currency\") DO NOTHING";
const UPDATE_BALANCE =
  'UPDATE "Balance" SET "available" = ?, "frozen" = ?, "version" = "version" + 1, "updatedAt" = ? WHERE "id" = ? AND "version" = ?';
const LOG_COLUMNS = [
  'id', 'userId', 'account', 'currency', 'type', 'availableDelta', 'frozenDelta',
  'availableAfter', 'frozenAfter', 'refType', 'refId', 'remark', 'createdAt',
];
const LOG_ROW = `(${LOG_COLUMNS.map(() => '?').join(', ')})`;
const INSERT_LOG = `INSERT INTO "BalanceLog" (${LOG_COLUMNS.map((c) => `"${c}"`).join(', ')}) VALUES `;

async function balanceRow(sql: Sql, key: BalanceKey, now: Date): Promise<BalanceRow> {
  const params = [key.userId, key.account, key.currency];
  const found = await sql.get<BalanceRow>(SELECT_BALANCE, params);
  if (found) return found;
  await sql.run(CREATE_BALANCE, [newId(), ...params, now, now]);
  return (await sql.get<BalanceRow>(SELECT_BALANCE, params))!;
}

/**
 * The one function that changes balances. Inside the caller's transaction,
 * it applies the entries in order to each balance row (created if missing),
 * refuses any step that would make available or frozen negative (409
 * balance.insufficient: the caller's transaction then rolls back with
 * everything else it wrote), writes each touched balance once with its final
 * value, and writes the log rows of all entries, with the deltas and the
 * balance after each one, in one INSERT.
 *
 * Plain SQL on the transaction's connection (sqlOf): a few microseconds a
 * statement where a Prisma query costs about half a millisecond of CPU
 * (docs/decisions.md "Data path"). Money is TEXT decimals, so the sum is made
 * here with 64-digit decimals, not in SQL. A balance is read once and written
 * once per call however many entries it has (a day of accrual posts five
 * entries to one user's spot balance), and the UPDATE is guarded by the
 * version read in the same transaction. SQLite has one writer and the adapter
 * serialises transactions on it, so the guard never fires in this process;
 * if anything ever interleaves (another process, PostgreSQL under READ
 * COMMITTED), the write fails loudly instead of overwriting a newer balance.
 */
export async function postAll(tx: Tx, entries: readonly LedgerEntry[]): Promise<PostResult[]> {
  // A plain client would make the writes below separate transactions.
  if ('$transaction' in tx) throw new RangeError('ledger: post needs the transaction client of db.$transaction');
  const checked = entries.map(check);
  if (checked.length === 0) return [];
  const sql = sqlOf(tx);
  const now = new Date();
  interface Running { row: BalanceRow; available: LedgerDecimal; frozen: LedgerDecimal }
  const balances = new Map<string, Running>();
  const results: PostResult[] = [];
  const logs: SqlValue[] = [];
  for (const c of checked) {
    const key = { userId: c.userId, account: c.account, currency: c.currency };
    const name = `${c.userId}\u0000${c.account}\u0000${c.currency}`;
    let balance = balances.get(name);
    if (!balance) {
      const row = await balanceRow(sql, key, now);
      balance = { row, available: parseAmount(row.available, 'stored available'), frozen: parseAmount(row.frozen, 'stored frozen') };
      balances.set(name, balance);
    }
    balance.available = balance.available.plus(c.availableDelta);
    balance.frozen = balance.frozen.plus(c.frozenDelta);
    if (balance.available.isNegative() || balance.frozen.isNegative()) throw conflict('balance.insufficient', { currency: c.currency });
    const next = { available: formatAmount(balance.available), frozen: formatAmount(balance.frozen) };
    const logId = newId();
    const { entry } = c;
    logs.push(
      logId, c.userId, c.account, c.currency, entry.type,
      formatAmount(c.availableDelta), formatAmount(c.frozenDelta), next.available, next.frozen,
      entry.refType ?? null, entry.refId ?? null, entry.remark ?? null,
      // Without a time from the caller, the real time (what Prisma's now() default gave).
      entry.at ?? now,
    );
    results.push({ ...key, ...next, logId });
  }
  for (const { row, available, frozen } of balances.values()) {
    const updated = await sql.run(UPDATE_BALANCE, [formatAmount(available), formatAmount(frozen), now, row.id, row.version]);
    if (updated !== 1) throw new Error(`ledger: balance ${row.id} changed concurrently; transaction aborted`);
  }
  await sql.run(INSERT_LOG + checked.map(() => LOG_ROW).join(', '), logs);
  return results;
}

/** One balance change: postAll of one entry. */
export async function post(tx: Tx, entry: LedgerEntry): Promise<PostResult> {
  return (await postAll(tx, [entry]))[0]!;
}
