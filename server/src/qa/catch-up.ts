import type { FastifyInstance } from 'fastify';
import type { TradingJobs } from '../modules/trading/index.ts';

export interface JobRun {
  name: string;
  ms: number;
  /** The error's message when the pass failed (the other jobs still run). */
  error?: string;
}

/**
 * Runs every job once, now, in a fixed order, and waits for them: after the QA clock moved
 * (or a snapshot came back) the state is what the time says before the answer goes out,
 * not a timer tick later. The trade jobs first (settlements and liquidations at the current
 * marks), then the clock jobs in the order app.ts registered them. Each job guards its steps
 * by the stored state, so a pass the timer also starts does nothing twice.
 */
export async function runEveryJob(app: FastifyInstance, jobs: TradingJobs): Promise<JobRun[]> {
  const steps: Array<{ name: string; run: () => Promise<unknown> }> = [
    { name: 'second-contract settlement', run: () => jobs.settlement.run() },
    { name: 'risk (TP/SL and liquidation)', run: () => jobs.risk.checkNow() },
    ...app.clockJobs.map(({ name, job }) => ({ name, run: () => job.run() })),
  ];
  const runs: JobRun[] = [];
  for (const step of steps) {
    const started = performance.now();
    try {
      await step.run();
      runs.push({ name: step.name, ms: Math.round(performance.now() - started) });
    } catch (error) {
      app.log.error({ err: error }, `${step.name} failed after a QA clock move`);
      runs.push({ name: step.name, ms: Math.round(performance.now() - started), error: error instanceof Error ? error.message : String(error) });
    }
  }
  return runs;
}
