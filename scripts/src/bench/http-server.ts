/**
 * The benchmark's server process: the real app over a fresh temporary
 * database, listening on a free loopback port, and beside it a bare Fastify
 * server (the ceilings: a route doing nothing, and the balance-log page
 * through the raw driver: raw-balance-log.ts). The database is a SQLite file, or
 * a PostgreSQL database when TEST_DATABASE_URL names a server (data-path-pg.ts).
 * Started by http-post.ts pinned to one core; prints one JSON line with both
 * addresses, the ceiling's driver and the public key, then serves until killed.
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import { createRequire } from 'node:module';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { createPrismaClient, transactionRetries } from '@sandbox/prisma';
import { createTestDatabase } from '@sandbox/prisma/test-db';
import { buildApp, EMPTY_ONLY_SCENARIOS } from '@sandbox/server/app';
import { OffsetClock } from '@sandbox/server/clock';
import { loadConfig } from '@sandbox/server/config';
import { loadScenario } from '../scenarios/index.ts';
import { symbolRows } from '../scenarios/symbols.ts';
import { startCpuProfile } from './cpu-holds.ts';
import { median } from './measure.ts';
import { openRawBalanceLog } from './raw-balance-log.ts';

// BENCH_CPU_PROFILE=<dir>: a CPU profile of this process, written when it stops (cpu-holds.ts).
const stopProfile = await startCpuProfile(process.env.BENCH_CPU_PROFILE);
// BENCH_JOIN_DATABASE_URL: a second instance on the database another bench server made (two-instances.ts).
const joining = process.env.BENCH_JOIN_DATABASE_URL;
const database = joining ? { url: joining, db: createPrismaClient(joining), cleanup: async () => {} } : await createTestDatabase();
// Market benches need the seeded symbols (the market loads them when the app is built);
// the data-path bench needs the demo users, their balances and log rows. A joining instance
// finds what the first one loaded.
if (!joining && process.env.BENCH_SCENARIO) await loadScenario(database.db, process.env.BENCH_SCENARIO);
else if (!joining && process.env.BENCH_SYMBOLS === '1') await database.db.tradingSymbol.createMany({ data: symbolRows() });
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const app = await buildApp({
  config: {
    ...loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent', LOGIN_RATE_LIMIT: '100000000' }),
    databaseUrl: database.url,
  },
  db: database.db,
  clock: new OffsetClock(),
  keys: { publicKeyPem, privateKey },
  qaToken: 'bench',
  scenarios: EMPTY_ONLY_SCENARIOS,
  logger: false,
});
// The bare route the encrypted POST is compared with: same app, same plugins, no work.
app.get('/bench/bare', async () => ({ ok: true }));
// BENCH_JOBS=1: the clock jobs never start (no catch-up pass, no timer, also when the job lease
// is taken again), so a job runs only when the bench asks for it through the QA API (jobs.ts),
// and the figures without a job have none.
if (process.env.BENCH_JOBS === '1') for (const { job } of app.clockJobs) job.start = async () => undefined;
// The steady load (steady-load.ts) opens a socket for each request that finds none free, so a
// stall of the loop brings hundreds of new connections at once; with Node's default backlog
// (511) the kernel dropped some, and their retry a second later made 1 s the p99 of a phase.
// The bench measures the server's waits, not the generator's sockets: a queue of 4,096.
const address = await app.listen({ host: '127.0.0.1', port: 0, backlog: 4096 });

// The ceilings: Fastify itself (the server's own copy, which scripts/ does not declare), no plugins.
interface BareServer {
  get(path: string, handler: (request: { query: Record<string, string | undefined> }) => Promise<unknown>): void;
  listen(options: { host: string; port: number }): Promise<string>;
  close(): Promise<void>;
}
const { default: Fastify } = (await import(createRequire(import.meta.resolve('@sandbox/server/app')).resolve('fastify'))) as {
  default: (options: { logger: boolean }) => BareServer;
};
const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ ok: true }));
// How many of this process's transactions ran again after a write conflict (two-instances.ts).
bare.get('/transaction-retries', async () => ({ retries: transactionRetries(database.db) }));
// The event loop's delays since the last call, in ms (jobs.ts: how long a job held the loop at once),
// and the garbage collections' pauses of the main thread in the same time: what of a long wait
// was the collector's.
const loopDelay = monitorEventLoopDelay({ resolution: 1 });
loopDelay.enable();
const gc = { count: 0, totalMs: 0, maxMs: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.count++;
    gc.totalMs += entry.duration;
    gc.maxMs = Math.max(gc.maxMs, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });
// The core's speed as the loop finds it: a fixed piece of work timed every 100 ms, SHA-256 over
// 512 KB (native code, so no JIT tier moves its time: a JavaScript loop timed so took 0.23 or
// 1.2 ms by phase); about 0.3 ms on a quiet core of this machine kind. CPU time cannot show the
// core's speed: a core the VM's neighbours slow charges more CPU time for the same work (the same
// server served 13,454 and 29,656 bare GETs a second on its pinned core minutes apart). The
// median over a phase is that phase's speed.
const UNIT_INPUT = Buffer.alloc(512 * 1024, 7);
let unitMs: number[] = [];
setInterval(() => {
  const started = performance.now();
  createHash('sha256').update(UNIT_INPUT).digest();
  unitMs.push(performance.now() - started);
}, 100).unref();
bare.get('/loop-delay', async () => {
  const delay = { max: loopDelay.max / 1e6, p99: loopDelay.percentile(99) / 1e6, gc: { ...gc }, unitMs: unitMs.length > 0 ? median(unitMs) : undefined };
  loopDelay.reset();
  unitMs = [];
  Object.assign(gc, { count: 0, totalMs: 0, maxMs: 0 });
  return delay;
});
const raw = await openRawBalanceLog(database.url);
// GET /balance-log?user=<account>: the app's balance-log page (10 newest rows and the total).
const userIds = new Map<string, string>();
bare.get('/balance-log', async (request) => {
  const account = request.query.user ?? '';
  let userId = userIds.get(account);
  if (!userId) {
    userId = await raw.userIdOf(account);
    userIds.set(account, userId);
  }
  return { records: await raw.page(userId) };
});
const ceiling = await bare.listen({ host: '127.0.0.1', port: 0 });
// The pid lets the bench read this process's CPU time (tsx may run it under a wrapper process).
console.log(JSON.stringify({ url: address, ceilingUrl: ceiling, ceilingDriver: raw.driver, publicKeyPem, pid: process.pid, databaseUrl: database.url }));

const stop = async () => {
  await bare.close();
  await raw.close();
  await app.close();
  await database.cleanup();
  await stopProfile();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
