import type { Tx } from '@sandbox/prisma';
import { conflict } from '../errors.ts';
import { formatAmount, parseAmount } from './decimal.ts';
import { isBalanceAccount, isBalanceLogType, type LedgerEntry, type PostResult } from './types.ts';

const CURRENCY = /^[A-Z0-9]{2,12}$/;

/**
 * The one function that changes a balance. Inside the caller's transaction it
 * creates the balance row if missing, applies the deltas exactly, refuses to
 * make available or frozen negative (409 balance.insufficient: the caller's
 * transaction then rolls back with everything else it wrote), and writes the
 * BalanceLog row with the deltas and the resulting balance.
 *
 * Lost updates: SQLite has one writer and @sandbox/prisma serialises
 * transactions on its connection, so the read below cannot go stale inside
 * this process. The UPDATE is still guarded by the row's version, so if
 * anything ever interleaves (another process, a future driver), the write
 * fails loudly instead of overwriting a newer balance.
 */
export async function post(tx: Tx, entry: LedgerEntry): Promise<PostResult> {
  // A plain client would make the three writes below separate transactions.
  if ('$transaction' in tx)
    throw new RangeError('ledger: post needs the transaction client of db.$transaction');
  const { userId, account, currency, type } = entry;
  if (!userId) throw new RangeError('ledger: userId is required');
  if (!isBalanceAccount(account))
    throw new RangeError(`ledger: unknown account ${String(account)}`);
  if (!CURRENCY.test(currency)) throw new RangeError(`ledger: bad currency ${String(currency)}`);
  if (!isBalanceLogType(type))
    throw new RangeError(`ledger: unknown balance-log type ${String(type)}`);
  const availableDelta = parseAmount(entry.availableDelta, 'availableDelta');
  const frozenDelta = parseAmount(entry.frozenDelta ?? '0', 'frozenDelta');
  // A change of nothing would only add noise to the user's records.
  if (availableDelta.isZero() && frozenDelta.isZero())
    throw new RangeError('ledger: an entry must change something');

  const key = { userId, account, currency };
  const row = await tx.balance.upsert({
    where: { userId_account_currency: key },
    create: key,
    update: {},
  });
  const available = parseAmount(row.available, 'stored available').plus(availableDelta);
  const frozen = parseAmount(row.frozen, 'stored frozen').plus(frozenDelta);
  if (available.isNegative() || frozen.isNegative()) {
    throw conflict('balance.insufficient', { currency });
  }

  const next = { available: formatAmount(available), frozen: formatAmount(frozen) };
  const updated = await tx.balance.updateMany({
    where: { id: row.id, version: row.version },
    data: { ...next, version: { increment: 1 } },
  });
  if (updated.count !== 1)
    throw new Error(`ledger: balance ${row.id} changed concurrently; transaction aborted`);

  const log = await tx.balanceLog.create({
    data: {
      ...key,
      type,
      availableDelta: formatAmount(availableDelta),
      frozenDelta: formatAmount(frozenDelta),
      availableAfter: next.available,
      frozenAfter: next.frozen,
      refType: entry.refType ?? null,
      refId: entry.refId ?? null,
      remark: entry.remark ?? null,
      ...(entry.at ? { createdAt: entry.at } : {}),
    },
    select: { id: true },
  });
  return { ...key, ...next, logId: log.id };
}
