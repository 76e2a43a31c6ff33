import type { Tx } from '@sandbox/prisma';
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
