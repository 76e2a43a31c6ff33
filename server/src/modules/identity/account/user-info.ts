import type { Prisma, PrismaClient, Tx } from '@sandbox/prisma';
import { KYC_LEVEL, KYC_STATUS, LOAN_STATUS, toRegionTime, type user } from '@sandbox/shared';
import { creditScore } from '@sandbox/shared/credit-score';
import { fileUrl } from '../../platform/index.ts';
import { genderToWire, kycStatusToWire } from '../kyc/codes.ts';

type UserInfo = user.UserInfo;

type UserRow = Prisma.UserGetPayload<object>;
type KycRow = { level: number; status: number };

/** Status of one verification level (wire code) from the user's newest application of that level. */
function kycStatusOf(applications: KycRow[], level: number): number {
  const latest = applications.find((a) => a.level === level);
  return latest ? kycStatusToWire(latest.status) : KYC_STATUS.NONE;
}

/** The user as the client stores it (contract `userInfo`). */
export function toUserInfo(user: UserRow, applications: KycRow[], score: number): UserInfo {
  return {
    id: user.id,
    account: user.account,
    email: user.email,
    phone: user.phone,
    countryCode: user.phoneCode,
    nickname: user.nickname ?? user.account,
    avatarUrl: user.avatarUploadId ? fileUrl(user.avatarUploadId) : null,
    inviteCode: user.inviteCode,
    level: user.vipLevel,
    creditScore: score,
    kycStatus: kycStatusOf(applications, KYC_LEVEL.BASIC) as UserInfo['kycStatus'],
    kycAdvancedStatus: kycStatusOf(applications, KYC_LEVEL.ADVANCED) as UserInfo['kycAdvancedStatus'],
    googleBound: user.googleBound,
    withdrawalPasswordSet: user.withdrawPasswordHash !== null,
    guest: user.isGuest,
    initialPasswordChanged: !user.mustChangePassword,
    profile: {
      surname: user.surname,
      firstName: user.firstName,
      gender: genderToWire(user.gender),
      birthday: user.birthday,
      country: user.country,
      address: user.address,
    },
    createdAt: toRegionTime(user.createdAt),
  };
}

export async function loadUserInfo(db: PrismaClient | Tx, userId: string): Promise<UserInfo | null> {
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user) return null;
  const applications = await db.kycApplication.findMany({
    where: { userId },
    orderBy: { createdAt: 'desc' },
    select: { level: true, status: true },
  });
  // The loan account's score (one rule, shared/credit-score.ts), from the loans as the last settlement pass left them.
  const loans = await db.loan.groupBy({ by: ['status'], where: { userId, status: { in: [LOAN_STATUS.REPAID, LOAN_STATUS.OVERDUE] } }, _count: { _all: true } });
  const countOf = (status: number) => loans.find((g) => g.status === status)?._count._all ?? 0;
  const score = creditScore({ kycLevel: user.kycLevel, repaidLoans: countOf(LOAN_STATUS.REPAID), overdueLoans: countOf(LOAN_STATUS.OVERDUE) });
  return toUserInfo(user, applications, score);
}
