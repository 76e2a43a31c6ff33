import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { closePool, percentile, steadyLoad, steadyPool } from './steady-load.ts';

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

/** A server answering `{"code":200}` to every request but the `refusedAt`-th (counting from 1), which gets `{"code":400}`; `hold` may keep an answer back. */
async function envelopeServer(opts: { refusedAt?: number; hold?: (n: number, answer: () => void) => void } = {}) {
  let received = 0;
  const server: Server = createServer((request, response: ServerResponse) => {
    const n = ++received;
    request.resume();
    request.on('end', () => {
      const answer = () => response.end(JSON.stringify({ code: n === opts.refusedAt ? 400 : 200 }));
      if (opts.hold) opts.hold(n, answer);
      else answer();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pool = steadyPool(url);
  closers.push(() => {
    closePool(pool);
    server.close();
  });
  return { pool, received: () => received };
}

test('percentile: the nearest rank', () => {
  expect(percentile([5, 1, 4, 2, 3], 0.99)).toBe(5);
  // ceil(0.5 x 5) = 3rd smallest; ceil(0.2 x 5) = 1st.
  expect(percentile([5, 1, 4, 2, 3], 0.5)).toBe(3);
  expect(percentile([5, 1, 4, 2, 3], 0.2)).toBe(1);
  expect(percentile([], 0.99)).toBeNaN();
});

test('200 a second for 0.25 s sends 50 requests, each answered once; an envelope not served counts as refused', async () => {
  const { pool, received } = await envelopeServer({ refusedAt: 7 });
  const result = await steadyLoad(pool, { path: '/x', body: () => '{}', served: (body) => body.includes('"code":200') }, 200, 0.25);
  expect([result.sent, result.latencies.length, result.refused, result.errors, received()]).toEqual([50, 50, 1, 0, 50]);
});

test('the load is open: while the first answer is held back, the other requests still go out (on new sockets)', async () => {
  let held: (() => void) | undefined;
  // The first answer waits until the server has every request: a load that waited for answers would never end.
  const { pool, received } = await envelopeServer({
    hold: (n, answer) => {
      if (n === 1) held = answer;
      else answer();
      if (received() === 20 && held) {
        held();
        held = undefined;
      }
    },
  });
  const result = await steadyLoad(pool, { path: '/x' }, 400, 0.05);
  expect([result.sent, result.latencies.length, result.errors]).toEqual([20, 20, 0]);
  // The held answer came last, after every other.
  expect(Math.max(...result.latencies)).toBe(result.latencies.at(-1));
});
