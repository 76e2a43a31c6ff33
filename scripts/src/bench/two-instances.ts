/**
 * One user's money through two API instances on one PostgreSQL database (issue 34): both bench
 * servers pinned to core 0 (the API's one core, as in the other rows), two autocannon runs at
 * once (10 connections each) on the other core, each sending alice's 0.01 USDT transfers to one
 * instance, directions alternating. Every pair of concurrent transfers touches the same two
 * balance rows, so the instances wait for each other's row locks; the row says how many
 * transfers per second that leaves, how many answers were not code 200, and what share of the
 * transactions had to run again after a write conflict (each server's count, GET
 * /transaction-retries on its bare server).
 */
import autocannon from 'autocannon';
import { fastEncryptBody } from './fast-body.ts';
import { pinLoadGenerator, startServer } from './http-post.ts';
import type { BenchContext, BenchRow } from './types.ts';

async function login(url: string, publicKeyPem: string): Promise<string> {
  const response = await fetch(`${url}/api/app/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: fastEncryptBody({ account: 'alice', password: 'Demo1234!' }, publicKeyPem),
  });
  const envelope = (await response.json()) as { code: number; result?: { token: string } };
  if (envelope.code !== 200 || !envelope.result) throw new Error(`bench login failed: ${JSON.stringify(envelope)}`);
  return envelope.result.token;
}

const retriesOf = async (ceilingUrl: string) => ((await (await fetch(`${ceilingUrl}/transaction-retries`)).json()) as { retries: number }).retries;

/** `env`: the PostgreSQL server (TEST_DATABASE_URL) the first instance makes its database on. */
export async function benchTwoInstances(ctx: BenchContext, opts: { group: string; env: Record<string, string> }): Promise<BenchRow[]> {
  pinLoadGenerator();
  const first = await startServer({ ...opts.env, BENCH_SCENARIO: 'demo' });
  const second = await startServer({ ...opts.env, BENCH_JOIN_DATABASE_URL: first.databaseUrl });
  try {
    const instances = [first, second];
    const tokens = await Promise.all(instances.map((s) => login(s.url, s.publicKeyPem)));
    const run = async (duration: number) => {
      let next = 0;
      let refused = 0;
      const results = await Promise.all(
        instances.map((server, i) =>
          autocannon({
            url: server.url,
            connections: 10,
            duration,
            headers: { 'content-type': 'application/json', 'x-access-token': tokens[i]! },
            requests: [
              {
                method: 'POST',
                path: '/api/finance/appWallet/transferContract',
                setupRequest: (req) => ({ ...req, body: fastEncryptBody({ direction: (next++ % 2) + 1, amount: '0.01' }, server.publicKeyPem) }),
                onResponse: (_status, body) => {
                  if (!body.includes('"code":200')) refused++;
                },
              },
            ],
          }),
        ),
      );
      return {
        rps: results.reduce((sum, r) => sum + r.requests.average, 0),
        total: results.reduce((sum, r) => sum + r.requests.total, 0),
        p99: Math.max(...results.map((r) => r.latency.p99)),
        errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
        refused,
      };
    };
    // Warm-up: JIT and first-connection costs stay out of the figures.
    await run(1);
    const retriesBefore = (await Promise.all(instances.map((s) => retriesOf(s.ceilingUrl)))).reduce((a, b) => a + b, 0);
    const measured = await run(Math.max(2, Math.round(ctx.seconds * 2)));
    const retries = (await Promise.all(instances.map((s) => retriesOf(s.ceilingUrl)))).reduce((a, b) => a + b, 0) - retriesBefore;
    const share = measured.total > 0 ? ((100 * retries) / measured.total).toFixed(2) : '0';
    return [
      {
        id: 'data.pg.transfer.two-instances',
        group: opts.group,
        label: 'POST transferContract, one user through two instances at once (both on the API core)',
        value: Math.round(measured.rps),
        unit: 'req/s',
        note: `p99 ${measured.p99} ms, ${measured.total} transfers, ${retries} run again after a write conflict (${share} %), non-200 envelopes ${measured.refused}, transport errors ${measured.errors}`,
      },
    ];
  } finally {
    second.stop();
    await second.exited;
    first.stop();
    await first.exited;
  }
}
