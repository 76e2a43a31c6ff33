import type { CompetitionModule } from '../modules/competition/index.ts';
import { createClockJob } from './clock-job.ts';

/** How often (real time) the live rankings are refreshed, on every instance (app.ts). */
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
