import { once } from 'node:events';
import { createServer, connect, type AddressInfo } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { aThirdOfTheLoop, MAX_WAIT_PER_WORK, nextWaitPerWork, WAIT_PER_WORK, type BatchPause } from '../../src/jobs/between-batches.ts';

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

/** A listening socket server and a client connected to it; `received()` says whether the server has read what the client wrote. */
async function socketPair() {
  let read = false;
  const server = createServer((socket) => socket.on('data', () => (read = true)));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const accepted = once(server, 'connection');
  const client = connect((server.address() as AddressInfo).port, '127.0.0.1');
  await Promise.all([once(client, 'connect'), accepted]);
  closers.push(() => {
    client.destroy();
    server.close();
  });
  return { client, received: () => read };
}

/**
 * A pass of three batches that only await promises (as the database calls of a job resolve):
 * a call comes in during the first; answers whether the server had read it after each batch.
 */
async function pass(pause: BatchPause): Promise<boolean[]> {
  const { client, received } = await socketPair();
  const seen: boolean[] = [];
  for (let batch = 0; batch < 3; batch++) {
    // On loopback the bytes are in the server's socket at once: it reads them at the loop's next turn.
    if (batch === 0) client.write('GET /');
    await Promise.resolve();
    seen.push(received());
    await pause();
  }
  return seen;
}

test('pauses let the event loop read a call that came in during a batch; awaiting promises alone does not', async () => {
  expect(await pass(async () => undefined)).toEqual([false, false, false]);
  // Read by the poll phase after the first pause's timer (the timers phase may come first, so
  // the second batch may or may not see it), always before the second pause's timer.
  // A slice of 0: every pause waits (the batches here take no time).
  const paused = await pass(aThirdOfTheLoop(0));
  expect([paused[0], paused[2]]).toEqual([false, true]);
});

test('a wait the calls kept busy makes the next one twice as long, up to 8 times the work; idle waits halve it back to twice', () => {
  // Busy above a third of the wait: 2 -> 4 -> 8, and no further.
  let perWork = WAIT_PER_WORK;
  const grown = [0.5, 0.9, 0.4, 1].map((busy) => (perWork = nextWaitPerWork(perWork, busy)));
  expect(grown).toEqual([4, 8, 8, MAX_WAIT_PER_WORK]);
  // At a third or less: halved, down to 2.
  const shrunk = [0.1, 1 / 3, 0].map((busy) => (perWork = nextWaitPerWork(perWork, busy)));
  expect(shrunk).toEqual([4, 2, WAIT_PER_WORK]);
});
