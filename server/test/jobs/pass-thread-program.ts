// The pass thread's program in pass-worker.test.ts: passes that write currencies in turns, fail or end the thread.
import { readlinkSync } from 'node:fs';
import os from 'node:os';
import { setTimeout } from 'node:timers/promises';
import type { PrismaClient } from '@sandbox/prisma';
import { servePasses, type PassWrites } from '../../src/jobs/pass-thread.ts';

const currency = (db: PrismaClient, code: string) => db.currency.create({ data: { code, name: code, kind: 1, precision: 2 } });

servePasses({
  /** Twenty currencies C0..C19, each in a turn of its own, 20 ms apart: answers how many it wrote. */
  async twenty(db: PrismaClient, _now: Date, writes: PassWrites) {
    let written = 0;
    for (let i = 0; i < 20 && (await writes.goOn()); i++) {
      if (await writes.write(() => currency(db, `C${i}`))) written++;
      await setTimeout(20);
    }
    return written;
  },
  /** A then, 300 ms later in the same turn, B: the app's transactions wait for both. */
  async pair(db: PrismaClient, _now: Date, writes: PassWrites) {
    await writes.write(async () => {
      await currency(db, 'A');
      await setTimeout(300);
      await currency(db, 'B');
    });
    return 'paired';
  },
  /** W000, W001, ... 5 ms apart in one turn until an app transaction waits for the writer (at most 400): answers how many. */
  async untilWanted(db: PrismaClient, _now: Date, writes: PassWrites) {
    return writes.write(async (turn) => {
      let i = 0;
      for (; i < 400 && !turn.wanted(); i++) {
        await currency(db, `W${String(i).padStart(3, '0')}`);
        await setTimeout(5);
      }
      return i;
    });
  },
  /** This thread's own priority (nice). */
  priority: async () => os.getPriority(Number(readlinkSync('/proc/thread-self').split('/').pop())),
  /** The sandbox instant it was given, as the app sent it. */
  now: async (_db, now) => now.toISOString(),
  async fails() {
    throw new Error('the pass failed on purpose');
  },
  /** Ends the thread while it holds a turn of the app's writer. */
  async exits(_db, _now, writes) {
    await writes.write(async () => process.exit(3));
  },
});
