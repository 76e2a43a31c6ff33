import { expect, test } from 'vitest';
import { benchMachine } from './machine.ts';

const row = (id: string, value: number | null) => ({ id, group: 'g', label: 'l', value, unit: 'u' });

test('the machine rows: ceilings of the run against the reference, the encrypted floor against the transfer target', async () => {
  const rows = await benchMachine({ seconds: 1, previous: [row('rsa.openssl.sign', 1230), row('market.bare-server', 21_536), row('http.encrypted-post', 531)] });
  // 1,230 / 3,860 = 0.3187; 21,536 / 37,675 = 0.5716; 531 / 600 = 0.885.
  expect(rows.map((r) => [r.id, r.value])).toEqual([['machine.openssl', 0.32], ['machine.bare-fastify', 0.57], ['machine.encrypted-floor', 0.89]]);
  expect(rows[2]!.note).toMatch(/no transfer reaches the target/);
  const fast = await benchMachine({ seconds: 1, previous: [row('http.encrypted-post', 2400)] });
  expect(fast.map((r) => r.value)).toEqual([null, null, 4]);
  expect(fast[2]!.note).toMatch(/within/);
});
