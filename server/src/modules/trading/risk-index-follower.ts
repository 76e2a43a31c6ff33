import { createClockJob, type ClockJob } from '../../jobs/clock-job.ts';
import type { RiskJob } from './risk-job.ts';

/** How often the instance running the jobs looks for positions opened or changed through the others. */
export const FOLLOW_POSITIONS_MS = 1_000;

/**
 * The risk job's trigger index lives in memory and learns of a position from the instance that
 * opened or changed it; with several instances, a position opened through another one would
 * never reach the index of the instance running the risk job. So, while another instance is
 * alive, that instance reads the rows changed since its last look every second (`RiskJob.follow`:
 * a range of the `updatedAt` index, each version applied once) and keeps its index in step.
 * Alone, it reads nothing: its own trades keep its index.
 */
export function createRiskIndexFollower(opts: {
  risk: Pick<RiskJob, 'follow' | 'followedAlone'>;
  onError: (error: unknown) => void;
  /** How many other instances are alive. */
  others: () => Promise<number>;
  everyMs?: number;
}): ClockJob<number> {
  return createClockJob({
    pass: async () => {
      if ((await opts.others()) > 0) return opts.risk.follow();
      opts.risk.followedAlone();
      return 0;
    },
    intervalMs: opts.everyMs ?? FOLLOW_POSITIONS_MS,
    onError: opts.onError,
  });
}
