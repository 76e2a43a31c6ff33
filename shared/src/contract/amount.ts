import { z } from 'zod';
import { MAX_AMOUNT_PER_CALL, MONEY_DP, WIRE_MAX_DECIMALS, withinMaximum } from '../money.ts';

/*
 * The contract edge of the amount rule (shared/src/money.ts): every amount a
 * user asks to move is a positive plain decimal of at most `maxDecimals` and at
 * most the published maximum per call, refused with envelope 400 "Invalid or
 * missing value: <field>" before any service runs. The currency's own decimals
 * need its row, so the services check them. A refinement, not a transform: the
 * schema stays JSON-Schema convertible (common.ts header).
 */
function amountOf(maxDecimals: number) {
  return z
    .string()
    .max(64)
    .regex(
      new RegExp(`^(?=[0.]*[1-9])\\d+(\\.\\d{1,${maxDecimals}})?$`),
      `Expected a decimal string greater than zero with at most ${maxDecimals} decimals`,
    )
    .refine((text) => withinMaximum(text), { message: `At most ${MAX_AMOUNT_PER_CALL} per call` })
    .describe(`Amount to move: a decimal string greater than zero, at most ${maxDecimals} decimals and ${MAX_AMOUNT_PER_CALL} per call, e.g. "100"`);
}

/** Deposits, withdrawals, products, loans: the currency's decimals (checked by the service) may go up to the ledger's 18. */
export const userAmount = amountOf(WIRE_MAX_DECIMALS);

/** Trading money and quantities (transfer, exchange, margin, stake): kept to MONEY_DP decimals, a currency may allow fewer. */
export const tradeAmount = amountOf(MONEY_DP);
