import { MAX_AMOUNT_PER_CALL, amountProblem } from '@sandbox/shared/money';
import { moneyText } from './format.ts';

/** What an amount form says about a typed amount before anything is sent (the same rule as the server). */
export type TypedAmountProblem = 'required' | 'invalid' | 'precision' | 'aboveMaximum';

/**
 * The shared amount rule (shared/src/money.ts) in the forms' terms: empty, not a
 * positive plain number, more decimals than the currency's, above the published
 * maximum per request. `value` is what the message shows (the decimals or the maximum).
 */
export function checkTypedAmount(amount: string, decimals: number): { problem: TypedAmountProblem; value?: string } | null {
  const text = amount.trim();
  if (!text) return { problem: 'required' };
  switch (amountProblem(text, decimals)) {
    case null:
      return null;
    case 'tooManyDecimals':
      return { problem: 'precision', value: String(decimals) };
    case 'aboveMaximum':
      return { problem: 'aboveMaximum', value: MAX_AMOUNT_PER_CALL };
    default:
      return { problem: 'invalid' };
  }
}

/**
 * The `value` an amount form's message shows: a number of decimals as it is ("At most 2
 * decimals"); any other (the maximum per request, the available balance, a minimum, a fee) is
 * money of the form's currency, shown as every amount of it on the screen (moneyText):
 * "More than your available 100.00 USDT" under "Available: 100.00 USDT".
 */
export function problemValueText(problem: { problem: string; value?: string }, moneyDecimals: number | undefined): string | undefined {
  if (problem.value === undefined || problem.problem === 'precision') return problem.value;
  return moneyText(problem.value, moneyDecimals);
}
