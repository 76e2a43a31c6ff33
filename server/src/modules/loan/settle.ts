import Decimal from 'decimal.js';
import { Dec as D } from '@sandbox/shared/decimal';
import type { Loan, Tx } from '@sandbox/prisma';
import { truncate } from '@sandbox/shared';
import { REMARK_KEY, remarkOf } from '@sandbox/shared/remark';
import { debit, debitFrozen, unfreeze } from '../../ledger/index.ts';
import { BalanceLogType } from '../../ledger/types.ts';
import { LOAN_DB } from './rules.ts';


/** Why a loan is repaid from its collateral; the loan's remark is a key the reader's language renders (shared/src/remark.ts). */
export type CollateralCause = { kind: 'termEnd' } | { kind: 'overdue' } | { kind: 'forced'; ltv: string };

const COLLATERAL_REMARK = {
  termEnd: [REMARK_KEY.LOAN_COLLATERAL_TERM_END, REMARK_KEY.LOAN_COLLATERAL_TERM_END_SHORTFALL],
  overdue: [REMARK_KEY.LOAN_COLLATERAL_OVERDUE, REMARK_KEY.LOAN_COLLATERAL_OVERDUE_SHORTFALL],
  forced: [REMARK_KEY.LOAN_COLLATERAL_FORCED, REMARK_KEY.LOAN_COLLATERAL_FORCED_SHORTFALL],
} as const;

const ref = (l: Loan) => ({ userId: l.userId, account: 'spot' as const, refType: 'Loan', refId: l.id, remark: l.orderNo });

/**
 * Closes the loan as repaid if it is still in the state the caller read (the guard that
 * makes a second settlement of the same loan, by a racing call or pass, do nothing).
 */
async function claimRepaid(tx: Tx, l: Loan, now: Date, data: { repaidAmount: string; remark: string; pledgeTaken?: string }): Promise<boolean> {
  const claimed = await tx.loan.updateMany({
    where: { id: l.id, status: l.status },
    data: { status: LOAN_DB.REPAID, repaidAt: now, marginCallAt: null, ...data },
  });
  return claimed.count === 1;
}

/** Releases a pledge loan's collateral (frozen -> available). */
async function releasePledge(tx: Tx, l: Loan, amount: string | null, now: Date): Promise<void> {
  if (!l.pledgeCurrency || !amount || new D(amount).isZero()) return;
  await unfreeze(tx, { ...ref(l), currency: l.pledgeCurrency, type: BalanceLogType.LOAN_PLEDGE_RELEASE, amount, at: now });
}

/**
 * Repays `due` from the spot balance and releases the pledge, in the caller's transaction;
 * 409 balance.insufficient (rolling everything back) when spot cannot cover it.
 * False when the loan was settled by someone else first.
 */
export async function repayFromSpot(tx: Tx, l: Loan, due: string, now: Date, remark: string): Promise<boolean> {
  if (!(await claimRepaid(tx, l, now, { repaidAmount: due, remark }))) return false;
  await debit(tx, { ...ref(l), currency: l.currency, type: BalanceLogType.LOAN_REPAY, amount: due, at: now });
  await releasePledge(tx, l, l.pledgeAmount, now);
  return true;
}

/**
 * Forced repayment from the pledge at `price` (loan currency per unit of collateral): the
 * collateral worth the debt, rounded up to the pledge currency's decimals, leaves the frozen
 * balance, the rest is released. When the whole pledge is worth less than the debt, all of
 * it is taken and the shortfall is written off (the platform bears it, as an exchange's
 * insurance fund does); the remark says so.
 */
export async function repayFromCollateral(
  tx: Tx,
  l: Loan,
  debt: string,
  price: Decimal,
  decimals: { loan: number; pledge: number },
  now: Date,
  cause: CollateralCause,
): Promise<boolean> {
  if (!l.pledgeCurrency || !l.pledgeAmount) throw new Error(`loan ${l.id}: no pledge to repay from`);
  const pledge = new D(l.pledgeAmount);
  const need = new D(debt).dividedBy(price).toDecimalPlaces(decimals.pledge, Decimal.ROUND_UP);
  const taken = D.min(need, pledge);
  const covered = taken.eq(need) ? new D(debt) : new D(truncate(taken.times(price), decimals.loan));
  const shortfall = new D(debt).minus(covered);
  const at = truncate(price, 8);
  const [plain, withShortfall] = COLLATERAL_REMARK[cause.kind];
  const values = { ...(cause.kind === 'forced' ? { ltv: cause.ltv } : {}), price: at };
  const remark = shortfall.gt(0)
    ? remarkOf(withShortfall, { ...values, shortfall: shortfall.toFixed(), currency: l.currency })
    : remarkOf(plain, values);
  if (!(await claimRepaid(tx, l, now, { repaidAmount: covered.toFixed(), remark, pledgeTaken: taken.toFixed() }))) return false;
  if (taken.gt(0)) {
    await debitFrozen(tx, { ...ref(l), currency: l.pledgeCurrency, type: BalanceLogType.LOAN_REPAY, amount: taken.toFixed(), at: now });
  }
  await releasePledge(tx, l, pledge.minus(taken).toFixed(), now);
  return true;
}
