/** `clock`: the sandbox time shown, advanced or jumped. */
import type { QaClockState } from '@sandbox/shared/qa-wire';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { call, QaError, type QaCommand } from './call.ts';

/** A job as its line reads it: a timer's next run, else what drives it. */
type JobLine = { name: string; nextRun?: string; every?: string };
const show = (c: QaClockState) => [`now ${c.now} (offset ${c.offsetMs} ms)`, ...c.jobs.map((j: JobLine) => `  ${j.name.padEnd(30)} ${j.nextRun ?? `every ${j.every}`}`)].join('\n');

/** `clock [show] | advance <duration | ms> | jump <date>`. */
export const clock: QaCommand = async ({ target, sub, rest }) => {
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
};
