import type { PrismaClient, Tx } from '@sandbox/prisma';
import { badRequest } from '../../errors.ts';

type Reader = Pick<PrismaClient | Tx, 'currency'>;

/** The currency row when it is enabled and allows the movement; a clear 400 otherwise. */
export async function movableCurrency(db: Reader, code: string, movement: 'deposit' | 'withdraw') {
  const currency = await db.currency.findUnique({ where: { code } });
  const allowed = currency && currency.enabled && (movement === 'deposit' ? currency.canDeposit : currency.canWithdraw);
  if (!allowed) throw badRequest('finance.currencyUnsupported', { currency: code });
  return currency;
}

/** Sandbox addresses must read as such wherever they are shown, whatever a scenario stored. */
export function displayAddress(address: string, isSandbox: boolean): string {
  return isSandbox && !address.toUpperCase().includes('SANDBOX') ? `SANDBOX-${address}` : address;
}
