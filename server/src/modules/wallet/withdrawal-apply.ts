import type { Tx, User, WithdrawalAccount } from '@sandbox/prisma';
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

/** Where a withdrawal goes and what the fee leaves of it. */
interface Payout {
  chain: boolean;
  fee: string;
  net: string;
}

/** An application that passed every check before the transaction: whose, to where, and what the fee leaves. */
interface Checked {
  user: User;
  account: WithdrawalAccount;
  payout: Payout;
}

/** What the checks read. */
type Reader = Pick<Tx, 'withdrawalAccount' | 'currency' | 'systemSetting'>;

/** The checks before the transaction, in the order the user has to fix them (module README "Withdrawal checks"). */
async function checkApplication(deps: WithdrawalDeps, userId: string, input: WithdrawalApplyInput): Promise<Checked> {
  const { db } = deps;
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user) throw notFound('request.notFound');
  assertMayMoveMoney(user);
  // Withdrawal needs basic identity verification (SPEC.md section 6; identity/kyc/gate.ts), 403 kyc.required.
  // Checked first so the user learns of it before setting up the rest; kycLevel only ever rises.
  await assertKycLevel(db, userId, 1);
  const { account, passwordHash } = await checkPayee(db, user, input.accountId);
  const payout = await checkPayout(db, account, input);
  if (user.googleBound && !input.googleCode) throw badRequest('withdrawal.googleCodeRequired');
  await checkThrottledPassword(deps, { kind: WITHDRAWAL_PASSWORD, userId, password: input.withdrawalPassword, hash: passwordHash, wrongKey: 'withdrawal.passwordWrong' });
  return { user, account, payout };
}

/** The payee, each missing step named in the order the user has to take them: a withdrawal password, an account bound, the account their own. */
async function checkPayee(db: Reader, user: User, accountId: string): Promise<{ account: WithdrawalAccount; passwordHash: string }> {
  const passwordHash = user.withdrawPasswordHash;
  if (!passwordHash) throw badRequest('withdrawal.passwordNotSet');
  const accounts = await db.withdrawalAccount.count({ where: { userId: user.id } });
  if (accounts === 0) throw badRequest('withdrawal.noAccount');
  const account = await db.withdrawalAccount.findFirst({ where: { id: accountId, userId: user.id } });
  if (!account) throw notFound('account.notFound');
  return { account, passwordHash };
}

/** What the account can receive and what it costs: the currency, the account's kind, the amount rule, the minimum and the fee. */
async function checkPayout(db: Reader, account: WithdrawalAccount, input: Pick<WithdrawalApplyInput, 'currency' | 'amount'>): Promise<Payout> {
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
  return { chain, fee, net };
}

/** An application: checked, then the row and the amount frozen in one transaction (status 0, under review). */
export async function applyWithdrawal(deps: WithdrawalDeps, userId: string, input: WithdrawalApplyInput) {
  const { user, account, payout } = await checkApplication(deps, userId, input);
  const now = deps.clock.now();
  const row = await deps.db.$transaction(async (tx) => {
    // Again inside the transaction that freezes the money, so the gate and the freeze see one state.
    await assertKycLevel(tx, userId, 1);
    if (user.googleBound && input.googleCode) await deps.verifyGoogleCode(tx, userId, input.googleCode);
    return writeWithdrawal(tx, userId, account, payout, input, now);
  });
  return toWithdrawalOrder(row);
}

/**
 * A scenario file's withdrawal applied at `at` inside the caller's transaction: identity, the
 * payee and the payout checked as an application checks them, the row (with the file's order
 * number, or a new one) and the freeze it makes. The person's status, authenticator and password
 * are not asked: the withdrawal is history.
 */
export async function applyWithdrawalIn(tx: Tx, userId: string, input: Pick<WithdrawalApplyInput, 'accountId' | 'currency' | 'amount'> & { no?: string | undefined }, at: Date) {
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId } });
  await assertKycLevel(tx, userId, 1);
  const { account } = await checkPayee(tx, user, input.accountId);
  return writeWithdrawal(tx, userId, account, await checkPayout(tx, account, input), input, at);
}

/** The withdrawal under review at `now` (its order number a new one unless given), and its amount frozen. */
async function writeWithdrawal(tx: Tx, userId: string, account: WithdrawalAccount, { chain, fee, net }: Payout, input: Pick<WithdrawalApplyInput, 'currency' | 'amount'> & { no?: string | undefined }, now: Date) {
  const w = await tx.withdrawal.create({
    data: {
      orderNo: input.no ?? orderNo('W', now),
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
  // Above the available balance, the ledger refuses (409 balance.insufficient) and the row above rolls back with the transaction.
  await freeze(tx, { ...ref(w, now), type: BalanceLogType.WITHDRAW_FREEZE });
  return w;
}
