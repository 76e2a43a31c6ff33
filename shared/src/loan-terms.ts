import Decimal from 'decimal.js';
import { Dec as D } from './decimal.ts';

/*
 * The loan figures a borrower sees before signing, one rule for the server and
 * the loan screens (docs/domains/credit-and-ieo.md "Loans"). Rates are percents per
 * day; a pledge ratio is the collateral value required per unit lent (1.5).
 */

export const LOAN_DAY_MS = 24 * 3600 * 1000;
/** Margin call when debt / collateral value reaches 80 %, forced repayment from the collateral at 90 %. */
export const LOAN_MARGIN_CALL_LTV = '80';
export const LOAN_LIQUIDATION_LTV = '90';
/** Overdue penalty: this many times the daily rate on the principal, per started day after the end date. */
export const LOAN_PENALTY_MULTIPLIER = 2;

const plain = (d: Decimal) => (d.isZero() ? '0' : d.toFixed());

/** The overdue penalty's rate in percent a day: LOAN_PENALTY_MULTIPLIER x the daily rate. "0.1" -> "0.2". */
export const loanPenaltyRate = (dailyRatePercent: Decimal.Value): string => plain(new D(dailyRatePercent).times(LOAN_PENALTY_MULTIPLIER));

/** amount x dailyRate / 100 x days, truncated toward zero to the currency's decimals. 1234.56, 0.1, 7, 2 -> "8.64". */
export function loanInterest(amount: Decimal.Value, dailyRatePercent: Decimal.Value, days: number, decimals: number): string {
  return plain(new D(amount).times(dailyRatePercent).dividedBy(100).times(days).toDecimalPlaces(decimals, Decimal.ROUND_DOWN));
}

/**
 * Overdue penalty at `now` of a loan overdue since `overdueAt` (its end date): LOAN_PENALTY_MULTIPLIER
 * x the daily rate on the principal for each started day, truncated. 1000, 0.1, 2.5 days, 2 -> "6".
 */
export function loanPenalty(amount: Decimal.Value, dailyRatePercent: Decimal.Value, overdueAt: Date, now: Date, decimals: number): string {
  const ms = now.getTime() - overdueAt.getTime();
  const days = ms <= 0 ? 0 : Math.ceil(ms / LOAN_DAY_MS);
  return loanInterest(amount, loanPenaltyRate(dailyRatePercent), days, decimals);
}

/** When a loan disbursed at `start` ends: `days` whole days of 24 hours later. */
export function loanEndAt(start: Date, days: number): Date {
  return new Date(start.getTime() + days * LOAN_DAY_MS);
}

/** Collateral for a pledge loan: amount x pledge ratio / price, rounded up to the collateral's decimals. 3000, 1.5, 70000, 8 -> "0.06428572". */
export function loanCollateral(amount: Decimal.Value, pledgeRatio: Decimal.Value, price: Decimal.Value, decimals: number): string {
  return plain(new D(amount).times(pledgeRatio).dividedBy(price).toDecimalPlaces(decimals, Decimal.ROUND_UP));
}

/** Loan-to-value in percent: debt / (collateral x price) x 100 (Infinity for a worthless collateral). */
export function loanLtvPercent(debt: Decimal.Value, collateral: Decimal.Value, price: Decimal.Value): Decimal {
  const value = new D(collateral).times(price);
  return value.isZero() ? new D(Infinity) : new D(debt).dividedBy(value).times(100);
}
