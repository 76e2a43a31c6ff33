import { randomInt } from 'node:crypto';
import { toRegionTime } from '@sandbox/shared';

const SERIALS = 1_000_000;
let second = '';
let serial = 0;

/**
 * Order numbers of every kind: a prefix (R deposit, W withdrawal, P position, SC second
 * contract, FX flash exchange, PO product order, LN loan, IO IEO subscription), the region time
 * "20260101083000" and a 6-digit serial: readable and sortable by time. Within a second the serial
 * counts on from a random start, so one process never repeats a number (each orderNo is a unique
 * column: 1,000 random draws in one second, a scenario file's positions, collide about four times
 * in ten); the random start keeps instances of one database apart.
 */
export function orderNo(prefix: 'R' | 'W' | 'P' | 'SC' | 'FX' | 'PO' | 'LN' | 'IO', now: Date): string {
  const stamp = toRegionTime(now).replace(/\D/g, '');
  if (stamp !== second) {
    second = stamp;
    serial = randomInt(0, SERIALS);
  }
  const number = serial;
  serial = (serial + 1) % SERIALS;
  return `${prefix}${stamp}${String(number).padStart(6, '0')}`;
}
