import { createClockJob } from '../../jobs/clock-job.ts';
import type { IeoPassResult, ScheduleService } from './schedule-service.ts';

/**
 * The IEO calendar (schedule-service.ts) on the sandbox clock: when the app
 * is ready (catching up on downtime) and every `intervalMs` of real time (default 5 s).
 * Each step is guarded by the project's status, so a QA clock jump runs every step that
 * came due exactly once, in order.
 */
export function createIeoJob(deps: { schedule: ScheduleService; intervalMs?: number; onError: (error: unknown) => void }) {
  return createClockJob<IeoPassResult>({ pass: () => deps.schedule.runPass(), intervalMs: deps.intervalMs ?? 5000, onError: deps.onError });
}
