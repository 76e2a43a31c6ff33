import { PRODUCT_TYPE } from '@sandbox/shared';
import { UNIT_DECIMALS, fromUnits, toUnits, truncateUnits } from '../../ledger/units.ts';

/** What the income of an order depends on. */
export interface IncomeTerms {
  type: number;
  amount: string;
  quantity: number;
  dailyRate: string;
  unitPrice: string | null;
}

const PERCENT = 100n * 10n ** BigInt(UNIT_DECIMALS);

/**
 * Income of one day in ledger units (10^-18, ledger/units.ts): principal x rate / 100, or
 * machines x the output of one machine (unit price x rate / 100), truncated toward zero to
 * `decimals`: the rule of earnDailyIncome and minerDailyOutput (shared/earn.ts) in integers,
 * exact where they compute in 64-digit decimals (tested against them with fast-check). A
 * decimal.js object per step was most of the accrual's own time over 100,000 orders.
 */
export function dailyIncomeUnits(o: IncomeTerms, decimals: number): bigint {
  return incomeUnits(o.type, o.amount, o.quantity, o.dailyRate, o.unitPrice, decimals, toUnits);
}

/** dailyIncomeUnits of the terms one by one (the pass reads rows as arrays), rates and unit prices parsed by `parseRate`. */
export function incomeUnits(
  type: number, amount: string, quantity: number, dailyRate: string, unitPrice: string | null, decimals: number,
  parseRate: (text: string, what: string) => bigint,
): bigint {
  const rate = parseRate(dailyRate, 'daily rate');
  if (type === PRODUCT_TYPE.MINING && unitPrice) return truncateUnits((parseRate(unitPrice, 'unit price') * rate) / PERCENT, decimals) * BigInt(quantity);
  return truncateUnits((toUnits(amount, 'amount') * rate) / PERCENT, decimals);
}

// Rates and unit prices parsed once each: a product's rate range has a handful of steps, so
// 100,000 orders hold a few dozen distinct texts (amounts vary, and are parsed each time).
const parsedRates = new Map<string, bigint>();
export function rateUnits(text: string, what: string): bigint {
  let units = parsedRates.get(text);
  if (units === undefined) {
    units = toUnits(text, what);
    // A bound, should a catalogue ever hold many distinct rates.
    if (parsedRates.size >= 10_000) parsedRates.clear();
    parsedRates.set(text, units);
  }
  return units;
}

/** Income of one day as text ("0" when it truncates to nothing). */
export function dailyIncomeOf(o: IncomeTerms, decimals: number): string {
  return fromUnits(dailyIncomeUnits(o, decimals));
}
