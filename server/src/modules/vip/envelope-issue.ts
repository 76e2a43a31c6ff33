import { sqlOf, type PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import { issueWeekEnvelopes } from './queries.ts';
import { mondayAtOrBefore, mondaysBetween, weekKey } from './week.ts';

/** The last Monday paid (ISO instant), kept like the risk job's cursor; not public. */
export const ENVELOPE_WATERMARK_KEY = 'jobs.vip.lastEnvelopeMonday';

/**
 * The Monday red envelopes (the VIP job): every Monday 00:00 region time since the last one
 * issued, oldest first, each Monday in its own transaction with the cursor. With no cursor yet
 * (a new database) the pass starts from the Monday before now without paying it.
 */
export function createEnvelopeIssue(deps: { db: PrismaClient; clock: Clock }) {
  const { db, clock } = deps;
  // The previous pass's instant: the fallback cursor when a scenario load wiped the stored one.
  let lastPassAt: Date | undefined;

  return async function issueEnvelopes(): Promise<{ weeks: number; envelopes: number }> {
    const now = clock.now();
    const stored = await db.systemSetting.findUnique({ where: { key: ENVELOPE_WATERMARK_KEY } });
    const after = stored ? new Date(stored.value) : (lastPassAt ?? mondayAtOrBefore(now));
    lastPassAt = now;
    const result = { weeks: 0, envelopes: 0 };
    const mondays = mondaysBetween(after, now);
    if (!stored && mondays.length === 0) {
      await db.systemSetting.upsert({
        where: { key: ENVELOPE_WATERMARK_KEY },
        create: { key: ENVELOPE_WATERMARK_KEY, value: after.toISOString(), remark: 'last Monday whose red envelopes were issued', isPublic: false },
        update: {},
      });
    }
    for (const monday of mondays) {
      result.envelopes += await db.$transaction(async (tx) => {
        const issued = await issueWeekEnvelopes(sqlOf(tx), monday, weekKey(monday));
        await tx.systemSetting.upsert({
          where: { key: ENVELOPE_WATERMARK_KEY },
          create: { key: ENVELOPE_WATERMARK_KEY, value: monday.toISOString(), remark: 'last Monday whose red envelopes were issued', isPublic: false },
          update: { value: monday.toISOString() },
        });
        return issued;
      });
      result.weeks += 1;
    }
    return result;
  };
}
