import type { PrismaClient, Tx } from '@sandbox/prisma';
import { KYC_LEVEL } from '@sandbox/shared';
import { forbidden } from '../../../errors.ts';

/**
 * What identity verification unlocks (SPEC.md section 6: "unlocks all functions
 * and higher loan limits"). The modules that own these functions call
 * `assertKycLevel` inside their own service, so the rule holds on the server
 * whatever the client shows.
 */
export const KYC_UNLOCKS = {
  [KYC_LEVEL.BASIC]: ['withdrawal', 'loan', 'ieoSubscription', 'competition'],
  [KYC_LEVEL.ADVANCED]: ['higherLoanLimit'],
} as const;

/** User.kycLevel is raised only by an approved application (kyc/kyc-review.ts). */
export async function kycLevelOf(db: PrismaClient | Tx, userId: string): Promise<number> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { kycLevel: true } });
  return user?.kycLevel ?? 0;
}

/** Throws 403 kyc.required / kyc.advancedRequired when the user's authorized level is below `level`. */
export async function assertKycLevel(db: PrismaClient | Tx, userId: string, level: 1 | 2): Promise<void> {
  if ((await kycLevelOf(db, userId)) >= level) return;
  throw forbidden(level === KYC_LEVEL.ADVANCED ? 'kyc.advancedRequired' : 'kyc.required');
}
