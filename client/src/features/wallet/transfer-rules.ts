import { toDecimal, truncate } from '@sandbox/shared/format';
import { checkTypedAmount, type TypedAmountProblem } from '../../lib/amount-check.ts';

/** The contract wallet holds USDT only (server: trade/wallet-service.ts, SETTLE_CURRENCY). */
export const TRANSFER_CURRENCY = 'USDT';

export type TransferProblem = TypedAmountProblem | 'aboveAvailable';

/** Checks of a transfer amount, in the order the server applies them (USDT's decimals); null when it may be sent. */
export function checkTransferAmount(amount: string, available: string | undefined, decimals: number): { problem: TransferProblem; value?: string } | null {
  const typed = checkTypedAmount(amount, decimals);
  if (typed) return typed;
  const free = toDecimal(available ?? '0');
  if (!free || free.lt(amount.trim())) return { problem: 'aboveAvailable', value: available ?? '0' };
  return null;
}

/** "All" moves what the currency's decimals can carry (the contract wallet may hold finer margins and fees). */
export function allOf(available: string, decimals: number): string {
  const free = toDecimal(available);
  // Truncated: never more than is there.
  return free ? truncate(free, decimals) : '0';
}
