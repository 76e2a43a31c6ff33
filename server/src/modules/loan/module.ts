import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import type { PassPauses } from '../../jobs/between-batches.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import type { Notify } from '../content/index.ts';
import { createLoanService } from './loan-service.ts';
import { createSettlementService } from './settlement-service.ts';

export type LoanModule = ReturnType<typeof createLoanModule>;

export interface LoanDeps {
  db: PrismaClient;
  clock: Clock;
  feed: PriceFeed;
  notify: Notify;
  pauses?: PassPauses;
}

export function createLoanModule(deps: LoanDeps) {
  const settlement = createSettlementService(deps);
  return { loans: createLoanService({ ...deps, settlement }), settlement };
}
