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
export function createJobLease(opts: {
  db: PrismaClient;
  holder: string;
  onError: (error: unknown) => void;
  onChange?: (holding: boolean) => void;
  ttlMs?: number;
  renewMs?: number;
  /** Real time: the sandbox clock jumps under QA and must not expire a lease. */
  clock?: Clock;
}) {
  const { db, holder } = opts;
  const ttlMs = opts.ttlMs ?? LEASE_TTL_MS;
  const renewMs = opts.renewMs ?? LEASE_RENEW_MS;
  const clock = opts.clock ?? wallClock;
  const jobs: LeasedJob[] = [];
  let holding = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // The renewal in flight (a tick while one runs is skipped) and the chain of job starts and stops.
  // Renewals never wait for the jobs: a catch-up pass longer than the TTL must not lose the lease.
  let renewing: Promise<void> | undefined;
  let transitions: Promise<unknown> = Promise.resolve();

  /** Takes a free or expired lease or renews ours (claim-row.ts). */
  function claim(): Promise<boolean> {
    const now = clock.now();
    return claimRow(db, {
      key: JOB_LEASE_KEY,
      holder,
      takeable: [{ value: holder }, { updatedAt: { lt: new Date(now.getTime() - ttlMs) } }],
      remark: 'instances: the API instance running the jobs (renewed every second)',
      now,
    });
  }

  /**
   * A follower's presence row, renewed with each claim (the holder's presence is the lease),
   * so an instance can tell whether it is alone (a SQLite snapshot restore needs that).
   */
  async function announce(present: boolean, now: Date): Promise<void> {
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

  async function startJobs() {
    for (const job of jobs) await job.start();
  }

  async function stopJobs() {
    for (const job of [...jobs].reverse()) await job.stop();
  }

  /** One renewal: claim, and when holding changed, queue the jobs' start or stop (not awaited here). */
  async function renew(): Promise<void> {
    if (stopped) return;
    let now: boolean;
    try {
      now = await claim();
      // Followers announce themselves; an instance taking the lease clears its own row and those of followers gone for a minute.
      const at = clock.now();
      if (!now) await announce(true, at);
      else if (!holding) {
        await announce(false, at);
        await db.systemSetting.deleteMany({ where: { key: { startsWith: ALIVE_KEY_PREFIX }, updatedAt: { lt: new Date(at.getTime() - 60_000) } } });
      }
    } catch (error) {
      // The database is unreachable: a holder that cannot renew stops before another takes over.
      opts.onError(error);
      now = false;
    }
    if (now === holding || stopped) return;
    holding = now;
    opts.onChange?.(holding);
    transitions = transitions.then(() => (now ? startJobs() : stopJobs())).catch(opts.onError);
  }

  function tick(): Promise<void> {
    renewing ??= renew().finally(() => {
      renewing = undefined;
    });
    return renewing;
  }

  return {
    holder,
    /** Registers a job (before start): it runs only while this instance holds the lease. */
    add(job: LeasedJob): void {
      jobs.push(job);
    },
    holding: () => holding,
    /** The first claim (with the jobs' catch-up when it succeeds), then a renewal every second. */
    async start(): Promise<boolean> {
      stopped = false;
      // Renewals go on while the jobs catch up; start resolves once they have (app.ready()).
      timer = setInterval(() => void tick(), renewMs);
      timer.unref();
      await tick();
      await transitions;
      return holding;
    },
    /** Stops the jobs and gives the lease back, so another instance (or a restart) takes it at once. */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      stopped = true;
      await renewing;
      await transitions;
      await announce(false, clock.now()).catch(opts.onError);
      if (!holding) return;
      holding = false;
      await stopJobs();
      await db.systemSetting.deleteMany({ where: { key: JOB_LEASE_KEY, value: holder } }).catch(opts.onError);
    },
    /** How many other instances are alive: a live holder that is not this one, and followers renewed within the TTL. */
    async others(): Promise<number> {
      const since = new Date(clock.now().getTime() - ttlMs);
      const rows = await db.systemSetting.findMany({
        where: { OR: [{ key: JOB_LEASE_KEY }, { key: { startsWith: ALIVE_KEY_PREFIX } }], updatedAt: { gte: since }, NOT: { value: holder } },
        select: { value: true },
      });
      return new Set(rows.map((r) => r.value)).size;
    },
    /** Who holds the lease now and until when (the health check). */
    async current(): Promise<{ holder: string; renewedAt: Date; live: boolean } | undefined> {
      const row = await db.systemSetting.findUnique({ where: { key: JOB_LEASE_KEY } });
      if (!row) return undefined;
      return { holder: row.value, renewedAt: row.updatedAt, live: clock.now().getTime() - row.updatedAt.getTime() < ttlMs };
    },
  };
}
