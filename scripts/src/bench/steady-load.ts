/**
 * Requests at a steady offered rate (open loop): request i leaves at start + i / rate whether
 * or not the earlier ones have been answered, so a server that stalls faces the requests that
 * arrive meanwhile, as it would from real users. autocannon's `overallRate` does not do that:
 * each connection sends its share of a second back to back at the start of the second, then
 * waits (autocannon 9, lib/httpClient.js), so its latencies are those of a burst's queue.
 *
 * Plain keep-alive sockets, one request at a time on each, a new socket when none is free: a
 * request never waits on this side, and each costs one write and one read here (node:http's
 * client cost about three times as much, and on a shared core the generator's own delays were
 * in the figures). A latency runs from the write to the last byte of the answer. Answers must
 * carry a Content-Length (Fastify's do). Run from the load generator's core (pinLoadGenerator).
 */
import { connect, type Socket } from 'node:net';

/** One kind of request: a GET of `path`, or a POST whose body `body()` draws afresh each time. */
export interface SteadyRequest {
  path: string;
  headers?: Record<string, string>;
  body?: () => string;
  /** Whether an answer counts as served (its envelope code, for instance); a 200 status is checked first. */
  served?: (body: string) => boolean;
}

/** Latencies in ms of the answered requests, in the order they were answered. */
export interface SteadyResult {
  latencies: number[];
  /** Requests sent, answers not served (non-200 status or `served` false), transport errors. */
  sent: number;
  refused: number;
  errors: number;
}

/** One keep-alive socket and the answer it waits for, if any. */
interface Line {
  socket: Socket;
  /** Bytes of the answer read so far. */
  chunks: Buffer[];
  waiting?: { done: (answer: string | undefined) => void };
}

/** The sockets to one server, reused across loads. */
export interface SteadyPool {
  url: URL;
  free: Line[];
  all: Set<Line>;
}

export const steadyPool = (url: string): SteadyPool => ({ url: new URL(url), free: [], all: new Set() });

export function closePool(pool: SteadyPool): void {
  for (const line of pool.all) line.socket.destroy();
  pool.all.clear();
  pool.free.length = 0;
}

/** The whole answer in `chunks`, when it is all there: its status line and headers, then Content-Length bytes. */
function completeAnswer(chunks: Buffer[]): string | undefined {
  const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const head = bytes.subarray(0, end).toString('latin1');
  const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? NaN);
  if (!Number.isFinite(length)) throw new Error(`steady load: an answer without Content-Length: ${head.slice(0, 200)}`);
  if (bytes.length < end + 4 + length) return undefined;
  return bytes.toString('utf8', 0, end + 4 + length);
}

function openLine(pool: SteadyPool): Line {
  const socket = connect(Number(pool.url.port), pool.url.hostname);
  socket.setNoDelay(true);
  const line: Line = { socket, chunks: [] };
  pool.all.add(line);
  socket.on('data', (chunk: Buffer) => {
    line.chunks.push(chunk);
    const answer = completeAnswer(line.chunks);
    if (answer === undefined) return;
    line.chunks = [];
    const { done } = line.waiting!;
    line.waiting = undefined;
    pool.free.push(line);
    done(answer);
  });
  const drop = () => {
    pool.all.delete(line);
    const i = pool.free.indexOf(line);
    if (i >= 0) pool.free.splice(i, 1);
    line.waiting?.done(undefined);
    line.waiting = undefined;
  };
  socket.on('error', drop);
  socket.on('close', drop);
  return line;
}

/** The request's bytes: a GET, or a POST with a fresh body. */
function requestText(pool: SteadyPool, target: SteadyRequest): string {
  const body = target.body?.();
  const headers = Object.entries(target.headers ?? {}).map(([k, v]) => `${k}: ${v}\r\n`).join('');
  const head = `${body === undefined ? 'GET' : 'POST'} ${target.path} HTTP/1.1\r\nhost: ${pool.url.host}\r\n${headers}`;
  return body === undefined ? `${head}\r\n` : `${head}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

/**
 * Sends `target` at `rate` per second for `seconds`, or until `going()` turns false; resolves when
 * every answer is in.
 */
export async function steadyLoad(pool: SteadyPool, target: SteadyRequest, rate: number, seconds: number, going: () => boolean = () => true): Promise<SteadyResult> {
  const result: SteadyResult = { latencies: [], sent: 0, refused: 0, errors: 0 };
  const answers: Promise<void>[] = [];
  const send = () =>
    new Promise<void>((resolve) => {
      const line = pool.free.pop() ?? openLine(pool);
      const text = requestText(pool, target);
      const sentAt = performance.now();
      line.waiting = {
        done: (answer) => {
          if (answer === undefined) result.errors++;
          else {
            result.latencies.push(performance.now() - sentAt);
            const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
            if (!answer.startsWith('HTTP/1.1 200') || (target.served && !target.served(body))) result.refused++;
          }
          resolve();
        },
      };
      line.socket.write(text);
    });
  const total = Math.max(1, Math.round(rate * seconds));
  const start = performance.now();
  await new Promise<void>((done) => {
    // Every millisecond or so, the requests whose time has come.
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
      while (result.sent < due) {
        answers.push(send());
        result.sent++;
      }
      if (result.sent < total && going()) setTimeout(tick, 1);
      else done();
    };
    tick();
  });
  await Promise.all(answers);
  return result;
}

/** The value below which `share` of the values fall (nearest rank), e.g. share 0.99 for the p99. */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}
