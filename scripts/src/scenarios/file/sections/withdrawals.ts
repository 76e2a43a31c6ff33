import type { PrismaClient, Tx } from '@sandbox/prisma';
import { Dec } from '@sandbox/shared/decimal';
import { RECORD_STATUS, WITHDRAWAL_ACCOUNT_TYPE } from '@sandbox/shared';
import type { ScenarioFileInput, ScenarioWithdrawal, ScenarioWithdrawalAccount } from '@sandbox/shared/scenario-file';
import { DEFAULT_REVIEW_REASON, scenarioWithdrawal, toWireAccount } from '@sandbox/server/modules/wallet';
import type { TimelineEvent } from '../../timeline.ts';
import { atPlace, compare, type SpotEffect, type UserNames, unknownUser } from './support.ts';
import { payeeKey } from './withdrawal-accounts.ts';

/*
 * The file's withdrawals (docs/scenarios.md "Deposits and withdrawals"): each applied at the clock
 * through the wallet module to one of the user's withdrawal accounts in the file (its amount
 * frozen, the fee by the published rule) and reviewed there to its status. Exported as the users'
 * withdrawals to their bound accounts.
 */

type ExportedWithdrawal = NonNullable<ScenarioFileInput['withdrawals']>[number];
const STATUS = {
  review: RECORD_STATUS.UNDER_REVIEW,
  approved: RECORD_STATUS.DELIVERED,
  paid: RECORD_STATUS.WITHDRAWN,
  failed: RECORD_STATUS.FAILED,
  rejected: RECORD_STATUS.REJECTED,
} as const;
const STATUS_NAME = new Map(Object.entries(STATUS).map(([name, code]) => [code as number, name as ExportedWithdrawal['status']]));
/** What an export counts back: the statuses whose amount has left the available balance (frozen, or paid out). */
const TAKEN: readonly number[] = [RECORD_STATUS.UNDER_REVIEW, RECORD_STATUS.DELIVERED, RECORD_STATUS.WITHDRAWN];

/** What the file alone tells: the user is one of its own, the account it goes to is theirs in the file, a reason only for a rejected or failed one. */
export function withdrawalProblems(withdrawals: readonly ScenarioWithdrawal[], accounts: readonly ScenarioWithdrawalAccount[], named: UserNames): string[] {
  return withdrawals.flatMap((withdrawal, i) => {
    const place = `withdrawals[${i}]`;
    if (!named.has(withdrawal.user)) return unknownUser(`${place}.user`, withdrawal.user, named);
    const payee = payeeOf(withdrawal, place, accounts);
    return [
      ...(typeof payee === 'string' ? [payee] : []),
      ...(withdrawal.reason !== undefined && withdrawal.status !== 'rejected' && withdrawal.status !== 'failed' ? [`${place}.reason: only a rejected or failed withdrawal has a reason (this one is ${withdrawal.status})`] : []),
    ];
  });
}

/**
 * The index in the file's withdrawalAccounts of the account a withdrawal goes to, or the problem
 * with its place: of the user's accounts that take the currency (bank cards, and addresses of the
 * currency), the one its `account` (card number or address) and `network` name, or its only one.
 */
function payeeOf(withdrawal: ScenarioWithdrawal, place: string, accounts: readonly ScenarioWithdrawalAccount[]): number | string {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const { user, currency, account: key, network } = withdrawal;
  const theirs = accounts.flatMap((account, index) => (same(account.user, user) ? [{ account, index }] : []));
  if (theirs.length === 0) return `${place}: ${user} has no withdrawal account in this file (a withdrawal goes to a bound bank card or address)`;
  const fitting = theirs.filter(
    ({ account }) =>
      (account.kind === 'bank' ? network === undefined : account.currency === currency && (network === undefined || same(account.network, network))) &&
      (key === undefined || payeeKey(account) === key),
  );
  if (fitting.length === 1) return fitting[0]!.index;
  const listed = `theirs: ${theirs.map(({ account }) => (account.kind === 'bank' ? account.accountNo : `${account.currency} ${account.address} on ${account.network}`)).join(', ')}`;
  if (fitting.length > 1) return `${place}.account: ${fitting.length} of ${user}'s withdrawal accounts in this file take ${currency} (${listed}): name one by its accountNo or address, and network`;
  if (key !== undefined) return `${place}.account: none of ${user}'s withdrawal accounts in this file that take ${currency} is ${key}${network === undefined ? '' : ` on ${network}`} (${listed})`;
  if (network !== undefined) return `${place}.network: ${user} has no ${currency} address on ${network} in this file (${listed})`;
  return `${place}: none of ${user}'s withdrawal accounts in this file takes ${currency} (${listed})`;
}

/**
 * The withdrawals' steps at the clock, each to its account (`accountIdAt`: the id withdrawalAccounts[i]
 * was bound with). The application's own rules (basic identity, a withdrawal password, the
 * currency and the account's kind, the amount rule, the minimum, the fee, the spot balance)
 * refuse at the step, named by its place.
 */
export function planWithdrawals(
  tx: Tx,
  withdrawals: readonly ScenarioWithdrawal[],
  accounts: readonly ScenarioWithdrawalAccount[],
  ids: { userIdOf: (account: string) => string; accountIdAt: (index: number) => string },
  now: Date,
): TimelineEvent[] {
  return withdrawals.map((withdrawal, i) => {
    const place = `withdrawals[${i}]`;
    const payee = payeeOf(withdrawal, place, accounts);
    // read.ts refused a withdrawal without its account.
    if (typeof payee === 'string') throw new Error(payee);
    const record = { userId: ids.userIdOf(withdrawal.user), currency: withdrawal.currency, amount: withdrawal.amount, status: STATUS[withdrawal.status], reason: withdrawal.reason ?? DEFAULT_REVIEW_REASON };
    return { at: now, run: () => atPlace(place, async () => void (await scenarioWithdrawal(tx, { ...record, accountId: ids.accountIdAt(payee) }, now))) };
  });
}

/**
 * The users' (`mine`) withdrawals to their bound accounts in a fixed order, and what loading each
 * does to spot, which the export counts back: one under review or approved freezes its amount, a
 * paid one takes it; a rejected or failed one gives it back. A withdrawal whose account is gone
 * has nowhere to go in the file, and stays out with its amount.
 */
export async function exportWithdrawals(db: PrismaClient, mine: { userId?: { in: string[] } }, accountOf: ReadonlyMap<string, string>) {
  const rows = (await db.withdrawal.findMany({ where: mine, include: { account: true } })).filter((w) => w.account !== null);
  const withdrawals: ExportedWithdrawal[] = rows
    .map((w) => {
      const payee = toWireAccount(w.account!);
      return {
        user: accountOf.get(w.userId)!,
        currency: w.currency,
        ...(payee.type === WITHDRAWAL_ACCOUNT_TYPE.CHAIN_ADDRESS ? { account: payee.address, network: payee.network } : { account: payee.accountNo }),
        amount: w.amount,
        status: STATUS_NAME.get(w.status)!,
        ...(w.status === RECORD_STATUS.REJECTED || w.status === RECORD_STATUS.FAILED ? { reason: w.rejectReason ?? DEFAULT_REVIEW_REASON } : {}),
      };
    })
    .sort((a, b) => compare(withdrawalKey(a), withdrawalKey(b)));
  const effects: SpotEffect[] = rows.filter((w) => TAKEN.includes(w.status)).map((w) => ({ userId: w.userId, currency: w.currency, amount: new Dec(w.amount).negated() }));
  return { withdrawals, effects };
}

const withdrawalKey = (w: ExportedWithdrawal) => [w.user, w.currency, w.account, w.network ?? '', w.status, w.amount, w.reason ?? ''].join('|');
