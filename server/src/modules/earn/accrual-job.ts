import { createClockJob } from '../../jobs/clock-job.ts';
import type { AccrualResult, AccrualService } from './accrual-service.ts';

/**
 * Pays product income (accrual-service.ts) on the sandbox clock: once when
 * the app is ready (catching up on downtime from each order's watermark), then every
 * `intervalMs` of real time (default a minute). The rule reads the clock, not the timer,
 * so a QA clock jump is paid on the next pass, exactly once.
 */
export function createProdAccrualJob(deps: { accrual: AccrualService; intervalMs?: number; onError: (error: unknown) => void }) {
  return createClockJob<AccrualResult>({ pass: () => deps.accrual.accrueDue(), intervalMs: deps.intervalMs ?? 60_000, onError: deps.onError });
}
