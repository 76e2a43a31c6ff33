/**
 * The data path over HTTP (issue 12), server pinned to one core, autocannon
 * (20 connections) on the other, each figure beside its ceiling measured in
 * the same run, rounds alternating so a busy machine affects all alike:
 * - a money-moving encrypted POST (finance.transferContract, 0.01 USDT spot ->
 *   contract and back, a fresh body per request) against OpenSSL's RSA-2048
 *   private operations per second; envelope codes other than 200 are counted;
 * - the balance-log page of 10 (finance.appBalanceLog/list) against the same
 *   statement through the raw driver (raw-balance-log.ts: a better-sqlite3
 *   prepared statement) in a bare Fastify route of the same process.
 * The server holds the demo scenario; the calls are alice's. The same measure
 * runs on PostgreSQL (data-path-pg.ts: measureDataPath). Beside each rate
 * the requests per second of server CPU: on a machine where other processes
 * share the server's core, req/s falls with the share it gets, this does not.
 */
import autocannon from 'autocannon';
import { encryptBody } from '@sandbox/shared/wire/index';
import { fastEncryptBody } from './fast-body.ts';
import { hasTaskset, load, pinLoadGenerator, startServer } from './http-post.ts';
import { OPENSSL_SIGN_ROW } from './rsa-openssl.ts';
import { findRow, type BenchContext, type BenchRow } from './types.ts';

const GROUP = 'Data path over HTTP, server pinned to one core, autocannon (20 connections) on the other';
const ROUNDS = 2;
const USER = 'alice';

export async function login(url: string, publicKeyPem: string): Promise<string> {
  const response = await fetch(`${url}/api/app/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: encryptBody({ account: USER, password: 'Demo1234!' }, publicKeyPem),
  });
  const envelope = (await response.json()) as { code: number; result?: { token: string } };
  if (envelope.code !== 200 || !envelope.result) throw new Error(`bench login failed: ${JSON.stringify(envelope)}`);
  return envelope.result.token;
}

/** Loads the transfer call; returns the rate, p99 and the answers whose envelope was not code 200. */
export async function loadTransfers(url: string, token: string, publicKeyPem: string, duration: number, pid: number) {
  let next = 0;
  let refused = 0;
  const request: autocannon.Request = {
    method: 'POST',
    path: '/api/finance/appWallet/transferContract',
    // Alternating directions keep both balances where they were.
    setupRequest: (req) => ({ ...req, body: fastEncryptBody({ direction: (next++ % 2) + 1, amount: '0.01' }, publicKeyPem) }),
    onResponse: (_status, body) => {
      if (!body.includes('"code":200')) refused++;
    },
  };
  const result = await load({ url, duration, headers: { 'content-type': 'application/json', 'x-access-token': token }, requests: [request] }, pid);
  return { ...result, refused };
}

export const benchDataPath = (ctx: BenchContext): Promise<BenchRow[]> => measureDataPath(ctx, { idPrefix: 'data', group: GROUP });

/**
 * The rows of one database: `${idPrefix}.transfer`, `.transfer.ratio`, `.balance-log`,
 * `.balance-log.raw`, `.balance-log.ratio`; `env` goes to the bench server (TEST_DATABASE_URL
 * puts its database on a PostgreSQL server).
 */
export async function measureDataPath(ctx: BenchContext, opts: { idPrefix: string; group: string; env?: Record<string, string> }): Promise<BenchRow[]> {
  pinLoadGenerator();
  const server = await startServer({ ...opts.env, BENCH_SCENARIO: 'demo' });
  try {
    const token = await login(server.url, server.publicKeyPem);
    const target: Target = {
      server,
      token,
      headers: { 'x-access-token': token },
      listUrl: `${server.url}/api/finance/appBalanceLog/list?pageNo=1&pageSize=10`,
      rawUrl: `${server.ceilingUrl}/balance-log?user=${USER}`,
    };
    const duration = Math.max(2, Math.round(ctx.seconds));
    // Warm-up: JIT and first-connection costs stay out of the figures.
    await loadTransfers(server.url, token, server.publicKeyPem, 1, server.pid);
    await load({ url: target.listUrl, headers: target.headers, duration: 1 });
    await load({ url: target.rawUrl, duration: 1 });
    const figures = await measureRounds(target, duration);
    const openssl = findRow(ctx.previous, OPENSSL_SIGN_ROW)?.value ?? null;
    return dataPathRows(opts, server.ceilingDriver, figures, openssl);
  } finally {
    server.stop();
    await server.exited;
  }
}

/** The bench server, alice's token and the two GET addresses: the app's page and the raw driver's. */
interface Target {
  server: Awaited<ReturnType<typeof startServer>>;
  token: string;
  headers: Record<string, string>;
  listUrl: string;
  rawUrl: string;
}

/** ROUNDS rounds of the three loads in turn: the transfer, the balance-log page, its raw ceiling. */
async function measureRounds({ server, token, headers, listUrl, rawUrl }: Target, duration: number) {
  const money = { rps: [] as number[], cpu: [] as number[], p99: 0, refused: 0, errors: 0 };
  const list = { rps: [] as number[], cpu: [] as number[], p99: 0, bad: 0 };
  const raw = { rps: [] as number[], cpu: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    const m = await loadTransfers(server.url, token, server.publicKeyPem, duration, server.pid);
    money.rps.push(m.rps);
    money.cpu.push(m.perCpuSecond ?? NaN);
    money.p99 = Math.max(money.p99, m.p99);
    money.refused += m.refused;
    money.errors += m.errors + m.non2xx;
    const l = await load({ url: listUrl, headers, duration }, server.pid);
    list.rps.push(l.rps);
    list.cpu.push(l.perCpuSecond ?? NaN);
    list.p99 = Math.max(list.p99, l.p99);
    list.bad += l.errors + l.non2xx;
    const r = await load({ url: rawUrl, duration }, server.pid);
    raw.rps.push(r.rps);
    raw.cpu.push(r.perCpuSecond ?? NaN);
  }
  return { money, list, raw };
}

function dataPathRows(
  { idPrefix: id, group }: { idPrefix: string; group: string },
  ceilingDriver: string,
  { money, list, raw }: Awaited<ReturnType<typeof measureRounds>>,
  openssl: number | null,
): BenchRow[] {
  const avg = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const perCpu = (xs: number[]) => (Number.isFinite(avg(xs)) ? `${Math.round(avg(xs)).toLocaleString('en-US')} per CPU-second` : 'no CPU figure');
  const pinned = hasTaskset ? '' : ' (taskset missing: not pinned)';
  return [
    {
      id: `${id}.transfer`,
      group,
      label: `POST transferContract 0.01 USDT, encrypted${pinned}`,
      value: Math.round(avg(money.rps)),
      unit: 'req/s',
      note: `p99 ${money.p99} ms (target >= 600 req/s, p99 < 100 ms), ${perCpu(money.cpu)}, non-200 envelopes ${money.refused}, transport errors ${money.errors}`,
    },
    {
      id: `${id}.transfer.ratio`,
      group,
      label: 'transferContract / openssl rsa2048 sign/s (stretch 0.25)',
      value: openssl ? Number((avg(money.rps) / openssl).toFixed(3)) : null,
      unit: 'ratio',
      note: openssl ? `per CPU-second ${(avg(money.cpu) / openssl).toFixed(3)}` : 'openssl figure missing',
    },
    {
      id: `${id}.balance-log`,
      group,
      label: 'GET appBalanceLog/list, page of 10',
      value: Math.round(avg(list.rps)),
      unit: 'req/s',
      note: `p99 ${list.p99} ms, ${perCpu(list.cpu)}, errors or non-2xx ${list.bad}`,
    },
    {
      id: `${id}.balance-log.raw`,
      group,
      label: `same statement, ${ceilingDriver} in a bare Fastify route`,
      value: Math.round(avg(raw.rps)),
      unit: 'req/s',
      note: perCpu(raw.cpu),
    },
    {
      id: `${id}.balance-log.ratio`,
      group,
      label: 'appBalanceLog/list / raw driver (target >= 0.25)',
      value: Number((avg(list.rps) / avg(raw.rps)).toFixed(3)),
      unit: 'ratio',
      note: `per CPU-second ${(avg(list.cpu) / avg(raw.cpu)).toFixed(3)}`,
    },
  ];
}
