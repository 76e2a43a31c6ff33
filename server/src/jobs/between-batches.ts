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

/** How long a pause waits per millisecond of work before it while the calls leave the loop idle: a pass holds at most a third of it. */
export const WAIT_PER_WORK = 2;

/** The longest a pause waits per millisecond of work, while the calls keep the loop busy: a pass then holds a ninth of it. */
export const MAX_WAIT_PER_WORK = 8;

/** The share of a wait the calls may keep the loop busy before the next wait is twice as long. */
export const BUSY_SHARE = 1 / 3;

/**
 * The wait per millisecond of work after a wait during which the calls (and every other task of
 * the process) kept the loop busy for `busy` of it (0..1): twice as long while they are busier
 * than BUSY_SHARE, half as long again (down to WAIT_PER_WORK) once they are not.
 */
export function nextWaitPerWork(current: number, busy: number): number {
  return busy > BUSY_SHARE ? Math.min(current * 2, MAX_WAIT_PER_WORK) : Math.max(current / 2, WAIT_PER_WORK);
}

/**
 * The wait per millisecond of work the next pause takes: the process's, since how busy the calls
 * keep its one loop outlasts a pass (the ranking's passes of a few hundred ms follow each other).
 */
let perWork = WAIT_PER_WORK;

/**
 * The running app's pauses: once the work since the last wait (or since the pass started) has
 * taken `sliceMs`, a pause waits WAIT_PER_WORK times as long, so a call waits behind one batch
 * (or slice) at most. A pass may ask for a pause at every point where it holds no transaction;
 * the slice keeps a pass of many small steps from waiting after each. The calls a busy server
 * answers need more of the loop than a pass holding a third leaves them (at half the rate the
 * server serves, half of it and their overheads): they would queue behind the pass (the bench's
 * price GET beside the ranking waited a second). So each wait measures how busy the calls kept
 * the loop meanwhile (its utilization, `performance.eventLoopUtilization`), and the next wait is
 * longer while they are busy (nextWaitPerWork): the calls first, the pass in what they leave.
 * On an idle server a pass takes about three times its own time; beside a busy one up to nine.
 * `workDone` is the pass's work in milliseconds so far: by default the time since the pass
 * began, for a pass on the loop that works between its pauses; the pass thread's writes count
 * only the time the loop spent writing (jobs/pass-worker.ts), since the loop idles while the
 * thread plans.
 */
export const aThirdOfTheLoop = (sliceMs = SLICE_MS, workDone: () => number = () => performance.now()): BatchPause => {
  let since = workDone();
  return async () => {
    const worked = workDone() - since;
    if (worked < sliceMs) return;
    const before = performance.eventLoopUtilization();
    await setTimeout(Math.max(1, Math.ceil(perWork * worked)));
    perWork = nextWaitPerWork(perWork, performance.eventLoopUtilization(before).utilization);
    since = workDone();
  };
};

/** What a pass awaits between two batches: whether it goes on (passOver). */
export type GoOn = () => Promise<boolean>;

/** A pass that never pauses: a caller settling their own few rows inside their call. */
export const goOnAlways: GoOn = async () => true;

/**
 * The pauses of one pass over `db`, each answering whether the pass goes on: false once the
 * database was replaced during a pause (a scenario load or snapshot restore: generationOf moved),
 * since what the pass read and the time it pays at belong to the state before. The load or
 * restore runs every job after itself (qa/catch-up.ts), which does the new state's work.
 */
export function passOver(db: PrismaClient, pauses: PassPauses): GoOn {
  const generation = generationOf(db);
  const pause = pauses();
  return async () => {
    await pause();
    return generationOf(db) === generation;
  };
}
