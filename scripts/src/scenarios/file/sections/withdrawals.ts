import type { PrismaClient, Tx } from '@sandbox/prisma';
import { Dec } from '@sandbox/shared/decimal';
import { RECORD_STATUS, WITHDRAWAL_ACCOUNT_TYPE } from '@sandbox/shared';
import { instantOf, type ScenarioFileInput, type ScenarioWithdrawal, type ScenarioWithdrawalAccount } from '@sandbox/shared/scenario-file';
import { DEFAULT_REVIEW_REASON, scenarioWithdrawal, toWireAccount } from '@sandbox/server/modules/wallet';
import type { TimelineEvent } from '../../timeline.ts';
import { atPlace, compare, orderNosOf, repeatedOrderNos, type SpotEffect, takenOrderNos, type UserNames, unknownUser } from './support.ts';
import { payeeKey } from './withdrawal-accounts.ts';

/*
 * The file's withdrawals (docs/scenarios.md "Deposits and withdrawals"): each applied at its
 * instant through the wallet module to one of the user's withdrawal accounts in the file, or, for
 * a user of the base scenario, one the base binds (its amount frozen, the fee by the published
 * rule), and reviewed there to its status. Exported as the users' withdrawals to their bound
 * accounts, with their order numbers and instants.
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

/**
 * An account a withdrawal may go to: one of the file's withdrawalAccounts (`ref`: its index) or one
 * the base has bound (`ref`: its id), with what a withdrawal names it by.
 */
interface Payee {
  ref: number | string;
  kind: 'bank' | 'address';
  currency?: string | undefined;
  network?: string | undefined;
  /** Whether the withdrawal's `account` (a card number or an address) names it. */
  named: (key: string) => boolean;
  /** As a problem lists it. */
  label: string;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The file's accounts as payees, by their index. */
function filePayees(accounts: readonly ScenarioWithdrawalAccount[], user: string): Payee[] {
  return accounts.flatMap((account, ref): Payee[] => {
    if (!same(account.user, user)) return [];
    const named = (key: string) => payeeKey(account) === key;
    if (account.kind === 'bank') return [{ ref, kind: 'bank', named, label: account.accountNo }];
    return [{ ref, kind: 'address', currency: account.currency, network: account.network, named, label: `${account.currency} ${account.address} on ${account.network}` }];
  });
}

/** What the file alone tells: the user is one of its own (or its base's), the account it goes to is theirs in the file, a reason only for a rejected or failed one, each order number once. */
export function withdrawalProblems(withdrawals: readonly ScenarioWithdrawal[], accounts: readonly ScenarioWithdrawalAccount[], named: UserNames, own: (account: string) => boolean): string[] {
  const each = withdrawals.flatMap((withdrawal, i) => {
    const place = `withdrawals[${i}]`;
    if (!named.has(withdrawal.user)) return unknownUser(`${place}.user`, withdrawal.user, named);
    // A user of the base may go to an account the base binds: that is checked as the file loads.
    const payee = own(withdrawal.user) ? payeeOf(withdrawal, place, filePayees(accounts, withdrawal.user), 'in this file') : undefined;
    return [
      ...(typeof payee === 'string' ? [payee] : []),
      ...(withdrawal.reason !== undefined && withdrawal.status !== 'rejected' && withdrawal.status !== 'failed' ? [`${place}.reason: only a rejected or failed withdrawal has a reason (this one is ${withdrawal.status})`] : []),
    ];
  });
  return [...each, ...repeatedOrderNos('withdrawals', withdrawals)];
}

/**
 * The account a withdrawal goes to, or the problem with its place: of the user's accounts
 * (`payees`, `where` they are) that take the currency (bank cards, and addresses of the
 * currency), the one its `account` (card number or address) and `network` name, or its only one.
 */
function payeeOf(withdrawal: ScenarioWithdrawal, place: string, payees: readonly Payee[], where: string): Payee | string {
  const { user, currency, account: key, network } = withdrawal;
  if (payees.length === 0) return `${place}: ${user} has no withdrawal account ${where} (a withdrawal goes to a bound bank card or address)`;
  const fitting = payees.filter(
    (payee) =>
      (payee.kind === 'bank' ? network === undefined : payee.currency === currency && (network === undefined || same(payee.network!, network))) &&
      (key === undefined || payee.named(key)),
  );
  if (fitting.length === 1) return fitting[0]!;
  const listed = `theirs: ${payees.map((payee) => payee.label).join(', ')}`;
  if (fitting.length > 1) return `${place}.account: ${fitting.length} of ${user}'s withdrawal accounts ${where} take ${currency} (${listed}): name one by its accountNo or address, and network`;
  if (key !== undefined) return `${place}.account: none of ${user}'s withdrawal accounts ${where} that take ${currency} is ${key}${network === undefined ? '' : ` on ${network}`} (${listed})`;
  if (network !== undefined) return `${place}.network: ${user} has no ${currency} address on ${network} ${where} (${listed})`;
  return `${place}: none of ${user}'s withdrawal accounts ${where} takes ${currency} (${listed})`;
}

/** The accounts the base has bound for its users the withdrawals name, as payees by their ids (accounts written by the base's rows before the file's). */
async function basePayees(tx: Tx, userIds: readonly string[]): Promise<Map<string, Payee[]>> {
  const rows = await tx.withdrawalAccount.findMany({ where: { userId: { in: [...userIds] } }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  const payees = new Map<string, Payee[]>();
  for (const row of rows) {
    const wire = toWireAccount(row);
    const payee: Payee =
      wire.type === WITHDRAWAL_ACCOUNT_TYPE.CHAIN_ADDRESS
        ? { ref: row.id, kind: 'address', currency: wire.currency, network: wire.network, named: (key) => key === wire.address, label: `${wire.currency} ${wire.address} on ${wire.network}` }
        : { ref: row.id, kind: 'bank', named: (key) => key.replace(/\s/g, '') === wire.accountNo, label: wire.accountNo };
    payees.set(row.userId, [...(payees.get(row.userId) ?? []), payee]);
  }
  return payees;
}

/**
 * The withdrawals' steps, each at its `at` (default the clock, which none may pass) to its account
 * (`accountIdAt`: the id withdrawalAccounts[i] was bound with; a base's account by its id), after
 * every problem the file's state tells with its place: an instant after the clock, an order number
 * the sandbox has, a base user's account among the file's and the base's. The application's own
 * rules (basic identity, a withdrawal password, the currency and the account's kind, the amount
 * rule, the minimum, the fee, the spot balance) refuse at the step, named by its place.
 */
export async function planWithdrawals(
  tx: Tx,
  withdrawals: readonly ScenarioWithdrawal[],
  accounts: readonly ScenarioWithdrawalAccount[],
  ids: { userIdOf: (account: string) => string; accountIdAt: (index: number) => string; base?: { name: string; has: (account: string) => boolean } | undefined },
  now: Date,
): Promise<{ problems: string[]; events: TimelineEvent[] }> {
  const taken = new Set((await tx.withdrawal.findMany({ where: { orderNo: { in: orderNosOf(withdrawals) } }, select: { orderNo: true } })).map((w) => w.orderNo));
  const ofBase = (w: ScenarioWithdrawal) => ids.base?.has(w.user) === true;
  const based = await basePayees(tx, withdrawals.filter(ofBase).map((w) => ids.userIdOf(w.user)));
  const problems: string[] = takenOrderNos('withdrawals', withdrawals, taken);
  const events: TimelineEvent[] = [];
  withdrawals.forEach((withdrawal, i) => {
    const place = `withdrawals[${i}]`;
    const userId = ids.userIdOf(withdrawal.user);
    const at = instantOf(withdrawal.at, now);
    if (at > now) problems.push(`${place}.at: ${withdrawal.at} is after the clock (${now.toISOString()}): a withdrawal is applied by then`);
    const payee = ofBase(withdrawal)
      ? payeeOf(withdrawal, place, [...filePayees(accounts, withdrawal.user), ...(based.get(userId) ?? [])], `in this file or the ${ids.base!.name}`)
      : payeeOf(withdrawal, place, filePayees(accounts, withdrawal.user), 'in this file');
    if (typeof payee === 'string') {
      problems.push(payee);
      return;
    }
    const record = { userId, currency: withdrawal.currency, amount: withdrawal.amount, status: STATUS[withdrawal.status], reason: withdrawal.reason ?? DEFAULT_REVIEW_REASON, no: withdrawal.orderNo };
    const accountId = () => (typeof payee.ref === 'string' ? payee.ref : ids.accountIdAt(payee.ref));
    events.push({ at, run: () => atPlace(place, async () => void (await scenarioWithdrawal(tx, { ...record, accountId: accountId() }, at))) });
  });
  return { problems, events };
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
        orderNo: w.orderNo,
        at: w.createdAt.toISOString(),
      };
    })
    .sort((a, b) => compare(withdrawalKey(a), withdrawalKey(b)));
  const effects: SpotEffect[] = rows.filter((w) => TAKEN.includes(w.status)).map((w) => ({ userId: w.userId, currency: w.currency, amount: new Dec(w.amount).negated() }));
  return { withdrawals, effects };
}

const withdrawalKey = (w: ExportedWithdrawal) => [w.user, w.at, w.currency, w.account, w.network ?? '', w.status, w.amount, w.reason ?? '', w.orderNo].join('|');
