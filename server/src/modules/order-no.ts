import { randomInt } from 'node:crypto';
import { toRegionTime } from '@sandbox/shared';

/**
 * Order numbers of every kind: a prefix (R deposit, W withdrawal, P position, SC second
 * contract, FX flash exchange, PO product order, LN loan, IO IEO subscription), the region time "20260101083000" and 6 random digits:
 * readable, sortable by time, unique in practice (each orderNo is a unique column).
 */
export function orderNo(prefix: 'R' | 'W' | 'P' | 'SC' | 'FX' | 'PO' | 'LN' | 'IO', now: Date): string {
  const stamp = toRegionTime(now).replace(/\D/g, '');
  return `${prefix}${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
