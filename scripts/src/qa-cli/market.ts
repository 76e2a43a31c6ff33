/** `steer`, `replay`, `good-day` and `stream`: the market moved on purpose, and its price streams faulted. */
import { qaRoutes, type QaBody, type QaRoutes } from '@sandbox/shared/qa-routes';
import { call, flag, QaError, readText, seconds, type QaCommand } from './call.ts';

/** `steer <SYMBOL> crash|rally <percent> | target <price> | flat [--for 60s]`. */
export const steer: QaCommand = async ({ target, args, sub, rest }) => {
  const [kind, amount] = rest;
  if (!sub || !kind || (!amount && kind !== 'flat')) throw new QaError('steer needs a symbol, a kind and a percent or price');
  const durationSeconds = seconds(flag(args, '--for') ?? '60s');
  const body = kind === 'flat' ? { symbol: sub, kind, durationSeconds } : kind === 'target' ? { symbol: sub, kind, targetPrice: amount, durationSeconds } : { symbol: sub, kind, percent: amount, durationSeconds };
  // The kind and the amounts as typed: the server names what it refuses.
  const r = await call(target, qaRoutes['market.steer'], { body: body as QaBody<QaRoutes['market.steer']> });
  return { result: r, line: `${r.symbol} ${r.from} -> ${r.target} over ${durationSeconds} s` };
};

/** `replay <SYMBOL> <file.csv> [--absolute]`. */
export const replay: QaCommand = async ({ target, args, sub, rest }) => {
  const file = rest.find((a) => !a.startsWith('--'));
  if (!sub || !file) throw new QaError('replay needs a symbol and a CSV file');
  const csv = readText(file);
  const mode = args.includes('--absolute') ? 'absolute' : 'scaled';
  const r = await call(target, qaRoutes['market.replay'], { body: { symbol: sub, mode, csv } });
  return { result: r, line: `${r.symbol} replays ${r.rows} rows (${mode}) ${r.from} -> ${r.target} over ${(r.endTime - r.startTime) / 1000} s` };
};

/** `good-day [--for 10m]`: one line a phase, its times from the first phase's start. */
export const goodDay: QaCommand = async ({ target, args }) => {
  const durationSeconds = seconds(flag(args, '--for') ?? '10m');
  const r = await call(target, qaRoutes['market.goodDay'], { body: { durationSeconds } });
  const start = r.phases[0]?.startTime ?? 0;
  // A phase's times are null without crypto symbols (read as 0).
  const line = r.phases.map((p) => `${p.name.padEnd(18)} ${p.kind} ${p.percent} % from +${(Number(p.startTime) - start) / 1000} s to +${(Number(p.endTime) - start) / 1000} s`).join('\n');
  return { result: r, line };
};

/** `stream [show] | drop | gap <30s> | stale <30s>`. */
export const stream: QaCommand = async ({ target, sub, rest }) => {
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
};
