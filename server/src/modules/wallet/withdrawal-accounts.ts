import type { Prisma, PrismaClient, Tx } from '@sandbox/prisma';
import { WITHDRAWAL_ACCOUNT_TYPE, toRegionTime, type user } from '@sandbox/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { toStoredAccountType, toWireAccountType } from './withdrawal-accounts-codes.ts';
import { assertNotDuplicate, payeeColumns, type AddInput, type PayeeColumns } from './withdrawal-accounts-columns.ts';

type AccountRow = Prisma.WithdrawalAccountGetPayload<object>;
type EditInput = z.output<typeof user.withdrawalAccountEdit.body>;
type WireAccount = z.input<typeof user.withdrawalAccount>;

/** Enough for several cards and an address per coin and network; stops a script from filling the table. */
export const MAX_ACCOUNTS_PER_USER = 20;

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
      // Not stored: the schema has no column for it (payeeColumns refuses one).
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

/** Binds a checked payee at `now` inside the caller's transaction: within the user's limit, not one they have; the first becomes the default. */
export async function bindIn(tx: Tx, userId: string, data: PayeeColumns, now: Date) {
  const count = await tx.withdrawalAccount.count({ where: { userId } });
  if (count >= MAX_ACCOUNTS_PER_USER) throw conflict('account.tooMany', { max: MAX_ACCOUNTS_PER_USER });
  await assertNotDuplicate(tx, userId, data);
  return tx.withdrawalAccount.create({ data: { ...data, userId, isDefault: count === 0, createdAt: now, updatedAt: now } });
}

export type WithdrawalAccountService = ReturnType<typeof createWithdrawalAccountService>;

/** Bound payees (user.withdrawalAccount*): bank cards and chain addresses, checked before they are stored. */
export function createWithdrawalAccountService(deps: { db: PrismaClient; clock: Clock }) {
  const { db, clock } = deps;

  return {
    async list(userId: string, type?: (typeof WITHDRAWAL_ACCOUNT_TYPE)[keyof typeof WITHDRAWAL_ACCOUNT_TYPE]) {
      const rows = await db.withdrawalAccount.findMany({
        where: { userId, ...(type ? { type: toStoredAccountType(type) } : {}) },
        orderBy: [{ isDefault: 'desc' }, { createdAt: 'desc' }],
      });
      return rows.map(toWireAccount);
    },

    async add(userId: string, input: AddInput) {
      const data = await payeeColumns(db, input);
      const now = clock.now();
      const row = await db.$transaction((tx) => bindIn(tx, userId, data, now));
      return toWireAccount(row);
    },

    async edit(userId: string, input: EditInput) {
      const { id, ...rest } = input;
      // Another user's account is "not found": its existence is none of the caller's business.
      const existing = await db.withdrawalAccount.findFirst({ where: { id, userId } });
      if (!existing) throw notFound('account.notFound');
      if (toWireAccountType(existing.type) !== input.type) throw badRequest('account.typeChange');
      const data = await payeeColumns(db, rest);
      await assertNotDuplicate(db, userId, data, id);
      const row = await db.withdrawalAccount.update({ where: { id }, data: { ...data, updatedAt: clock.now() } });
      return toWireAccount(row);
    },
  };
}
