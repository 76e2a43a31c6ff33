import type { PrismaClient } from '@sandbox/prisma';
import { claimRow } from './claim-row.ts';
import { wallClock, type Clock } from '../clock.ts';

/**
 * Every SystemSetting row of this module (the lease, presence, the shared QA state) has a key
 * starting with this: rows about the running instances, which a QA snapshot restore keeps.
 */
export const INSTANCE_KEY_PREFIX = 'instances.';
/**
 * The SystemSetting row that names the instance running the jobs: `value` is the holder's id,
 * `updatedAt` its last renewal (real time). Not public: the settings call never shows it.
 */
export const JOB_LEASE_KEY = `${INSTANCE_KEY_PREFIX}jobLease`;
/** Rows `instances.alive.<id>`: the instances not holding the lease say they are there (renewed with it). */
export const ALIVE_KEY_PREFIX = `${INSTANCE_KEY_PREFIX}alive.`;
/** A holder that has not renewed for this long is taken to be dead. */
export const LEASE_TTL_MS = 5_000;
/** How often the holder renews and the others try to take over. */
export const LEASE_RENEW_MS = 1_000;

/** What the lease starts on the instance that holds it and stops when it goes (every job's start/stop). */
export interface LeasedJob {
  name: string;
  start(): Promise<unknown>;
  stop(): Promise<void>;
}

export type JobLease = ReturnType<typeof createJobLease>;

interface JobLeaseOptions {
  db: PrismaClient;
  holder: string;
  onError: (error: unknown) => void;
  onChange?: (holding: boolean) => void;
  ttlMs?: number;
  renewMs?: number;
  /** Real time: the sandbox clock jumps under QA and must not expire a lease. */
  clock?: Clock;
}

/**
 * Jobs run on one instance at a time: the holder of a lease row (holder id and renewal time),
 * renewed every second and taken over by another instance once it has gone unrenewed for
 * LEASE_TTL_MS. Taking the lease starts every registered job the way a start after downtime
 * does (each job's catch-up pass, then its timer or tick subscription); losing it stops them.
 * A row rather than a PostgreSQL advisory lock: the same two statements work on SQLite and
 * PostgreSQL, and the holder is visible in the database. The lease only avoids doubled work;
 * the jobs' own guards (conditional status updates, watermarks) keep a step done once even
 * when a paused holder and its successor overlap for a moment.
 */
export function createJobLease(opts: JobLeaseOptions) {
  const { holder } = opts;
  const row: LeaseRow = { db: opts.db, holder, ttlMs: opts.ttlMs ?? LEASE_TTL_MS, clock: opts.clock ?? wallClock };
  const jobs = leasedJobs(opts.onError);
  const renewMs = opts.renewMs ?? LEASE_RENEW_MS;
  let holding = false;
  let stopped = false;
  // The real time of this instance's last claim that held (the lease row's `updatedAt`).
  let claimedAt = 0;

  /** One renewal: claim, and when holding changed, queue the jobs' start or stop (not awaited here). */
  async function renew(): Promise<void> {
    if (stopped) return;
    let now: boolean;
    try {
      const at = row.clock.now();
      now = await claimLease(row, at);
      if (now) claimedAt = at.getTime();
      await markPresence(row, now, holding);
    } catch (error) {
      // The database did not answer (unreachable, or a lock waited for too long). No other
      // instance can take the lease before ttlMs after the last claim, so the holder keeps its
      // jobs until one renewal before that, then stops: a failed renewal does not restart every job.
      opts.onError(error);
      now = holding && row.clock.now().getTime() - claimedAt < row.ttlMs - renewMs;
    }
    if (now === holding || stopped) return;
    holding = now;
    opts.onChange?.(holding);
    jobs.turn(now);
  }

  // Renewals never wait for the jobs: a catch-up pass longer than the TTL must not lose the lease.
  const renewals = everyInterval(renew, renewMs);

  return {
    holder,
    /** Registers a job (before start): it runs only while this instance holds the lease. */
    add(job: LeasedJob): void {
      jobs.add(job);
    },
    holding: () => holding,
    /** The first claim (with the jobs' catch-up when it succeeds), then a renewal every second. */
    async start(): Promise<boolean> {
      stopped = false;
      // Renewals go on while the jobs catch up; start resolves once they have (app.ready()).
      await renewals.start();
      await jobs.settled();
      return holding;
    },
    /** Stops the jobs and gives the lease back, so another instance (or a restart) takes it at once. */
    async stop(): Promise<void> {
      stopped = true;
      await renewals.stop();
      await jobs.settled();
      await announce(row, false, row.clock.now()).catch(opts.onError);
      if (!holding) return;
      holding = false;
      await jobs.stopAll();
      await row.db.systemSetting.deleteMany({ where: { key: JOB_LEASE_KEY, value: holder } }).catch(opts.onError);
    },
    /** How many other instances are alive: a live holder that is not this one, and followers renewed within the TTL. */
    others: () => othersAlive(row),
    /** Who holds the lease now and until when (the health check). */
    current: () => currentLease(row),
  };
}

/** Runs `work` now and then every `ms` of real time; a tick while a run is in flight is skipped. */
function everyInterval(work: () => Promise<void>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = (): Promise<void> =>
    (running ??= work().finally(() => {
      running = undefined;
    }));
  return {
    /** Resolves when the first run (or the one in flight) is done. */
    start(): Promise<void> {
      timer = setInterval(() => void tick(), ms);
      timer.unref();
      return tick();
    },
    /** No more ticks; resolves with the run in flight, if any. */
    stop(): Promise<void> | undefined {
      clearInterval(timer);
      timer = undefined;
      return running;
    },
  };
}

/** The registered jobs, started in order as the lease is taken and stopped in reverse as it goes. */
function leasedJobs(onError: (error: unknown) => void) {
  const jobs: LeasedJob[] = [];
  // The chain of starts and stops: one runs after the other, whatever the renewals do meanwhile.
  let transitions: Promise<unknown> = Promise.resolve();
  const startAll = async () => {
    for (const job of jobs) await job.start();
  };
  const stopAll = async () => {
    for (const job of [...jobs].reverse()) await job.stop();
  };
  return {
    add: (job: LeasedJob) => void jobs.push(job),
    /** Queues starting (the lease taken) or stopping (the lease lost) every job. */
    turn(on: boolean): void {
      transitions = transitions.then(() => (on ? startAll() : stopAll())).catch(onError);
    },
    /** Once the queued starts and stops are done. */
    settled: () => transitions,
    stopAll,
  };
}

/** What the lease's statements need: whose rows, how long a renewal lasts, and the real clock. */
interface LeaseRow {
  db: PrismaClient;
  holder: string;
  ttlMs: number;
  clock: Clock;
}

/** Takes a free or expired lease or renews ours at `now` (claim-row.ts). */
function claimLease({ db, holder, ttlMs }: LeaseRow, now: Date): Promise<boolean> {
  return claimRow(db, {
    key: JOB_LEASE_KEY,
    holder,
    takeable: [{ value: holder }, { updatedAt: { lt: new Date(now.getTime() - ttlMs) } }],
    remark: 'instances: the API instance running the jobs (renewed every second)',
    now,
  });
}

/**
 * After a claim: followers announce themselves; an instance taking the lease (`holds`, not yet
 * `held`) clears its own row and those of followers gone for a minute.
 */
async function markPresence(row: LeaseRow, holds: boolean, held: boolean): Promise<void> {
  const at = row.clock.now();
  if (!holds) await announce(row, true, at);
  else if (!held) {
    await announce(row, false, at);
    await row.db.systemSetting.deleteMany({ where: { key: { startsWith: ALIVE_KEY_PREFIX }, updatedAt: { lt: new Date(at.getTime() - 60_000) } } });
  }
}

/**
 * A follower's presence row, renewed with each claim (the holder's presence is the lease),
 * so an instance can tell whether it is alone (a SQLite snapshot restore needs that).
 */
async function announce({ db, holder }: LeaseRow, present: boolean, now: Date): Promise<void> {
  const key = `${ALIVE_KEY_PREFIX}${holder}`;
  if (present) {
    await db.systemSetting.upsert({
      where: { key },
      create: { key, value: holder, isPublic: false, remark: 'instances: an API instance not running the jobs (renewed every second)', updatedAt: now },
      update: { updatedAt: now },
    });
  } else {
    await db.systemSetting.deleteMany({ where: { key } });
  }
}

async function othersAlive({ db, holder, ttlMs, clock }: LeaseRow): Promise<number> {
  const since = new Date(clock.now().getTime() - ttlMs);
  const rows = await db.systemSetting.findMany({
    where: { OR: [{ key: JOB_LEASE_KEY }, { key: { startsWith: ALIVE_KEY_PREFIX } }], updatedAt: { gte: since }, NOT: { value: holder } },
    select: { value: true },
  });
  return new Set(rows.map((r) => r.value)).size;
}

async function currentLease({ db, ttlMs, clock }: LeaseRow): Promise<{ holder: string; renewedAt: Date; live: boolean } | undefined> {
  const row = await db.systemSetting.findUnique({ where: { key: JOB_LEASE_KEY } });
  if (!row) return undefined;
  return { holder: row.value, renewedAt: row.updatedAt, live: clock.now().getTime() - row.updatedAt.getTime() < ttlMs };
}
