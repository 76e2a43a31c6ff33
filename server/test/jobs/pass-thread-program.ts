// The pass thread's program in pass-worker.test.ts: passes that have the app write currencies, fail or end the thread.
import { readlinkSync } from 'node:fs';
import os from 'node:os';
import { setTimeout } from 'node:timers/promises';
import { servePasses } from '../../src/jobs/pass-thread.ts';

servePasses({
  /** Has the app write twenty currencies C0..C19, each its own write, 20 ms apart: answers how many were written. */
  async twenty(_db, _now, writes) {
    let written = 0;
    for (let i = 0; i < 20 && (await writes.goOn()); i++) {
      if (await writes.apply('currency', `C${i}`)) written++;
      await setTimeout(20);
    }
    return written;
  },
  /** Asks the app for two writes of 10 ms of work each, back to back. */
  async twoBusyWrites(_db, _now, writes) {
    await writes.apply('busy', 10);
    return writes.apply('busy', 10);
  },
  /** Has the app write currency A, then a write that writes B and fails. */
  async failsHalfway(_db, _now, writes) {
    await writes.apply('currency', 'A');
    return writes.apply('currencyThenFail', 'B');
  },
  /** Asks for a write the app does not have. */
  unknownWrite: (_db, _now, writes) => writes.apply('nothing', 'X'),
  /** What the thread's own connection sees of the app's database. */
  currencies: async (db) => (await db.currency.findMany({ orderBy: { code: 'asc' } })).map((c) => c.code),
  /** This thread's own priority (nice). */
  priority: async () => os.getPriority(Number(readlinkSync('/proc/thread-self').split('/').pop())),
  /** The sandbox instant it was given, as the app sent it. */
  now: async (_db, now) => now.toISOString(),
  async fails() {
    throw new Error('the pass failed on purpose');
  },
  /** Ends the thread. */
  async exits() {
    process.exit(3);
  },
});
