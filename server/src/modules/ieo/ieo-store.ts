import { randomBytes } from 'node:crypto';
import type { IeoProject, PrismaClient, Tx } from '@sandbox/prisma';
import { MONEY_DP } from '@sandbox/shared';
import { seedCommitment } from '@sandbox/shared/ieo-draw';
import { IEO_DB, IEO_ORDER_DB } from './codes.ts';

/* What the caller's service and the calendar both read and write: a currency's decimals, the seed commitment, whether a draw is finished. */

/** A currency's decimals (Currency.precision, at most MONEY_DP; MONEY_DP for a token without a row yet). */
export async function decimalsOf(db: PrismaClient | Tx, code: string): Promise<number> {
  const row = await db.currency.findUnique({ where: { code }, select: { precision: true } });
  return Math.min(row?.precision ?? MONEY_DP, MONEY_DP);
}

/**
 * Commits to a fresh secret seed (32 random bytes, hex) by storing it with its SHA-256,
 * which the project list publishes; guarded so a project is committed once.
 */
export async function commitSeed(db: PrismaClient | Tx, p: Pick<IeoProject, 'id'>): Promise<void> {
  const seed = randomBytes(32).toString('hex');
  await db.ieoProject.updateMany({
    where: { id: p.id, seedHash: null, status: { in: [IEO_DB.UPCOMING, IEO_DB.ISSUING] } },
    data: { seed, seedHash: seedCommitment(seed), status: IEO_DB.ISSUING },
  });
}

/** Whether every application of a project has its result (none is still applied: a draw's results are written in batches, draw-step.ts). */
export async function drawFinished(db: PrismaClient | Tx, projectId: string): Promise<boolean> {
  return (await db.ieoOrder.findFirst({ where: { projectId, status: IEO_ORDER_DB.APPLIED }, select: { id: true } })) === null;
}
