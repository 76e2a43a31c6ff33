import Decimal from 'decimal.js';
import type { Competition, CompetitionEntry, Tx } from '@sandbox/prisma';
import { COMPETITION_STATUS } from '@sandbox/shared';
import { conflict, notFound } from '../../errors.ts';
import { competitionAccount, postAll } from '../../ledger/index.ts';
import { BalanceLogType, type LedgerEntry } from '../../ledger/types.ts';
import { SETTLE_CURRENCY } from '../trading/index.ts';
import { assertMayMoveMoney } from '../wallet/index.ts';
import { competitionOr404, plain, type ClosedPositions, type CompetitionContext } from './context.ts';
import { statusAt, toEntryWire } from './mappers.ts';
import { yieldRateOf } from './ranking.ts';

/*
 * Joining and exiting a competition: each in one transaction with its ledger movements (the
 * entry amount from spot and the entry's own trading money at joining; the entry amount back
 * at an early exit), the level re-evaluated once it commits.
 */

/** The entry row, the competition's count moved and the ledger entries of one join, in `tx`. */
async function joinTx(tx: Tx, userId: string, id: string, now: Date): Promise<readonly [CompetitionEntry, Competition]> {
  // Transactions run one at a time on the writer: two joins at one instant see each other here.
  if (await tx.competitionEntry.findUnique({ where: { competitionId_userId: { competitionId: id, userId } }, select: { id: true } })) {
    throw conflict('competition.alreadyJoined');
  }
  const fresh = await tx.competition.findUniqueOrThrow({ where: { id } });
  if (fresh.status === COMPETITION_STATUS.ENDED) throw conflict('competition.ended');
  const created = await tx.competitionEntry.create({
    data: { competitionId: id, userId, initialEquity: fresh.initialFunds, equity: fresh.initialFunds, status: COMPETITION_STATUS.IN_PROGRESS, joinedAt: now },
  });
  const updated = await tx.competition.update({ where: { id }, data: { participantCount: { increment: 1 } } });
  const ref = { userId, refType: 'CompetitionEntry', refId: created.id, remark: fresh.name, at: now };
  const entries: LedgerEntry[] = [];
  if (new Decimal(fresh.entryFee).gt(0)) {
    entries.push({ ...ref, account: 'spot', currency: fresh.currency, type: BalanceLogType.COMPETITION_ENTRY_FEE, availableDelta: new Decimal(fresh.entryFee).negated().toFixed() });
  }
  // The entry's own simulated trading money (trading USDT), never mixed with real money.
  if (new Decimal(fresh.initialFunds).gt(0)) {
    entries.push({ ...ref, account: competitionAccount(created.id), currency: SETTLE_CURRENCY, type: BalanceLogType.COMPETITION_FUNDS, availableDelta: fresh.initialFunds });
  }
  if (entries.length > 0) await postAll(tx, entries);
  return [created, updated] as const;
}

export async function join(ctx: CompetitionContext, userId: string, id: string) {
  const { db, clock } = ctx;
  const now = clock.now();
  const c = await competitionOr404(db, id);
  if (statusAt(c, now) === COMPETITION_STATUS.ENDED) throw conflict('competition.ended');
  const user = await db.user.findUnique({ where: { id: userId }, select: { status: true } });
  if (!user) throw notFound('request.notFound');
  assertMayMoveMoney(user);
  const [entry, comp] = await db.$transaction((tx) => joinTx(tx, userId, id, now));
  await ctx.moved(userId);
  return toEntryWire(entry, comp, now);
}

/**
 * A scenario file's entry (docs/scenarios.md), joined at `at` inside the caller's transaction: the
 * join's rules (the competition not ended, one entry per user) and its rows and ledger movements.
 * The entrant's status is not asked (the entry is state, made before a freeze), and their level
 * is the level sweep's.
 */
export async function joinIn(tx: Tx, userId: string, c: Competition, at: Date): Promise<CompetitionEntry> {
  if (statusAt(c, at) === COMPETITION_STATUS.ENDED) throw conflict('competition.ended');
  const [entry] = await joinTx(tx, userId, c.id, at);
  return entry;
}

/**
 * One exit in `tx`: the entry flips (guarded), its open positions close at the market price
 * (`closed`, tracked by the caller after the commit), the equity is final, the entry amount returns.
 */
async function exitTx(ctx: CompetitionContext, tx: Tx, c: Competition, userId: string, now: Date, closed: { rows: ClosedPositions }) {
  const e = await tx.competitionEntry.findUnique({ where: { competitionId_userId: { competitionId: c.id, userId } } });
  if (!e) throw notFound('competition.notJoined');
  if (e.status === COMPETITION_STATUS.EXITED) throw conflict('competition.alreadyExited');
  if (e.status !== COMPETITION_STATUS.IN_PROGRESS || statusAt(c, now) === COMPETITION_STATUS.ENDED) throw conflict('competition.ended');
  const flipped = await tx.competitionEntry.updateMany({
    where: { id: e.id, status: COMPETITION_STATUS.IN_PROGRESS },
    data: { status: COMPETITION_STATUS.EXITED, exitedAt: now, rank: null },
  });
  if (flipped.count !== 1) throw conflict('competition.alreadyExited');
  // Trading stops with the flip (the engine checks the entry in its own transactions):
  // the open positions close at the market price, then the equity is final.
  const account = competitionAccount(e.id);
  closed.rows = await ctx.trading.positions.closeAllTx(tx, [account], ctx.markOf, now);
  const balance = await tx.balance.findUnique({ where: { userId_account_currency: { userId, account, currency: SETTLE_CURRENCY } } });
  if (balance) {
    const equity = plain(new Decimal(balance.available).plus(balance.frozen));
    await tx.competitionEntry.update({ where: { id: e.id }, data: { equity, yieldRate: yieldRateOf(e.initialEquity, equity) } });
  }
  const updated = await tx.competition.update({ where: { id: c.id }, data: { participantCount: { decrement: 1 } } });
  if (new Decimal(c.entryFee).gt(0)) {
    await postAll(tx, [{
      userId, account: 'spot', currency: c.currency, type: BalanceLogType.COMPETITION_RELEASE,
      availableDelta: c.entryFee, refType: 'CompetitionEntry', refId: e.id, remark: c.name, at: now,
    }]);
  }
  return [await tx.competitionEntry.findUniqueOrThrow({ where: { id: e.id } }), updated] as const;
}

export async function exit(ctx: CompetitionContext, userId: string, id: string) {
  const now = ctx.clock.now();
  const c = await competitionOr404(ctx.db, id);
  const closed: { rows: ClosedPositions } = { rows: [] };
  const [entry, comp] = await ctx.db.$transaction((tx) => exitTx(ctx, tx, c, userId, now, closed));
  ctx.trading.positions.track(closed.rows);
  await ctx.moved(userId);
  return toEntryWire(entry, comp, now);
}
