import type { PrismaClient } from '@sandbox/prisma';
import { Dec } from '@sandbox/shared/decimal';
import { MARGIN_MODE, POSITION_SIDE, POSITION_STATUS, USER_STATUS } from '@sandbox/shared';
import type { ScenarioFileInput } from '@sandbox/shared/scenario-file';
import type { ScenarioExportOptions } from '@sandbox/server/app';
import { stringify } from 'yaml';
import { CURRENCY_CODES } from './read.ts';
import { exportChats } from './sections/chat.ts';
import { exportCompetitionEntries } from './sections/competition-entries.ts';
import { exportEarnOrders } from './sections/earn.ts';
import { exportFlashExchanges } from './sections/flash-exchanges.ts';
import { exportIeoSubscriptions } from './sections/ieo-subscriptions.ts';
import { exportIdentityReviews } from './sections/identity.ts';
import { exportLoans } from './sections/loans.ts';
import { exportMarket } from './sections/market.ts';
import { exportNotices } from './sections/notices.ts';
import { exportSecondOrders } from './sections/second-orders.ts';
import { exportTransfers } from './sections/transfers.ts';
import { exportWallet } from './sections/wallet.ts';
import { compare } from './sections/support.ts';

type ExportedUser = NonNullable<ScenarioFileInput['users']>[number];
type ExportedPosition = NonNullable<ScenarioFileInput['positions']>[number];

const IDENTITY = ['none', 'basic', 'advanced'] as const;
/** The accounts a scenario file holds balances of. */
const FILE_ACCOUNTS = ['spot', 'contract'] as const;

export type ExportResult = { ok: true; file: ScenarioFileInput } | { ok: false; unknown: string[] };

/** The export as the QA API answers it: the file's text in the format asked for. */
export async function exportScenarioText(db: PrismaClient, options: ScenarioExportOptions) {
  const exported = await exportScenarioFile(db, options);
  if (!exported.ok) return exported;
  const { file } = exported;
  const text = options.format === 'json' ? `${JSON.stringify({ $schema: options.schemaUrl, ...file }, null, 2)}\n` : scenarioYaml(file, options.schemaUrl);
  return { ok: true as const, text, users: file.users?.length ?? 0, positions: file.positions?.length ?? 0 };
}

/**
 * The sandbox's state as a scenario file (docs/scenarios.md "Export"): the named users, or all,
 * with what the format holds. A user's passwords travel as their stored hashes, so they sign in
 * as before; an open position as its quantity and entry price, and its margin and opening fee
 * are counted back into the contract balance, since loading the file opens it again from there;
 * what loading its earn orders and loans does to spot is counted back the same way.
 * Loading the file into an empty sandbox and exporting again gives the same file.
 */
export async function exportScenarioFile(db: PrismaClient, options: Pick<ScenarioExportOptions, 'users' | 'now'>): Promise<ExportResult> {
  // Accounts as sign-in reads them, exactly (a merged file's accounts are checked the same way).
  const wanted = options.users;
  const users = await db.user.findMany({ where: wanted ? { account: { in: [...wanted] } } : {} });
  // By account and, below, positions by what they are: the same state exports as the same file, whenever its rows were written.
  users.sort((a, b) => compare(a.account, b.account));
  if (wanted) {
    const found = new Set(users.map((u) => u.account));
    const unknown = wanted.filter((a) => !found.has(a));
    if (unknown.length > 0) return { ok: false, unknown };
  }
  // Every user's rows unfiltered: a list of thousands of ids would pass the database's parameter limit (the QA route takes at most 500 names).
  const mine = wanted ? { userId: { in: users.map((u) => u.id) } } : {};
  const accountOf = new Map(users.map((u) => [u.id, u.account]));
  const [balances, positions, earn, loans, transfers, seconds, entries, subscriptions, wallet, flash, notices, chat] = await Promise.all([
    db.balance.findMany({ where: { ...mine, account: { in: [...FILE_ACCOUNTS] } }, orderBy: [{ account: 'asc' }, { currency: 'asc' }] }),
    db.position.findMany({ where: { ...mine, status: POSITION_STATUS.RUNNING } }),
    exportEarnOrders(db, mine, accountOf),
    exportLoans(db, mine, accountOf, options.now),
    exportTransfers(db, mine, accountOf),
    exportSecondOrders(db, mine, accountOf),
    exportCompetitionEntries(db, mine, accountOf, options.now),
    exportIeoSubscriptions(db, mine, accountOf, options.now),
    exportWallet(db, mine, accountOf),
    exportFlashExchanges(db, mine, accountOf),
    exportNotices(db, mine, accountOf),
    exportChats(db, mine, accountOf),
  ]);
  // What loading the file takes from each balance, counted back: an open position's margin (frozen) and the
  // opening fee it paid; what an earn order, a loan, a second-contract order, a competition entry, a deposit
  // or withdrawal and a flash exchange did to spot; what a transfer did to both its accounts.
  const held = new Map<string, Dec>();
  const hold = (key: string, amount: Dec) => held.set(key, (held.get(key) ?? new Dec(0)).plus(amount));
  for (const p of positions) hold(`${p.userId}/${p.account}/USDT`, new Dec(p.margin).plus(p.openFee));
  for (const e of [...earn.effects, ...loans.effects, ...seconds.effects, ...entries.effects, ...wallet.effects, ...flash.effects]) hold(`${e.userId}/spot/${e.currency}`, e.amount.negated());
  for (const e of transfers.effects) hold(`${e.userId}/${e.account}/${e.currency}`, e.amount.negated());
  const balancesOf = openingBalances(balances, held);
  return {
    ok: true,
    file: {
      description: `Exported from the sandbox at ${options.now.toISOString()}`,
      clock: options.now.toISOString(),
      market: await exportMarket(db),
      users: users.map((u) => exportUser(u, accountOf, balancesOf.get(u.id))),
      positions: positions
        .filter((p) => p.account === 'contract')
        .map((p) => exportPosition(p, accountOf.get(p.userId)!))
        .sort((a, b) => compare(positionKey(a), positionKey(b))),
      earnOrders: earn.orders,
      loans: loans.loans,
      identityReviews: await exportIdentityReviews(db, mine, users),
      transfers: transfers.transfers,
      notices,
      chat,
      secondOrders: seconds.orders,
      competitionEntries: entries.entries,
      ieoSubscriptions: subscriptions.subscriptions,
      ...wallet.sections,
      flashExchanges: flash.exchanges,
    },
  };
}

type BalanceRow = Awaited<ReturnType<PrismaClient['balance']['findMany']>>[number];

/**
 * The balances the file's users start from, by user, account and currency: what each account
 * holds free with what loading the file takes from it counted back (`held`). Where that leaves
 * spot below 0 (a loan's amount that left spot by a way the format does not hold), the contract
 * account's free money of the currency makes it up, as if moved there after; what is still
 * short is left at 0.
 */
function openingBalances(balances: readonly BalanceRow[], held: ReadonlyMap<string, Dec>) {
  const amounts = new Map<string, Dec>();
  for (const b of balances) {
    // A currency the format does not hold (an IEO project's token) stays out of the file.
    if (CURRENCY_CODES.has(b.currency)) amounts.set(`${b.userId}/${b.account}/${b.currency}`, new Dec(b.available).plus(held.get(`${b.userId}/${b.account}/${b.currency}`) ?? 0));
  }
  for (const b of balances) {
    const spot = `${b.userId}/spot/${b.currency}`;
    if (b.account !== 'contract' || !amounts.get(spot)?.isNegative()) continue;
    const moved = Dec.min(amounts.get(spot)!.negated(), b.available);
    amounts.set(spot, amounts.get(spot)!.plus(moved));
    amounts.set(`${b.userId}/contract/${b.currency}`, amounts.get(`${b.userId}/contract/${b.currency}`)!.minus(moved));
  }
  const balancesOf = new Map<string, Record<string, Record<string, string>>>();
  for (const b of balances) {
    const amount = amounts.get(`${b.userId}/${b.account}/${b.currency}`);
    if (!amount || amount.lte(0)) continue;
    const mine = balancesOf.get(b.userId) ?? {};
    (mine[b.account] ??= {})[b.currency] = amount.toFixed();
    balancesOf.set(b.userId, mine);
  }
  return balancesOf;
}

type UserRow = Awaited<ReturnType<PrismaClient['user']['findMany']>>[number];
type PositionRow = Awaited<ReturnType<PrismaClient['position']['findMany']>>[number];

function exportUser(u: UserRow, accountOf: Map<string, string>, balances: Record<string, Record<string, string>> | undefined): ExportedUser {
  const inviter = u.inviterId ? accountOf.get(u.inviterId) : undefined;
  return {
    account: u.account,
    passwordHash: u.passwordHash,
    ...(u.email ? { email: u.email } : {}),
    ...(u.phone && u.phoneCode ? { phone: { code: u.phoneCode, number: u.phone } } : {}),
    country: u.countryCode ?? 'US',
    ...(u.kycLevel > 0 ? { identity: IDENTITY[u.kycLevel] } : {}),
    ...(u.vipLevel > 0 ? { vip: u.vipLevel } : {}),
    ...(u.googleBound && u.googleSecret ? { googleSecret: u.googleSecret } : {}),
    // An inviter outside the exported users has no name in the file.
    ...(inviter ? { invitedBy: inviter } : {}),
    ...(u.status === USER_STATUS.FROZEN ? { frozen: true } : {}),
    ...(u.withdrawPasswordHash ? { withdrawalPasswordHash: u.withdrawPasswordHash } : {}),
    ...(balances ? { balances } : {}),
  };
}

function exportPosition(p: PositionRow, account: string): ExportedPosition {
  return {
    user: account,
    symbol: p.symbol.replace('/', ''),
    side: p.side === POSITION_SIDE.LONG ? 'long' : 'short',
    leverage: p.leverage,
    marginMode: p.marginMode === MARGIN_MODE.CROSS ? 'cross' : 'isolated',
    quantity: p.quantity,
    entryPrice: p.entryPrice,
    ...(p.takeProfitPrice ? { takeProfit: p.takeProfitPrice } : {}),
    ...(p.stopLossPrice ? { stopLoss: p.stopLossPrice } : {}),
  };
}

const positionKey = (p: ExportedPosition) => [p.user, p.symbol, p.side, p.marginMode, p.entryPrice, p.quantity, p.leverage].join('|');

/** The file as YAML, with the line that points an editor at the format's schema. */
export function scenarioYaml(file: ScenarioFileInput, schemaUrl: string): string {
  return `# yaml-language-server: $schema=${schemaUrl}\n${stringify(file, { lineWidth: 0 })}`;
}
