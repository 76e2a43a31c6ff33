import { Dec as D } from '@sandbox/shared/decimal';
import type { IeoOrder, IeoProject, PrismaClient, TradingSymbol } from '@sandbox/prisma';
import { toRegionTime } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { postAll, type LedgerEntry } from '../../ledger/index.ts';
import { BalanceLogType } from '../../ledger/types.ts';
import { NOTICE_KIND, type Notify, type NotifyEvent } from '../content/index.ts';
import { IEO_DB, IEO_ORDER_DB, payDeadlineOf } from './codes.ts';
import { drawFinished } from './ieo-store.ts';
import { listedCurrency, listedFlashPairs, listedSymbol } from './listing.ts';

/*
 * The calendar's steps after the opening: the draw, the lapse of unpaid allocations, the delivery.
 * Each is claimed by a guarded status change (false: another pass took it) and tells the
 * applicants in the transactions that write their rows: the lapse and the delivery in the claim's
 * one, the draw's results in batches after it (draw-step.ts).
 */

export interface ScheduleDeps {
  db: PrismaClient;
  clock: Clock;
  notify: Notify;
  /** Called after a listing on the market commits: the market adds the symbol live. */
  onSymbolListed: (row: TradingSymbol) => void;
}

/** What an applicant is told of a step of a project (its name and coin in every text). */
export const told = (p: Pick<IeoProject, 'name' | 'coin'>, o: Pick<IeoOrder, 'id' | 'userId'>, kind: NotifyEvent['kind'], params: NotifyEvent['params']): NotifyEvent => ({
  userId: o.userId,
  kind,
  refId: o.id,
  params: { name: p.name, coin: p.coin, ...params },
});

export const deadlineText = (p: Pick<IeoProject, 'payUntil' | 'listAt'>) => toRegionTime(payDeadlineOf(p));

/**
 * The draw's claim at lotteryAt: the project takes DRAWN, its seed revealed; its applications'
 * results and notices follow in batches (draw-step.ts finishDraw).
 */
export async function draw(deps: Pick<ScheduleDeps, 'db'>, p: IeoProject, now: Date): Promise<boolean> {
  const claimed = await deps.db.ieoProject.updateMany({ where: { id: p.id, status: IEO_DB.ISSUING }, data: { status: IEO_DB.DRAWN, drawnAt: now } });
  return claimed.count === 1;
}

/** The payment deadline: the project's payment closes and its unpaid allocations expire (once every application has its result). */
export async function lapse(deps: ScheduleDeps, p: IeoProject): Promise<boolean> {
  return deps.db.$transaction(async (tx) => {
    if (!(await drawFinished(tx, p.id))) return false;
    const claimed = await tx.ieoProject.updateMany({ where: { id: p.id, status: IEO_DB.DRAWN }, data: { status: IEO_DB.COMPLETED } });
    if (claimed.count !== 1) return false;
    const unpaid = await tx.ieoOrder.findMany({ where: { projectId: p.id, status: IEO_ORDER_DB.WON }, select: { id: true, userId: true, winQuantity: true } });
    await tx.ieoOrder.updateMany({ where: { projectId: p.id, status: IEO_ORDER_DB.WON }, data: { status: IEO_ORDER_DB.EXPIRED } });
    const deadline = deadlineText(p);
    await deps.notify(tx, unpaid.map((o) => told(p, o, NOTICE_KIND.IEO_LAPSED, { quantity: o.winQuantity ?? '0', deadline })));
    return true;
  });
}

/** The delivery at listAt: the paid tokens to spot, and the token on the market when the project says so. */
export async function deliver(deps: ScheduleDeps, p: IeoProject, now: Date): Promise<boolean> {
  let listed: TradingSymbol | undefined;
  const done = await deps.db.$transaction(async (tx) => {
    const claimed = await tx.ieoProject.updateMany({ where: { id: p.id, status: IEO_DB.COMPLETED }, data: { status: IEO_DB.LISTED, deliveredAt: now } });
    if (claimed.count !== 1) return false;
    // The token becomes a currency users hold (asset centre), valued at its issue price; it cannot be deposited or withdrawn.
    await tx.currency.upsert({ where: { code: p.coin }, create: listedCurrency(p), update: {} });
    const paid = await tx.ieoOrder.findMany({ where: { projectId: p.id, status: IEO_ORDER_DB.COMPLETED }, orderBy: { orderNo: 'asc' } });
    const delivered = paid.filter((o) => o.winQuantity && new D(o.winQuantity).gt(0));
    const entries: LedgerEntry[] = delivered.map((o) => ({
      userId: o.userId, account: 'spot', currency: p.coin, type: BalanceLogType.IEO_DELIVERY, availableDelta: o.winQuantity!,
      refType: 'IeoOrder', refId: o.id, remark: o.orderNo, at: now,
    }));
    await postAll(tx, entries);
    await deps.notify(tx, delivered.map((o) => told(p, o, NOTICE_KIND.IEO_DELIVERED, { quantity: o.winQuantity! })));
    // On the market too when the project says so: from its listing time (not the late pass's), at the
    // issue price. Only a USDT-paid project: the market's listing price is in USDT.
    if (p.listOnMarket && p.payCurrency === 'USDT') {
      const row = listedSymbol(p, p.listAt);
      listed = await tx.tradingSymbol.upsert({ where: { symbol: row.symbol }, create: row, update: {} });
      for (const pair of listedFlashPairs(p)) {
        const key = { fromCurrency: pair.fromCurrency, toCurrency: pair.toCurrency };
        await tx.flashExchangeSetting.upsert({ where: { fromCurrency_toCurrency: key }, create: pair, update: {} });
      }
    }
    return true;
  });
  // A symbol that was already on the market as a seeded one (no listedAt) is left as it is.
  if (done && listed?.listedAt) deps.onSymbolListed(listed);
  return done;
}
