import { toDecimal } from '@sandbox/shared/format';

/** The server keeps money to 8 decimals and refuses more (trade/numbers.ts moneyInput). */
export const TRANSFER_DECIMALS = 8;

export type TransferProblem = 'required' | 'invalid' | 'precision' | 'aboveAvailable';

/** Checks of a transfer amount, in the order the server applies them; null when it may be sent. */
export function checkTransferAmount(amount: string, available: string | undefined): { problem: TransferProblem; value?: string } | null {
  const text = amount.trim();
  if (!text) return { problem: 'required' };
  const a = /^\d+(\.\d+)?$/.test(text) ? toDecimal(text) : null;
  if (!a || a.lte(0)) return { problem: 'invalid' };
  if (a.decimalPlaces() > TRANSFER_DECIMALS) return { problem: 'precision', value: String(TRANSFER_DECIMALS) };
  const free = toDecimal(available ?? '0');
  if (!free || a.gt(free)) return { problem: 'aboveAvailable', value: available ?? '0' };
  return null;
}
