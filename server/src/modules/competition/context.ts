import Decimal from 'decimal.js';
import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import type { PassPauses } from '../../jobs/between-batches.ts';
import { notFound } from '../../errors.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import type { Dec, PositionService } from '../trading/index.ts';
import type { LiveBoards } from './board.ts';

/** Called after a competition move commits (the entry amount leaves or returns: the level may change). */
export type AfterMoneyMove = (userId: string) => Promise<unknown>;

/**
 * The trading engine as competitions use it (the trade module's, handed in by the wiring):
 * the live price that values open positions, and closing an entry's positions at its exit
 * or the end. Without it (benches) open positions are valued at their entry price.
 */
export interface CompetitionTrading {
  feed: PriceFeed;
  positions: Pick<PositionService, 'closeAllTx' | 'track'>;
}

export interface CompetitionDeps {
  db: PrismaClient;
  clock: Clock;
  afterMoneyMove: AfterMoneyMove;
  trading: CompetitionTrading;
  /** The pauses of a ranking refresh between its steps (board.ts; by default aThirdOfTheLoop): the tests' handle. */
  pauses?: PassPauses;
}

/** What the competition service's parts share: its dependencies and the live boards. */
export interface CompetitionContext {
  db: PrismaClient;
  clock: Clock;
  trading: CompetitionTrading;
  boards: LiveBoards;
  /** After a move commits: re-evaluates the user's level (a failure waits for the sweep). */
  moved(userId: string): Promise<void>;
  /** The live price of a symbol (none before the market has it: positions then count at their entry). */
  markOf(symbol: string): Dec | undefined;
}

/** The positions a close in a transaction returned, tracked once it commits. */
export type ClosedPositions = Awaited<ReturnType<CompetitionTrading['positions']['closeAllTx']>>;

/** Decimal text without a sign on zero. */
export const plain = (d: Decimal) => (d.isZero() ? '0' : d.toFixed());

export async function competitionOr404(db: PrismaClient, id: string) {
  const c = await db.competition.findUnique({ where: { id } });
  if (!c) throw notFound('competition.notFound');
  return c;
}
