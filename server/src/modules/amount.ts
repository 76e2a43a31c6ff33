import { isTransactionClient, readerOf, sqlOf, type PrismaClient, type Tx } from '@sandbox/prisma';
import { MAX_AMOUNT_PER_CALL, MONEY_DP, amountProblem } from '@sandbox/shared';
import { badRequest, conflict } from '../errors.ts';
import { currencyPrecision } from './queries.ts';

/**
 * The service side of the one amount rule (shared/src/money.ts). The contract
 * edge (shared/src/contract/amount.ts) already refused non-positive, over-long
 * and over-maximum text; what it cannot know is the currency's own decimals,
 * which live in its row. Calling the whole rule again here also covers callers
 * that do not pass through the contract (QA scenarios, jobs), so nothing a user
 * typed ever reaches the ledger's RangeError guard.
 */
export interface AmountRule {
  /** The request field, named in the message ("amount", "margin"). */
  field: string;
  currency: string;
  /** Decimals the currency accepts (Currency.precision). */
  decimals: number;
}

/** Refuses an amount that breaks the rule: 400 naming the field (and the currency, its decimals or the maximum). */
export function assertUserAmount(text: string, rule: AmountRule): void {
  const problem = amountProblem(text, rule.decimals);
  if (problem === null) return;
  if (problem === 'tooManyDecimals') {
    throw badRequest('amount.tooManyDecimals', { field: rule.field, currency: rule.currency, decimals: rule.decimals });
  }
  if (problem === 'aboveMaximum') throw badRequest('amount.aboveMaximum', { field: rule.field, currency: rule.currency, max: MAX_AMOUNT_PER_CALL });
  throw badRequest('request.invalidField', { field: rule.field });
}

/**
 * A stored amount about to be credited (a deposit under review) that the
 * current rule refuses: rows written before the rule existed. The reviewer gets
 * a 409 and can still reject the row; the ledger never sees it.
 */
export function assertStoredAmount(text: string, currency: string): void {
  if (amountProblem(text, Number.MAX_SAFE_INTEGER) === 'aboveMaximum') {
    throw conflict('amount.storedAboveMaximum', { currency, max: MAX_AMOUNT_PER_CALL });
  }
}

/**
 * The rule for money in a currency, from its row. `cap` bounds the decimals
 * where the money has a tighter home (trading money is kept to MONEY_DP);
 * a currency without a row takes the cap.
 */
export async function loadAmountRule(
  db: PrismaClient | Tx,
  field: string,
  currency: string,
  cap = MONEY_DP,
): Promise<AmountRule> {
  // Every money call asks this: plain SQL (a Prisma query costs about 0.5 ms of CPU,
  // docs/performance.md "The data path"), inside a transaction on its own connection, outside it
  // on the read-only one.
  const precision = await currencyPrecision(isTransactionClient(db) ? sqlOf(db) : readerOf(db), currency);
  return { field, currency, decimals: Math.min(precision ?? cap, cap) };
}
