import type { Tx } from '@sandbox/prisma';
import { WITHDRAWAL_ACCOUNT_TYPE, type user } from '@sandbox/shared';
import type { z } from 'zod';
import { badRequest, conflict } from '../../errors.ts';
import { isValidAddress } from './withdrawal-accounts-address.ts';
import { STORED_ACCOUNT_TYPE } from './withdrawal-accounts-codes.ts';

export type AddInput = z.output<typeof user.withdrawalAccountAdd.body>;

/** Card numbers are stored without the spaces people type for readability. */
const compact = (accountNo: string) => accountNo.replace(/\s+/g, '').toUpperCase();

/** Column values of a validated input (shared by add and edit). */
export async function payeeColumns(db: Pick<Tx, 'depositAddress' | 'currency'>, input: AddInput) {
  if (input.type === WITHDRAWAL_ACCOUNT_TYPE.BANK_CARD) {
    // WithdrawalAccount has no SWIFT column yet: refusing is honest, dropping it silently is not.
    if (input.swiftCode) throw badRequest('account.swiftUnsupported');
    return {
      type: STORED_ACCOUNT_TYPE.BANK_CARD,
      realName: input.realName.trim(),
      bankName: input.bankName.trim(),
      bankAccount: compact(input.accountNo),
      bankBranch: input.bankBranch?.trim() || null,
      currency: null,
      network: null,
      address: null,
    };
  }
  const network = input.network.trim().toUpperCase();
  const address = input.address.trim();
  // A pair the platform moves (it has a deposit address for it) and a withdrawable coin.
  const [pair, currency] = await Promise.all([
    db.depositAddress.findUnique({ where: { currency_network: { currency: input.currency, network } } }),
    db.currency.findUnique({ where: { code: input.currency } }),
  ]);
  if (!currency || !currency.enabled || !currency.canWithdraw) throw badRequest('finance.currencyUnsupported', { currency: input.currency });
  if (!pair || !pair.enabled) throw badRequest('finance.networkUnsupported', { currency: input.currency, network });
  if (!isValidAddress(network, address)) throw badRequest('account.addressInvalid', { network });
  return {
    type: STORED_ACCOUNT_TYPE.CHAIN_ADDRESS,
    currency: input.currency,
    network,
    address,
    realName: null,
    bankName: null,
    bankAccount: null,
    bankBranch: null,
  };
}

export type PayeeColumns = Awaited<ReturnType<typeof payeeColumns>>;

/** 409 account.duplicate when the user has the same card, or the same address on the same coin and network (the edited one aside). */
export async function assertNotDuplicate(reader: Pick<Tx, 'withdrawalAccount'>, userId: string, data: PayeeColumns, exceptId?: string) {
  const same = await reader.withdrawalAccount.findFirst({
    where: {
      userId,
      type: data.type,
      ...(data.type === STORED_ACCOUNT_TYPE.BANK_CARD
        ? { bankAccount: data.bankAccount }
        : { currency: data.currency, network: data.network, address: data.address }),
      ...(exceptId ? { id: { not: exceptId } } : {}),
    },
    select: { id: true },
  });
  if (same) throw conflict('account.duplicate');
}
