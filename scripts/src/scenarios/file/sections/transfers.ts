import type { PrismaClient, Tx } from '@sandbox/prisma';
import { Dec } from '@sandbox/shared/decimal';
import { instantOf } from '@sandbox/shared/scenario-file';
import type { ScenarioTransfer } from '@sandbox/shared/scenario-file/transfers';
import { BalanceLogType } from '@sandbox/server/ledger';
import { SETTLE_CURRENCY, transferIn } from '@sandbox/server/modules/trading';
import type { TimelineEvent } from '../../timeline.ts';
import { atPlace, compare, type UserNames, unknownUser } from './support.ts';

/*
 * The file's fund transfers (docs/scenarios.md "Transfers"): each made at its instant by the app's
 * own transfer between a user's spot and contract accounts (transferIn: the amount rule, the
 * Transfer record, both log rows through the ledger). Exported as the transfers the users' balance
 * logs show.
 */

type TransferAccount = ScenarioTransfer['from'];

/** What loading a transfer does to one of the user's accounts, which an export counts back. */
export interface AccountEffect {
  userId: string;
  account: TransferAccount;
  currency: string;
  amount: Dec;
}

/** What the file alone tells: the user is one of the file's (or its base's), two different accounts, the currency the contract account holds. */
export function transferProblems(transfers: readonly ScenarioTransfer[], named: UserNames): string[] {
  return transfers.flatMap((t, i) => {
    const place = `transfers[${i}]`;
    return [
      ...unknownUser(`${place}.user`, t.user, named),
      ...(t.from === t.to ? [`${place}.to: ${t.from} is where it comes from: a transfer goes to the other account`] : []),
      ...(t.currency !== SETTLE_CURRENCY ? [`${place}.currency: the contract account holds ${SETTLE_CURRENCY} only, not ${t.currency}`] : []),
    ];
  });
}

/** What the users' transfers move into their contract accounts, net, by account in lower case: the positions, opened after them, draw on it. */
export function netIntoContract(transfers: readonly ScenarioTransfer[]): Map<string, Dec> {
  const net = new Map<string, Dec>();
  for (const t of transfers) {
    if (t.from === t.to) continue;
    const key = t.user.toLowerCase();
    net.set(key, (net.get(key) ?? new Dec(0)).plus(t.to === 'contract' ? t.amount : new Dec(t.amount).negated()));
  }
  return net;
}

/**
 * The transfers as steps in time, each at its `at` (default the clock, which none may pass). What
 * the transfer refuses (the amount's decimals, more than the account holds free at that moment)
 * stops the load at the transfer's place.
 */
export function planTransfers(tx: Tx, transfers: readonly ScenarioTransfer[], userIdOf: (account: string) => string, now: Date) {
  const problems: string[] = [];
  const events: TimelineEvent[] = [];
  transfers.forEach((t, i) => {
    const place = `transfers[${i}]`;
    const at = instantOf(t.at, now);
    if (at > now) {
      problems.push(`${place}.at: ${t.at} is after the clock (${now.toISOString()}): a transfer is made by then`);
      return;
    }
    events.push({ at, run: () => atPlace(place, async () => void (await transferIn(tx, userIdOf(t.user), { from: t.from, to: t.to, amount: t.amount }, at))) });
  });
  return { problems, events };
}

/**
 * The users' (`mine`) transfers between spot and contract as their balance logs show them (each
 * move out with its move in: the app's, a file's, a named scenario's), oldest first, and what
 * loading each does to both accounts, which the export counts back.
 */
export async function exportTransfers(db: PrismaClient, mine: { userId?: { in: string[] } }, accountOf: ReadonlyMap<string, string>) {
  const rows = await db.balanceLog.findMany({
    where: { ...mine, type: { in: [BalanceLogType.TRANSFER_OUT, BalanceLogType.TRANSFER_IN] }, account: { in: ['spot', 'contract'] } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  // A move's two rows share its user, reference, currency and instant (the ledger writes them together).
  const keyOf = (r: (typeof rows)[number]) => [r.userId, r.refType, r.refId, r.currency, r.createdAt.getTime(), new Dec(r.availableDelta).abs().toFixed()].join('|');
  const into = new Map(rows.filter((r) => r.type === BalanceLogType.TRANSFER_IN).map((r) => [keyOf(r), r]));
  const moves = rows.flatMap((out) => {
    const received = out.type === BalanceLogType.TRANSFER_OUT ? into.get(keyOf(out)) : undefined;
    if (!received || received.account === out.account) return [];
    return [{ userId: out.userId, currency: out.currency, from: out.account as TransferAccount, to: received.account as TransferAccount, amount: new Dec(out.availableDelta).abs(), at: out.createdAt }];
  });
  const transfers: ScenarioTransfer[] = moves
    .map((m) => ({ user: accountOf.get(m.userId)!, currency: m.currency, from: m.from, to: m.to, amount: m.amount.toFixed(), at: m.at.toISOString() }))
    .sort((a, b) => compare(a.user, b.user) || compare(a.at, b.at) || compare(a.from, b.from) || compare(a.amount, b.amount));
  const effects: AccountEffect[] = moves.flatMap((m) => [
    { userId: m.userId, account: m.from, currency: m.currency, amount: m.amount.negated() },
    { userId: m.userId, account: m.to, currency: m.currency, amount: m.amount },
  ]);
  return { transfers, effects };
}
