import { isTransactionClient, newId, sqlOf, sqlTime, WriteConflictError, type Sql, type SqlValue, type Tx } from '@sandbox/prisma';
import { conflict } from '../errors.ts';
import { BALANCE_ACCOUNTS, isBalanceAccount, isBalanceLogType, type BalanceKey, type BalanceLogType, type LedgerEntry, type PostResult } from './types.ts';
import { fromUnits, toUnits } from './units.ts';

const CURRENCY = /^[A-Z0-9]{2,12}$/;

/** Refuses what only a programming error can produce (services validate user input before). */
function check(entry: LedgerEntry): void {
  const { userId, account, currency, type } = entry;
  if (!userId) throw new RangeError('ledger: userId is required');
  if (!isBalanceAccount(account)) throw new RangeError(`ledger: unknown account ${String(account)}`);
  if (!CURRENCY.test(currency)) throw new RangeError(`ledger: bad currency ${String(currency)}`);
  if (!isBalanceLogType(type)) throw new RangeError(`ledger: unknown balance-log type ${String(type)}`);
}

/** One touched balance during a call: the stored row and the running sums of its entries. */
interface Running {
  key: BalanceKey;
  id: string;
  version: number;
  available: bigint;
  frozen: bigint;
}

interface BalanceRow {
  id: string;
  userId: string;
  account: string;
  currency: string;
  available: string;
  frozen: string;
  version: number;
}

/*
 * Statements of a variable number of rows are built for a few sizes only, each prepared once
 * (sql.ts caches them by text): the balances of a call are read and written in shapes padded to
 * a power of two, and the log rows are inserted in pieces of those sizes (2,400 rows: 2,048 +
 * 256 + 64 + 32), so a call of any size reuses at most a dozen statements per kind.
 */
const MAX_ROWS = 2048;
/** The power of two at or above `rows` (at most MAX_ROWS). */
const shapeOf = (rows: number) => Math.min(MAX_ROWS, 2 ** Math.ceil(Math.log2(Math.max(rows, 1))));
/** The largest power of two at or below `rows` (at most MAX_ROWS). */
const pieceOf = (rows: number) => Math.min(MAX_ROWS, 2 ** Math.floor(Math.log2(rows)));

const statements = new Map<string, string>();
/** The text of a statement for `rows` rows, built once per kind and size. */
function textOf(kind: string, rows: number, build: (rows: number) => string): string {
  const name = `${kind} ${rows}`;
  let text = statements.get(name);
  if (text === undefined) statements.set(name, (text = build(rows)));
  return text;
}
const tuples = (rows: number, tuple: string) => Array.from({ length: rows }, () => tuple).join(', ');

const BALANCE_COLUMNS = '"id", "userId", "account", "currency", "available", "frozen", "version"';
// Row values: SQLite 3.15+ and PostgreSQL both look each one up in the (userId, account, currency) unique index.
// Locked (PostgreSQL) in id order, so two transactions that touch the same balances wait for each other instead of deadlocking.
const selectBalances = (forUpdate: string) => (rows: number) =>
  `SELECT ${BALANCE_COLUMNS} FROM "Balance" WHERE ("userId", "account", "currency") IN (VALUES ${tuples(rows, '(?, ?, ?)')}) ORDER BY "id"${forUpdate}`;
// A concurrent creator of the same row (another process: this one has one writer) makes this a no-op, and the SELECT after it finds the row.
const CREATE_BALANCE =
  'INSERT INTO "Balance" ("id", "userId", "account", "currency", "available", "frozen", "version", "createdAt", "updatedAt") ' +
  "VALUES (?, ?, ?, ?, '0', '0', 0, ?, ?) ON CONFLICT (\"userId\", \"account\", \"currency\") DO NOTHING";
const UPDATE_BALANCE =
  'UPDATE "Balance" SET "available" = ?, "frozen" = ?, "version" = "version" + 1, "updatedAt" = ? WHERE "id" = ? AND "version" = ?';
// Several balances in one statement (UPDATE ... FROM, SQLite 3.33+ and PostgreSQL), each guarded by its version.
const updateBalances = (rows: number) =>
  `WITH v("id", "version", "available", "frozen") AS (VALUES ${tuples(rows, '(?, ?, ?, ?)')}) ` +
  'UPDATE "Balance" SET "available" = v."available", "frozen" = v."frozen", "version" = "Balance"."version" + 1, "updatedAt" = ? ' +
  'FROM v WHERE "Balance"."id" = v."id" AND "Balance"."version" = v."version"';
const LOG_COLUMNS = [
  'id', 'userId', 'account', 'currency', 'type', 'availableDelta', 'frozenDelta',
  'availableAfter', 'frozenAfter', 'refType', 'refId', 'remark', 'createdAt',
];
const LOG_VALUES = LOG_COLUMNS.length;
const LOG_ROW = `(${LOG_COLUMNS.map(() => '?').join(', ')})`;
const insertLogs = (rows: number) => `INSERT INTO "BalanceLog" (${LOG_COLUMNS.map((c) => `"${c}"`).join(', ')}) VALUES ${tuples(rows, LOG_ROW)}`;

const nameOf = (k: BalanceKey) => `${k.userId}\u0000${k.account}\u0000${k.currency}`;

/** Reads the rows of `keys` (MAX_ROWS at most), padded with the last key to a shape. */
async function readBalances(sql: Sql, keys: readonly BalanceKey[]): Promise<BalanceRow[]> {
  const shape = shapeOf(keys.length);
  const params: SqlValue[] = [];
  for (let i = 0; i < shape; i++) {
    const k = keys[Math.min(i, keys.length - 1)]!;
    params.push(k.userId, k.account, k.currency);
  }
  return sql.all<BalanceRow>(textOf(`select${sql.forUpdate}`, shape, selectBalances(sql.forUpdate)), params);
}

/** The balances of `keys`, created (at zero) where missing. */
async function loadBalances(sql: Sql, keys: readonly BalanceKey[], now: Date): Promise<Map<string, Running>> {
  const found = new Map<string, Running>();
  const take = (rows: readonly BalanceRow[]) => {
    for (const r of rows) {
      const key = { userId: r.userId, account: r.account, currency: r.currency } as BalanceKey;
      found.set(nameOf(key), {
        key, id: r.id, version: r.version,
        available: toUnits(r.available, 'stored available'), frozen: toUnits(r.frozen, 'stored frozen'),
      });
    }
  };
  for (let i = 0; i < keys.length; i += MAX_ROWS) take(await readBalances(sql, keys.slice(i, i + MAX_ROWS)));
  const missing = keys.filter((k) => !found.has(nameOf(k)));
  if (missing.length > 0) {
    for (const k of missing) await sql.run(CREATE_BALANCE, [newId(), k.userId, k.account, k.currency, now, now]);
    for (let i = 0; i < missing.length; i += MAX_ROWS) take(await readBalances(sql, missing.slice(i, i + MAX_ROWS)));
  }
  return found;
}

/** Writes each balance's final sums, guarded by the version read in this transaction. */
async function writeBalances(sql: Sql, balances: readonly Running[], now: Date): Promise<void> {
  if (balances.length === 1) {
    const b = balances[0]!;
    const updated = await sql.run(UPDATE_BALANCE, [fromUnits(b.available), fromUnits(b.frozen), now, b.id, b.version]);
    if (updated !== 1) throw new WriteConflictError(`ledger: balance ${b.id}`);
    return;
  }
  for (let i = 0; i < balances.length; i += MAX_ROWS) {
    const part = balances.slice(i, i + MAX_ROWS);
    const shape = shapeOf(part.length);
    const params: SqlValue[] = [];
    for (const b of part) params.push(b.id, b.version, fromUnits(b.available), fromUnits(b.frozen));
    // Padding rows of nulls match no balance.
    for (let p = part.length; p < shape; p++) params.push(null, null, null, null);
    params.push(now);
    const updated = await sql.run(textOf('update', shape, updateBalances), params);
    if (updated !== part.length) throw new WriteConflictError('ledger: a balance');
  }
}

/** Inserts rows of `width` values each with the statements `build` makes (kind `kind`), in pieces of power-of-two sizes. */
async function writeRows(sql: Sql, values: readonly SqlValue[], width: number, kind: string, build: (rows: number) => string): Promise<void> {
  const rows = values.length / width;
  for (let at = 0; at < rows; ) {
    const piece = pieceOf(rows - at);
    await sql.run(textOf(kind, piece, build), values.slice(at * width, (at + piece) * width));
    at += piece;
  }
}

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

/** One change of a bulk job (postBulk): available only, in ledger units (units.ts). */
export interface BulkEntry {
  userId: string;
  currency: string;
  type: BalanceLogType;
  /** The signed change of available, in units of 10^-18 (units.ts: toUnits, truncateUnits). */
  available: bigint;
  refId: string;
  remark: string;
  /** The log row's time. */
  at: Date;
}

/** What every entry of one postBulk call shares, written into its log INSERT as literals. */
export interface BulkShared {
  /** One of the plain accounts (a competition account's name holds an id: it is never written into SQL text). */
  account: PlainAccount;
  /** The business table the entries come from (letters and digits: it is written into the SQL text). */
  refType: string;
}

type PlainAccount = (typeof BALANCE_ACCOUNTS)[number];
const REF_TYPE = /^[A-Za-z][A-Za-z0-9]{0,63}$/;
/** The log columns postBulk binds; account, frozenDelta, refType (and frozenAfter when every balance's frozen is 0) are literals. */
const BULK_COLUMNS = ['id', 'userId', 'currency', 'type', 'availableDelta', 'availableAfter', 'refId', 'remark', 'createdAt'];
const bulkLogs = (shared: BulkShared, frozenZero: boolean) => (rows: number) => {
  const columns = ['account', 'frozenDelta', 'refType', 'frozenAfter', ...BULK_COLUMNS].map((c) => `"${c}"`).join(', ');
  const row = `('${shared.account}', '0', '${shared.refType}', ${frozenZero ? "'0'" : '?'}, ${BULK_COLUMNS.map(() => '?').join(', ')})`;
  return `INSERT INTO "BalanceLog" (${columns}) VALUES ${tuples(rows, row)}`;
};

/**
 * postAll for bulk jobs (the daily accrual: 120,000 entries a pass): the same rules (in order,
 * each balance read and written once, none below zero, a log row per entry with the balance
 * after it), with no result per entry, the deltas already in units, and the log's columns that
 * the call shares (account, refType, a frozen delta of 0, a frozen balance of 0) written into
 * the statement instead of bound on every row. Entries of one balance in a row (a job's
 * entries ordered by user) share its key.
 */
export async function postBulk(tx: Tx, shared: BulkShared, entries: readonly BulkEntry[]): Promise<void> {
  if (!isTransactionClient(tx)) throw new RangeError('ledger: post needs the transaction client of db.$transaction');
  if (!(BALANCE_ACCOUNTS as readonly string[]).includes(shared.account)) throw new RangeError(`ledger: postBulk takes a plain account, not ${String(shared.account)}`);
  if (!REF_TYPE.test(shared.refType)) throw new RangeError(`ledger: bad refType ${String(shared.refType)}`);
  const count = entries.length;
  if (count === 0) return;
  const keys: BalanceKey[] = [];
  const keyOf = new Int32Array(count);
  const indexOf = new Map<string, number>();
  let lastUser = '';
  let lastCurrency = '';
  let lastKey = -1;
  for (let i = 0; i < count; i++) {
    const { userId, currency, type, available } = entries[i]!;
    if (typeof available !== 'bigint' || available === 0n) throw new RangeError('ledger: an entry must change something');
    if (!isBalanceLogType(type)) throw new RangeError(`ledger: unknown balance-log type ${String(type)}`);
    if (userId !== lastUser || currency !== lastCurrency || lastKey < 0) {
      if (!userId) throw new RangeError('ledger: userId is required');
      if (!CURRENCY.test(currency)) throw new RangeError(`ledger: bad currency ${String(currency)}`);
      const key: BalanceKey = { userId, account: shared.account, currency };
      const name = nameOf(key);
      let k = indexOf.get(name);
      if (k === undefined) {
        indexOf.set(name, (k = keys.length));
        keys.push(key);
      }
      lastUser = userId;
      lastCurrency = currency;
      lastKey = k;
    }
    keyOf[i] = lastKey;
  }
  const sql = sqlOf(tx);
  const now = new Date();
  const found = await loadBalances(sql, keys, now);
  const balances = keys.map((k) => found.get(nameOf(k))!);
  const frozenZero = balances.every((b) => b.frozen === 0n);
  const frozenText = balances.map((b) => fromUnits(b.frozen));
  const width = BULK_COLUMNS.length + (frozenZero ? 0 : 1);
  const logs = new Array<SqlValue>(count * width);
  let lastAt: Date | undefined;
  let lastAtText = '';
  let lastUnits = 0n;
  let lastUnitsText = '0';
  for (let i = 0, v = 0; i < count; i++) {
    const entry = entries[i]!;
    const k = keyOf[i]!;
    const balance = balances[k]!;
    balance.available += entry.available;
    if (balance.available < 0n) throw conflict('balance.insufficient', { currency: entry.currency });
    if (entry.available !== lastUnits) {
      lastUnits = entry.available;
      lastUnitsText = fromUnits(lastUnits);
    }
    if (entry.at !== lastAt) {
      lastAt = entry.at;
      lastAtText = sqlTime(lastAt);
    }
    if (!frozenZero) logs[v++] = frozenText[k]!;
    logs[v++] = newId();
    logs[v++] = entry.userId;
    logs[v++] = entry.currency;
    logs[v++] = entry.type;
    logs[v++] = lastUnitsText;
    logs[v++] = fromUnits(balance.available);
    logs[v++] = entry.refId;
    logs[v++] = entry.remark;
    logs[v++] = lastAtText;
  }
  await writeBalances(sql, balances, now);
  await writeRows(sql, logs, width, `bulk ${shared.account} ${shared.refType} ${frozenZero}`, bulkLogs(shared, frozenZero));
}

/** One balance change: postAll of one entry. */
export async function post(tx: Tx, entry: LedgerEntry): Promise<PostResult> {
  return (await postAll(tx, [entry]))[0]!;
}
