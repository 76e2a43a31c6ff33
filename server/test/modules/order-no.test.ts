import { expect, test } from 'vitest';
import { orderNo } from '../../src/modules/order-no.ts';

test('order numbers of one second never repeat in a process: 5,000 at one instant are 5,000 numbers (random draws would repeat one all but surely)', () => {
  const at = new Date('2026-12-01T00:30:00Z');
  const numbers = Array.from({ length: 5000 }, (_, i) => orderNo(i % 2 ? 'P' : 'SC', at));
  expect(new Set(numbers.map((n) => n.slice(-6))).size).toBe(5000);
  // The prefix, the region time (UTC+8: 08:30) and six digits.
  expect(numbers[1]).toMatch(/^P20261201083000\d{6}$/);
  expect(numbers[0]).toMatch(/^SC20261201083000\d{6}$/);
});
