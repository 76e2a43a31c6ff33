import type { PrismaClient } from '@sandbox/prisma';
import { claimRow } from './claim-row.ts';
import { wallClock, type Clock } from '../clock.ts';
import { INSTANCE_KEY_PREFIX } from './job-lease.ts';

/** The SystemSetting row naming the QA call that is changing the shared QA state (`value`: its holder, '' when free). */
export const QA_LOCK_KEY = `${INSTANCE_KEY_PREFIX}qaLock`;
/** A holder that has not renewed for this long is taken to be gone (its instance died mid-call). */
export const QA_LOCK_TTL_MS = 30_000;
/** How often a QA call waiting for another instance's looks again. */
const RETRY_MS = 10;

export type QaLock = ReturnType<typeof createQaLock>;

/**
 * One QA change at a time across every instance on the database: a call that changes the shared
 * QA state (the clock, steers, faults) takes this lock, adopts what the other instances wrote,
 * changes it, writes it and lets go (instances/plugin.ts). Without it two instances each change
 * their own copy and the later write wins: two clock advances of a day moved the clock one day.
 * Calls of one instance queue in memory; across instances the lock is a row taken with one
 * conditional update, like the job lease, so it works alike on SQLite and PostgreSQL. The holder
 * renews the row a few times within its time to live while the call runs: a call that runs long
 * (a clock move's jobs on a loaded machine) keeps the lock, and only a dead instance's expires.
 */
export function createQaLock(opts: { db: PrismaClient; instance: string; ttlMs?: number; clock?: Clock }) {
  const { db } = opts;
  const ttlMs = opts.ttlMs ?? QA_LOCK_TTL_MS;
  const clock = opts.clock ?? wallClock;
  const renewMs = Math.max(10, Math.floor(ttlMs / 3));
  let calls = 0;
  let queue: Promise<unknown> = Promise.resolve();

  /** Takes the lock when it is free or its holder is gone (claim-row.ts). */
  function claim(holder: string): Promise<boolean> {
    const now = clock.now();
    return claimRow(db, {
      key: QA_LOCK_KEY,
      holder,
      takeable: [{ value: '' }, { updatedAt: { lt: new Date(now.getTime() - ttlMs) } }],
      remark: 'instances: the QA call changing the shared QA state',
      now,
    });
  }

  return {
    /**
     * Waits for the lock (this instance's earlier calls first, then any other instance's) and
     * resolves with its release, which is safe to call more than once.
     */
    async acquire(): Promise<() => Promise<void>> {
      let leave!: () => void;
      const mine = new Promise<void>((resolve) => (leave = resolve));
      const before = queue;
      queue = before.then(() => mine);
      await before;
      const holder = `${opts.instance}#${++calls}`;
      try {
        while (!(await claim(holder))) await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      } catch (error) {
        leave();
        throw error;
      }
      const renewal = setInterval(() => {
        db.systemSetting.updateMany({ where: { key: QA_LOCK_KEY, value: holder }, data: { updatedAt: clock.now() } }).catch(() => undefined);
      }, renewMs);
      renewal.unref();
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        clearInterval(renewal);
        try {
          // Only our own hold: a scenario load wipes the row, and another call may hold a new one.
          await db.systemSetting.updateMany({ where: { key: QA_LOCK_KEY, value: holder }, data: { value: '' } });
        } finally {
          leave();
        }
      };
    },
  };
}
