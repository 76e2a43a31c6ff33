import type { User, WithdrawalAccount } from '@sandbox/prisma';
import { RECORD_STATUS, withdrawalFee } from '@sandbox/shared';
import { badRequest, notFound } from '../../errors.ts';
import { BalanceLogType, freeze } from '../../ledger/index.ts';
import { assertKycLevel, checkThrottledPassword, WITHDRAWAL_PASSWORD } from '../identity/index.ts';
import { assertUserAmount } from '../amount.ts';
import { orderNo } from '../order-no.ts';
import { movableCurrency } from './currency-rules.ts';
import { loadLimitTable } from './limits.ts';
import { toWithdrawalOrder } from './mappers.ts';
import { assertMayMoveMoney } from './money-gate.ts';
import { canonical, dec } from './money.ts';
import { STORED_ACCOUNT_TYPE } from './withdrawal-accounts-codes.ts';
import { ref, type WithdrawalDeps } from './withdrawal-support.ts';

export interface WithdrawalApplyInput {
  currency: string;
  amount: string;
  accountId: string;
  withdrawalPassword: string;
  googleCode?: string | undefined;
}

/** An application that passed every check before the transaction: whose, to where, and what the fee leaves. */
interface Checked {
  user: User;
  account: WithdrawalAccount;
  chain: boolean;
  fee: string;
  net: string;
}

/** The checks before the transaction, in the order the user has to fix them (module README "Withdrawal checks"). */
async function checkApplication(deps: WithdrawalDeps, userId: string, input: WithdrawalApplyInput): Promise<Checked> {
  const { db } = deps;
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user) throw notFound('request.notFound');
  assertMayMoveMoney(user);
  // Withdrawal needs basic identity verification (SPEC.md section 6; identity/kyc/gate.ts), 403 kyc.required.
  // Checked first so the user learns of it before setting up the rest; kycLevel only ever rises.
  await assertKycLevel(db, userId, 1);
  // Each missing step is named, in the order the user has to take them.
  if (!user.withdrawPasswordHash) throw badRequest('withdrawal.passwordNotSet');
  const accounts = await db.withdrawalAccount.count({ where: { userId } });
  if (accounts === 0) throw badRequest('withdrawal.noAccount');
  const account = await db.withdrawalAccount.findFirst({ where: { id: input.accountId, userId } });
  if (!account) throw notFound('account.notFound');

  const currency = await movableCurrency(db, input.currency, 'withdraw');
  const table = await loadLimitTable(db);
  const chain = account.type === STORED_ACCOUNT_TYPE.CHAIN_ADDRESS;
  if (chain && account.currency !== input.currency) {
    throw badRequest('withdrawal.accountCurrencyMismatch', { currency: input.currency });
  }
  if (!chain && !table.bankWithdrawal(input.currency)) throw badRequest('withdrawal.bankUnsupported', { currency: input.currency });
  assertUserAmount(input.amount, { field: 'amount', currency: input.currency, decimals: currency.precision });
  const limits = table.limits(input.currency, chain ? (account.network ?? undefined) : undefined);
  const amount = dec(input.amount);
  if (amount.lessThan(limits.minWithdraw)) throw badRequest('withdrawal.belowMinimum', { min: limits.minWithdraw, currency: input.currency });
  const { fee, net } = withdrawalFee(input.amount, { fixed: limits.withdrawFee, ratePercent: limits.withdrawFeeRate }, currency.precision);
  if (amount.lessThanOrEqualTo(fee)) throw badRequest('withdrawal.feeExceedsAmount', { fee, currency: input.currency });
  if (user.googleBound && !input.googleCode) throw badRequest('withdrawal.googleCodeRequired');
  await checkThrottledPassword(deps, { kind: WITHDRAWAL_PASSWORD, userId, password: input.withdrawalPassword, hash: user.withdrawPasswordHash, wrongKey: 'withdrawal.passwordWrong' });
  return { user, account, chain, fee, net };
}

/** An application: checked, then the row and the amount frozen in one transaction (status 0, under review). */
export async function applyWithdrawal(deps: WithdrawalDeps, userId: string, input: WithdrawalApplyInput) {
  const { user, account, chain, fee, net } = await checkApplication(deps, userId, input);
  const now = deps.clock.now();
  const row = await deps.db.$transaction(async (tx) => {
    // Again inside the transaction that freezes the money, so the gate and the freeze see one state.
    await assertKycLevel(tx, userId, 1);
    if (user.googleBound && input.googleCode) await deps.verifyGoogleCode(tx, userId, input.googleCode);
    const w = await tx.withdrawal.create({
      data: {
        orderNo: orderNo('W', now),
        userId,
        currency: input.currency,
        network: chain ? account.network : null,
        amount: canonical(input.amount),
        fee,
        actualAmount: net,
        method: account.type,
        accountId: account.id,
        // A snapshot: editing the account later must not change where this one goes.
        address: chain ? account.address : null,
        realName: chain ? null : account.realName,
        bankName: chain ? null : account.bankName,
        bankAccount: chain ? null : account.bankAccount,
        status: RECORD_STATUS.UNDER_REVIEW,
        createdAt: now,
        updatedAt: now,
      },
    });
    // Above the available balance, the ledger refuses (409 balance.insufficient) and the row above rolls back.
    await freeze(tx, { ...ref(w, now), type: BalanceLogType.WITHDRAW_FREEZE });
    return w;
  });
  return toWithdrawalOrder(row);
}
