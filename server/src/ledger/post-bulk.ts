import { isTransactionClient, newId, sqlOf, sqlTime, type SqlValue, type Tx } from '@sandbox/prisma';
import { conflict } from '../errors.ts';
import { CURRENCY, loadBalances, nameOf, tuples, writeBalances, writeRows } from './balance-rows.ts';
import { BALANCE_ACCOUNTS, isBalanceLogType, type BalanceKey, type BalanceLogType } from './types.ts';
import { fromUnits } from './units.ts';

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
