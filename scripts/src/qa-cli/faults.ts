/** `faults` and `fault`: the injected faults listed, cleared, or one added. */
import type { QaFaultSpec } from '@sandbox/shared/qa-wire';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { call, flag, QaError, seconds, type QaCommand } from './call.ts';

/** `faults [list] | clear`. */
export const faults: QaCommand = async ({ target, sub }) => {
  if (sub === 'clear') {
    const cleared = await call(target, qaRoutes['faults.clear']);
    return { result: cleared, line: `cleared ${cleared.cleared} fault(s)` };
  }
  const list = await call(target, qaRoutes['faults.list']);
  const line = list.map((f) => `#${f.id} ${f.kind.padEnd(12)} ${f.route}  hits ${f.hits}${f.remaining !== undefined ? `, ${f.remaining} left` : ''}${f.until ? `, until ${f.until}` : ''}`).join('\n');
  return { result: list, line: line || '(no faults)' };
};

/** `fault <route pattern> latency <ms> | code <n> | unauthorized | drop [--method] [--calls] [--for] [--rate --seed]`. */
export const fault: QaCommand = async ({ target, args, sub, rest }) => {
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
  const added = await call(target, qaRoutes['faults.add'], { body: body as QaFaultSpec });
  return { result: added, line: `fault #${added.id}: ${added.kind} on ${added.route}` };
};
