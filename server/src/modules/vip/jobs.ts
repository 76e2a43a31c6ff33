import { createClockJob } from '../../jobs/clock-job.ts';
import { oneAtATime } from '../../jobs/one-at-a-time.ts';
import type { SweepResult } from './level-service.ts';
import type { VipModule } from './module.ts';

export type VipJobs = ReturnType<typeof createVipJobs>;

export interface VipPassResult {
  envelopes: { weeks: number; envelopes: number };
  levels: SweepResult;
}

/**
 * The VIP jobs on the sandbox clock: the Monday red envelopes (every Monday 00:00
 * region time since the last one issued, so a clock jump across two Mondays issues
 * two, never more) and then the level sweep (levels follow prices too, not only
 * balance changes). Once when the app is ready, then every `intervalMs` of real time
 * (default a minute). Envelopes go first: they take the levels as last evaluated, the
 * nearest the job knows to the level held at that Monday. Each half can also run
 * alone (the QA API), never overlapping the other.
 */
export function createVipJobs(deps: { vip: VipModule; intervalMs?: number; onError: (error: unknown) => void }) {
  const steps = oneAtATime();
  const envelopes = () => steps.run(() => deps.vip.welfare.issueEnvelopes());
  const sweep = () => steps.run(() => deps.vip.levels.sweep());
  const job = createClockJob<VipPassResult>({
    pass: async () => ({ envelopes: await envelopes(), levels: await sweep() }),
    intervalMs: deps.intervalMs ?? 60_000,
    onError: deps.onError,
    onStop: async () => {
      await steps.idle();
      await deps.vip.levels.idle();
    },
  });
  return { ...job, envelopes, sweep };
}
