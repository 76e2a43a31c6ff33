import type { PrismaClient, Tx } from '@sandbox/prisma';
import { instantOf, type ScenarioFile } from '@sandbox/shared/scenario-file';
import { baseUserIds } from '../base.ts';
import { depositProblems, exportDeposits, planDeposits } from './deposits.ts';
import { exportWithdrawalAccounts, planWithdrawalAccounts, withdrawalAccountProblems } from './withdrawal-accounts.ts';
import { exportWithdrawals, planWithdrawals, withdrawalProblems } from './withdrawals.ts';
import type { UserNames } from './support.ts';

/*
 * The file's wallet sections together (docs/scenarios.md "Deposits and withdrawals"): its
 * withdrawal accounts, deposits and withdrawals, which refer to each other.
 */

/** What the file alone tells of its deposits, withdrawal accounts and withdrawals. */
export function walletProblems(file: ScenarioFile, named: UserNames): string[] {
  const own = new Set(file.users.map((u) => u.account.toLowerCase()));
  const ownUser = (account: string) => own.has(account.toLowerCase());
  return [...depositProblems(file.deposits, named), ...withdrawalAccountProblems(file.withdrawalAccounts, named), ...withdrawalProblems(file.withdrawals, file.withdrawalAccounts, named, ownUser)];
}

/**
 * The wallet's steps, after the deposit networks and the withdrawals are checked (every problem
 * with its place): `first`, the accounts bound (at the clock, or at the first withdrawal's instant
 * when that is earlier, so each withdrawal has its account, all at one instant so the first stays
 * the default) and the deposits made at the clock, which run before the other steps of their
 * instant; `last`, the withdrawals at theirs, which run after them, from what spot holds by then.
 */
export async function planWallet(tx: Tx, file: ScenarioFile, userIdOf: (account: string) => string, now: Date) {
  const deposits = await planDeposits(tx, file.deposits, userIdOf, now);
  const bindAt = new Date(Math.min(now.getTime(), ...file.withdrawals.map((w) => instantOf(w.at, now).getTime())));
  const accounts = planWithdrawalAccounts(tx, file.withdrawalAccounts, userIdOf, bindAt);
  const baseIds = baseUserIds(file);
  const base = file.base === undefined ? undefined : { name: file.base, has: (account: string) => baseIds.has(account.toLowerCase()) };
  const withdrawals = await planWithdrawals(tx, file.withdrawals, file.withdrawalAccounts, { userIdOf, accountIdAt: accounts.idAt, base }, now);
  return { problems: [...deposits.problems, ...withdrawals.problems], first: [...accounts.events, ...deposits.events], last: withdrawals.events };
}

/** The users' (`mine`) withdrawal accounts, deposits and withdrawals, and what loading them does to spot. */
export async function exportWallet(db: PrismaClient, mine: { userId?: { in: string[] } }, accountOf: ReadonlyMap<string, string>) {
  const [withdrawalAccounts, deposits, withdrawals] = await Promise.all([
    exportWithdrawalAccounts(db, mine, accountOf),
    exportDeposits(db, mine, accountOf),
    exportWithdrawals(db, mine, accountOf),
  ]);
  return {
    sections: { deposits: deposits.deposits, withdrawalAccounts, withdrawals: withdrawals.withdrawals },
    effects: [...deposits.effects, ...withdrawals.effects],
  };
}
