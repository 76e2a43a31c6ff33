import { createClockJob } from '../../jobs/clock-job.ts';
import type { CompetitionModule } from './module.ts';

/** How often (real time) the live rankings are refreshed, on every instance. */
export const COMPETITION_JOB_MS = 5_000;

export interface CompetitionPassResult {
  started: number;
  ranked: number;
  ended: { competitions: number; entrants: number; rewarded: number };
}

/**
 * Competitions on the sandbox clock: start the ones whose start has come, refresh the
 * live ranking of those in progress, end the ones whose end has come (rewards paid,
 * entry amounts returned). Each step is guarded by the stored status, so after downtime
 * or a QA clock jump the next pass does each exactly once. Once when the app is ready,
 * then every `intervalMs` of real time (default 5 s).
 */
export function createCompetitionJob(deps: { competition: CompetitionModule; intervalMs?: number; onError: (error: unknown) => void }) {
  const { competitions } = deps.competition;
  return createClockJob<CompetitionPassResult>({
    pass: async () => ({ started: await competitions.startDue(), ranked: await competitions.refreshRunning(), ended: await competitions.endDue() }),
    intervalMs: deps.intervalMs ?? COMPETITION_JOB_MS,
    onError: deps.onError,
  });
}

/**
 * The live rankings are boards in memory: an instance not running the jobs keeps its own
 * (yields not written), on the same timer, so every instance answers a ranking alike.
 * The pass never fails (the next one tries again), so the timer outlives a failed first pass.
 */
export function createRankingFollower(deps: { competition: CompetitionModule; holding: () => boolean; onError: (error: unknown) => void }) {
  const { competitions } = deps.competition;
  return createClockJob<void>({
    pass: async () => {
      if (deps.holding()) return;
      await competitions.refreshRunning({ store: false }).catch(deps.onError);
    },
    intervalMs: COMPETITION_JOB_MS,
    onError: deps.onError,
  });
}
