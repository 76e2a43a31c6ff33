import { IEO_DB, payDeadlineOf } from './codes.ts';
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
 * The IEO calendar on the sandbox clock, each step one transaction guarded by the
 * project's status, so downtime or a clock jump runs every step that came due once,
 * in order: open (commit the seed) -> draw at lotteryAt (allocation from the revealed
 * seed and the sorted applications, shared/ieo-draw.ts) -> lapse of unpaid allocations
 * at the payment deadline -> delivery of the paid tokens at listAt (the token becomes a
 * currency users hold, valued at the issue price). Each applicant is told of the draw's
 * result, a lapse and the delivery (content notify) inside that step's transaction, so a
 * step is told once however many passes run. The steps: schedule-steps.ts; what a
 * listing writes: listing.ts.
 */
export function createScheduleService(deps: ScheduleDeps) {
  const { db, clock } = deps;

  async function runPass(): Promise<IeoPassResult> {
    const now = clock.now();
    const result: IeoPassResult = { opened: 0, drawn: 0, lapsed: 0, listed: 0 };
    const toOpen = await db.ieoProject.findMany({ where: { seedHash: null, startAt: { lte: now }, status: { in: [IEO_DB.UPCOMING, IEO_DB.ISSUING] } } });
    for (const p of toOpen) {
      await commitSeed(db, p);
      result.opened += 1;
    }
    const toDraw = await db.ieoProject.findMany({ where: { status: IEO_DB.ISSUING, lotteryAt: { lte: now } }, orderBy: { lotteryAt: 'asc' } });
    for (const p of toDraw) if (await draw(deps, p, now)) result.drawn += 1;
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
