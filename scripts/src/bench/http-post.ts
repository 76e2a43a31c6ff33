/**
 * End-to-end encrypted POSTs over HTTP: the server runs in its own process
 * pinned to one core (taskset), autocannon loads it from the other core with
 * 20 connections. The call is a sign-in whose decrypted body fails validation
 * (the password must be a string): all the protocol work, little else.
 * Compared with OpenSSL's RSA private operations per second.
 */
import { spawn, spawnSync, type SpawnOptionsWithStdioTuple } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { serverNodeFlags } from '../../server-node-flags.mjs';
import autocannon from 'autocannon';
import { fastEncryptBody } from './fast-body.ts';
import { OPENSSL_SIGN_ROW } from './rsa-openssl.ts';
import { findRow, type BenchContext, type BenchRow } from './types.ts';

const GROUP = 'HTTP, server pinned to one core, autocannon (20 connections) on the other';
const root = path.join(import.meta.dirname, '..', '..', '..');
export const hasTaskset = spawnSync('taskset', ['--version']).status === 0;

/** What http-server.ts prints when it listens. */
interface BenchServer {
  url: string;
  /** Its bare Fastify server: a route doing nothing, the balance-log page through the raw driver. */
  ceilingUrl: string;
  /** The raw driver behind the ceiling's balance-log page (raw-balance-log.ts). */
  ceilingDriver: string;
  publicKeyPem: string;
  pid: number;
  /** The database it serves (BENCH_JOIN_DATABASE_URL starts a second instance on it). */
  databaseUrl: string;
}

/**
 * Starts http-server.ts pinned to core 0, with the Node flags the API takes on one core
 * (server-node-flags.mjs); `env` adds variables (BENCH_SYMBOLS=1 seeds the market's symbols,
 * BENCH_SCENARIO=demo loads a scenario). `ceilingUrl` is its bare Fastify server.
 */
export async function startServer(
  env: Record<string, string> = {},
): Promise<BenchServer & { stop: () => void; exited: Promise<void> }> {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const entry = path.join(import.meta.dirname, 'http-server.ts');
  const options: SpawnOptionsWithStdioTuple<'ignore', 'pipe', 'inherit'> = { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } };
  const child = hasTaskset ? spawn('taskset', ['-c', '0', tsx, ...serverNodeFlags(1), entry], options) : spawn(tsx, [...serverNodeFlags(), entry], options);
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const info = JSON.parse(first) as BenchServer;
  // `exited`: the server has closed its connections (a PostgreSQL stopped before that would end
  // them under its pools, an unhandled error there).
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { ...info, stop: () => child.kill('SIGTERM'), exited };
}

/** CPU time (user + system) a process has used, in ms; undefined where /proc is missing. */
export function cpuMs(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of proc(5), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

export interface LoadResult {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
  /**
   * Requests per second of server CPU (when `serverPid` is given): what one free core
   * would serve. Unlike req/s it barely moves when other processes share the core.
   */
  perCpuSecond?: number;
}

export async function load(opts: autocannon.Options, serverPid?: number): Promise<LoadResult> {
  const before = serverPid === undefined ? undefined : cpuMs(serverPid);
  const result = await autocannon({ connections: 20, ...opts });
  const after = serverPid === undefined ? undefined : cpuMs(serverPid);
  const used = before !== undefined && after !== undefined ? after - before : 0;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    ...(used > 0 ? { perCpuSecond: (result.requests.total * 1000) / used } : {}),
  };
}

/** Pins this process (the load generator) to core 1, off the server's core. */
export function pinLoadGenerator(): void {
  if (hasTaskset) spawnSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
}

export async function benchHttpPost(ctx: BenchContext): Promise<BenchRow[]> {
  // The load generator stays off the server's core.
  if (hasTaskset) spawnSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
  const server = await startServer();
  try {
    let next = 0;
    const duration = Math.max(2, Math.round(ctx.seconds * 2));
    // Warm-up: JIT and first-connection costs stay out of the figures.
    await load({ url: `${server.url}/bench/bare`, duration: 1 });

    const bare = await load({ url: `${server.url}/bench/bare`, duration });
    const post = await load({
      url: `${server.url}/api/app/login`,
      duration,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // A fresh body per request: a repeated one would be refused as a replay.
      requests: [{ setupRequest: (req) => ({ ...req, method: 'POST', body: fastEncryptBody({ account: `bench${next++}@example.com`, password: 0 }, server.publicKeyPem) }) }],
    });

    const openssl = findRow(ctx.previous, OPENSSL_SIGN_ROW)?.value ?? null;
    const pinned = hasTaskset ? '' : ' (taskset missing: not pinned)';
    return [
      { id: 'http.bare', group: GROUP, label: `bare GET route on the same app${pinned}`, value: Math.round(bare.rps), unit: 'req/s', note: `p99 ${bare.p99} ms` },
      {
        id: 'http.encrypted-post',
        group: GROUP,
        label: 'encrypted POST (decrypt + validate, code-400 envelope)',
        value: Math.round(post.rps),
        unit: 'req/s',
        note: `p99 ${post.p99} ms, transport errors ${post.errors}`,
      },
      {
        id: 'http.encrypted-post.ratio',
        group: GROUP,
        label: 'encrypted POST / openssl rsa2048 sign/s (target >= 0.5)',
        value: openssl ? Number((post.rps / openssl).toFixed(3)) : null,
        unit: 'ratio',
        ...(openssl ? {} : { note: 'openssl figure missing' }),
      },
    ];
  } finally {
    server.stop();
  }
}
