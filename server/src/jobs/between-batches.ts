import { setTimeout } from 'node:timers/promises';
import { generationOf, type PrismaClient } from '@sandbox/prisma';

/**
 * What a long pass awaits between two of its batches (the earn accrual's pages, the VIP sweep's,
 * the ranking refresh's steps). The database calls of a pass resolve as promises (better-sqlite3
 * answers at once), so a pass that only awaits them never gives the event loop a turn: no socket
 * is read until it ends (without pauses the VIP sweep over 100,000 users holds every call for
 * the whole sweep).
 * Each batch ends its transaction before the pause, so the calls that run then find the writer free.
 */
export type BatchPause = () => Promise<unknown>;

/** Makes the pauses of one pass: a job's service calls it as a pass starts (tests hand in a hook of their own). */
export type PassPauses = () => BatchPause;

/** The work a pass does before a pause waits: a pause asked for sooner returns at once. */
export const SLICE_MS = 5;

/** How long a pause waits per millisecond of work before it: a pass holds at most a third of the event loop. */
export const WAIT_PER_WORK = 2;

/**
 * The running app's pauses: once the work since the last wait (or since the pass started) has
 * taken `sliceMs`, a pause waits twice as long, so a call waits behind one batch (or slice) at
 * most. A pass may ask for a pause at every point where it holds no transaction; the slice keeps
 * a pass of many small steps from waiting after each. The calls at half the rate the server
 * serves need half the loop: a pass holding half (a wait as long as the work) leaves them none to
 * spare, and a bare turn of the loop (setImmediate) leaves them less than they need, so they
 * queue (docs/performance.md "Jobs beside calls"). On an idle server a pass takes about three
 * times its own time.
 */
export const aThirdOfTheLoop = (sliceMs = SLICE_MS): BatchPause => {
  let since = performance.now();
  return async () => {
    const worked = performance.now() - since;
    if (worked < sliceMs) return;
    await setTimeout(Math.max(1, Math.ceil(WAIT_PER_WORK * worked)));
    since = performance.now();
  };
};

/**
 * The pauses of one pass over `db`, each answering whether the pass goes on: false once the
 * database was replaced during a pause (a scenario load or snapshot restore: generationOf moved),
 * since what the pass read and the time it pays at belong to the state before. The load or
 * restore runs every job after itself (qa/catch-up.ts), which does the new state's work.
 */
export function passOver(db: PrismaClient, pauses: PassPauses): () => Promise<boolean> {
  const generation = generationOf(db);
  const pause = pauses();
  return async () => {
    await pause();
    return generationOf(db) === generation;
  };
}
