/**
 * End-to-end encrypted POSTs over HTTP: the server runs in its own process
 * pinned to one core (taskset), autocannon loads it from the other core with
 * 20 connections. The call is a sign-in whose decrypted body fails validation
 * (the password must be a string): all the protocol work, little else.
 * Compared with OpenSSL's RSA private operations per second.
 */
import { spawn, spawnSync, type SpawnOptionsWithStdioTuple } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { encryptBody } from '@sandbox/shared/wire/index';
import { OPENSSL_SIGN_ROW } from './rsa-openssl.ts';
import { findRow, type BenchContext, type BenchRow } from './types.ts';

const GROUP = 'HTTP, server pinned to one core, autocannon (20 connections) on the other';
const root = path.join(import.meta.dirname, '..', '..', '..');
export const hasTaskset = spawnSync('taskset', ['--version']).status === 0;

/** Starts http-server.ts pinned to core 0; `env` adds variables (BENCH_SYMBOLS=1 seeds the market's symbols). */
export async function startServer(env: Record<string, string> = {}): Promise<{ url: string; publicKeyPem: string; stop: () => void }> {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const entry = path.join(import.meta.dirname, 'http-server.ts');
  const options: SpawnOptionsWithStdioTuple<'ignore', 'pipe', 'inherit'> = { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } };
  const child = hasTaskset ? spawn('taskset', ['-c', '0', tsx, entry], options) : spawn(tsx, [entry], options);
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const info = JSON.parse(first) as { url: string; publicKeyPem: string };
  return { ...info, stop: () => child.kill('SIGTERM') };
}

export async function load(opts: autocannon.Options): Promise<{ rps: number; p99: number; errors: number; non2xx: number }> {
  const result = await autocannon({ connections: 20, ...opts });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

export async function benchHttpPost(ctx: BenchContext): Promise<BenchRow[]> {
  // The load generator stays off the server's core.
  if (hasTaskset) spawnSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
  const server = await startServer();
  try {
    const bodies = Array.from({ length: 200 }, (_, i) => encryptBody({ account: `bench${i}@example.com`, password: i }, server.publicKeyPem));
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
      requests: [{ setupRequest: (req) => ({ ...req, method: 'POST', body: bodies[next++ % bodies.length]! }) }],
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
