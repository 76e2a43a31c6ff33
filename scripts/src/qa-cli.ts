/**
 * `npm run qa -- <command>`: the QA API from a terminal, against a running server
 * (QA_URL, QA_TOKEN; by default the address and the token `npm start` uses, read from
 * PORT and DATA_DIR/qa-token). Every command is one or a few calls of /__qa, each a route of
 * the shared table (shared/src/qa-routes.ts); `--json` prints the result as JSON
 * for scripts, otherwise a short human line. Exit code 1 on a refusal.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '@sandbox/server/config';
import type { Envelope } from '@sandbox/shared/contract/common';
import type { QaClockState, QaFaultSpec, QaFinancePending, QaLoggedRequest, QaUserSummary } from '@sandbox/shared/qa-wire';
import { QA_BASE, QA_TOKEN_HEADER, qaCallPath, qaRoutes, type QaBody, type QaCall, type QaResult, type QaRoute, type QaRoutes } from '@sandbox/shared/qa-routes';

export const USAGE = `usage: npm run qa -- <command> [--json]

  scenario list                         the scenarios the server knows
  scenario <name>                       wipe and load a scenario (margin-call, withdrawal-review, ...)
  scenario load <file.yaml|.json>       wipe and load a scenario file (docs/scenarios.md); a file that does not fit lists its problems
  scenario export [--users alice,bob] [--out file.yaml|.json]   the state (of those users, or all) as a scenario file; stdout without --out
  snapshot list | save <name> [--overwrite] | restore <name> | delete <name>
  clock [show]                          sandbox time and each job's next run
  clock advance <1d12h | 90s | ms>      move the clock forward; every job runs once
  clock jump <date>                     to "2026-12-01 08:00:00" (region time), ISO with a zone, or epoch ms
  steer <SYMBOL> crash|rally <percent> [--for 60s]
  steer <SYMBOL> target <price> [--for 60s]
  steer <SYMBOL> flat [--for 60s]        hold the current price, then walk on from there
  replay <SYMBOL> <file.csv> [--absolute]   follow the closes of a CSV of candles from now (scaled by default)
  good-day [--for 10m]                  the presenter's good day: four crypto-wide phases
  stream [show] | drop                  open price streams and stream faults; drop ends every stream now
  stream gap|stale <30s>                no pushes, or pushes repeating the last quote, for a while
  pending                               deposits, withdrawals, identity applications and loans waiting
  approve deposit|withdrawal|kyc|loan [<id>]   approve one (the oldest waiting without an id)
  pay withdrawal [<id>]                 mark an approved withdrawal paid
  inbox [<target>]                      the latest SMS and e-mail codes, newest first
  inbox wait <target> [--timeout 60s]   wait for the next message to target; prints its code
  user search <part> [--page 1]          users by a part of the account, e-mail or phone
  user show <account | id>              balances, last ledger rows, open positions, orders
  user signin <account | id>            a one-time link that opens the phone app signed in as the user
  log [--user <account>] [--route <part>] [--code <n>] [--limit 20]   the latest /api calls, newest first
  log tail [same filters]               print calls as they come (Ctrl-C stops)
  faults [list] | clear                 the injected faults; clear removes them all
  fault <route pattern> latency <ms> | code <400..500> | unauthorized | drop
        [--method GET] [--calls N] [--for 60s] [--rate 0.5 --seed 7]

environment: QA_URL (default http://localhost:$PORT), QA_TOKEN (default DATA_DIR/qa-token)`;

export interface QaTarget {
  url: string;
  token: string;
}

/** The server `npm start` runs with these environment variables, and its token. */
export function defaultTarget(env: NodeJS.ProcessEnv = process.env): QaTarget {
  const config = loadConfig(env);
  const url = env.QA_URL ?? `http://localhost:${config.port}`;
  let token = env.QA_TOKEN;
  if (!token) {
    const file = path.join(config.dataDir, 'qa-token');
    try {
      token = readFileSync(file, 'utf8').trim();
    } catch {
      throw new QaError(`no QA token: set QA_TOKEN, or start the server once so that ${file} exists`);
    }
  }
  return { url: url.replace(/\/$/, ''), token };
}

/** A refusal the CLI prints as one line (no stack). */
export class QaError extends Error {}

/** One call of a QA route; resolves to the envelope's result, a QaError otherwise. */
async function call<R extends QaRoute>(target: QaTarget, route: R, ...[options]: QaCallArgs<R>): Promise<QaResult<R>> {
  const { body } = (options ?? {}) as QaCall<QaRoute>;
  const { method } = route;
  const path = qaCallPath(route, options ?? {});
  let res: Response;
  try {
    res = await fetch(`${target.url}${QA_BASE}${path}`, {
      method,
      headers: { [QA_TOKEN_HEADER]: target.token, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  } catch (error) {
    throw new QaError(`cannot reach ${target.url} (${(error as Error).cause ?? (error as Error).message}); is the server running?`);
  }
  const text = await res.text();
  let envelope: Envelope<QaResult<R>>;
  try {
    envelope = JSON.parse(text) as Envelope<QaResult<R>>;
  } catch {
    throw new QaError(`${method} ${path}: HTTP ${res.status}, not an envelope`);
  }
  if (envelope.code !== 200) {
    // A scenario file that does not fit answers its problems, one a line.
    const problems = (envelope.result as { problems?: string[] } | null)?.problems ?? [];
    throw new QaError(`${method} ${path}: ${envelope.code} ${envelope.message}${problems.map((p) => `\n  ${p}`).join('')}`);
  }
  return envelope.result;
}

/** A route's parameters, query and body: optional when it has no parameters. */
type QaCallArgs<R extends QaRoute> = Record<string, never> extends QaCall<R> ? [options?: QaCall<R>] : [options: QaCall<R>];

/** The value after a flag (`--for 60s`), or undefined. */
function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/** "90s", "15m", "6h", "1d12h" -> seconds, for the flags that take a duration. */
function seconds(text: string): number {
  const match = /^(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text);
  if (!match || text === '') throw new QaError(`not a duration: ${text} (like 90s, 15m, 1h)`);
  const [, d, h, m, s] = match;
  return Number(d ?? 0) * 86_400 + Number(h ?? 0) * 3600 + Number(m ?? 0) * 60 + Number(s ?? 0);
}

const callLine = (c: QaLoggedRequest) =>
  `${new Date(c.at).toISOString()} ${c.method.padEnd(4)} ${c.path} -> ${c.code ?? c.httpStatus} ${c.message ?? ''} ${c.durationMs} ms${c.userId ? ` user ${c.userId}` : ''}${c.fault ? ` (fault #${c.fault})` : ''}`;

/** The oldest waiting item of a queue, when the command named no id. */
async function oldest(target: QaTarget, kind: string): Promise<string> {
  let ids: string[];
  if (kind === 'deposit' || kind === 'withdrawal') {
    const pending = await call(target, qaRoutes['finance.pending']);
    ids = (kind === 'deposit' ? pending.recharges : pending.withdrawals).map((r) => r.id);
  } else if (kind === 'kyc') {
    ids = (await call(target, qaRoutes['kyc.list'], { query: { status: 'pending' } })).map((r) => r.id);
  } else {
    ids = (await call(target, qaRoutes['loan.pending'])).map((r) => r.id);
  }
  // The queues list oldest first.
  const id = ids[0];
  if (!id) throw new QaError(`no ${kind} is waiting`);
  return id;
}

const APPROVE: Record<string, QaRoute<'POST', `/${string}/:id/approve`>> = {
  deposit: qaRoutes['finance.recharges.approve'],
  withdrawal: qaRoutes['finance.withdrawals.approve'],
  kyc: qaRoutes['kyc.approve'],
  loan: qaRoutes['loan.approve'],
};

/** A user named by account or id: the exact match among the search's hits. */
async function findUser(target: QaTarget, who: string | undefined): Promise<QaUserSummary> {
  if (!who) throw new QaError('name a user: an account or an id');
  const page = await call(target, qaRoutes['users.search'], { query: { q: who, pageSize: 100 } });
  const user = page.list.find((u) => u.id === who || u.account.toLowerCase() === who.toLowerCase());
  if (!user) throw new QaError(`no user with account or id ${who}`);
  return user;
}

/** `scenario export`: the file's text to --out (its extension chooses YAML or JSON) or, without it, as the printed line. */
async function exportScenario(target: QaTarget, args: string[]): Promise<{ result: unknown; line: string }> {
  const out = flag(args, '--out');
  const format = out?.toLowerCase().endsWith('.json') ? 'json' : 'yaml';
  const users = flag(args, '--users');
  const exported = await call(target, qaRoutes['scenario.export'], { query: { format, users } });
  if (!out) return { result: exported, line: exported.text.trimEnd() };
  try {
    writeFileSync(out, exported.text);
  } catch {
    throw new QaError(`cannot write ${out}`);
  }
  return { result: { ...exported, file: out }, line: `wrote ${out}: ${exported.users} user(s), ${exported.positions} position(s)` };
}

const userLine = (u: QaUserSummary) => `${u.account.padEnd(20)} ${(u.email ?? '-').padEnd(28)} ${(u.phone ?? '-').padEnd(16)} ${u.id}`;

/** Runs one command; returns what to print (the result, and its human line). */
export async function runCommand(argv: string[], target: QaTarget, opts: { pollMs?: number } = {}): Promise<{ result: unknown; line: string }> {
  const args = argv.filter((a) => a !== '--json');
  const [command, sub, ...rest] = args;
  switch (command) {
    case 'scenario': {
      if (!sub || sub === 'list') {
        const state = await call(target, qaRoutes.state);
        return { result: state.scenarios, line: state.scenarios.join('\n') };
      }
      const started = performance.now();
      if (sub === 'load') {
        const file = rest[0];
        if (!file) throw new QaError('name a scenario file: scenario load <file.yaml>');
        let text: string;
        try {
          text = readFileSync(file, 'utf8');
        } catch {
          throw new QaError(`cannot read ${file}`);
        }
        const loaded = await call(target, qaRoutes['scenario.file'], { body: { fileName: path.basename(file), text } });
        return { result: loaded, line: `loaded ${file} in ${Math.round(performance.now() - started)} ms` };
      }
      if (sub === 'export') return exportScenario(target, args);
      const result = await call(target, qaRoutes.scenario, { body: { name: sub } });
      return { result, line: `loaded ${result.scenario} in ${Math.round(performance.now() - started)} ms` };
    }
    case 'snapshot': {
      const name = rest[0];
      if (sub === 'list' || !sub) {
        const list = await call(target, qaRoutes['snapshots.list']);
        return { result: list, line: list.map((s) => `${s.name.padEnd(24)} ${s.savedAt}  ${Math.round(s.sizeBytes / 1024)} KB`).join('\n') || '(no snapshots)' };
      }
      if (!name) throw new QaError(`snapshot ${sub} needs a name`);
      if (sub === 'save') {
        const saved = await call(target, qaRoutes['snapshots.save'], { body: { name, overwrite: args.includes('--overwrite') } });
        return { result: saved, line: `saved ${saved.name} at ${saved.savedAt} (${saved.ms} ms)` };
      }
      if (sub === 'restore') {
        const done = await call(target, qaRoutes['snapshots.restore'], { params: { name } });
        return { result: done, line: `restored ${done.restored.name} in ${done.ms} ms; clock ${done.clock.now}` };
      }
      if (sub === 'delete') return { result: await call(target, qaRoutes['snapshots.delete'], { params: { name } }), line: `deleted ${name}` };
      throw new QaError(`unknown snapshot command: ${sub}`);
    }
    case 'clock': {
      const show = (c: QaClockState) => [`now ${c.now} (offset ${c.offsetMs} ms)`, ...(c.jobs ?? []).map((j) => `  ${j.name.padEnd(30)} ${j.nextRun ?? `every ${j.every}`}`)].join('\n');
      if (!sub || sub === 'show') {
        const c = await call(target, qaRoutes['clock.show']);
        return { result: c, line: show(c) };
      }
      const value = rest.join(' ');
      if (!value) throw new QaError(`clock ${sub} needs a ${sub === 'jump' ? 'date' : 'duration'}`);
      if (sub === 'advance') {
        const body = /^\d+$/.test(value) ? { ms: Number(value) } : { duration: value };
        const c = await call(target, qaRoutes['clock.advance'], { body });
        return { result: c, line: show(c) };
      }
      if (sub === 'jump') {
        const c = await call(target, qaRoutes['clock.jump'], { body: { to: /^\d+$/.test(value) ? Number(value) : value } });
        return { result: c, line: show(c) };
      }
      throw new QaError(`unknown clock command: ${sub}`);
    }
    case 'steer': {
      const [kind, amount] = rest;
      if (!sub || !kind || (!amount && kind !== 'flat')) throw new QaError('steer needs a symbol, a kind and a percent or price');
      const durationSeconds = seconds(flag(args, '--for') ?? '60s');
      const body = kind === 'flat' ? { symbol: sub, kind, durationSeconds } : kind === 'target' ? { symbol: sub, kind, targetPrice: amount, durationSeconds } : { symbol: sub, kind, percent: amount, durationSeconds };
      // The kind and the amounts as typed: the server names what it refuses.
      const steer = await call(target, qaRoutes['market.steer'], { body: body as QaBody<QaRoutes['market.steer']> });
      return { result: steer, line: `${steer.symbol} ${steer.from} -> ${steer.target} over ${durationSeconds} s` };
    }
    case 'replay': {
      const file = rest.find((a) => !a.startsWith('--'));
      if (!sub || !file) throw new QaError('replay needs a symbol and a CSV file');
      let csv: string;
      try {
        csv = readFileSync(file, 'utf8');
      } catch {
        throw new QaError(`cannot read ${file}`);
      }
      const mode = args.includes('--absolute') ? 'absolute' : 'scaled';
      const r = await call(target, qaRoutes['market.replay'], { body: { symbol: sub, mode, csv } });
      return { result: r, line: `${r.symbol} replays ${r.rows} rows (${mode}) ${r.from} -> ${r.target} over ${(r.endTime - r.startTime) / 1000} s` };
    }
    case 'good-day': {
      const durationSeconds = seconds(flag(args, '--for') ?? '10m');
      const r = await call(target, qaRoutes['market.goodDay'], { body: { durationSeconds } });
      const start = r.phases[0]?.startTime ?? 0;
      const line = r.phases.map((p) => `${p.name.padEnd(18)} ${p.kind} ${p.percent} % from +${(p.startTime - start) / 1000} s to +${(p.endTime - start) / 1000} s`).join('\n');
      return { result: r, line };
    }
    case 'stream': {
      if (!sub || sub === 'show') {
        const r = await call(target, qaRoutes['market.stream']);
        const faults = r.faults.map((f) => `#${f.id} ${f.kind}${f.until ? ` until ${new Date(f.until).toISOString()}` : ''}`);
        return { result: r, line: [`${r.open} open streams`, ...faults].join('\n') };
      }
      if (sub === 'drop') {
        const r = await call(target, qaRoutes['market.stream.drop']);
        return { result: r, line: `dropped ${r.dropped} streams` };
      }
      if (sub === 'gap' || sub === 'stale') {
        if (!rest[0]) throw new QaError(`stream ${sub} needs a duration (like 30s)`);
        const r = await call(target, qaRoutes[`market.stream.${sub}`], { body: { seconds: seconds(rest[0]) } });
        return { result: r, line: `fault #${r.id} stream-${sub} for ${seconds(rest[0])} s` };
      }
      throw new QaError(`unknown stream command: ${sub}`);
    }
    case 'pending': {
      const finance: QaFinancePending = await call(target, qaRoutes['finance.pending']);
      const kyc = await call(target, qaRoutes['kyc.list'], { query: { status: 'pending' } });
      const loans = await call(target, qaRoutes['loan.pending']);
      const result = { deposits: finance.recharges, withdrawals: finance.withdrawals, kyc, loans };
      const line = Object.entries(result)
        .map(([k, items]) => `${k.padEnd(12)} ${items.length}${items.length ? `: ${items.map((i) => i.id).join(', ')}` : ''}`)
        .join('\n');
      return { result, line };
    }
    case 'approve': {
      const route = sub ? APPROVE[sub] : undefined;
      if (!sub || !route) throw new QaError('approve deposit|withdrawal|kyc|loan [<id>]');
      const id = rest[0] ?? (await oldest(target, sub));
      return { result: await call(target, route, { params: { id } }), line: `approved ${sub} ${id}` };
    }
    case 'pay': {
      if (sub !== 'withdrawal') throw new QaError('pay withdrawal [<id>]');
      const id = rest[0] ?? (await oldest(target, 'withdrawal'));
      return { result: await call(target, qaRoutes['finance.withdrawals.pay'], { params: { id } }), line: `paid withdrawal ${id}` };
    }
    case 'inbox': {
      if (sub === 'wait') {
        const to = rest[0];
        if (!to) throw new QaError('inbox wait needs a target (an e-mail or +<country code><phone>)');
        const query = { target: to, limit: 1 };
        const [before] = await call(target, qaRoutes.inbox, { query });
        const deadline = performance.now() + seconds(flag(args, '--timeout') ?? '60s') * 1000;
        // Polled: the inbox is a table the server writes; a message is new when the newest one changed.
        while (performance.now() < deadline) {
          const [latest] = await call(target, qaRoutes.inbox, { query });
          if (latest && (!before || latest.sentAt !== before.sentAt || latest.code !== before.code || latest.text !== before.text)) {
            return { result: latest, line: latest.code };
          }
          await sleep(opts.pollMs ?? 250);
        }
        throw new QaError(`no new message to ${to} within the timeout`);
      }
      const messages = await call(target, qaRoutes.inbox, { query: { target: sub } });
      return { result: messages, line: messages.map((m) => `${m.sentAt}  ${m.channel.padEnd(5)} ${m.target.padEnd(28)} ${m.code}  ${m.purpose}`).join('\n') || '(empty)' };
    }
    case 'user': {
      if (sub === 'search') {
        const q = rest.filter((a) => !a.startsWith('--') && a !== flag(args, '--page')).join(' ');
        const page = await call(target, qaRoutes['users.search'], { query: { q, page: flag(args, '--page') ?? 1 } });
        const more = page.total > page.page * page.pageSize ? `\n(${page.total} found; --page ${page.page + 1} for more)` : '';
        return { result: page, line: (page.list.map(userLine).join('\n') || '(no users)') + more };
      }
      if (sub === 'show') {
        const { id } = await findUser(target, rest[0]);
        const d = await call(target, qaRoutes['users.show'], { params: { id } });
        const line = [
          userLine(d.user),
          'balances:',
          ...d.balances.map((b) => `  ${b.account.padEnd(12)} ${b.currency.padEnd(8)} ${b.available} (frozen ${b.frozen})`),
          `open positions: ${d.openPositions.length}`,
          ...d.openPositions.map((p) => `  ${p.symbol} ${p.side === 1 ? 'long' : 'short'} ${p.quantity} @ ${p.entryPrice} x${p.leverage}`),
          `orders (newest first): ${d.orders.length}`,
          ...d.orders.map((o) => `  ${o.createdAt} ${o.kind.padEnd(10)} ${o.orderNo} ${o.summary}`),
          `ledger (last ${d.ledger.length}):`,
          ...d.ledger.map((r) => `  ${r.createdAt} ${r.account.padEnd(12)} ${r.currency.padEnd(8)} ${r.availableDelta} -> ${r.availableAfter}`),
        ].join('\n');
        return { result: d, line };
      }
      if (sub === 'signin') {
        const { id } = await findUser(target, rest[0]);
        const signIn = await call(target, qaRoutes['users.signIn'], { params: { id } });
        const url = `${target.url}${signIn.path}`;
        return { result: { ...signIn, url }, line: `open within ${signIn.expiresInSeconds} s (once) to be signed in as ${signIn.account}:\n${url}` };
      }
      throw new QaError('user search <part> | show <account | id> | signin <account | id>');
    }
    case 'log': {
      const query: Record<string, string> = {};
      for (const [key, name] of [['user', '--user'], ['route', '--route'], ['code', '--code'], ['limit', '--limit']] as const) {
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
      let seen = Math.max(0, ...(await read()).map((c) => c.seq));
      for (;;) {
        await sleep(opts.pollMs ?? 1000);
        const fresh = (await read()).filter((c) => c.seq > seen).reverse();
        for (const c of fresh) console.log(args.includes('--json') ? JSON.stringify(c) : callLine(c));
        seen = Math.max(seen, ...fresh.map((c) => c.seq));
      }
    }
    case 'faults': {
      if (sub === 'clear') {
        const cleared = await call(target, qaRoutes['faults.clear']);
        return { result: cleared, line: `cleared ${cleared.cleared} fault(s)` };
      }
      const list = await call(target, qaRoutes['faults.list']);
      const line = list.map((f) => `#${f.id} ${f.kind.padEnd(12)} ${f.route}  hits ${f.hits}${f.remaining !== undefined ? `, ${f.remaining} left` : ''}${f.until ? `, until ${f.until}` : ''}`).join('\n');
      return { result: list, line: line || '(no faults)' };
    }
    case 'fault': {
      const [kind, value] = rest;
      if (!sub || !kind) throw new QaError('fault <route pattern> latency <ms> | code <n> | unauthorized | drop');
      const number = (name: string) => {
        const v = flag(args, name);
        return v === undefined ? undefined : Number(v);
      };
      const forFlag = flag(args, '--for');
      const body = {
        route: sub,
        kind,
        ...(kind === 'latency' ? { latencyMs: Number(value) } : {}),
        ...(kind === 'code' ? { code: Number(value) } : {}),
        ...(flag(args, '--method') ? { method: flag(args, '--method')!.toUpperCase() } : {}),
        ...(number('--calls') === undefined ? {} : { calls: number('--calls') }),
        ...(forFlag ? { seconds: seconds(forFlag) } : {}),
        ...(number('--rate') === undefined ? {} : { rate: number('--rate') }),
        ...(number('--seed') === undefined ? {} : { seed: number('--seed') }),
      };
      // The kind as typed: the server names what it refuses.
      const fault = await call(target, qaRoutes['faults.add'], { body: body as QaFaultSpec });
      return { result: fault, line: `fault #${fault.id}: ${fault.kind} on ${fault.route}` };
    }
    default:
      throw new QaError(command ? `unknown command: ${command}\n\n${USAGE}` : USAGE);
  }
}

/** The whole CLI: runs, prints, returns the exit code. */
export async function runQa(argv: string[], out: (text: string) => void = console.log, err: (text: string) => void = console.error, target?: QaTarget): Promise<number> {
  try {
    const { result, line } = await runCommand(argv, target ?? defaultTarget());
    out(argv.includes('--json') ? JSON.stringify(result, null, 2) : line);
    return 0;
  } catch (error) {
    if (!(error instanceof QaError)) throw error;
    err(error.message);
    return 1;
  }
}
