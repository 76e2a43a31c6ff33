import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import type { Notify } from '../content/index.ts';
import { createLoanService } from './loan-service.ts';
import { createSettlementService } from './settlement-service.ts';

export type LoanModule = ReturnType<typeof createLoanModule>;

/** Wires the loan services once (modules/index.ts). */
export function createLoanModule(deps: { db: PrismaClient; clock: Clock; feed: PriceFeed; notify: Notify }) {
  const settlement = createSettlementService(deps);
  return { loans: createLoanService({ ...deps, settlement }), settlement };
}
