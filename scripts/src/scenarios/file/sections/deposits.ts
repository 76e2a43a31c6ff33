import type { PrismaClient, Tx } from '@sandbox/prisma';
import { Dec } from '@sandbox/shared/decimal';
import { RECORD_STATUS } from '@sandbox/shared';
import { instantOf, type ScenarioDeposit, type ScenarioFileInput } from '@sandbox/shared/scenario-file';
import { DEFAULT_REVIEW_REASON, scenarioRecharge } from '@sandbox/server/modules/wallet';
import type { TimelineEvent } from '../../timeline.ts';
import { atPlace, compare, type SpotEffect, type UserNames, unknownUser } from './support.ts';

/*
 * The file's deposits (docs/scenarios.md "Deposits and withdrawals"): each declared at its `at`
 * (default the clock) through the wallet module and reviewed there to its status, a delivered one
 * credited to spot once through the ledger. Exported as the users' deposits, each with its instant,
 * so that a withdrawal a deposit paid for loads after it again.
 */

type ExportedDeposit = NonNullable<ScenarioFileInput['deposits']>[number];
const STATUS = { review: RECORD_STATUS.UNDER_REVIEW, delivered: RECORD_STATUS.DELIVERED, rejected: RECORD_STATUS.REJECTED } as const;
const STATUS_NAME = new Map(Object.entries(STATUS).map(([name, code]) => [code as number, name as ExportedDeposit['status']]));

/** What the file alone tells: the user is one of its own; only a rejected deposit has a reason. */
export function depositProblems(deposits: readonly ScenarioDeposit[], named: UserNames): string[] {
  return deposits.flatMap((deposit, i) => [
    ...unknownUser(`deposits[${i}].user`, deposit.user, named),
    ...(deposit.reason !== undefined && deposit.status !== 'rejected' ? [`deposits[${i}].reason: only a rejected deposit has a reason (this one is ${deposit.status})`] : []),
  ]);
}

/**
 * The deposits against the sandbox's deposit networks (every problem with its place), and their
 * steps, each at its `at` (default the clock, which none may pass). The declaration's own rules (a currency taking deposits, the amount rule,
 * the minimum) refuse at the step, named by its place.
 */
export async function planDeposits(tx: Tx, deposits: readonly ScenarioDeposit[], userIdOf: (account: string) => string, now: Date) {
  // Each currency's enabled networks in the order the deposit page offers them (its first is the default).
  const networks = new Map<string, string[]>();
  for (const a of await tx.depositAddress.findMany({ where: { enabled: true }, orderBy: [{ currency: 'asc' }, { network: 'asc' }] })) {
    networks.set(a.currency, [...(networks.get(a.currency) ?? []), a.network]);
  }
  const problems: string[] = [];
  const events: TimelineEvent[] = [];
  deposits.forEach((deposit, i) => {
    const place = `deposits[${i}]`;
    const at = instantOf(deposit.at, now);
    if (at > now) {
      problems.push(`${place}.at: ${deposit.at} is after the clock (${now.toISOString()}): a deposit is declared by then`);
      return;
    }
    const offered = networks.get(deposit.currency);
    if (!offered) {
      problems.push(`${place}.currency: the sandbox takes no deposit of ${deposit.currency} (deposits of: ${[...networks.keys()].join(', ') || 'none'})`);
      return;
    }
    const network = deposit.network?.toUpperCase() ?? offered[0]!;
    if (!offered.includes(network)) {
      problems.push(`${place}.network: no ${deposit.currency} deposits on ${network} (networks: ${offered.join(', ')})`);
      return;
    }
    const record = { userId: userIdOf(deposit.user), currency: deposit.currency, network, amount: deposit.amount, status: STATUS[deposit.status], reason: deposit.reason ?? DEFAULT_REVIEW_REASON };
    events.push({ at, run: () => atPlace(place, async () => void (await scenarioRecharge(tx, record, at))) });
  });
  return { problems, events };
}

/**
 * The users' (`mine`) deposits in a fixed order, and what loading each does to spot, which the
 * export counts back: a delivered one credits its amount.
 */
export async function exportDeposits(db: PrismaClient, mine: { userId?: { in: string[] } }, accountOf: ReadonlyMap<string, string>) {
  const rows = await db.recharge.findMany({ where: mine });
  const deposits: ExportedDeposit[] = rows
    .map((r) => ({
      user: accountOf.get(r.userId)!,
      currency: r.currency,
      ...(r.network ? { network: r.network } : {}),
      amount: r.amount,
      status: STATUS_NAME.get(r.status)!,
      ...(r.status === RECORD_STATUS.REJECTED ? { reason: r.rejectReason ?? DEFAULT_REVIEW_REASON } : {}),
      at: r.createdAt.toISOString(),
    }))
    .sort((a, b) => compare(depositKey(a), depositKey(b)));
  const effects: SpotEffect[] = rows.filter((r) => r.status === RECORD_STATUS.DELIVERED).map((r) => ({ userId: r.userId, currency: r.currency, amount: new Dec(r.amount) }));
  return { deposits, effects };
}

const depositKey = (d: ExportedDeposit) => [d.user, d.at ?? '', d.currency, d.network ?? '', d.status, d.amount, d.reason ?? ''].join('|');
