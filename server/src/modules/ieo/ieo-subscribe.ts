import type { IeoOrder, IeoProject, PrismaClient, Tx } from '@sandbox/prisma';
import { Dec as D } from '@sandbox/shared/decimal';
import { toRegionTime, type Language } from '@sandbox/shared';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { localizeNested } from '../catalogue-text.ts';
import { debit } from '../../ledger/index.ts';
import { BalanceLogType } from '../../ledger/types.ts';
import { assertUserAmount } from '../amount.ts';
import { assertKycLevel } from '../identity/index.ts';
import { orderNo } from '../order-no.ts';
import { allocationOf, IEO_DB, IEO_ORDER_DB, payDeadlineOf } from './codes.ts';
import type { IeoServiceDeps } from './ieo-reads.ts';
import { commitSeed, decimalsOf } from './ieo-store.ts';
import { toOrderWire } from './mappers.ts';
import { assertMayMoveMoney } from '../wallet/index.ts';

/*
 * Subscribing: apply is once per user and project (checked in the transaction that writes the
 * order); pay is a guarded status change (won -> completed) with the debit in the same
 * transaction, so a racing second pay finds nothing to pay.
 */

export async function apply(deps: IeoServiceDeps, userId: string, input: { projectId: string; quantity: string }, lang: Language) {
  const { db, clock } = deps;
  const p = await db.ieoProject.findUnique({ where: { id: input.projectId } });
  if (!p) throw notFound('ieo.notFound');
  const now = clock.now();
  const quantity = await checkApplication(db, p, input.quantity, now);
  const user = await db.user.findUnique({ where: { id: userId }, select: { status: true } });
  if (!user) throw notFound('request.notFound');
  assertMayMoveMoney(user);
  if (p.requiredKycLevel > 0) await assertKycLevel(db, userId, p.requiredKycLevel >= 2 ? 2 : 1);
  const no = orderNo('IO', now);
  const row = await db.$transaction((tx) => writeApplication(tx, userId, p, quantity, no, now));
  const [localized] = await localizeNested(db, 'ieoProject', lang, [row], 'project');
  return toOrderWire(localized!, localized!.project);
}

/**
 * A scenario file's subscription (docs/scenarios.md), applied at `at` inside the caller's
 * transaction by apply's own rules and rows: the window at `at`, the quantity, the project's
 * identity level, once per user (the seed committed first). The applicant's status is not asked:
 * the subscription is state, made before a freeze.
 */
export async function applyIn(tx: Tx, userId: string, p: IeoProject, quantity: string, at: Date): Promise<IeoOrder> {
  const checked = await checkApplication(tx, p, quantity, at);
  if (p.requiredKycLevel > 0) await assertKycLevel(tx, userId, p.requiredKycLevel >= 2 ? 2 : 1);
  return writeApplication(tx, userId, p, checked, orderNo('IO', at), at);
}

/** The project takes subscriptions at `now`, and the quantity: the token's decimals, the range, whole lots of a lottery project. */
async function checkApplication(db: PrismaClient | Tx, p: IeoProject, text: string, now: Date): Promise<D> {
  if (now < p.startAt || now >= p.endAt || p.status > IEO_DB.ISSUING) {
    throw badRequest('ieo.notOpen', { start: toRegionTime(p.startAt), end: toRegionTime(p.endAt) });
  }
  assertUserAmount(text, { field: 'quantity', currency: p.coin, decimals: await decimalsOf(db, p.coin) });
  const quantity = new D(text);
  if (quantity.lt(p.minSubscribe) || quantity.gt(p.maxSubscribe)) {
    throw badRequest('ieo.quantityOutOfRange', { min: p.minSubscribe, max: p.maxSubscribe, currency: p.coin });
  }
  if (allocationOf(p) === 'lottery' && !quantity.mod(p.minSubscribe).isZero()) throw badRequest('ieo.lotMultiple', { lot: p.minSubscribe, currency: p.coin });
  return quantity;
}

/** The application in `tx`: once per user and project (checked where it is written), the draw's seed committed before it. */
async function writeApplication(tx: Tx, userId: string, p: IeoProject, quantity: D, no: string, now: Date) {
  if ((await tx.ieoOrder.count({ where: { userId, projectId: p.id } })) > 0) throw conflict('ieo.alreadyApplied');
  // The commitment precedes every application, even when the job has not opened the project yet.
  if (!p.seedHash) await commitSeed(tx, p);
  return tx.ieoOrder.create({
    data: { orderNo: no, userId, projectId: p.id, quantity: quantity.toFixed(), price: p.issuePrice, status: IEO_ORDER_DB.APPLIED, createdAt: now },
    include: { project: true },
  });
}

export async function pay(deps: IeoServiceDeps, userId: string, orderId: string, lang: Language) {
  const { db, clock } = deps;
  const o = await db.ieoOrder.findFirst({ where: { id: orderId, userId }, include: { project: true } });
  if (!o) throw notFound('ieo.orderNotFound');
  if (o.status === IEO_ORDER_DB.COMPLETED) throw conflict('ieo.alreadyPaid');
  const now = clock.now();
  const deadline = payDeadlineOf(o.project);
  // An allocation that lapsed is told why, whether or not the lapse has been recorded yet.
  if (o.status === IEO_ORDER_DB.EXPIRED || (o.status === IEO_ORDER_DB.WON && now >= deadline)) throw conflict('ieo.payClosed', { end: toRegionTime(deadline) });
  if (o.status !== IEO_ORDER_DB.WON || !o.amount) throw conflict('ieo.nothingToPay');
  const row = await db.$transaction(async (tx) => {
    const claimed = await tx.ieoOrder.updateMany({ where: { id: o.id, status: IEO_ORDER_DB.WON }, data: { status: IEO_ORDER_DB.COMPLETED, paidAt: now } });
    if (claimed.count !== 1) throw conflict('ieo.alreadyPaid');
    if (new D(o.amount!).gt(0)) {
      await debit(tx, {
        userId, account: 'spot', currency: o.project.payCurrency, type: BalanceLogType.IEO_PAY, amount: o.amount!,
        refType: 'IeoOrder', refId: o.id, remark: o.orderNo, at: now,
      });
    }
    return tx.ieoOrder.findUniqueOrThrow({ where: { id: o.id }, include: { project: true } });
  });
  const [localized] = await localizeNested(db, 'ieoProject', lang, [row], 'project');
  return toOrderWire(localized!, localized!.project);
}
