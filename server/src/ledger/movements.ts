import type { Tx } from '@sandbox/prisma';
import { formatAmount, parseAmount } from './decimal.ts';
import { post, postAll } from './post.ts';
import {
  BalanceLogType,
  type BalanceAccount,
  type LedgerEntry,
  type LedgerReference,
  type Movement,
  type PostResult,
} from './types.ts';

/** Helpers take a positive amount; the sign lives in the helper's name. */
function positive(amount: string): { plus: string; minus: string } {
  const value = parseAmount(amount, 'amount');
  if (!value.isPositive() || value.isZero())
    throw new RangeError(`ledger: amount must be positive: ${amount}`);
  return { plus: formatAmount(value), minus: formatAmount(value.negated()) };
}

function entry(m: Movement, availableDelta: string, frozenDelta = '0'): LedgerEntry {
  const { amount: _amount, ...rest } = m;
  return { ...rest, availableDelta, frozenDelta };
}

/** The entries of the helpers below, for a caller that posts many movements in one postAll. */
export const debitEntry = (m: Movement): LedgerEntry => entry(m, positive(m.amount).minus);
export function freezeEntry(m: Movement): LedgerEntry {
  const a = positive(m.amount);
  return entry(m, a.minus, a.plus);
}

/** +available. */
export function credit(tx: Tx, m: Movement): Promise<PostResult> {
  return post(tx, entry(m, positive(m.amount).plus));
}

/** -available; 409 balance.insufficient when it would go negative. */
export function debit(tx: Tx, m: Movement): Promise<PostResult> {
  return post(tx, debitEntry(m));
}

/** available -> frozen (e.g. a withdrawal under review). */
export function freeze(tx: Tx, m: Movement): Promise<PostResult> {
  return post(tx, freezeEntry(m));
}

/** frozen -> available (e.g. a rejected withdrawal). */
export function unfreeze(tx: Tx, m: Movement): Promise<PostResult> {
  const a = positive(m.amount);
  return post(tx, entry(m, a.plus, a.minus));
}

/** -frozen: frozen money leaves for good (e.g. a withdrawal paid out). */
export function debitFrozen(tx: Tx, m: Movement): Promise<PostResult> {
  return post(tx, entry(m, '0', positive(m.amount).minus));
}

export interface TransferArgs extends Omit<LedgerReference, 'type'> {
  userId: string;
  from: BalanceAccount;
  to: BalanceAccount;
  currency: string;
  amount: string;
}

/**
 * Moves available money between two accounts of the same user: two log rows
 * (TRANSFER_OUT, TRANSFER_IN) in the caller's transaction, written together.
 */
export async function transfer(
  tx: Tx,
  args: TransferArgs,
): Promise<{ from: PostResult; to: PostResult }> {
  const { from: fromAccount, to: toAccount, ...rest } = args;
  if (fromAccount === toAccount)
    throw new RangeError('ledger: transfer needs two different accounts');
  const a = positive(rest.amount);
  const [from, to] = await postAll(tx, [
    entry({ ...rest, account: fromAccount, type: BalanceLogType.TRANSFER_OUT }, a.minus),
    entry({ ...rest, account: toAccount, type: BalanceLogType.TRANSFER_IN }, a.plus),
  ]);
  return { from: from!, to: to! };
}
