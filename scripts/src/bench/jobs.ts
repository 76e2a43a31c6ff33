/**
 * No call waits behind a job (issue 33): the p99 of the price GET and of transferContract at a
 * steady offered rate of half what the server serves of that call (measured in the same run,
 * autocannon at saturation), with no job running and while a job runs over its benchmark size:
 * the earn accrual over 100,000 orders, the VIP level sweep over 100,000 users, the competition
 * ranking over 10,000 entrants, the loan job over 10,000 running pledge loans and 1,000 overdue
 * ones (loan-book.ts), the IEO job's draw of 10,000 applications (ieo-book.ts). One bench server per job (pinned to core 0, the demo scenario,
 * alice's calls), its clock jobs' timers stopped (BENCH_JOBS=1) so a job runs only when asked
 * for, through its QA route; the job's rows are seeded into the server's database by the same
 * helpers as the accrual and community rows (prod-accrual.ts, community.ts). The load is open
 * loop (steady-load.ts) from core 1, the two calls alternating in windows of WINDOW_S, with no
 * job and while the job runs, the two interleaved (sampleArms): no job, the job, no job (the
 * accrual, the sweep and the draw run once, their windows cut short when the pass ends; the ranking and
 * the loan job pass again and again, in three phases). Targets: with a job, p99 <= 50 ms and <= 3x the p99
 * without; the money POST at half its maximum <= 20 ms with no job.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QA_BASE, QA_TOKEN_HEADER, qaRoutes, type QaRoute } from '@sandbox/shared/qa-routes';
import { createPrismaClient, type PrismaClient } from '@sandbox/prisma';
import { seedEntrants, seedLevelUsers } from './community.ts';
import { holdsText, longestHolds, monotonicUs, type CpuProfile, type Hold } from './cpu-holds.ts';
import { loadTransfers, login } from './data-path.ts';
import { fastEncryptBody } from './fast-body.ts';
import { cpuMs, hasTaskset, load, pinLoadGenerator, startServer } from './http-post.ts';
import { seedDraw } from './ieo-book.ts';
import { seedLoans } from './loan-book.ts';
import { median } from './measure.ts';
import { seedOrders } from './prod-accrual.ts';
import { prng } from './seeding.ts';
import { closePool, percentile, steadyLoad, steadyPool, type SteadyPool, type SteadyRequest } from './steady-load.ts';
import type { BenchContext, BenchRow } from './types.ts';

const GROUP = 'Jobs beside calls: p99 at half the served rate, server pinned to one core, open-loop load on the other';
const WINDOW_S = 1;
/** Windows of each call in a phase: with no job, or while a repeated job runs. */
const PHASE_WINDOWS = 2;
/** The phases of a repeated job (a one-pass job has one), each between two with no job. */
const REPEATED_PHASES = 3;
const TARGET_MS = 50;
const TARGET_RATIO = 3;
const TRANSFER_TARGET_MS = 20;

interface BenchJob {
  id: string;
  /** What runs, over what: the rows' labels. */
  label: string;
  /** Seeds the job's rows beside the demo scenario; answers a line on what it wrote. */
  seed(db: PrismaClient, now: Date): Promise<string>;
  route: QaRoute;
  /** Passes run back to back through the windows (a short pass), or one pass (the windows end with it). */
  repeat: boolean;
}

const JOBS: BenchJob[] = [
  {
    id: 'earn-accrual',
    label: 'earn accrual over 100,000 orders',
    seed: async (db, now) => `${(await seedOrders(db, now)).length} users with 5 orders each`,
    route: qaRoutes['prod.accrue'],
    repeat: false,
  },
  {
    id: 'vip-sweep',
    label: 'VIP level sweep over 100,000 users',
    seed: async (db, now) => `${await seedLevelUsers(db, now)} users above level 0`,
    route: qaRoutes['community.levels.sweep'],
    repeat: false,
  },
  {
    id: 'competition-ranking',
    label: 'competition ranking of 10,000 entrants',
    seed: async (db, now) => {
      await seedEntrants(db, now, prng(16));
      return '10,000 entrants, 1,000 holding a BTC position';
    },
    route: qaRoutes['community.competitions.run'],
    repeat: true,
  },
  {
    id: 'loan-job',
    label: 'loan job over 11,000 loans',
    seed: seedLoans,
    route: qaRoutes['loan.run'],
    repeat: true,
  },
  {
    id: 'ieo-draw',
    label: 'IEO draw of 10,000 applications',
    seed: seedDraw,
    route: qaRoutes['ieo.run'],
    repeat: false,
  },
];

type Server = Awaited<ReturnType<typeof startServer>>;

/** The two calls of one server: alice's price GET and her 0.01 USDT transfers, directions alternating. */
export function callsOf(server: Server, token: string): Record<'price' | 'transfer', SteadyRequest> {
  let next = 0;
  return {
    price: { path: '/api/trade/appSymbol/price?symbol=BTCUSDT' },
    transfer: {
      path: '/api/finance/appWallet/transferContract',
      headers: { 'content-type': 'application/json', 'x-access-token': token },
      body: () => fastEncryptBody({ direction: (next++ % 2) + 1, amount: '0.01' }, server.publicKeyPem),
      served: (body) => body.includes('"code":200'),
    },
  };
}

/** Latencies of both calls gathered over alternating windows. */
interface Sample {
  price: number[];
  transfer: number[];
  refused: number;
  errors: number;
}

/** The server's event-loop delays (http-server.ts) since the last call, in ms: the longest is the longest a call could wait for the loop. */
interface LoopDelay {
  max: number;
  /** The garbage collections in the same time: how many, their pauses' sum and the longest. */
  gc: { count: number; totalMs: number; maxMs: number };
  /** The median time of the server's fixed piece of work in the same time (http-server.ts): the core's speed; undefined without a sample. */
  unitMs?: number;
}

/**
 * What the windows of one arm (no job, or the job running) saw, summed over its phases, and each
 * phase's p99s and the share of its wall time the server's process used the CPU (its one core).
 */
interface Arm extends Sample {
  loop: LoopDelay;
  phases: { price: number[]; transfer: number[]; busy: (number | undefined)[]; unitMs: (number | undefined)[] };
  /** Each phase's start and end (monotonicUs): what of a CPU profile belongs to this arm. */
  windows: Array<[number, number]>;
}

const emptyArm = (): Arm => ({ price: [], transfer: [], refused: 0, errors: 0, loop: { max: 0, gc: { count: 0, totalMs: 0, maxMs: 0 } }, phases: { price: [], transfer: [], busy: [], unitMs: [] }, windows: [] });

/** The server's CPU time from now until `busy()` is called, as a share of the wall time; undefined where /proc is missing. */
function cpuShare(pid: number): () => number | undefined {
  const cpu = cpuMs(pid);
  const started = performance.now();
  return () => {
    const now = cpuMs(pid);
    return cpu === undefined || now === undefined ? undefined : (now - cpu) / (performance.now() - started);
  };
}

function addPhase(arm: Arm, sample: Sample, loop: LoopDelay, busy: number | undefined): void {
  // concat: a sweep's phase holds several hundred thousand latencies, more than a call's arguments may.
  arm.price = arm.price.concat(sample.price);
  arm.transfer = arm.transfer.concat(sample.transfer);
  arm.phases.price.push(percentile(sample.price, 0.99));
  arm.phases.transfer.push(percentile(sample.transfer, 0.99));
  arm.phases.busy.push(busy);
  arm.phases.unitMs.push(loop.unitMs);
  arm.refused += sample.refused;
  arm.errors += sample.errors;
  arm.loop.max = Math.max(arm.loop.max, loop.max);
  arm.loop.gc.count += loop.gc.count;
  arm.loop.gc.totalMs += loop.gc.totalMs;
  arm.loop.gc.maxMs = Math.max(arm.loop.gc.maxMs, loop.gc.maxMs);
}

/**
 * The connections the kernel dropped from a full listen queue since boot (TcpExt ListenDrops,
 * /proc/net/netstat), machine-wide; undefined where it is not readable. A dropped connection's
 * request waits for the client's retry, a second later.
 */
function listenDrops(): number | undefined {
  try {
    const [names, values] = readFileSync('/proc/net/netstat', 'utf8').split('\n').filter((line) => line.startsWith('TcpExt:'));
    const at = names!.split(' ').indexOf('ListenDrops');
    return at < 0 ? undefined : Number(values!.split(' ')[at]);
  } catch {
    return undefined;
  }
}

const loopDelay = async (server: Server) => (await (await fetch(`${server.ceilingUrl}/loop-delay`)).json()) as LoopDelay;

/** The p99s at the offered rates with no job, then with the job, and what the job did. */
interface JobFigures {
  job: BenchJob;
  seeded: string;
  max: { price: number; transfer: number };
  base: Arm;
  during: Arm;
  passes: number;
  passMs: number;
  /** Connections the kernel dropped from a full listen queue over the windows (listenDrops). */
  dropped: number | undefined;
  result: unknown;
  /** With BENCH_CPU_PROFILE, the server's longest holds of the loop in each arm (cpu-holds.ts). */
  holds?: { during: Hold[]; base: Hold[] };
}

/** The server's two calls at their offered rates, over one pool of sockets (opened in the warm-up, so no window pays for new connections). */
interface Load {
  pool: SteadyPool;
  calls: ReturnType<typeof callsOf>;
  rates: { price: number; transfer: number };
}

/** Alternating windows of the two calls while `running()` says so, at most `windows` of each. */
async function sampleWindows({ pool, calls, rates }: Load, windows: number, running: () => boolean): Promise<Sample> {
  const sample: Sample = { price: [], transfer: [], refused: 0, errors: 0 };
  for (let w = 0; w < windows && running(); w++) {
    for (const call of ['price', 'transfer'] as const) {
      if (!running()) break;
      const r = await steadyLoad(pool, calls[call], rates[call], WINDOW_S, running);
      sample[call].push(...r.latencies);
      sample.refused += r.refused;
      sample.errors += r.errors;
    }
  }
  return sample;
}

/** Runs the job's QA route (once, or again and again until `stop`); answers the passes, their time and the last result. */
async function runJob(server: Server, job: BenchJob, stop: () => boolean) {
  const started = performance.now();
  let passes = 0;
  let result: unknown;
  do {
    const response = await fetch(`${server.url}${QA_BASE}${job.route.path}`, { method: job.route.method, headers: { [QA_TOKEN_HEADER]: 'bench' } });
    const envelope = (await response.json()) as { code: number; result?: unknown };
    if (envelope.code !== 200) throw new Error(`${job.id}: ${JSON.stringify(envelope)}`);
    result = envelope.result;
    passes++;
  } while (job.repeat && !stop());
  return { passes, ms: performance.now() - started, result };
}

/**
 * The two arms interleaved, so that both see the machine as it is over the same minute (the p99
 * with no job moved 6-68 ms between runs a few minutes apart): windows with no job before the
 * first job phase, between two and after the last. A one-pass job has one phase, as long as its
 * pass; a repeated one REPEATED_PHASES, each of PHASE_WINDOWS.
 */
async function sampleArms(server: Server, job: BenchJob, offered: Load) {
  const base = emptyArm();
  const during = emptyArm();
  let passes = 0;
  let passesMs = 0;
  let result: unknown;
  const noJob = async () => {
    await loopDelay(server);
    const busy = cpuShare(server.pid);
    const start = monotonicUs();
    const sample = await sampleWindows(offered, PHASE_WINDOWS, () => true);
    base.windows.push([start, monotonicUs()]);
    addPhase(base, sample, await loopDelay(server), busy());
  };
  for (let phase = 0; phase < (job.repeat ? REPEATED_PHASES : 1); phase++) {
    await noJob();
    const busy = cpuShare(server.pid);
    const start = monotonicUs();
    let done = false;
    const pass = runJob(server, job, () => done).finally(() => (done = true));
    const sample = await sampleWindows(offered, job.repeat ? PHASE_WINDOWS : Number.MAX_SAFE_INTEGER, () => !done);
    done = true;
    const ran = await pass;
    during.windows.push([start, monotonicUs()]);
    addPhase(during, sample, await loopDelay(server), busy());
    passes += ran.passes;
    passesMs += ran.ms;
    result = ran.result;
  }
  await noJob();
  return { base, during, passes, passMs: passesMs / passes, result };
}

async function measureJob(job: BenchJob, seconds: number): Promise<JobFigures> {
  const server = await startServer({ BENCH_SCENARIO: 'demo', BENCH_JOBS: '1' });
  let figures: JobFigures;
  try {
    const db = createPrismaClient(server.databaseUrl);
    // Seeded from here, its write-ahead log folded in here too: the server's next commit would otherwise do it.
    const seeded = await job.seed(db, new Date());
    await db.$queryRawUnsafe('PRAGMA wal_checkpoint(TRUNCATE)');
    await db.$disconnect();
    const token = await login(server.url, server.publicKeyPem);
    const priceUrl = `${server.url}/api/trade/appSymbol/price?symbol=BTCUSDT`;
    // Warm-up, then what the server serves of each call at saturation (20 connections).
    await load({ url: priceUrl, duration: 1 });
    await loadTransfers(server.url, token, server.publicKeyPem, 1, server.pid);
    const duration = Math.max(2, Math.round(seconds));
    const max = { price: (await load({ url: priceUrl, duration })).rps, transfer: (await loadTransfers(server.url, token, server.publicKeyPem, duration, server.pid)).rps };
    const offered: Load = { pool: steadyPool(server.url), calls: callsOf(server, token), rates: { price: max.price / 2, transfer: max.transfer / 2 } };
    try {
      // Settles what the saturation left (its garbage, the write-ahead log it grew): the first phase after it was the slowest of a run.
      await sampleWindows(offered, PHASE_WINDOWS, () => true);
      const dropsBefore = listenDrops();
      const arms = await sampleArms(server, job, offered);
      const dropsAfter = listenDrops();
      const dropped = dropsBefore === undefined || dropsAfter === undefined ? undefined : dropsAfter - dropsBefore;
      figures = { job, seeded, max, ...arms, dropped };
    } finally {
      closePool(offered.pool);
    }
  } finally {
    server.stop();
    await server.exited;
  }
  return { ...figures, holds: holdsOf(server.pid, figures) };
}

/** The longest holds of the server's loop with the job and with none, from its CPU profile (BENCH_CPU_PROFILE). */
function holdsOf(pid: number, arms: { base: Arm; during: Arm }): JobFigures['holds'] {
  const dir = process.env.BENCH_CPU_PROFILE;
  if (!dir) return undefined;
  const profile = JSON.parse(readFileSync(path.join(dir, `${pid}.cpuprofile`), 'utf8')) as CpuProfile;
  return { during: longestHolds(profile, 3, arms.during.windows), base: longestHolds(profile, 3, arms.base.windows) };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const collections = ({ gc }: LoopDelay) => `${gc.count}, ${ms(gc.totalMs)} in all, the longest ${ms(gc.maxMs)}`;
const phaseList = (p99s: number[]) => p99s.map((value) => value.toFixed(1)).join(', ');
const busyList = (shares: (number | undefined)[]) => shares.map((share) => (share === undefined ? '?' : `${Math.round(share * 100)} %`)).join(', ');
const unitList = (times: (number | undefined)[]) => times.map((time) => (time === undefined ? '?' : `${Math.round(time * 1000)} µs`)).join(', ');
const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-US')} req/s`;

function jobRows({ job, seeded, max, base, during, passes, passMs, result, dropped, holds }: JobFigures): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const call of ['price', 'transfer'] as const) {
    const without = percentile(base[call], 0.99);
    const within = percentile(during[call], 0.99);
    const name = call === 'price' ? 'GET appSymbol/price' : 'POST transferContract';
    rows.push(
      {
        id: `jobs.${job.id}.${call}`,
        group: GROUP,
        label: `${name} p99 during the ${job.label} (target <= ${TARGET_MS} ms)`,
        value: Number(within.toFixed(1)),
        unit: 'ms',
        note: `${during[call].length} answers; no job ${ms(without)} over ${base[call].length}; each phase's p99 with the job ${phaseList(during.phases[call])}, with none ${phaseList(base.phases[call])}; offered ${perSecond(max[call] / 2)}, half of the ${perSecond(max[call])} served at saturation`,
      },
      {
        id: `jobs.${job.id}.${call}.ratio`,
        group: GROUP,
        label: `  the same / p99 with no job (target <= ${TARGET_RATIO})`,
        value: Number((within / without).toFixed(2)),
        unit: 'ratio',
      },
    );
  }
  const bad = base.refused + base.errors + during.refused + during.errors;
  rows.push({
    id: `jobs.${job.id}.pass`,
    group: GROUP,
    label: `  the ${job.label} beside the load, per pass`,
    value: Number((passMs / 1000).toFixed(2)),
    unit: 's',
    note: `${passes} pass${passes === 1 ? '' : 'es'}, ${JSON.stringify(result)}; the server's CPU in each phase, a share of its core: with the job ${busyList(during.phases.busy)}, with none ${busyList(base.phases.busy)}; the core's fixed piece of work (the median in each phase; about 310 µs on a quiet core): with the job ${unitList(during.phases.unitMs)}, with none ${unitList(base.phases.unitMs)}; the event loop's longest wait ${ms(during.loop.max)} (no job ${ms(base.loop.max)}); collections ${collections(during.loop)} (no job ${collections(base.loop)}); seeded ${seeded}; answers not served ${bad}; connections dropped from a full listen queue ${dropped ?? 'unknown'}${holds ? `; the loop's longest holds (CPU profile) with the job: ${holdsText(holds.during)}; with none: ${holdsText(holds.base)}` : ''}`,
  });
  return rows;
}

export async function benchJobs(ctx: BenchContext): Promise<BenchRow[]> {
  pinLoadGenerator();
  const figures: JobFigures[] = [];
  for (const job of JOBS) figures.push(await measureJob(job, ctx.seconds));
  const transfers = figures.map((f) => percentile(f.base.transfer, 0.99));
  const pinned = hasTaskset ? '' : ' (taskset missing: not pinned)';
  return [
    {
      id: 'jobs.transfer.half-rate',
      group: GROUP,
      label: `POST transferContract p99 at half its served rate, no job (target <= ${TRANSFER_TARGET_MS} ms)${pinned}`,
      value: Number(median(transfers).toFixed(1)),
      unit: 'ms',
      note: `median of the ${figures.length} servers' (${transfers.map(ms).join(', ')}); served at saturation ${figures.map((f) => perSecond(f.max.transfer)).join(', ')}`,
    },
    ...figures.flatMap(jobRows),
  ];
}
