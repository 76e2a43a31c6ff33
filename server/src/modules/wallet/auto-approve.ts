import type { PrismaClient } from '@sandbox/prisma';
import { RECORD_STATUS } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import { aThirdOfTheLoop, passOver, type PassPauses } from '../../jobs/between-batches.ts';
import { createClockJob } from '../../jobs/clock-job.ts';
import type { WalletServices } from './routes.ts';

/** SystemSetting row holding the demo switch; not public (getKeyByParam refuses it). */
export const AUTO_APPROVE_KEY = 'qa.finance.autoApprove';

export interface AutoApproveSetting {
  enabled: boolean;
  delaySeconds: number;
}

const OFF: AutoApproveSetting = { enabled: false, delaySeconds: 0 };

export async function readAutoApprove(db: PrismaClient): Promise<AutoApproveSetting> {
  const row = await db.systemSetting.findUnique({ where: { key: AUTO_APPROVE_KEY } });
  if (!row) return OFF;
  try {
    const v = JSON.parse(row.value) as Partial<AutoApproveSetting>;
    return { enabled: v.enabled === true, delaySeconds: Number.isInteger(v.delaySeconds) && v.delaySeconds! >= 0 ? v.delaySeconds! : 0 };
  } catch {
    return OFF;
  }
}

export async function writeAutoApprove(db: PrismaClient, setting: AutoApproveSetting): Promise<AutoApproveSetting> {
  const value = JSON.stringify(setting);
  await db.systemSetting.upsert({
    where: { key: AUTO_APPROVE_KEY },
    create: { key: AUTO_APPROVE_KEY, value, isPublic: false, remark: 'demo: approve deposits and withdrawals after a delay (QA API)' },
    update: { value },
  });
  return setting;
}

/** A lost race with a QA reviewer (409) just means someone else decided first. */
async function quietly(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    if (error instanceof AppError && (error.code === 409 || error.code === 404)) return false;
    throw error;
  }
}

/**
 * One pass of the demo auto-approval: every deposit and withdrawal under
 * review for at least `delaySeconds` (by the injected clock) is approved, and
 * every approved withdrawal that waited as long is paid out. It works from the
 * rows' own times, not from timers, so after downtime one pass catches up on
 * everything that came due; the guarded transitions make a second pass, or a
 * concurrent reviewer, harmless (idempotent). Each decision is a transaction of
 * its own with its ledger entry and notice (a pass takes up to 200 of each kind),
 * and the pass pauses between two
 * (jobs/between-batches.ts); a scenario load or restore during a pause ends it.
 * `pauses` is the tests' handle.
 */
export async function runFinanceAutoApprove(deps: { db: PrismaClient; clock: Clock; finance: WalletServices; pauses?: PassPauses }) {
  const { db, clock, finance } = deps;
  const setting = await readAutoApprove(db);
  const done = { recharges: 0, withdrawalsApproved: 0, withdrawalsPaid: 0 };
  if (!setting.enabled) return done;
  const due = new Date(clock.now().getTime() - setting.delaySeconds * 1000);
  const take = 200;
  const goOn = passOver(db, deps.pauses ?? aThirdOfTheLoop);
  /** Decides each of `ids` in turn, counting the ones it decided as `kind`; false once the pass ended. */
  const decide = async (ids: readonly { id: string }[], kind: keyof typeof done, run: (id: string) => Promise<unknown>) => {
    for (const { id } of ids) {
      if (await quietly(() => run(id))) done[kind] += 1;
      if (!(await goOn())) return false;
    }
    return true;
  };

  const recharges = await db.recharge.findMany({ where: { status: RECORD_STATUS.UNDER_REVIEW, createdAt: { lte: due } }, select: { id: true }, orderBy: { createdAt: 'asc' }, take });
  if (!(await decide(recharges, 'recharges', (id) => finance.recharges.approve(id)))) return done;

  const waiting = await db.withdrawal.findMany({ where: { status: RECORD_STATUS.UNDER_REVIEW, createdAt: { lte: due } }, select: { id: true }, orderBy: { createdAt: 'asc' }, take });
  if (!(await decide(waiting, 'withdrawalsApproved', (id) => finance.withdrawals.approve(id)))) return done;

  // The pay-out waits the same delay after approval, so a demo shows both steps.
  const approved = await db.withdrawal.findMany({
    where: { status: RECORD_STATUS.DELIVERED, reviewedAt: { lte: due } },
    select: { id: true },
    orderBy: { reviewedAt: 'asc' },
    take,
  });
  await decide(approved, 'withdrawalsPaid', (id) => finance.withdrawals.pay(id));
  return done;
}

/**
 * The demo auto-approval on a timer (the rule itself reads the clock). It lives as long as the
 * app, on the instance holding the job lease, and does nothing until QA switches it on.
 */
export function createAutoApproveJob(deps: Parameters<typeof runFinanceAutoApprove>[0] & { intervalMs?: number; onError: (error: unknown) => void }) {
  return createClockJob({ pass: () => runFinanceAutoApprove(deps), intervalMs: deps.intervalMs ?? 5000, onError: deps.onError });
}
