import type { PrismaClient } from '@sandbox/prisma';
import type { Language } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { conflict, notFound } from '../../errors.ts';
import { localizeNested, localizeRows } from '../catalogue-text.ts';
import { pageWindow, toPage, type PageQuery } from '../paging.ts';
import { allocationOf, isDrawn, projectStatusToDb } from './codes.ts';
import { decimalsOf, drawFinished } from './ieo-store.ts';
import { toOrderWire, toProjectWire } from './mappers.ts';
import type { ScheduleService } from './schedule-service.ts';

/*
 * What the IEO screens read: the projects, the caller's subscriptions (both after the calendar's due
 * steps, as the earn lists pay due days, but for a claimed draw's results, which the job writes:
 * schedule-service.ts) and a drawn project's public draw data.
 */

export interface IeoServiceDeps {
  db: PrismaClient;
  clock: Clock;
  schedule: ScheduleService;
}

export async function listProjects({ db, schedule }: IeoServiceDeps, userId: string, q: PageQuery & { status?: number | undefined }, lang: Language) {
  await schedule.runPass({ finishDraws: false });
  const where = q.status === undefined ? {} : { status: projectStatusToDb(q.status) };
  const [rows, total] = await Promise.all([
    db.ieoProject.findMany({ where, orderBy: [{ sort: 'asc' }, { startAt: 'asc' }, { id: 'asc' }], ...pageWindow(q) }),
    db.ieoProject.count({ where }),
  ]);
  const mine = await db.ieoOrder.findMany({ where: { userId, projectId: { in: rows.map((p) => p.id) } }, select: { projectId: true, quantity: true } });
  const applied = new Map(mine.map((o) => [o.projectId, o.quantity]));
  return toPage((await localizeRows(db, 'ieoProject', lang, rows)).map((p) => toProjectWire(p, applied.get(p.id) ?? '0')), total, q);
}

export async function listOrders({ db, schedule }: IeoServiceDeps, userId: string, q: PageQuery & { status?: number | undefined }, lang: Language) {
  await schedule.runPass({ finishDraws: false });
  const where = { userId, ...(q.status === undefined ? {} : { status: q.status }) };
  const [rows, total] = await Promise.all([
    db.ieoOrder.findMany({ where, include: { project: true }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageWindow(q) }),
    db.ieoOrder.count({ where }),
  ]);
  return toPage((await localizeNested(db, 'ieoProject', lang, rows, 'project')).map((o) => toOrderWire(o, o.project)), total, q);
}

/** A drawn project's public draw data (ext.ieoDraw), enough to recompute the draw. */
export async function drawData({ db }: IeoServiceDeps, projectId: string) {
  const p = await db.ieoProject.findUnique({ where: { id: projectId } });
  if (!p) throw notFound('ieo.notFound');
  // Not before every application has its result: a draw's results are written in batches (draw-step.ts).
  if (!isDrawn(p) || !p.seed || !p.seedHash || !(await drawFinished(db, projectId))) throw conflict('ieo.notDrawn');
  const orders = await db.ieoOrder.findMany({ where: { projectId }, orderBy: { orderNo: 'asc' }, select: { orderNo: true, quantity: true, winQuantity: true } });
  return {
    projectId: p.id,
    currency: p.coin,
    allocation: allocationOf(p),
    totalSupply: p.totalSupply,
    lotSize: p.minSubscribe,
    decimals: await decimalsOf(db, p.coin),
    seedHash: p.seedHash,
    seed: p.seed,
    applications: orders.map((o) => ({ orderNo: o.orderNo, quantity: o.quantity, won: o.winQuantity ?? '0' })),
  };
}
