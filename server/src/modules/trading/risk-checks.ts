import type { PrismaClient } from '@sandbox/prisma';
import { CLOSE_REASON, POSITION_STATUS } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import type { PriceFeed, Tick } from '../../market/price-feed.ts';
import type { Dec } from './margin-math.ts';
import type { PositionService } from './position-service.ts';
import { TRIGGER_COLUMNS } from './position-support.ts';
import type { TriggerIndex } from './trigger-index.ts';

/*
 * The risk job's passes: which positions a price reaches through the trigger index, and
 * their closes, at a tick's prices, over a replayed interval or at the current marks.
 */

export interface RiskChecks {
  db: PrismaClient;
  clock: Clock;
  feed: PriceFeed;
  positions: PositionService;
  index: TriggerIndex;
}

/** Rebuilds the index from every open position (on start, and after QA loads a scenario). */
export async function rebuildIndex(ctx: RiskChecks): Promise<number> {
  const rows = await ctx.db.position.findMany({ where: { status: POSITION_STATUS.RUNNING }, select: TRIGGER_COLUMNS });
  ctx.index.clear();
  ctx.positions.track(rows);
  return rows.length;
}

/** The positions changed (opened, edited or closed, through any instance) since `since`, by the `updatedAt` index. */
export function positionsChangedSince(ctx: Pick<RiskChecks, 'db'>, since: Date) {
  return ctx.db.position.findMany({ where: { updatedAt: { gte: since } }, select: { ...TRIGGER_COLUMNS, updatedAt: true } });
}

/** Checks one symbol at one price and instant; returns the positions closed. */
async function check(ctx: RiskChecks, symbol: string, price: Dec, at: Date): Promise<string[]> {
  const closed: string[] = [];
  for (const fired of ctx.index.crossed(symbol, price)) {
    // TP and SL fill at their level; a liquidation at the mark.
    const fill = fired.reason === CLOSE_REASON.LIQUIDATION ? price : fired.level;
    try {
      await ctx.positions.closeAt(fired.positionId, fill, fired.reason, at);
      closed.push(fired.positionId);
    } catch (err) {
      // Already closed by the user or an earlier pass: drop it from the index and go on.
      if (err instanceof AppError && (err.code === 409 || err.code === 404)) ctx.index.remove(fired.positionId);
      else throw err;
    }
  }
  return closed;
}

/** Checks every indexed symbol at the price `priceOf` gives (none: skipped), at the instant `at` reads then. */
async function checkAll(ctx: RiskChecks, priceOf: (symbol: string) => Dec | undefined, at: () => Date): Promise<string[]> {
  const closed: string[] = [];
  for (const symbol of ctx.index.symbols()) {
    const price = priceOf(symbol);
    if (price) closed.push(...(await check(ctx, symbol, price, at())));
  }
  return closed;
}

/** Checks every indexed symbol at a tick's prices. */
export function checkTick(ctx: RiskChecks, tick: Tick): Promise<string[]> {
  return checkAll(ctx, (symbol) => tick.prices.get(symbol), () => tick.at);
}

/** Replays the path from `start` (exclusive) to `to` at `stepMs` with the feed's historical prices. */
export async function replay(ctx: RiskChecks, start: number, to: Date, stepMs: number): Promise<string[]> {
  const closed: string[] = [];
  for (let t = start + stepMs; t <= to.getTime(); t += stepMs) {
    const at = new Date(t);
    closed.push(...(await checkAll(ctx, (symbol) => ctx.feed.priceAt(symbol, at), () => at)));
  }
  return closed;
}

/** One pass at the current marks. */
export function checkMarks(ctx: RiskChecks): Promise<string[]> {
  return checkAll(ctx, (symbol) => ctx.feed.markPrice(symbol), () => ctx.clock.now());
}
