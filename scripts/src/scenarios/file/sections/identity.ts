import type { KycApplication, PrismaClient, Tx } from '@sandbox/prisma';
import { DOC_TYPE, KYC_LEVEL } from '@sandbox/shared';
import { instantOf, type ScenarioFileInput, type ScenarioIdentityReview, type ScenarioUser } from '@sandbox/shared/scenario-file';
import { applyScenarioKyc, rejectScenarioKyc, type ScenarioKycApplication } from '@sandbox/server/modules/identity';
import type { TimelineEvent } from '../../timeline.ts';
import { atPlace, compare, oncePerUserProblems, type UserNames } from './support.ts';

/*
 * The file's identity applications in review (docs/scenarios.md "Identity review"), each naming
 * its user (the file's or the base's): applied for through the kyc module's own apply path at its
 * instant (a basic one without document images, uploads being files a scenario does not reach),
 * and a rejected one rejected by its review at the same instant, the user told. Exported as the
 * newest application of the level above the one each user has passed, when it waits or was
 * rejected.
 */

type ExportedReview = NonNullable<ScenarioFileInput['identityReviews']>[number];
type Contact = NonNullable<ScenarioIdentityReview['contact']>;

/** KycApplication.status and idType (schema.prisma): waiting and rejected; ID card and passport. */
const DB = { PENDING: 0, REJECTED: -1, ID_CARD: 1, PASSPORT: 2 } as const;
const PASSED = { none: 0, basic: 1, advanced: 2 } as const;
const LEVEL_NAME = { [KYC_LEVEL.BASIC]: 'basic', [KYC_LEVEL.ADVANCED]: 'advanced' } as const;

/** The level the user applies for against the one they have passed (0 none, 1 basic, 2 advanced), at `place`. */
function levelProblems(place: string, account: string, passed: number, level: ScenarioIdentityReview['level']): string[] {
  const next = passed + 1;
  const identity = `identity: ${Object.keys(PASSED)[passed]}`;
  if (next > KYC_LEVEL.ADVANCED) return [`${place}: ${account} has passed advanced identity: no level is left to review`];
  if (next === KYC_LEVEL.ADVANCED && level === 'basic') return [`${place}.level: basic is passed already (${identity}): the next review is advanced`];
  if (next === KYC_LEVEL.BASIC && level === 'advanced') return [`${place}.level: an advanced application needs basic passed first (${identity})`];
  return [];
}

/**
 * What the file alone tells: the user is one of the file's or the base's, with one application;
 * for a user of the file, the level is the one above their `identity` (a base user's identity is
 * read as the file loads); a reason goes with a rejection, a document with a basic application and
 * contact details with an advanced one.
 */
export function identityReviewProblems(reviews: readonly ScenarioIdentityReview[], users: readonly ScenarioUser[], named: UserNames): string[] {
  const own = new Map(users.map((u) => [u.account.toLowerCase(), u]));
  const once = oncePerUserProblems('identityReviews', reviews, named, () => '', () => 'has an application in review already');
  const each = reviews.flatMap((review, i) => {
    const place = `identityReviews[${i}]`;
    const user = own.get(review.user.toLowerCase());
    return [
      ...(user ? levelProblems(place, user.account, PASSED[user.identity], review.level) : []),
      ...(review.status === 'rejected' && review.reason === undefined ? [`${place}.reason: a rejected application says why`] : []),
      ...(review.status === 'pending' && review.reason !== undefined ? [`${place}.reason: only a rejected application has a reason`] : []),
      ...(review.level === 'advanced' && review.document ? [`${place}.document: an advanced application has no document (its contact details are what it asks)`] : []),
      ...(review.level === 'basic' && review.contact ? [`${place}.contact: a basic application has no contact details (its document is what it asks)`] : []),
    ];
  });
  return [...once, ...each];
}

/** The phone as the advanced form takes it. */
const formPhone = (phone: { code: string; number: string }) => ({ phoneCode: phone.code, phone: phone.number });

/** The contact details an advanced application leaves out: the user's phone (or +1 5550100), the address an advanced identity of the file comes with (load.ts identityRows), and a contact to match. */
function defaultContact(phone: { code: string; number: string } | undefined): Contact {
  const address = 'Sandbox scenario';
  return { phone: phone ?? { code: '1', number: '5550100' }, address, emergency: { surname: 'Sandbox', name: 'Contact', relation: 'friend', phone: { code: '1', number: '5550199' }, address } };
}

/** What the application asks: the file's document (or the user's defaults), or the contact details (the file's, or the defaults). */
function applicationOf(review: ScenarioIdentityReview, account: string, phone: { code: string; number: string } | undefined): ScenarioKycApplication {
  const { document } = review;
  if (review.level === 'basic') {
    const docType = document?.type === 'idCard' ? DOC_TYPE.ID_CARD : DOC_TYPE.PASSPORT;
    return { level: KYC_LEVEL.BASIC, document: { realName: document?.name ?? account, docType, docNumber: document?.number ?? `SCENARIO-${account.toUpperCase()}` } };
  }
  const { phone: contactPhone, address, emergency } = review.contact ?? defaultContact(phone);
  const emergencyContact = { surname: emergency.surname, name: emergency.name, relationship: emergency.relation, ...formPhone(emergency.phone), address: emergency.address };
  return { level: KYC_LEVEL.ADVANCED, contact: { contactPhoneCode: contactPhone.code, contactPhone: contactPhone.number, currentAddress: address, emergencyContact } };
}

/**
 * The applications as steps in time, each at its `at` (default the clock, which none may pass),
 * after the levels of the base's users are read from the sandbox (their identity as the base left
 * it), every problem with its place; the kyc module's rules refuse at the application's place (a
 * document another user has in review or passed).
 */
export async function planIdentityReviews(tx: Tx, reviews: readonly ScenarioIdentityReview[], users: readonly ScenarioUser[], userIdOf: (account: string) => string, now: Date) {
  const own = new Map(users.map((u) => [u.account.toLowerCase(), u]));
  const baseIds = reviews.filter((r) => !own.has(r.user.toLowerCase())).map((r) => userIdOf(r.user));
  const base = new Map((await tx.user.findMany({ where: { id: { in: baseIds } }, select: { id: true, account: true, kycLevel: true, phoneCode: true, phone: true } })).map((u) => [u.id, u]));
  const problems: string[] = [];
  const events: TimelineEvent[] = [];
  reviews.forEach((review, i) => {
    const place = `identityReviews[${i}]`;
    const at = instantOf(review.at, now);
    if (at > now) problems.push(`${place}.at: ${review.at} is after the clock (${now.toISOString()}): an application is submitted by then`);
    const userId = userIdOf(review.user);
    const user = own.get(review.user.toLowerCase());
    const theirs = base.get(userId);
    if (!user && theirs) problems.push(...levelProblems(place, theirs.account, theirs.kycLevel, review.level));
    const phone = user ? user.phone : theirs?.phoneCode && theirs.phone ? { code: theirs.phoneCode, number: theirs.phone } : undefined;
    const application = applicationOf(review, user?.account ?? theirs?.account ?? review.user, phone);
    events.push({
      at,
      run: () =>
        atPlace(place, async () => {
          const written = await applyScenarioKyc(tx, userId, application, at);
          if (review.status === 'rejected') await rejectScenarioKyc(tx, written, review.reason!, at);
        }),
    });
  });
  return { problems, events };
}

/** A stored phone ("+1 2025550102") as the file writes it. */
function filePhone(stored: string | null): { code: string; number: string } | undefined {
  const match = /^\+(\d{1,4}) (\d{4,15})$/.exec(stored ?? '');
  return match ? { code: match[1]!, number: match[2]! } : undefined;
}

/** An advanced application's contact details as the file writes them, when the row holds them in the form's shape. */
function exportContact(row: KycApplication): Contact | undefined {
  const phone = filePhone(row.contactPhone);
  const emergencyPhone = filePhone(row.emergencyPhone);
  const { currentAddress: address, emergencySurname: surname, emergencyName: name, emergencyRelation: relation, emergencyAddress } = row;
  if (!phone || !emergencyPhone || !address || !surname || !name || !relation || !emergencyAddress) return undefined;
  return { phone, address, emergency: { surname, name, relation, phone: emergencyPhone, address: emergencyAddress } };
}

/**
 * The users' identity applications in review: the newest of the level above the one each has
 * passed, when it waits or was rejected (an earlier rejection of the level is history the app
 * lists but the format does not carry), by user, then by its instant.
 */
export async function exportIdentityReviews(db: PrismaClient, mine: { userId?: { in: string[] } }, users: readonly { id: string; account: string; kycLevel: number }[]): Promise<ExportedReview[]> {
  const rows = await db.kycApplication.findMany({ where: { ...mine, status: { in: [DB.PENDING, DB.REJECTED] } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  const byId = new Map(users.map((u) => [u.id, u]));
  const reviews = new Map<string, ExportedReview>();
  for (const row of rows) {
    const user = byId.get(row.userId);
    // Rows newest first: the first of the user's next level is its state.
    if (!user || reviews.has(row.userId) || row.level !== user.kycLevel + 1) continue;
    const contact = row.level === KYC_LEVEL.ADVANCED ? exportContact(row) : undefined;
    reviews.set(row.userId, {
      user: user.account,
      level: LEVEL_NAME[row.level as keyof typeof LEVEL_NAME],
      ...(row.status === DB.REJECTED ? { status: 'rejected' as const, reason: row.rejectReason ?? '' } : {}),
      ...(row.level === KYC_LEVEL.BASIC
        ? { document: { type: row.idType === DB.ID_CARD ? ('idCard' as const) : ('passport' as const), number: row.idNumber ?? '', name: [row.firstName, row.surname].filter(Boolean).join(' ') } }
        : {}),
      ...(contact ? { contact } : {}),
      at: row.createdAt.toISOString(),
    });
  }
  return [...reviews.values()].sort((a, b) => compare(a.user, b.user) || compare(a.at ?? '', b.at ?? ''));
}
