import type { PrismaClient, Tx } from '@sandbox/prisma';
import type { ScenarioFile } from '@sandbox/shared/scenario-file';
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
  return [...depositProblems(file.deposits, named), ...withdrawalAccountProblems(file.withdrawalAccounts, named), ...withdrawalProblems(file.withdrawals, file.withdrawalAccounts, named)];
}

/**
 * The wallet's steps at the clock, after the deposit networks are checked (every problem with its
 * place): `first`, the accounts bound and the deposits made, which run before the other steps at
 * the clock; `last`, the withdrawals, which run after them, from what spot holds by then.
 */
export async function planWallet(tx: Tx, file: ScenarioFile, userIdOf: (account: string) => string, now: Date) {
  const deposits = await planDeposits(tx, file.deposits, userIdOf, now);
  const accounts = planWithdrawalAccounts(tx, file.withdrawalAccounts, userIdOf, now);
  const withdrawals = planWithdrawals(tx, file.withdrawals, file.withdrawalAccounts, { userIdOf, accountIdAt: accounts.idAt }, now);
  return { problems: deposits.problems, first: [...accounts.events, ...deposits.events], last: withdrawals };
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
