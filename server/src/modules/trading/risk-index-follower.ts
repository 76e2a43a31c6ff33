import type { PrismaClient } from '@sandbox/prisma';
import { POSITION_STATUS } from '@sandbox/shared';
import { createClockJob, type ClockJob } from '../../jobs/clock-job.ts';

/** How often the instance running the jobs looks for positions opened or changed through the others. */
export const FOLLOW_POSITIONS_MS = 1_000;

/**
 * The risk job's trigger index lives in memory and learns of a position from the instance that
 * opened or changed it; with several instances, a position opened through another one would
 * never reach the index of the instance running the risk job. So that instance rebuilds its
 * index whenever the open positions' count or latest change moved (one aggregate read over the
 * status index per second; a rebuild only after a change, at most once a second).
 */
export function createRiskIndexFollower(opts: {
  db: PrismaClient;
  rebuild: () => Promise<unknown>;
  onError: (error: unknown) => void;
  /** How many other instances are alive: alone, nobody else opens positions, so nothing is read. */
  others: () => Promise<number>;
  everyMs?: number;
}): ClockJob<boolean> & { follow(): Promise<boolean> } {
  let last: string | undefined;

  async function follow(): Promise<boolean> {
    // Alone, this instance's own trades keep its index; `last` stays as it was, so the first look
    // once another instance is alive sees a changed signature and rebuilds (nothing missed).
    if (last !== undefined && (await opts.others()) === 0) return false;
    const open = await opts.db.position.aggregate({ where: { status: POSITION_STATUS.RUNNING }, _count: { _all: true }, _max: { updatedAt: true } });
    const signature = `${open._count._all}|${open._max.updatedAt?.getTime() ?? 0}`;
    if (signature === last) return false;
    // The first look only records: the risk job's start has just built the index.
    const first = last === undefined;
    last = signature;
    if (!first) await opts.rebuild();
    return !first;
  }

  const job = createClockJob({
    pass: follow,
    intervalMs: opts.everyMs ?? FOLLOW_POSITIONS_MS,
    onError: opts.onError,
    // A later start looks afresh (its risk job rebuilt the index).
    onStop: async () => {
      last = undefined;
    },
  });
  return { ...job, follow };
}
