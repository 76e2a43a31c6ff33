import type { PrismaClient, Tx } from '@sandbox/prisma';
import { KYC_LEVEL } from '@sandbox/shared';
import { DB_KYC_STATUS } from './codes.ts';
import { toKycRecord } from './record.ts';

/** The newest application of a level: that level's state. */
export const latest = (tx: Tx | PrismaClient, userId: string, level: number) =>
  tx.kycApplication.findFirst({ where: { userId, level }, orderBy: { createdAt: 'desc' } });

async function highestAuthorized(db: PrismaClient, userId: string): Promise<0 | 1 | 2> {
  const [basic, advanced] = await Promise.all([latest(db, userId, KYC_LEVEL.BASIC), latest(db, userId, KYC_LEVEL.ADVANCED)]);
  if (basic?.status !== DB_KYC_STATUS.AUTHORIZED) return 0;
  return advanced?.status === DB_KYC_STATUS.AUTHORIZED ? 2 : 1;
}

/** Each level's wire status, and whether basic is submitted (pending or authorized). */
export async function authStatus(db: PrismaClient, userId: string) {
  const [basic, advanced] = await Promise.all([latest(db, userId, KYC_LEVEL.BASIC), latest(db, userId, KYC_LEVEL.ADVANCED)]);
  const basicStatus = basic ? toKycRecord(basic).status : 0;
  const advancedStatus = advanced ? toKycRecord(advanced).status : 0;
  return {
    submitted: basic?.status === DB_KYC_STATUS.PENDING || basic?.status === DB_KYC_STATUS.AUTHORIZED,
    basicStatus,
    advancedStatus,
  };
}

/** The highest authorized level, and whether it is at least basic. */
export async function authDone(db: PrismaClient, userId: string) {
  const level = await highestAuthorized(db, userId);
  return { done: level >= KYC_LEVEL.BASIC, level };
}

/** The caller's applications, newest first. */
export async function listMine(db: PrismaClient, userId: string) {
  const rows = await db.kycApplication.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  return rows.map(toKycRecord);
}
