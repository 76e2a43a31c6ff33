import type { PrismaClient } from '@sandbox/prisma';
import { POSITION_STATUS } from '@sandbox/shared';
import type { LeasedJob } from './job-lease.ts';

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
  others?: () => Promise<number>;
  everyMs?: number;
}): LeasedJob & { follow(): Promise<boolean> } {
  let timer: NodeJS.Timeout | undefined;
  let last: string | undefined;
  let running: Promise<boolean> | undefined;

  async function follow(): Promise<boolean> {
    // Alone, this instance's own trades keep its index; `last` stays as it was, so the first look
    // once another instance is alive sees a changed signature and rebuilds (nothing missed).
    if (last !== undefined && opts.others && (await opts.others()) === 0) return false;
    const open = await opts.db.position.aggregate({ where: { status: POSITION_STATUS.RUNNING }, _count: { _all: true }, _max: { updatedAt: true } });
    const signature = `${open._count._all}|${open._max.updatedAt?.getTime() ?? 0}`;
    if (signature === last) return false;
    // The first look only records: the risk job's start has just built the index.
    const first = last === undefined;
    last = signature;
    if (!first) await opts.rebuild();
    return !first;
  }

  return {
    name: 'risk index follower',
    follow,
    async start() {
      await follow();
      timer = setInterval(() => {
        if (running) return;
        running = follow()
          .catch((error: unknown) => {
            opts.onError(error);
            return false;
          })
          .finally(() => {
            running = undefined;
          });
      }, opts.everyMs ?? FOLLOW_POSITIONS_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
      last = undefined;
    },
  };
}
