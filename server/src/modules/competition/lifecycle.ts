import Decimal from 'decimal.js';
import { sqlOf, type Competition, type Sql, type Tx } from '@sandbox/prisma';
import { COMPETITION_STATUS } from '@sandbox/shared';
import { badRequest } from '../../errors.ts';
import { competitionAccount, postAll } from '../../ledger/index.ts';
import { BalanceLogType, type LedgerEntry } from '../../ledger/types.ts';
import { writeCatalogueTexts, type CatalogueTranslations } from '../catalogue-text.ts';
import type { Dec } from '../trading/index.ts';
import { plain, type ClosedPositions, type CompetitionContext } from './context.ts';
import { equities } from './equity.ts';
import { activeEntrants, endEntry, liveEntrantRows, openPositionsOfEntrants, writeRanks, type EntrantRow, type LiveRow } from './queries.ts';
import { parseRewards, rankEntrants, rewardOf, type Entrant, type Ranked } from './ranking.ts';

/*
 * A competition's life on the sandbox clock: opened (QA), started when its start comes, ranked
 * live while it runs, ended with its final ranking, the entry amounts returned and the rewards
 * paid, each step guarded by the stored status so a second pass changes nothing.
 */

export interface OpenInput {
  name: string;
  description?: string | undefined;
  currency: string;
  startInMs: number;
  durationMs: number;
  entryAmount: string;
  initialFunds: string;
  fund: string;
  rewards: { rankFrom: number; rankTo: number; amount: string }[];
  /** The name and description in other languages than English (the base columns). */
  translations?: CatalogueTranslations | undefined;
}

export interface EndResult {
  competitions: number;
  entrants: number;
  rewarded: number;
}

/** The sum of a competition's ranked rewards: each band's amount times its ranks. */
export function rewardsTotal(rewards: readonly { rankFrom: number; rankTo: number; amount: string }[]): Decimal {
  return rewards.reduce((sum, r) => sum.plus(new Decimal(r.amount).times(Math.max(0, r.rankTo - r.rankFrom + 1))), new Decimal(0));
}

/**
 * Opens a competition starting `startInMs` from now on the sandbox clock (the QA API's
 * action): in progress at once when 0, else to be started until the job's next pass.
 */
export async function open(ctx: CompetitionContext, input: OpenInput): Promise<{ id: string }> {
  const now = ctx.clock.now();
  const startAt = new Date(now.getTime() + input.startInMs);
  // What the ranks can win is paid from the prize fund: never more than it holds.
  const promised = rewardsTotal(input.rewards);
  if (promised.gt(input.fund)) throw badRequest('competition.rewardsOverFund', { total: plain(promised), fund: plain(new Decimal(input.fund)) });
  const row = await ctx.db.$transaction(async (tx) => {
    const created = await tx.competition.create({
      data: {
        name: input.name,
        description: input.description ?? null,
        currency: input.currency,
        entryFee: input.entryAmount,
        initialFunds: input.initialFunds,
        fund: input.fund,
        rewards: JSON.stringify(input.rewards),
        startAt,
        endAt: new Date(startAt.getTime() + input.durationMs),
        status: input.startInMs === 0 ? COMPETITION_STATUS.IN_PROGRESS : COMPETITION_STATUS.TO_BE_STARTED,
        createdAt: now,
      },
    });
    await writeCatalogueTexts(tx, 'competition', created.id, input.translations);
    return created;
  });
  return { id: row.id };
}

/** Competitions whose start has come: 0 -> 1 (guarded, once). */
export async function startDue(ctx: CompetitionContext): Promise<number> {
  const now = ctx.clock.now();
  const r = await ctx.db.competition.updateMany({ where: { status: COMPETITION_STATUS.TO_BE_STARTED, startAt: { lte: now }, endAt: { gt: now } }, data: { status: COMPETITION_STATUS.IN_PROGRESS } });
  return r.count;
}

/**
 * Refreshes the ranking of every competition in progress; returns how many entrants were
 * ranked. `store: false` (an instance that does not run the jobs) keeps its live boards
 * without writing the yields: the instance running the competition job writes them.
 */
export async function refreshRunning(ctx: CompetitionContext, opts: { store?: boolean } = {}): Promise<number> {
  const now = ctx.clock.now();
  const running = await ctx.db.competition.findMany({ where: { startAt: { lte: now }, endAt: { gt: now } }, select: { id: true } });
  let ranked = 0;
  for (const c of running) ranked += await ctx.boards.refresh(c.id, opts.store ?? true);
  return ranked;
}

const toEntrant = (r: EntrantRow): Entrant => ({ id: r.id, initialEquity: r.initialEquity, equity: r.equity, joinedAt: new Date(r.joinedAt) });

/**
 * The final ranking (at the end): writes the ranks, yields and equities that changed, inside the
 * caller's transaction, in one statement (writeRanks: one JSON array of the changes, one
 * statement instead of one per entrant: ~10,000 rows move when a few yields do). Returns the ranking.
 */
async function writeRanking(tx: Tx, rows: EntrantRow[], equityOf: ReadonlyMap<string, string>): Promise<Ranked[]> {
  const ranked = rankEntrants(rows.map((r) => ({ ...toEntrant(r), equity: equityOf.get(r.id) ?? r.equity })));
  const before = new Map(rows.map((r) => [r.id, r]));
  // Stored yields are written by this same formatting, so text equality is decimal equality.
  const changed = ranked.filter((r) => {
    const was = before.get(r.id)!;
    return was.rank !== r.rank || was.yieldRate !== r.yieldRate || was.equity !== (equityOf.get(r.id) ?? was.equity);
  });
  if (changed.length > 0) {
    await writeRanks(sqlOf(tx), changed.map((r) => [r.id, r.rank, r.yieldRate, equityOf.get(r.id) ?? before.get(r.id)!.equity] as const));
  }
  return ranked;
}

/** The entrants in progress of one competition with their equity at `priceOf`, read through `sql`. */
async function liveEntrants(sql: Pick<Sql, 'all'>, id: string, priceOf: (symbol: string) => Dec | undefined): Promise<{ rows: LiveRow[]; equityOf: Map<string, string> }> {
  const rows = await liveEntrantRows(sql, id);
  const open = rows.length > 0 ? await openPositionsOfEntrants(sql, id) : [];
  return { rows, equityOf: equities(rows, open, priceOf) };
}

/**
 * Ends one competition in `tx`, if its status still allows (guarded flip): closes the open
 * positions at the end's prices, writes the final ranking, ends each entry with its reward and
 * posts the entry amounts and rewards. Adds to `result` and `paidUsers`; returns the positions closed.
 */
async function endOneTx(ctx: CompetitionContext, tx: Tx, c: Competition, now: Date, result: EndResult, paidUsers: Set<string>): Promise<ClosedPositions> {
  const flipped = await tx.competition.updateMany({ where: { id: c.id, status: { not: COMPETITION_STATUS.ENDED } }, data: { status: COMPETITION_STATUS.ENDED } });
  if (flipped.count !== 1) return [];
  const sql = sqlOf(tx);
  // Open positions close at the market price of the end instant (priceAt: a late pass
  // after downtime or a clock jump closes exactly like an on-time one), then equity is final.
  const ids = await activeEntrants(sql, c.id);
  const { feed } = ctx.trading;
  const endPrice = (symbol: string) => feed.priceAt(symbol, c.endAt) ?? feed.markPrice(symbol);
  const closed = await ctx.trading.positions.closeAllTx(tx, ids.map((r) => competitionAccount(r.id)), endPrice, c.endAt);
  const { rows, equityOf } = await liveEntrants(sql, c.id, ctx.markOf);
  const ranked = await writeRanking(tx, rows, equityOf);
  ctx.boards.forget(c.id);
  const userOf = new Map(rows.map((r) => [r.id, r.userId]));
  const ranges = parseRewards(c.rewards);
  const entries: LedgerEntry[] = [];
  for (const r of ranked) {
    const userId = userOf.get(r.id)!;
    const reward = rewardOf(r.rank, ranges);
    await endEntry(sql, r.id, reward);
    const ref = { userId, account: 'spot' as const, currency: c.currency, refType: 'CompetitionEntry', refId: r.id, at: now };
    if (new Decimal(c.entryFee).gt(0)) entries.push({ ...ref, type: BalanceLogType.COMPETITION_RELEASE, availableDelta: c.entryFee, remark: c.name });
    if (reward) {
      entries.push({ ...ref, type: BalanceLogType.COMPETITION_REWARD, availableDelta: reward, remark: `${c.name} #${r.rank}` });
      result.rewarded += 1;
    }
    paidUsers.add(userId);
  }
  await postAll(tx, entries);
  result.competitions += 1;
  result.entrants += ranked.length;
  return closed;
}

/**
 * Ends every competition whose end has come, each in one transaction: the status flips
 * (guarded: a second pass finds nothing), the final ranking is written, each entrant's
 * entry amount returns and the reward of its rank range is paid, and the entries end
 * (-2) with their rank and reward.
 */
export async function endDue(ctx: CompetitionContext): Promise<EndResult> {
  const now = ctx.clock.now();
  const due = await ctx.db.competition.findMany({ where: { status: { not: COMPETITION_STATUS.ENDED }, endAt: { lte: now } }, orderBy: { endAt: 'asc' } });
  const result: EndResult = { competitions: 0, entrants: 0, rewarded: 0 };
  const paidUsers = new Set<string>();
  for (const c of due) {
    const closed = await ctx.db.$transaction((tx) => endOneTx(ctx, tx, c, now, result, paidUsers));
    ctx.trading.positions.track(closed);
  }
  for (const userId of paidUsers) await ctx.moved(userId);
  return result;
}
