import { isTransactionClient, newId, sqlOf, sqlTime, type Sql, type SqlValue, type Tx } from '@sandbox/prisma';
import { conflict } from '../errors.ts';
import { CURRENCY, loadBalances, nameOf, tuples, writeBalances, writeRows } from './balance-rows.ts';
import { isBalanceAccount, isBalanceLogType, type BalanceKey, type LedgerEntry, type PostResult } from './types.ts';
import { fromUnits, toUnits } from './units.ts';

/** Refuses what only a programming error can produce (services validate user input before). */
function check(entry: LedgerEntry): void {
  const { userId, account, currency, type } = entry;
  if (!userId) throw new RangeError('ledger: userId is required');
  if (!isBalanceAccount(account)) throw new RangeError(`ledger: unknown account ${String(account)}`);
  if (!CURRENCY.test(currency)) throw new RangeError(`ledger: bad currency ${String(currency)}`);
  if (!isBalanceLogType(type)) throw new RangeError(`ledger: unknown balance-log type ${String(type)}`);
}

const LOG_COLUMNS = [
  'id', 'userId', 'account', 'currency', 'type', 'availableDelta', 'frozenDelta',
  'availableAfter', 'frozenAfter', 'refType', 'refId', 'remark', 'createdAt',
];
const LOG_VALUES = LOG_COLUMNS.length;
const LOG_ROW = `(${LOG_COLUMNS.map(() => '?').join(', ')})`;
const insertLogs = (rows: number) => `INSERT INTO "BalanceLog" (${LOG_COLUMNS.map((c) => `"${c}"`).join(', ')}) VALUES ${tuples(rows, LOG_ROW)}`;

/** Inserts the log rows (LOG_VALUES values each). */
const writeLogs = (sql: Sql, values: readonly SqlValue[]) => writeRows(sql, values, LOG_VALUES, 'log', insertLogs);

/**
 * The one function that changes balances. Inside the caller's transaction,
 * it applies the entries in order to each balance row (created if missing),
 * refuses any step that would make available or frozen negative (409
 * balance.insufficient: the caller's transaction then rolls back with
 * everything else it wrote), writes each touched balance once with its final
 * value, and writes the log rows of all entries, with the deltas and the
 * balance after each one.
 *
 * Plain SQL on the transaction's connection (sqlOf): a few microseconds a
 * statement where a Prisma query costs about half a millisecond of CPU
 * (docs/performance.md "The data path" and "The ledger"). Money is TEXT
 * decimals, so the sums are made here, exactly, in BigInt units of 10^-18
 * (units.ts), not in SQL. The balances of a call are read in one statement and
 * written in one (a day of accrual posts 2,400 entries to 400 spot balances),
 * each UPDATE guarded by the version read in the same transaction. Within one
 * process transactions run one at a time (SQLite's one writer; pg-adapter.ts),
 * so the guard never fires there. Across processes on one PostgreSQL database
 * (several API instances) the read locks the rows (FOR UPDATE): another
 * instance's transaction on the same balances waits for this one's commit and
 * reads what it wrote. Should anything still interleave, the guard refuses to
 * overwrite a newer balance with a WriteConflictError, and the whole
 * transaction runs again (createPrismaClient's retry of write conflicts).
 */
export async function postAll(tx: Tx, entries: readonly LedgerEntry[]): Promise<PostResult[]> {
  // A plain client would make the writes below separate transactions.
  if (!isTransactionClient(tx)) throw new RangeError('ledger: post needs the transaction client of db.$transaction');
  const count = entries.length;
  const availableDeltas = new Array<bigint>(count);
  const frozenDeltas = new Array<bigint>(count);
  const names = new Array<string>(count);
  const keys: BalanceKey[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < count; i++) {
    const entry = entries[i]!;
    check(entry);
    const available = toUnits(entry.availableDelta, 'availableDelta');
    const frozen = entry.frozenDelta === undefined ? 0n : toUnits(entry.frozenDelta, 'frozenDelta');
    // A change of nothing would only add noise to the user's records.
    if (available === 0n && frozen === 0n) throw new RangeError('ledger: an entry must change something');
    availableDeltas[i] = available;
    frozenDeltas[i] = frozen;
    const name = nameOf(entry);
    names[i] = name;
    if (!seen.has(name)) {
      seen.add(name);
      keys.push({ userId: entry.userId, account: entry.account, currency: entry.currency });
    }
  }
  if (count === 0) return [];
  const sql = sqlOf(tx);
  const now = new Date();
  const balances = await loadBalances(sql, keys, now);
  const results = new Array<PostResult>(count);
  const logs = new Array<SqlValue>(count * LOG_VALUES);
  // Entries of one call often share their time (a day of accrual: one instant per payment day);
  // its text is made once per run of equal times rather than once per row (sqlTime, as bind would).
  let lastAt: Date | undefined;
  let lastAtText = '';
  for (let i = 0, v = 0; i < count; i++) {
    const entry = entries[i]!;
    const balance = balances.get(names[i]!)!;
    const availableDelta = availableDeltas[i]!;
    const frozenDelta = frozenDeltas[i]!;
    balance.available += availableDelta;
    balance.frozen += frozenDelta;
    if (balance.available < 0n || balance.frozen < 0n) throw conflict('balance.insufficient', { currency: entry.currency });
    const available = fromUnits(balance.available);
    const frozen = fromUnits(balance.frozen);
    const logId = newId();
    logs[v++] = logId;
    logs[v++] = entry.userId;
    logs[v++] = entry.account;
    logs[v++] = entry.currency;
    logs[v++] = entry.type;
    logs[v++] = fromUnits(availableDelta);
    logs[v++] = fromUnits(frozenDelta);
    logs[v++] = available;
    logs[v++] = frozen;
    logs[v++] = entry.refType ?? null;
    logs[v++] = entry.refId ?? null;
    logs[v++] = entry.remark ?? null;
    // Without a time from the caller, the real time (what Prisma's now() default gave).
    const at = entry.at ?? now;
    if (at !== lastAt) {
      lastAt = at;
      lastAtText = sqlTime(at);
    }
    logs[v++] = lastAtText;
    results[i] = { userId: entry.userId, account: entry.account, currency: entry.currency, available, frozen, logId };
  }
  await writeBalances(sql, [...balances.values()], now);
  await writeLogs(sql, logs);
  return results;
}

/** One balance change: postAll of one entry. */
export async function post(tx: Tx, entry: LedgerEntry): Promise<PostResult> {
  return (await postAll(tx, [entry]))[0]!;
}
