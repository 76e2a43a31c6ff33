import { randomUUID } from 'node:crypto';
import { insertRows, newId, type SqlValue, type Tx } from '@sandbox/prisma';
import { MARGIN_MODE, POSITION_SIDE, USER_STATUS } from '@sandbox/shared';
import { REMARK_KEY, remarkOf } from '@sandbox/shared/remark';
import { clockOf, SCENARIO_DEFAULT_PASSWORD, type ScenarioFile, type ScenarioPosition, type ScenarioUser } from '@sandbox/shared/scenario-file';
import type { CreatePositionInput } from '@sandbox/server/modules/trading';
import { BalanceLogType, postBulk, toUnits, type BulkEntry } from '@sandbox/server/ledger';
import { loadDemoCatalogue } from '../demo-catalogue.ts';
import { loadDemoCatalogueTexts } from '../demo-catalogue-texts.ts';
import { loadDemoCompetitions, loadDemoPublished } from '../demo-content.ts';
import { loadReferenceData } from '../empty.ts';
import { playTimeline } from '../timeline.ts';
import type { Scenario, ScenarioContext } from '../types.ts';
import { planChats } from './sections/chat.ts';
import { planCompetitionEntries } from './sections/competition-entries.ts';
import { planEarnOrders } from './sections/earn.ts';
import { makeFlashExchanges, planFlashExchanges } from './sections/flash-exchanges.ts';
import { changeIeoProjects, mergedIeoProjectProblems } from './sections/ieo-projects.ts';
import { planIeoSubscriptions } from './sections/ieo-subscriptions.ts';
import { planIdentityReviews } from './sections/identity.ts';
import { planLoans } from './sections/loans.ts';
import { moveMarket, writeMarketSeed } from './sections/market.ts';
import { planNotices } from './sections/notices.ts';
import { openSecondOrders, planSecondOrders } from './sections/second-orders.ts';
import { planTransfers } from './sections/transfers.ts';
import { planWallet } from './sections/wallet.ts';
import { atEntry } from './sections/support.ts';
import { baseScenario, baseUserIds } from './base.ts';

const KYC_LEVEL = { none: 0, basic: 1, advanced: 2 } as const;

/**
 * A scenario file as a scenario (scripts/src/scenarios/index.ts loads it like a named one): the
 * reference data and the catalogue, the file's users with their identity records and opening
 * balances in one transaction, then its positions opened through the trading engine once the
 * market has loaded, in one transaction (margin and fee through the ledger, the liquidation price
 * the engine's). The file is read and checked first (read.ts): a position whose margin the file
 * does not pay for never reaches this step.
 */
export function fileScenario(file: ScenarioFile, name: string, { merge = false } = {}): Scenario {
  const base = baseScenario(file);
  const ids = new Map([...baseUserIds(file), ...file.users.map((u) => [u.account.toLowerCase(), randomUUID()] as const)]);
  const idOf = (account: string) => ids.get(account.toLowerCase())!;
  const passwords = [...new Set([...(base?.passwords ?? []), ...file.users.flatMap(passwordsToHash)])];
  return {
    name,
    description: file.description ?? `the scenario file ${name}`,
    passwords,
    clock: (now) => clockOf(file.clock, now),
    async load(tx, ctx) {
      // A merged file adds its users to the state as it is, reference data and catalogue and all; a based one to its base's.
      if (merge && base) refuse([`base: a merged file adds to the sandbox as it is, on no base (leave out base or --merge)`]);
      refuse(mergedIeoProjectProblems(file.ieoProjects, merge));
      if (merge) await refuseTakenNames(tx, file.users);
      else if (base) await base.load(tx, ctx);
      else await loadCatalogue(tx, ctx, file.catalogue);
      refuse(await writeMarketSeed(tx, file.market, merge));
      const history = await planHistory(tx, file, idOf, ctx.now);
      await createUsers(tx, ctx, file.users, idOf, name, history.since);
      await history.play();
    },
    async live(live) {
      const { services, clock } = live;
      await base?.live?.(live);
      // All in one transaction: a position the engine refuses leaves none open, and is named by its place.
      const orders = file.positions.map((p) => ({ userId: idOf(p.user), input: positionOrder(p), entryPrice: p.entryPrice }));
      const opened = await atEntry('positions', () => services.trading.positions.openScenarioPositions(orders));
      await openSecondOrders(services.trading, file.secondOrders, idOf, clock.now());
      await makeFlashExchanges(services.trading, file.flashExchanges, idOf, clock.now());
      // The market's steers and replays from now, once what opens at its price has.
      await moveMarket(services.market, file.market, file.positions, opened);
    },
  };
}

/**
 * The file's identity applications, notices, chat, earn orders, loans, transfers, competition
 * entries, IEO subscriptions, deposits and withdrawals as steps in time, checked first against
 * the sandbox's catalogue with its second-contract orders and flash exchanges (every problem with
 * its place, nothing written but the changes to IEO projects the subscriptions read, which a
 * refusal's rollback undoes): `since` is the first step's, order's or exchange's instant (or the
 * clock), when the users' balances are granted; `play` runs the steps in time order with the
 * accrual's daily passes between them, then refuses an overdue loan its borrower could pay.
 */
async function planHistory(tx: Tx, file: ScenarioFile, idOf: (account: string) => string, now: Date) {
  const earn = await planEarnOrders(tx, file.earnOrders, idOf, now);
  const loans = await planLoans(tx, file.loans, idOf, now);
  const transfers = planTransfers(tx, file.transfers, idOf, now);
  // The users' identity applications in review, notices and chat messages, at their instants.
  const reviews = await planIdentityReviews(tx, file.identityReviews, file.users, idOf, now);
  const notices = planNotices(tx, file.notices, idOf, now);
  const chats = planChats(tx, file.chat, idOf, now);
  const seconds = await planSecondOrders(tx, file.secondOrders, now);
  const entries = await planCompetitionEntries(tx, file.competitionEntries, idOf, now);
  // The catalogue's projects as the file changes them (rows written now, when they fit), then the subscriptions to them.
  const projects = await changeIeoProjects(tx, file.ieoProjects, now);
  const subscriptions = await planIeoSubscriptions(tx, file.ieoSubscriptions, idOf, now);
  const wallet = await planWallet(tx, file, idOf, now);
  const flash = await planFlashExchanges(tx, file.flashExchanges, now);
  refuse([...reviews.problems, ...notices.problems, ...chats.problems, ...earn.problems, ...loans.problems, ...transfers.problems, ...seconds.problems, ...entries.problems, ...projects, ...subscriptions.problems, ...wallet.problems, ...flash.problems]);
  const events = [...reviews.events, ...notices.events, ...chats.events, ...wallet.first, ...loans.repayments, ...earn.events, ...loans.events, ...transfers.events, ...entries.events, ...subscriptions.events, ...wallet.last];
  const since = new Date(Math.min(seconds.since.getTime(), flash.since.getTime(), ...events.map((e) => e.at.getTime())));
  async function play() {
    if (events.length > 0) await playTimeline(tx, now, events);
    refuse(await loans.check());
  }
  return { since, play };
}

/** Stops the load with every problem of the file (qa/scenario-routes.ts answers them). */
function refuse(problems: readonly string[]): void {
  if (problems.length > 0) throw Object.assign(new Error(problems.join('; ')), { problems });
}

/** The passwords of a user the load hashes (a stored hash is taken as it is). */
function passwordsToHash(user: ScenarioUser): string[] {
  return [
    ...(user.passwordHash === undefined ? [user.password ?? SCENARIO_DEFAULT_PASSWORD] : []),
    ...(user.withdrawalPassword === undefined ? [] : [user.withdrawalPassword]),
  ];
}

/** A file's position as the trading engine's order: a margin or a quantity, with its take-profit and stop-loss. */
function positionOrder(p: ScenarioPosition): CreatePositionInput {
  return {
    symbol: p.symbol,
    side: p.side === 'long' ? POSITION_SIDE.LONG : POSITION_SIDE.SHORT,
    marginMode: p.marginMode === 'cross' ? MARGIN_MODE.CROSS : MARGIN_MODE.ISOLATED,
    leverage: p.leverage,
    margin: p.margin,
    quantity: p.quantity,
    takeProfit: p.takeProfit,
    stopLoss: p.stopLoss,
  };
}

/** The reference data, and the demo's catalogue unless the file says none. */
async function loadCatalogue(tx: Tx, ctx: ScenarioContext, catalogue: ScenarioFile['catalogue']) {
  await loadReferenceData(tx);
  if (catalogue === 'none') return;
  await loadDemoCatalogue(tx, ctx.now);
  await loadDemoCompetitions(tx, ctx.now);
  await loadDemoCatalogueTexts(tx);
  await loadDemoPublished(tx, ctx.now);
}

/** A merged file's users must be new: their accounts (as sign-in reads them, exactly) and e-mails (in any case) are not the sandbox's already. */
async function refuseTakenNames(tx: Tx, users: readonly ScenarioUser[]) {
  const emails = users.flatMap((u) => (u.email ? [u.email.toLowerCase()] : []));
  const taken = await tx.user.findMany({
    where: { OR: [{ account: { in: users.map((u) => u.account) } }, ...(emails.length > 0 ? [{ email: { in: emails } }] : [])] },
    select: { account: true, email: true },
  });
  const accounts = new Set(taken.map((t) => t.account));
  const takenEmails = new Set(taken.flatMap((t) => (t.email ? [t.email.toLowerCase()] : [])));
  const problems = users.flatMap((user, i) => [
    ...(accounts.has(user.account) ? [`users[${i}].account: "${user.account}" is already a user of the sandbox`] : []),
    ...(user.email && takenEmails.has(user.email.toLowerCase()) ? [`users[${i}].email: ${user.email} is already a user's of the sandbox`] : []),
  ]);
  refuse(problems);
}

/** Six-character invite codes ("S" and five base-36 digits, the team page shows them), one per user, none the sandbox has. */
async function freeInviteCodes(tx: Tx, count: number): Promise<string[]> {
  const used = new Set((await tx.user.findMany({ where: { inviteCode: { startsWith: 'S' } }, select: { inviteCode: true } })).map((u) => u.inviteCode));
  const codes: string[] = [];
  for (let n = 1; codes.length < count; n++) {
    const code = `S${n.toString(36).toUpperCase().padStart(5, '0')}`;
    if (!used.has(code)) codes.push(code);
  }
  return codes;
}

/** The users with their index in the file, each after the one who invited them (read.ts refused circles). */
function invitersFirst(users: readonly ScenarioUser[]): [number, ScenarioUser][] {
  const placed = new Set<string>();
  const order: [number, ScenarioUser][] = [];
  while (order.length < users.length) {
    users.forEach((user, i) => {
      const key = user.account.toLowerCase();
      if (placed.has(key) || (user.invitedBy !== undefined && !placed.has(user.invitedBy.toLowerCase()))) return;
      placed.add(key);
      order.push([i, user]);
    });
  }
  return order;
}

/**
 * The users, their identity applications and opening balances as batches: one insert of the
 * users (each after their inviter, whose path is known here), one of the applications and one
 * ledger bulk post per account (a SEED_GRANT log row for each balance, so reconcile is clean).
 * The rows go in as plain INSERTs (insertAll): Prisma's createMany of 1,000 users costs about 0.6 s.
 * Users, their identity and their grants date from `since`, before the file's first order or loan.
 */
async function createUsers(tx: Tx, ctx: ScenarioContext, users: readonly ScenarioUser[], idOf: (account: string) => string, refId: string, since: Date) {
  const pathOf = new Map<string, string>();
  const inviteCodes = await freeInviteCodes(tx, users.length);
  const rows = invitersFirst(users).map(([index, user]) => {
    const id = idOf(user.account);
    const inviterId = user.invitedBy === undefined ? null : idOf(user.invitedBy);
    const inviterPath = inviterId === null ? '/' : `${pathOf.get(inviterId)!}${inviterId}/`;
    pathOf.set(id, inviterPath);
    return userRow(ctx, user, { id, inviteCode: inviteCodes[index]!, inviterId, inviterPath, since });
  });
  await insertAll(tx, 'User', rows);
  await insertAll(tx, 'KycApplication', users.flatMap((user) => identityRows(since, user, idOf(user.account))));
  for (const account of ['spot', 'contract'] as const) {
    const entries: BulkEntry[] = users.flatMap((user) =>
      Object.entries(user.balances[account] ?? {})
        .filter(([, amount]) => Number(amount) > 0)
        .map(([currency, amount]) => ({ userId: idOf(user.account), currency, type: BalanceLogType.SEED_GRANT, available: toUnits(amount, 'amount'), refId, remark: remarkOf(REMARK_KEY.DEMO_GRANT), at: since })),
    );
    await postBulk(tx, { account, refType: 'Scenario' }, entries);
  }
}

function userRow(ctx: ScenarioContext, user: ScenarioUser, at: { id: string; inviteCode: string; inviterId: string | null; inviterPath: string; since: Date }) {
  return {
    id: at.id,
    account: user.account,
    // As registration stores it: sign-in by e-mail reads it in lower case.
    email: user.email?.toLowerCase() ?? null,
    phoneCode: user.phone?.code ?? null,
    phone: user.phone?.number ?? null,
    countryCode: user.country,
    country: user.country,
    passwordHash: user.passwordHash ?? ctx.hash(user.password ?? SCENARIO_DEFAULT_PASSWORD),
    withdrawPasswordHash: user.withdrawalPasswordHash ?? (user.withdrawalPassword ? ctx.hash(user.withdrawalPassword) : null),
    googleSecret: user.googleSecret ?? null,
    googleBound: user.googleSecret !== undefined,
    inviteCode: at.inviteCode,
    inviterId: at.inviterId,
    inviterPath: at.inviterPath,
    vipLevel: user.vip,
    vipMaxLevel: user.vip,
    kycLevel: KYC_LEVEL[user.identity],
    status: user.frozen ? USER_STATUS.FROZEN : USER_STATUS.ACTIVE,
    lastActiveAt: ctx.now,
    updatedAt: new Date(),
    createdAt: at.since,
  };
}
/** Rows of one shape (the columns of the first), with what Prisma would fill in given: the id and @updatedAt. */
async function insertAll(tx: Tx, table: string, rows: readonly Record<string, SqlValue>[]) {
  const columns = Object.keys(rows[0] ?? {});
  await insertRows(tx, table, columns, rows.map((row) => columns.map((c) => row[c]!)));
}


/** An identity level is what the authorized applications up to it give (the identity pages read them), authorized at `at`. */
function identityRows(at: Date, user: ScenarioUser, userId: string) {
  const row = { userId, status: 1, idType: null, surname: null, firstName: null, idNumber: null, contactPhone: null, currentAddress: null, reviewedAt: at, createdAt: at, updatedAt: new Date() };
  const basic = { ...row, id: newId(), level: 1, idType: 2, surname: user.account, firstName: user.account, idNumber: `SCENARIO-${user.account.toUpperCase()}` };
  const advanced = { ...row, id: newId(), level: 2, contactPhone: user.phone ? `+${user.phone.code} ${user.phone.number}` : '+1 5550100', currentAddress: 'Sandbox scenario' };
  return [basic, advanced].slice(0, KYC_LEVEL[user.identity]);
}
