import type { PrismaClient, Tx } from '@sandbox/prisma';
import { WITHDRAWAL_ACCOUNT_TYPE } from '@sandbox/shared';
import type { ScenarioFileInput, ScenarioWithdrawalAccount } from '@sandbox/shared/scenario-file';
import { bindScenarioAccount, toWireAccount } from '@sandbox/server/modules/wallet';
import type { TimelineEvent } from '../../timeline.ts';
import { atPlace, compare, type UserNames, unknownUser } from './support.ts';

/*
 * The file's withdrawal accounts (docs/scenarios.md "Deposits and withdrawals"): each bank card
 * and chain address bound at the clock through the wallet module's own bind step, in the file's
 * order (a user's first is their default). Exported as the users' bound accounts, each user's
 * default first.
 */

type ExportedAccount = NonNullable<ScenarioFileInput['withdrawalAccounts']>[number];

/** What the file alone tells: the user is one of its own. */
export function withdrawalAccountProblems(accounts: readonly ScenarioWithdrawalAccount[], named: UserNames): string[] {
  return accounts.flatMap((account, i) => unknownUser(`withdrawalAccounts[${i}].user`, account.user, named));
}

/** The card number or address a withdrawal names an account by. */
export const payeeKey = (account: ScenarioWithdrawalAccount) => (account.kind === 'bank' ? account.accountNo : account.address);

/**
 * The accounts' steps at the clock, each bound as the bind form binds it (the coin, the network,
 * the address's shape, the user's limit, no duplicate: a refusal is named by its place);
 * `idAt(i)`: withdrawalAccounts[i]'s id once its step has run.
 */
export function planWithdrawalAccounts(tx: Tx, accounts: readonly ScenarioWithdrawalAccount[], userIdOf: (account: string) => string, now: Date) {
  const ids: string[] = [];
  const events: TimelineEvent[] = accounts.map((account, i) => ({
    at: now,
    run: () => atPlace(`withdrawalAccounts[${i}]`, async () => void (ids[i] = (await bindScenarioAccount(tx, userIdOf(account.user), bindInput(account), now)).id)),
  }));
  return { events, idAt: (i: number) => ids[i]! };
}

/** The bind form's input of a file's account. */
function bindInput(account: ScenarioWithdrawalAccount) {
  if (account.kind === 'address') return { type: WITHDRAWAL_ACCOUNT_TYPE.CHAIN_ADDRESS, currency: account.currency, network: account.network, address: account.address };
  return { type: WITHDRAWAL_ACCOUNT_TYPE.BANK_CARD, realName: account.realName, bankName: account.bankName, accountNo: account.accountNo, bankBranch: account.bankBranch };
}

/** The users' (`mine`) bound accounts as the app lists them, each user's default first (it loads first, so it is the default again), then in a fixed order. */
export async function exportWithdrawalAccounts(db: PrismaClient, mine: { userId?: { in: string[] } }, accountOf: ReadonlyMap<string, string>): Promise<ExportedAccount[]> {
  const rows = await db.withdrawalAccount.findMany({ where: mine });
  return rows
    .map((row) => ({ entry: exportAccount(accountOf.get(row.userId)!, toWireAccount(row)), isDefault: row.isDefault }))
    .sort((a, b) => compare(a.entry.user, b.entry.user) || Number(b.isDefault) - Number(a.isDefault) || compare(accountKey(a.entry), accountKey(b.entry)))
    .map(({ entry }) => entry);
}

function exportAccount(user: string, wire: ReturnType<typeof toWireAccount>): ExportedAccount {
  if (wire.type === WITHDRAWAL_ACCOUNT_TYPE.CHAIN_ADDRESS) return { user, kind: 'address', currency: wire.currency, network: wire.network, address: wire.address };
  return { user, kind: 'bank', realName: wire.realName, bankName: wire.bankName, accountNo: wire.accountNo, ...(wire.bankBranch ? { bankBranch: wire.bankBranch } : {}) };
}

const accountKey = (a: ExportedAccount) => (a.kind === 'bank' ? ['bank', a.accountNo, a.bankName, a.realName, a.bankBranch ?? ''] : ['address', a.currency, a.network, a.address]).join('|');
