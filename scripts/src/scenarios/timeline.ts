import type { Tx } from '@sandbox/prisma';
import { regionDay, regionDayStart } from '@sandbox/shared/earn';
import { accrueDueIn } from '@sandbox/server/modules/earn';

/** A step of a scenario's past, at its instant. */
export interface TimelineEvent {
  at: Date;
  run: () => Promise<void>;
}

/**
 * Runs the events in time order with the accrual job's pass at the start of every region
 * day from the first event to `now` (the job pays each day at 00:00 UTC+8): income is paid
 * by the server's own rule (accrueDueIn), never written by hand, and interleaves with the
 * other events as it did in time.
 */
export async function playTimeline(tx: Tx, now: Date, events: TimelineEvent[]): Promise<void> {
  const first = Math.min(...events.map((e) => e.at.getTime()));
  const passes = [];
  for (let day = regionDay(first) + 1; day <= regionDay(now); day++) {
    const at = regionDayStart(day);
    passes.push({ at, run: async () => void (await accrueDueIn(tx, at)) });
  }
  // Stable: an event at a day's first instant runs after that day's pass.
  const timeline = [...passes, ...events].sort((x, y) => x.at.getTime() - y.at.getTime());
  for (const event of timeline) await event.run();
}
