import { randomInt } from 'node:crypto';
import { toRegionTime } from '@sandbox/shared';

/** "R20260101083000" + 6 random digits: readable, sortable by time, unique in practice (orderNo is a unique column). */
export function orderNo(prefix: 'R' | 'W', now: Date): string {
  const stamp = toRegionTime(now).replace(/\D/g, '');
  return `${prefix}${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
