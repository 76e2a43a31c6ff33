import { wallClock } from '../../clock.ts';
import type { Tick } from '../../market/price-feed.ts';
import { oneAtATime } from '../../jobs/one-at-a-time.ts';
import { checkMarks, checkTick, positionsChangedSince, rebuildIndex, replay, type RiskChecks } from './risk-checks.ts';

/**
 * Where the job got to, so a restart replays the missed interval. There is no
 * job-state table; a non-public SystemSetting row holds the instant (ISO text).
 */
export const RISK_CURSOR_KEY = 'jobs.risk.lastTickAt';

/**
 * How far before its last read a follow reads again. Prisma stamps `updatedAt` with the writer's
 * clock when it sends the statement, and the transaction may commit later, at most its timeout
 * (10 s, `transactionOptions` in @sandbox/prisma) after it began: a row stamped before the last
 * read yet committed after it falls in this overlap. The rest covers the instances' clocks
 * differing by a few seconds.
 */
export const FOLLOW_OVERLAP_MS = 15_000;

export interface RiskJobOptions extends RiskChecks {
  /** Step of the catch-up replay over missed time (the market's tick interval). */
  stepMs?: number;
  /** At most this much missed time is replayed (older history is replayed from its end). */
  maxCatchUpMs?: number;
}

export type RiskJob = ReturnType<typeof createRiskJob>;

/**
 * Closes positions at take-profit, stop-loss and liquidation within the tick
 * that crossed the level. The trigger index finds them without scanning every
 * position (risk-checks.ts); each close is its own transaction guarded by a
 * conditional status update, so replays and overlaps close a position once.
 */
export function createRiskJob(opts: RiskJobOptions) {
  const { db, clock, feed, positions } = opts;
  const stepMs = opts.stepMs ?? 1000;
  const maxCatchUpMs = opts.maxCatchUpMs ?? 24 * 3600 * 1000;
  let unsubscribe: (() => void) | undefined;
  // Ticks are processed one after another, never overlapping.
  const passes = oneAtATime();
  let ticksSinceSave = 0;
  // The wall time (what `updatedAt` holds) at which the index last read the positions, and the
  // version (`updatedAt`) of each row a follow applied that the next follows read again (the overlap).
  let readAt: number | undefined;
  const applied = new Map<string, number>();

  async function rebuild(): Promise<number> {
    const at = wallClock.nowMs();
    const open = await rebuildIndex(opts);
    readAt = at;
    applied.clear();
    return open;
  }

  /**
   * Brings the index up to the rows changed since it last read them (FOLLOW_OVERLAP_MS before
   * that), each version once: how the instance running this job learns of the positions the
   * others open, edit and close. Answers how many rows it applied.
   */
  async function follow(): Promise<number> {
    const at = wallClock.nowMs();
    const since = (readAt ?? at) - FOLLOW_OVERLAP_MS;
    const changed = (await positionsChangedSince(opts, new Date(since))).filter((r) => applied.get(r.id) !== r.updatedAt.getTime());
    positions.track(changed);
    for (const r of changed) applied.set(r.id, r.updatedAt.getTime());
    for (const [id, version] of applied) if (version < since) applied.delete(id);
    readAt = at;
    return changed.length;
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
    const closed = await checkTick(opts, tick);
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
    const closed = await replay(opts, Math.max(from.getTime(), to.getTime() - maxCatchUpMs), to, stepMs);
    await saveCursor(to);
    return closed;
  }

  return {
    rebuild,
    follow,
    /** No other instance is alive: every change until now is this instance's own, already in the index, so the next follow reads from here. */
    followedAlone: () => {
      readAt = wallClock.nowMs();
    },
    catchUp,
    /** One pass at the current marks, outside the tick schedule (QA: after moving the clock or steering a price). */
    checkNow: () => passes.run(() => checkMarks(opts)),
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
