import { aThirdOfTheLoop, passOver, type PassPauses } from '../../jobs/between-batches.ts';
import type { PassWorker } from '../../jobs/pass-worker.ts';
import { IEO_DB, payDeadlineOf } from './codes.ts';
import { finishDraws, IEO_DRAW_PASS, unfinishedDraws } from './draw-step.ts';
import { commitSeed } from './ieo-store.ts';
import { deliver, draw, lapse, type ScheduleDeps } from './schedule-steps.ts';

export type ScheduleService = ReturnType<typeof createScheduleService>;

export interface IeoPassResult {
  opened: number;
  drawn: number;
  lapsed: number;
  listed: number;
}

/**
 * The IEO calendar on the sandbox clock, each step guarded by the project's status, so
 * downtime or a clock jump runs every step that came due once, in order: open (commit the
 * seed) -> draw at lotteryAt (the claim, then the results from the revealed seed and the
 * sorted applications, shared/ieo-draw.ts, in batches with a pause between two:
 * draw-step.ts) -> lapse of unpaid allocations at the payment deadline, once every
 * application has its result -> delivery of the paid tokens at listAt (the token becomes a
 * currency users hold, valued at the issue price). Each applicant is told of the draw's
 * result, a lapse and the delivery (content notify) inside the transaction that writes their
 * application's row, so a step is told once however many passes run. A pass ended by a
 * scenario load or restore during a pause leaves a draw half written; the next pass finishes
 * it. The steps: schedule-steps.ts; what a listing writes: listing.ts. `pauses` is the tests'
 * handle.
 */
export function createScheduleService(deps: ScheduleDeps & { worker?: PassWorker; pauses?: PassPauses }) {
  const { db, clock, worker } = deps;

  /** Writes the results of every claimed draw: in the pass thread when the app has one, else on the loop with pauses. */
  async function finishedDraws(now: Date): Promise<boolean> {
    if (worker) return (await unfinishedDraws(db)).length === 0 || worker.run<boolean>(IEO_DRAW_PASS, now);
    return finishDraws(deps, passOver(db, deps.pauses ?? aThirdOfTheLoop));
  }

  /**
   * Runs every step that came due. A caller's read (`finishDraws: false`, the project and order
   * lists) claims a due draw but leaves its results to the job's next pass (every 5 s, and after a
   * QA clock move): a draw of 10,000 applications takes seconds beside the calls, which no
   * caller should wait for.
   */
  async function runPass(options: { finishDraws?: boolean } = {}): Promise<IeoPassResult> {
    const now = clock.now();
    const result: IeoPassResult = { opened: 0, drawn: 0, lapsed: 0, listed: 0 };
    const toOpen = await db.ieoProject.findMany({ where: { seedHash: null, startAt: { lte: now }, status: { in: [IEO_DB.UPCOMING, IEO_DB.ISSUING] } } });
    for (const p of toOpen) {
      await commitSeed(db, p);
      result.opened += 1;
    }
    const toDraw = await db.ieoProject.findMany({ where: { status: IEO_DB.ISSUING, lotteryAt: { lte: now } }, orderBy: { lotteryAt: 'asc' } });
    for (const p of toDraw) if (await draw(deps, p, now)) result.drawn += 1;
    if (options.finishDraws !== false && !(await finishedDraws(now))) return result;
    const drawn = await db.ieoProject.findMany({ where: { status: IEO_DB.DRAWN } });
    for (const p of drawn) {
      if (payDeadlineOf(p) > now) continue;
      if (await lapse(deps, p)) result.lapsed += 1;
    }
    const toList = await db.ieoProject.findMany({ where: { status: IEO_DB.COMPLETED, listAt: { lte: now } } });
    for (const p of toList) if (await deliver(deps, p, now)) result.listed += 1;
    return result;
  }

  return { runPass };
}
