import type { PrismaClient, Tx } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import type { Notify } from '../content/index.ts';

/* What the withdrawal service's parts share: its dependencies, a withdrawal's ledger fields. */

/** Checks and uses up an authenticator code inside the caller's transaction (identity module). */
export type GoogleCodeCheck = (tx: Tx, userId: string, code: string) => Promise<void>;

export interface WithdrawalDeps {
  db: PrismaClient;
  clock: Clock;
  verifyGoogleCode: GoogleCodeCheck;
  notify: Notify;
}

/** The ledger entry's fields of a withdrawal's money: its spot amount, referring to the row. */
export const ref = (w: { id: string; orderNo: string; userId: string; currency: string; amount: string }, at: Date) => ({
  userId: w.userId,
  account: 'spot' as const,
  currency: w.currency,
  amount: w.amount,
  refType: 'Withdrawal',
  refId: w.id,
  remark: w.orderNo,
  at,
});
