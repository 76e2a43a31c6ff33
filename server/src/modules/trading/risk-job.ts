import type { PrismaClient } from '@sandbox/prisma';
import { CLOSE_REASON, POSITION_STATUS } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import type { PriceFeed, Tick } from '../../market/price-feed.ts';
import type { Dec } from './margin-math.ts';
import type { PositionService } from './position-service.ts';
import type { TriggerIndex } from './trigger-index.ts';
import { oneAtATime } from '../../jobs/one-at-a-time.ts';

/**
 * Where the job got to, so a restart replays the missed interval. There is no
 * job-state table; a non-public SystemSetting row holds the instant (ISO text).
 */
export const RISK_CURSOR_KEY = 'jobs.risk.lastTickAt';

export interface RiskJobOptions {
  db: PrismaClient;
  clock: Clock;
  feed: PriceFeed;
  positions: PositionService;
  index: TriggerIndex;
  /** Step of the catch-up replay over missed time (the market's tick interval). */
  stepMs?: number;
  /** At most this much missed time is replayed (older history is replayed from its end). */
  maxCatchUpMs?: number;
}

export type RiskJob = ReturnType<typeof createRiskJob>;

/**
 * Closes positions at take-profit, stop-loss and liquidation within the tick
 * that crossed the level. The trigger index finds them without scanning every
 * position; each close is its own transaction guarded by a conditional status
 * update, so replays and overlaps close a position once.
 */
export function createRiskJob(opts: RiskJobOptions) {
  const { db, clock, feed, positions, index } = opts;
  const stepMs = opts.stepMs ?? 1000;
  const maxCatchUpMs = opts.maxCatchUpMs ?? 24 * 3600 * 1000;
  let unsubscribe: (() => void) | undefined;
  // Ticks are processed one after another, never overlapping.
  const passes = oneAtATime();
  let ticksSinceSave = 0;

  /** Rebuilds the index from every open position (on start, and after QA loads a scenario). */
  async function rebuild(): Promise<number> {
    const rows = await db.position.findMany({ where: { status: POSITION_STATUS.RUNNING } });
    index.clear();
    positions.track(rows);
    return rows.length;
  }

  /** Checks one symbol at one price and instant; returns the positions closed. */
  async function check(symbol: string, price: Dec, at: Date): Promise<string[]> {
    const closed: string[] = [];
    for (const fired of index.crossed(symbol, price)) {
      // TP and SL fill at their level; a liquidation at the mark.
      const fill = fired.reason === CLOSE_REASON.LIQUIDATION ? price : fired.level;
      try {
        await positions.closeAt(fired.positionId, fill, fired.reason, at);
        closed.push(fired.positionId);
      } catch (err) {
        // Already closed by the user or an earlier pass: drop it from the index and go on.
        if (err instanceof AppError && (err.code === 409 || err.code === 404)) index.remove(fired.positionId);
        else throw err;
      }
    }
    return closed;
  }

  async function saveCursor(at: Date): Promise<void> {
    const value = at.toISOString();
    await db.systemSetting.upsert({
      where: { key: RISK_CURSOR_KEY },
      create: { key: RISK_CURSOR_KEY, value, isPublic: false, remark: 'risk job: last processed tick' },
      update: { value },
    });
  }

  async function onTick(tick: Tick): Promise<string[]> {
    const closed: string[] = [];
    for (const symbol of index.symbols()) {
      const price = tick.prices.get(symbol);
      if (price) closed.push(...(await check(symbol, price, tick.at)));
    }
    // Every tenth tick: the cursor (it only bounds the replay after a restart; a write per
    // second would be waste) and the cross liquidation prices that depend on other positions' PnL.
    if (++ticksSinceSave >= 10) {
      ticksSinceSave = 0;
      await saveCursor(tick.at);
      await positions.refreshSharedCross();
    }
    return closed;
  }

  /** Replays the path from `from` to `to` at the tick step with the feed's historical prices. */
  async function catchUp(from: Date, to: Date): Promise<string[]> {
    const closed: string[] = [];
    const start = Math.max(from.getTime(), to.getTime() - maxCatchUpMs);
    for (let t = start + stepMs; t <= to.getTime(); t += stepMs) {
      const at = new Date(t);
      for (const symbol of index.symbols()) {
        const price = feed.priceAt(symbol, at);
        if (price) closed.push(...(await check(symbol, price, at)));
      }
    }
    await saveCursor(to);
    return closed;
  }

  /** One pass at the current marks, outside the tick schedule (QA: after moving the clock or steering a price). */
  async function checkNow(): Promise<string[]> {
    const closed: string[] = [];
    for (const symbol of index.symbols()) {
      const price = feed.markPrice(symbol);
      if (price) closed.push(...(await check(symbol, price, clock.now())));
    }
    return closed;
  }

  return {
    rebuild,
    catchUp,
    checkNow: () => passes.run(checkNow),
    /** Runs one tick now (also what the feed's listener does). */
    tick: (t: Tick) => passes.run(() => onTick(t)),

    /** Rebuilds the index, replays the downtime since the saved cursor, then follows the feed. */
    async start(): Promise<{ open: number; caughtUp: string[] }> {
      const open = await rebuild();
      const cursor = await db.systemSetting.findUnique({ where: { key: RISK_CURSOR_KEY } });
      const now = clock.now();
      const caughtUp = cursor ? await catchUp(new Date(cursor.value), now) : (await saveCursor(now), []);
      unsubscribe = feed.onTick((t) => passes.run(() => onTick(t)).then(() => undefined));
      return { open, caughtUp };
    },

    async stop(): Promise<void> {
      unsubscribe?.();
      unsubscribe = undefined;
      await passes.idle();
      await saveCursor(clock.now());
    },
  };
}

