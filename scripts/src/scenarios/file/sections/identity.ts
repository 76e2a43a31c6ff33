import type { PrismaClient, Tx } from '@sandbox/prisma';
import { DOC_TYPE, KYC_LEVEL } from '@sandbox/shared';
import { instantOf, type ScenarioFileInput, type ScenarioUser } from '@sandbox/shared/scenario-file';
import { applyScenarioKyc, rejectScenarioKyc, type ScenarioKycApplication } from '@sandbox/server/modules/identity';
import type { TimelineEvent } from '../../timeline.ts';
import { atPlace } from './support.ts';

/*
 * The users' identity applications in review (docs/scenarios.md "Identity review"): each applied
 * for through the kyc module's own apply path at its instant (a basic one without document images,
 * as kyc-pending's), and a rejected one rejected by its review at the same instant, the user told;
 * exported as the newest application of the level above the one each user has passed, when it
 * waits or was rejected.
 */

type ExportedReview = NonNullable<NonNullable<ScenarioFileInput['users']>[number]['identityReview']>;

/** KycApplication.status and idType (schema.prisma): waiting and rejected; ID card and passport. */
const DB = { PENDING: 0, REJECTED: -1, ID_CARD: 1, PASSPORT: 2 } as const;
const PASSED = { none: 0, basic: 1, advanced: 2 } as const;
const LEVEL_NAME = { [KYC_LEVEL.BASIC]: 'basic', [KYC_LEVEL.ADVANCED]: 'advanced' } as const;

/** What the file alone tells: the level is the one above the user's, a reason goes with a rejection, a document with a basic application. */
export function identityReviewProblems(users: readonly ScenarioUser[]): string[] {
  return users.flatMap((user, i) => {
    const review = user.identityReview;
    if (!review) return [];
    const place = `users[${i}].identityReview`;
    const next = PASSED[user.identity] + 1;
    return [
      ...(next > KYC_LEVEL.ADVANCED ? [`${place}: ${user.account} has passed advanced identity: no level is left to review`] : []),
      ...(next === KYC_LEVEL.ADVANCED && review.level === 'basic' ? [`${place}.level: basic is passed already (identity: basic): the next review is advanced`] : []),
      ...(next === KYC_LEVEL.BASIC && review.level === 'advanced' ? [`${place}.level: an advanced application needs basic passed first (identity: basic)`] : []),
      ...(review.status === 'rejected' && review.reason === undefined ? [`${place}.reason: a rejected application says why`] : []),
      ...(review.status === 'pending' && review.reason !== undefined ? [`${place}.reason: only a rejected application has a reason`] : []),
      ...(review.level === 'advanced' && review.document ? [`${place}.document: an advanced application has no document (its contact details are the user's)`] : []),
    ];
  });
}

/** What the user's application asks: the file's document (or the user's own defaults), or the user's contact details. */
function applicationOf(user: ScenarioUser): ScenarioKycApplication {
  const { level, document } = user.identityReview!;
  if (level === 'basic') {
    const docType = document?.type === 'idCard' ? DOC_TYPE.ID_CARD : DOC_TYPE.PASSPORT;
    return { level: KYC_LEVEL.BASIC, document: { realName: document?.name ?? user.account, docType, docNumber: document?.number ?? `SCENARIO-${user.account.toUpperCase()}` } };
  }
  // The phone and address an advanced identity of the file comes with (load.ts identityRows), and a contact to match.
  const phone = { phoneCode: user.phone?.code ?? '1', phone: user.phone?.number ?? '5550100' };
  const address = 'Sandbox scenario';
  const emergencyContact = { surname: 'Sandbox', name: 'Contact', relationship: 'friend', phoneCode: '1', phone: '5550199', address };
  return { level: KYC_LEVEL.ADVANCED, contact: { contactPhoneCode: phone.phoneCode, contactPhone: phone.phone, currentAddress: address, emergencyContact } };
}

/**
 * The applications as steps in time, each at its `at` (default the clock, which none may pass),
 * through the kyc module's rules, refused at the user's place (a document another user has in
 * review or passed).
 */
export function planIdentityReviews(tx: Tx, users: readonly ScenarioUser[], userIdOf: (account: string) => string, now: Date) {
  const problems: string[] = [];
  const events: TimelineEvent[] = [];
  users.forEach((user, i) => {
    const review = user.identityReview;
    if (!review) return;
    const place = `users[${i}].identityReview`;
    const at = instantOf(review.at, now);
    if (at > now) {
      problems.push(`${place}.at: ${review.at} is after the clock (${now.toISOString()}): an application is submitted by then`);
      return;
    }
    const application = applicationOf(user);
    events.push({
      at,
      run: () =>
        atPlace(place, async () => {
          const written = await applyScenarioKyc(tx, userIdOf(user.account), application, at);
          if (review.status === 'rejected') await rejectScenarioKyc(tx, written, review.reason!, at);
        }),
    });
  });
  return { problems, events };
}

/**
 * The users' identity applications in review, by user: the newest of the level above the one
 * each has passed, when it waits or was rejected (an earlier rejection of the level is history
 * the app lists but the format does not carry).
 */
export async function exportIdentityReviews(db: PrismaClient, mine: { userId?: { in: string[] } }, users: readonly { id: string; kycLevel: number }[]) {
  const rows = await db.kycApplication.findMany({ where: { ...mine, status: { in: [DB.PENDING, DB.REJECTED] } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  const passed = new Map(users.map((u) => [u.id, u.kycLevel]));
  const reviews = new Map<string, { identityReview: ExportedReview }>();
  for (const row of rows) {
    // Rows newest first: the first of the user's next level is its state.
    if (reviews.has(row.userId) || row.level !== (passed.get(row.userId) ?? -1) + 1) continue;
    reviews.set(row.userId, {
      identityReview: {
        level: LEVEL_NAME[row.level as keyof typeof LEVEL_NAME],
        ...(row.status === DB.REJECTED ? { status: 'rejected' as const, reason: row.rejectReason ?? '' } : {}),
        ...(row.level === KYC_LEVEL.BASIC
          ? { document: { type: row.idType === DB.ID_CARD ? ('idCard' as const) : ('passport' as const), number: row.idNumber ?? '', name: [row.firstName, row.surname].filter(Boolean).join(' ') } }
          : {}),
        at: row.createdAt.toISOString(),
      },
    });
  }
  return reviews;
}
