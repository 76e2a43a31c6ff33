/**
 * The one source of "now" on the server. Every time rule reads clock.now();
 * nothing calls Date.now() directly, so tests and the QA API can move time.
 */
export interface Clock {
  now(): Date;
  /** The same instant in epoch ms, without making a Date (the per-call paths: envelope, request log, market). */
  nowMs(): number;
}

/** A clock that follows the system time plus an offset the QA API can advance. */
export class OffsetClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(this.nowMs());
  }

  nowMs(): number {
    // eslint-disable-next-line no-restricted-properties -- the single place that reads the real time
    return Date.now() + this.offsetMs;
  }

  /** Moves time forward (never back: settled rules must stay settled). */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('the clock only moves forward');
    this.offsetMs += ms;
  }

  get offset(): number {
    return this.offsetMs;
  }

  /**
   * Puts back the offset a QA snapshot was saved with, together with its database: the one
   * way back, since every rule settled after the snapshot is undone by the same restore.
   */
  restoreOffset(offsetMs: number): void {
    if (!Number.isFinite(offsetMs)) throw new RangeError('the clock offset must be a number');
    this.offsetMs = offsetMs;
  }
}

/**
 * The real time, without the sandbox offset. Authenticator codes are checked against it: the
 * user's phone cannot follow the sandbox clock, so a QA clock jump must not break sign-in. Prisma
 * stamps `updatedAt` with it too, so a read of the rows changed since a time reads it.
 */
export const wallClock: Clock = {
  // eslint-disable-next-line no-restricted-properties -- authenticator apps run on real time
  now: () => new Date(Date.now()),
  // eslint-disable-next-line no-restricted-properties -- as now()
  nowMs: () => Date.now(),
};

/** A fixed clock for unit tests: time moves only when the test says so. */
export class ManualClock implements Clock {
  constructor(private current: Date = new Date('2026-01-01T00:00:00Z')) {}

  now(): Date {
    return new Date(this.current.getTime());
  }

  nowMs(): number {
    return this.current.getTime();
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }

  set(date: Date): void {
    this.current = new Date(date.getTime());
  }
}
