import type { PrismaClient, Tx } from '@sandbox/prisma';
import type { Clock } from '../../../clock.ts';
import { conflict, notFound } from '../../../errors.ts';
import { NOTICE_KIND, type Notify } from '../../content/index.ts';
import { DB_KYC_STATUS } from './codes.ts';
import { toKycRecord } from './record.ts';

export type KycDecision = { approve: true } | { approve: false; reason: string };

/** The kyc service's dependencies (the review uses them all). */
export interface KycDeps {
  db: PrismaClient;
  clock: Clock;
  notify: Notify;
}

/** Review queue for the QA API, oldest first (status: wire code, default pending). */
export async function reviewQueue(db: PrismaClient, filter: { dbStatus?: number | undefined; userId?: string | undefined }) {
  const rows = await db.kycApplication.findMany({
    where: { ...(filter.dbStatus !== undefined ? { status: filter.dbStatus } : {}), ...(filter.userId ? { userId: filter.userId } : {}) },
    orderBy: { createdAt: 'asc' },
    take: 100,
  });
  return rows.map((r) => ({ ...toKycRecord(r), userId: r.userId }));
}

/**
 * Approves or rejects a pending application. The status flips only from
 * pending (conditional update), so a second decision is refused; approval
 * raises User.kycLevel, which other modules read to gate their functions.
 */
export async function review({ db, clock, notify }: KycDeps, id: string, decision: KycDecision) {
  const row = await db.$transaction((tx) => reviewIn(tx, notify, id, decision, clock.now()));
  return { ...toKycRecord(row), userId: row.userId };
}

/** The decision inside the caller's transaction at `now`, the user told by `notify`; answers the reviewed application. */
export async function reviewIn(tx: Tx, notify: Notify, id: string, decision: KycDecision, now: Date) {
  const app = await tx.kycApplication.findUnique({ where: { id } });
  if (!app) throw notFound('kyc.notFound');
  const flipped = await tx.kycApplication.updateMany({
    where: { id, status: DB_KYC_STATUS.PENDING },
    data: decision.approve
      ? { status: DB_KYC_STATUS.AUTHORIZED, reviewedAt: now, rejectReason: null }
      : { status: DB_KYC_STATUS.REJECTED, reviewedAt: now, rejectReason: decision.reason.trim() },
  });
  if (flipped.count !== 1) throw conflict('kyc.notPending');
  if (decision.approve) {
    await tx.user.updateMany({ where: { id: app.userId, kycLevel: { lt: app.level } }, data: { kycLevel: app.level } });
  }
  await notify(tx, {
    userId: app.userId,
    kind: decision.approve ? NOTICE_KIND.VERIFICATION_APPROVED : NOTICE_KIND.VERIFICATION_REJECTED,
    refId: app.id,
    params: { level: app.level, reason: decision.approve ? '' : decision.reason.trim() },
  });
  return tx.kycApplication.findUniqueOrThrow({ where: { id } });
}
