import { expect, test } from 'vitest';
import { oneAtATime } from '../../src/jobs/one-at-a-time.ts';

test('passes never overlap, run in the order asked, and a failure rejects only its own caller', async () => {
  const passes = oneAtATime();
  const log: string[] = [];
  const pass = (name: string, fail = false) => async () => {
    log.push(`${name} start`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    log.push(`${name} end`);
    if (fail) throw new Error(name);
    return name;
  };
  const a = passes.run(pass('a'));
  const b = passes.run(pass('b', true));
  const c = passes.run(pass('c'));
  await expect(a).resolves.toBe('a');
  await expect(b).rejects.toThrow('b');
  await expect(c).resolves.toBe('c');
  await passes.idle();
  expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
});
