import type { Loan, PrismaClient, Tx } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import type { PassPauses } from '../../jobs/between-batches.ts';
import type { Notify, NotifyEvent } from '../content/index.ts';

/** What the settlement service's parts share: its dependencies. */
export interface SettlementDeps {
  db: PrismaClient;
  clock: Clock;
  feed: PriceFeed;
  notify: Notify;
  /** The job pass's pauses between pages (jobs/between-batches.ts; aThirdOfTheLoop unless a test or bench hands in its own). */
  pauses?: PassPauses;
}

/** Tells the borrower of a change to their loan, in the change's transaction (the loan's number and amount always told). */
export const tell = (ctx: SettlementDeps, tx: Tx, l: Pick<Loan, 'id' | 'userId' | 'orderNo' | 'amount' | 'currency'>, kind: NotifyEvent['kind'], params: NotifyEvent['params']) =>
  ctx.notify(tx, { userId: l.userId, kind, refId: l.id, params: { orderNo: l.orderNo, amount: l.amount, currency: l.currency, ...params } });
