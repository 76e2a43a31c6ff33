import { Dec as D } from '@sandbox/shared/decimal';
import { readerOf, sqlOf, type IeoProject, type PrismaClient, type Tx } from '@sandbox/prisma';
import { truncate } from '@sandbox/shared';
import { drawAllocation } from '@sandbox/shared/ieo-draw';
import type { GoOn } from '../../jobs/between-batches.ts';
import type { PassWrites } from '../../jobs/pass-thread.ts';
import { NOTICE_KIND, notifyAt, type Notify, type NotifyEvent } from '../content/index.ts';
import { allocationOf, IEO_DB, IEO_ORDER_DB } from './codes.ts';
import { nodeDrawKey } from './draw-key.ts';
import { decimalsOf, drawFinished } from './ieo-store.ts';
import { applicationsOf, DRAW_WRITE, writeDrawResults, type DrawnApplication, type DrawResult } from './queries.ts';
import { deadlineText, told } from './schedule-steps.ts';

/*
 * The draw's results, after its claim (schedule-steps.ts `draw`: the project takes DRAWN). The
 * allocation is a function of the revealed seed and every application of the project, fixed once
 * its window closed (shared/ieo-draw.ts), so any pass, on any instance, that finds a drawn
 * project with applications still applied computes the same results. Each batch of DRAW_WRITE
 * applications is a transaction of its own: the results guarded by the applied status (the
 * statement answers the ones it wrote) and the notices of those only, so each applicant is told
 * once however many passes finish the same draw; the pass pauses between two batches (a draw of
 * 10,000 applications in one transaction holds the loop 0.6 s).
 */

/** A batch of the draw's writes: the applications' results, and what each applicant is told. */
export interface DrawBatch {
  results: DrawResult[];
  events: NotifyEvent[];
}

/** A drawn project as its results need it. */
type Drawn = Pick<IeoProject, 'id' | 'name' | 'coin' | 'payCurrency' | 'issuePrice' | 'totalSupply' | 'minSubscribe' | 'allocation' | 'seed' | 'payUntil' | 'listAt'>;

/**
 * The results of the project's applications still applied, DRAW_WRITE a batch, from the
 * allocation over all of them (`applications`: applicationsOf).
 */
export function planDraw(p: Drawn, applications: readonly DrawnApplication[], decimals: { token: number; pay: number }): DrawBatch[] {
  const won = drawAllocation(
    {
      seed: p.seed!,
      allocation: allocationOf(p),
      totalSupply: p.totalSupply,
      lotSize: p.minSubscribe,
      decimals: decimals.token,
      applications: applications.map(([, , orderNo, quantity]) => ({ orderNo, quantity })),
    },
    nodeDrawKey,
  );
  const deadline = deadlineText(p);
  const batches: DrawBatch[] = [];
  for (const [id, userId, orderNo, quantity, status] of applications) {
    if (status !== IEO_ORDER_DB.APPLIED) continue;
    if (batches.length === 0 || batches.at(-1)!.results.length === DRAW_WRITE) batches.push({ results: [], events: [] });
    const batch = batches.at(-1)!;
    const q = won.get(orderNo) ?? '0';
    const winner = new D(q).gt(0);
    const amount = winner ? truncate(new D(q).times(p.issuePrice), decimals.pay) : '0';
    const o = { id, userId };
    batch.results.push([id, winner ? IEO_ORDER_DB.WON : IEO_ORDER_DB.NOT_WON, q, amount]);
    batch.events.push(
      winner
        ? told(p, o, NOTICE_KIND.IEO_WON, { quantity: q, amount, payCurrency: p.payCurrency, deadline })
        : told(p, o, NOTICE_KIND.IEO_NOT_WON, { quantity }),
    );
  }
  return batches;
}

/** Writes a batch inside the caller's transaction: the results of applications still applied, and their applicants' notices; answers how many it wrote. */
export async function writeDrawBatch(tx: Tx, notify: Notify, p: Pick<IeoProject, 'issuePrice' | 'drawnAt'>, batch: DrawBatch): Promise<number> {
  const written = await writeDrawResults(sqlOf(tx), batch.results, p.issuePrice, p.drawnAt!);
  await notify(tx, batch.events.filter((e) => written.has(e.refId)));
  return written.size;
}

/** The drawn projects with applications still applied (a draw claimed and not finished). */
export async function unfinishedDraws(db: PrismaClient): Promise<IeoProject[]> {
  const drawn = await db.ieoProject.findMany({ where: { status: IEO_DB.DRAWN } });
  const finished = await Promise.all(drawn.map((p) => drawFinished(db, p.id)));
  return drawn.filter((_, i) => !finished[i]);
}

/** The batches of a drawn project's applications still applied, read on `db`'s read-only connection. */
async function batchesOf(db: PrismaClient, p: IeoProject): Promise<DrawBatch[]> {
  const decimals = { token: await decimalsOf(db, p.coin), pay: await decimalsOf(db, p.payCurrency) };
  return planDraw(p, await applicationsOf(readerOf(db), p.id), decimals);
}

/**
 * Finishes every claimed draw on the loop, a batch a transaction, `goOn` before each (the
 * allocation of 10,000 applications is a hold of its own: 0.2-0.45 s on this machine; the pass
 * thread keeps it off the loop). Answers whether every draw is finished (false: the pass ended).
 */
export async function finishDraws(deps: { db: PrismaClient; notify: Notify }, goOn: GoOn): Promise<boolean> {
  const { db } = deps;
  for (const p of await unfinishedDraws(db)) {
    for (const batch of await batchesOf(db, p)) {
      if (!(await goOn())) return false;
      await db.$transaction((tx) => writeDrawBatch(tx, deps.notify, p, batch));
    }
  }
  return true;
}

/** The draws' pass in the pass thread (modules/worker-passes.ts). */
export const IEO_DRAW_PASS = 'ieo-draw';

/** Its write (modules/pass-writes.ts): the app writes a batch the thread planned (applyDrawStep). */
export const IEO_DRAW_STEP = 'ieo-draw-step';

/** A batch the thread sends the app: the project's price and draw instant, the pass's instant (the notices' date). */
interface DrawStep {
  project: Pick<IeoProject, 'issuePrice' | 'drawnAt'>;
  at: Date;
  batch: DrawBatch;
}

/** IEO_DRAW_STEP, in the app's transaction: writeDrawBatch with notices dated at the pass's instant. */
export const applyDrawStep = (tx: Tx, { project, at, batch }: DrawStep) => writeDrawBatch(tx, notifyAt(at), project, batch);

/**
 * Finishes every claimed draw in the pass thread: it reads the applications and computes the
 * allocation over its own connection, off the loop the calls are answered on; the app writes
 * each batch in a transaction of its own (IEO_DRAW_STEP). Answers whether every draw is finished.
 */
export async function finishDrawsInThread(db: PrismaClient, now: Date, writes: PassWrites): Promise<boolean> {
  for (const p of await unfinishedDraws(db)) {
    for (const batch of await batchesOf(db, p)) {
      const step: DrawStep = { project: { issuePrice: p.issuePrice, drawnAt: p.drawnAt }, at: now, batch };
      if ((await writes.apply<number>(IEO_DRAW_STEP, step)) === undefined) return false;
    }
  }
  return true;
}
