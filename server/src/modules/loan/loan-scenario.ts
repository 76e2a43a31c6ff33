import type { Loan, LoanSetting, Tx } from '@sandbox/prisma';
import { LOAN_TYPE } from '@sandbox/shared';
import { conflict } from '../../errors.ts';
import { assertUserAmount, loadAmountRule } from '../amount.ts';
import { notifyAt } from '../content/index.ts';
import { orderNo } from '../order-no.ts';
import { assertWithinOffer, maxOpenCredit, writeApplication } from './loan-apply.ts';
import { repayIn } from './loan-repay.ts';
import { approveIn } from './loan-review.ts';
import { creditOffers } from './loan-support.ts';
import { decimalsOf } from './pricing.ts';
import { dueAt, LOAN_DB } from './rules.ts';

/*
 * A scenario file's loans (docs/scenarios.md), made inside the load's transaction by the
 * module's own steps at the instants the file's clock gives: the application as loan-apply.ts
 * checks and writes it (without a signed agreement, and with the file's collateral instead of
 * one sized at the live price), the approval of loan-review.ts and the borrower's repayment of
 * loan-repay.ts. Each notice the borrower is told is dated at its step.
 */

/** What a scenario's application asks: the offer, the amount and, for a pledge loan, the collateral. */
export interface ScenarioApplication {
  userId: string;
  set: LoanSetting;
  amount: string;
  pledge: { currency: string; amount: string } | null;
  /** The loan's order number; default a new one, as an application makes. */
  no?: string | undefined;
}

/** The application at `at`: the amount rule, the offer's identity level and limits, the credit room; the loan pending review. */
export async function applyScenarioLoan(tx: Tx, input: ScenarioApplication, at: Date): Promise<Loan> {
  const { userId, set, pledge } = input;
  if ((set.type === LOAN_TYPE.PLEDGE) !== (pledge !== null) || (pledge && pledge.currency !== set.pledgeCurrency)) {
    throw new Error(`offer ${set.id}: a pledge loan pledges ${set.pledgeCurrency ?? 'nothing'}, a credit loan nothing`);
  }
  assertUserAmount(input.amount, await loadAmountRule(tx, 'amount', set.currency));
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { kycLevel: true } });
  const amount = await assertWithinOffer(tx, set, userId, user.kycLevel, input.amount);
  const credit = set.type === LOAN_TYPE.CREDIT;
  const credits = credit ? await creditOffers({ db: tx }) : [];
  const maxOpen = credit ? await maxOpenCredit({ db: tx }) : 0;
  const decimals = await decimalsOf(tx, set.currency);
  return writeApplication(tx, userId, { set, user, amount, signatureId: null }, { pledge, credits, maxOpen, decimals, no: input.no ?? orderNo('LN', at), now: at });
}

/** The approval at `at`: the loan runs from then, its amount paid out to spot. Answers the running loan. */
export async function approveScenarioLoan(tx: Tx, loan: Loan, at: Date): Promise<Loan> {
  await approveIn(tx, notifyAt(at), loan, at);
  return tx.loan.findUniqueOrThrow({ where: { id: loan.id } });
}

/** The borrower repays a running loan at `at`: what is due then, from spot. */
export async function repayScenarioLoan(tx: Tx, loan: Loan, at: Date): Promise<void> {
  const due = dueAt(loan, at, await decimalsOf(tx, loan.currency));
  if (!(await repayIn(tx, notifyAt(at), loan, due.total, at))) throw conflict('loan.notRepayable');
}

/** What a running loan past its end owes at `now` once the loan job marks it overdue: principal, interest and the penalty from its end. */
export async function overdueDue(tx: Tx, loan: Loan, now: Date): Promise<string> {
  return dueAt({ ...loan, status: LOAN_DB.OVERDUE, overdueAt: loan.endAt }, now, await decimalsOf(tx, loan.currency)).total;
}
