import type { Prisma, PrismaClient, Tx } from '@sandbox/prisma';
import { WITHDRAWAL_ACCOUNT_TYPE, toRegionTime, type user } from '@sandbox/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { isValidAddress } from './withdrawal-accounts-address.ts';
import { STORED_ACCOUNT_TYPE, toStoredAccountType, toWireAccountType } from './withdrawal-accounts-codes.ts';

type AccountRow = Prisma.WithdrawalAccountGetPayload<object>;
type AddInput = z.output<typeof user.withdrawalAccountAdd.body>;
type EditInput = z.output<typeof user.withdrawalAccountEdit.body>;
type WireAccount = z.input<typeof user.withdrawalAccount>;

/** Enough for several cards and an address per coin and network; stops a script from filling the table. */
export const MAX_ACCOUNTS_PER_USER = 20;

/** Card numbers are stored without the spaces people type for readability. */
const compact = (accountNo: string) => accountNo.replace(/\s+/g, '').toUpperCase();

export function toWireAccount(row: AccountRow): WireAccount {
  const createdAt = toRegionTime(row.createdAt);
  if (toWireAccountType(row.type) === WITHDRAWAL_ACCOUNT_TYPE.BANK_CARD) {
    return {
      id: row.id,
      type: WITHDRAWAL_ACCOUNT_TYPE.BANK_CARD,
      realName: row.realName ?? '',
      bankName: row.bankName ?? '',
      accountNo: row.bankAccount ?? '',
      bankBranch: row.bankBranch,
      // Not stored: the schema has no column for it (see validate below).
      swiftCode: null,
      createdAt,
    };
  }
  return {
    id: row.id,
    type: WITHDRAWAL_ACCOUNT_TYPE.CHAIN_ADDRESS,
    currency: row.currency ?? '',
    network: row.network ?? '',
    address: row.address ?? '',
    createdAt,
  };
}

export type WithdrawalAccountService = ReturnType<typeof createWithdrawalAccountService>;

/** Bound payees (user.withdrawalAccount*): bank cards and chain addresses, checked before they are stored. */
export function createWithdrawalAccountService(deps: { db: PrismaClient; clock: Clock }) {
  const { db, clock } = deps;

  /** Column values of a validated input (shared by add and edit). */
  async function columns(input: AddInput) {
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

  async function assertNotDuplicate(
    reader: Pick<Tx, 'withdrawalAccount'>,
    userId: string,
    data: Awaited<ReturnType<typeof columns>>,
    exceptId?: string,
  ) {
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

  return {
    async list(userId: string, type?: (typeof WITHDRAWAL_ACCOUNT_TYPE)[keyof typeof WITHDRAWAL_ACCOUNT_TYPE]) {
      const rows = await db.withdrawalAccount.findMany({
        where: { userId, ...(type ? { type: toStoredAccountType(type) } : {}) },
        orderBy: [{ isDefault: 'desc' }, { createdAt: 'desc' }],
      });
      return rows.map(toWireAccount);
    },

    async add(userId: string, input: AddInput) {
      const data = await columns(input);
      const now = clock.now();
      const row = await db.$transaction(async (tx) => {
        const count = await tx.withdrawalAccount.count({ where: { userId } });
        if (count >= MAX_ACCOUNTS_PER_USER) throw conflict('account.tooMany', { max: MAX_ACCOUNTS_PER_USER });
        await assertNotDuplicate(tx, userId, data);
        // The first payee bound becomes the default one.
        return tx.withdrawalAccount.create({ data: { ...data, userId, isDefault: count === 0, createdAt: now, updatedAt: now } });
      });
      return toWireAccount(row);
    },

    async edit(userId: string, input: EditInput) {
      const { id, ...rest } = input;
      // Another user's account is "not found": its existence is none of the caller's business.
      const existing = await db.withdrawalAccount.findFirst({ where: { id, userId } });
      if (!existing) throw notFound('account.notFound');
      if (toWireAccountType(existing.type) !== input.type) throw badRequest('account.typeChange');
      const data = await columns(rest);
      await assertNotDuplicate(db, userId, data, id);
      const row = await db.withdrawalAccount.update({ where: { id }, data: { ...data, updatedAt: clock.now() } });
      return toWireAccount(row);
    },
  };
}
