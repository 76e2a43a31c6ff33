/** `log`: the latest /api calls the server logged, or each new one as it comes. */
import { setTimeout as sleep } from 'node:timers/promises';
import type { QaLoggedRequest } from '@sandbox/shared/qa-wire';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { call, flag, type QaCommand } from './call.ts';

const callLine = (c: QaLoggedRequest) =>
  `${new Date(c.at).toISOString()} ${c.method.padEnd(4)} ${c.path} -> ${c.code ?? c.httpStatus} ${c.message ?? ''} ${c.durationMs} ms${c.userId ? ` user ${c.userId}` : ''}${c.fault ? ` (fault #${c.fault})` : ''}`;

const FILTERS = [['user', '--user'], ['route', '--route'], ['code', '--code'], ['limit', '--limit']] as const;

/** `log [tail] [--user <account>] [--route <part>] [--code <n>] [--limit 20]`. */
export const log: QaCommand = async ({ target, args, sub, opts }) => {
  const query: Record<string, string> = {};
  for (const [key, name] of FILTERS) {
    const value = flag(args, name);
    if (value) query[key] = value;
  }
  query.limit ??= '20';
  const read = async () => (await call(target, qaRoutes['requests.list'], { query })).requests;
  if (sub !== 'tail') {
    const calls = await read();
    return { result: calls, line: calls.map(callLine).join('\n') || '(no calls)' };
  }
  // Follows the log until stopped: each new call once, oldest first.
  const print = opts.print ?? console.log;
  let seen = Math.max(0, ...(await read()).map((c) => c.seq));
  const followed: QaLoggedRequest[] = [];
  while (!opts.signal?.aborted) {
    await sleep(opts.pollMs ?? 1000);
    const fresh = (await read()).filter((c) => c.seq > seen).reverse();
    for (const c of fresh) print(opts.json ? JSON.stringify(c) : callLine(c));
    followed.push(...fresh);
    seen = Math.max(seen, ...fresh.map((c) => c.seq));
  }
  return { result: followed, line: '' };
};
