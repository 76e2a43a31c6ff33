import type { PrismaClient, Tx } from '@sandbox/prisma';
import { DOC_TYPE, KYC_LEVEL } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { DB_KYC_STATUS, docTypeToDb, type WireDocType } from './codes.ts';
import { toKycRecord } from './record.ts';
import { assertOwnImages } from './uploads.ts';
import { NOTICE_KIND, type Notify } from '../content/index.ts';

type BasicInput = {
  realName: string;
  country?: string | undefined;
  docType: WireDocType;
  docNumber: string;
  frontUploadId: string;
  backUploadId?: string | undefined;
  portraitUploadId?: string | undefined;
};

type AdvancedInput = {
  contactPhoneCode: string;
  contactPhone: string;
  currentAddress: string;
  emergencyContact: { surname: string; name: string; relationship: string; phoneCode: string; phone: string; address: string };
};

export type KycDecision = { approve: true } | { approve: false; reason: string };

export type KycService = ReturnType<typeof createKycService>;

const phoneText = (code: string, phone: string) => `+${code} ${phone}`;

/**
 * Identity verification. Basic: a document and its photos; advanced: contact
 * details and an emergency contact, only after basic is authorized. A level
 * can be applied for when it has no application yet or its newest one was
 * rejected; the newest application of a level is its state. Each write runs in
 * one transaction (SQLite serialises them), so two concurrent submissions
 * cannot both pass the state check.
 */
export function createKycService({ db, clock, notify }: { db: PrismaClient; clock: Clock; notify: Notify }) {
  const latest = (tx: Tx | PrismaClient, userId: string, level: number) =>
    tx.kycApplication.findFirst({ where: { userId, level }, orderBy: { createdAt: 'desc' } });

  /** Only "none yet" or "rejected" may (re)submit. */
  async function assertCanApply(tx: Tx, userId: string, level: number) {
    const current = await latest(tx, userId, level);
    if (current?.status === DB_KYC_STATUS.PENDING) throw conflict('kyc.pending');
    if (current?.status === DB_KYC_STATUS.AUTHORIZED) throw conflict('kyc.alreadyAuthorized');
  }

  async function highestAuthorized(userId: string): Promise<0 | 1 | 2> {
    const [basic, advanced] = await Promise.all([latest(db, userId, KYC_LEVEL.BASIC), latest(db, userId, KYC_LEVEL.ADVANCED)]);
    if (basic?.status !== DB_KYC_STATUS.AUTHORIZED) return 0;
    return advanced?.status === DB_KYC_STATUS.AUTHORIZED ? 2 : 1;
  }

  return {
    async applyBasic(userId: string, input: BasicInput) {
      // The contract checks this too; the rule lives here so no caller can skip it.
      const photos =
        input.docType === DOC_TYPE.ID_CARD
          ? { front: input.frontUploadId, back: input.backUploadId, portrait: undefined }
          : { front: input.frontUploadId, back: undefined, portrait: input.portraitUploadId };
      if (!photos.front || (input.docType === DOC_TYPE.ID_CARD ? !photos.back : !photos.portrait)) {
        throw badRequest('kyc.photoMissing');
      }
      const docNumber = input.docNumber.toUpperCase();
      const idType = docTypeToDb(input.docType);
      const row = await db.$transaction(async (tx) => {
        await assertCanApply(tx, userId, KYC_LEVEL.BASIC);
        if (input.country && !(await tx.country.findFirst({ where: { code: input.country, enabled: true } }))) {
          throw badRequest('profile.countryUnknown');
        }
        await assertOwnImages(tx, userId, [photos.front, photos.back, photos.portrait].filter((p): p is string => !!p), 'kyc');
        // One document, one person: it may not be pending or authorized for someone else.
        const taken = await tx.kycApplication.findFirst({
          where: { level: KYC_LEVEL.BASIC, idType, idNumber: docNumber, userId: { not: userId }, status: { in: [DB_KYC_STATUS.PENDING, DB_KYC_STATUS.AUTHORIZED] } },
          select: { id: true },
        });
        if (taken) throw conflict('kyc.documentInUse');
        return tx.kycApplication.create({
          data: {
            userId,
            level: KYC_LEVEL.BASIC,
            idType,
            firstName: input.realName.trim(),
            idNumber: docNumber,
            frontUploadId: photos.front,
            backUploadId: photos.back ?? null,
            portraitUploadId: photos.portrait ?? null,
            status: DB_KYC_STATUS.PENDING,
            createdAt: clock.now(),
          },
        });
      });
      return toKycRecord(row);
    },

    async applyAdvanced(userId: string, input: AdvancedInput) {
      const row = await db.$transaction(async (tx) => {
        const basic = await latest(tx, userId, KYC_LEVEL.BASIC);
        if (basic?.status !== DB_KYC_STATUS.AUTHORIZED) throw conflict('kyc.basicRequired');
        await assertCanApply(tx, userId, KYC_LEVEL.ADVANCED);
        const c = input.emergencyContact;
        return tx.kycApplication.create({
          data: {
            userId,
            level: KYC_LEVEL.ADVANCED,
            contactPhone: phoneText(input.contactPhoneCode, input.contactPhone),
            currentAddress: input.currentAddress.trim(),
            emergencySurname: c.surname.trim(),
            emergencyName: c.name.trim(),
            emergencyRelation: c.relationship.trim(),
            emergencyPhone: phoneText(c.phoneCode, c.phone),
            emergencyAddress: c.address.trim(),
            status: DB_KYC_STATUS.PENDING,
            createdAt: clock.now(),
          },
        });
      });
      return toKycRecord(row);
    },

    async isHaveAuth(userId: string) {
      const [basic, advanced] = await Promise.all([latest(db, userId, KYC_LEVEL.BASIC), latest(db, userId, KYC_LEVEL.ADVANCED)]);
      const basicStatus = basic ? toKycRecord(basic).status : 0;
      const advancedStatus = advanced ? toKycRecord(advanced).status : 0;
      return {
        submitted: basic?.status === DB_KYC_STATUS.PENDING || basic?.status === DB_KYC_STATUS.AUTHORIZED,
        basicStatus,
        advancedStatus,
      };
    },

    async isHaveAuthDone(userId: string) {
      const level = await highestAuthorized(userId);
      return { done: level >= KYC_LEVEL.BASIC, level };
    },

    async listMine(userId: string) {
      const rows = await db.kycApplication.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
      return rows.map(toKycRecord);
    },

    /** Review queue for the QA API, oldest first (status: wire code, default pending). */
    async queue(filter: { dbStatus?: number | undefined; userId?: string | undefined }) {
      const rows = await db.kycApplication.findMany({
        where: { ...(filter.dbStatus !== undefined ? { status: filter.dbStatus } : {}), ...(filter.userId ? { userId: filter.userId } : {}) },
        orderBy: { createdAt: 'asc' },
        take: 100,
      });
      return rows.map((r) => ({ ...toKycRecord(r), userId: r.userId }));
    },

    /**
     * Approves or rejects a pending application. The status flips only from
     * pending (conditional update), so a second decision is refused; approval
     * raises User.kycLevel, which other modules read to gate their functions.
     */
    async review(id: string, decision: KycDecision) {
      const row = await db.$transaction(async (tx) => {
        const app = await tx.kycApplication.findUnique({ where: { id } });
        if (!app) throw notFound('kyc.notFound');
        const now = clock.now();
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
      });
      return { ...toKycRecord(row), userId: row.userId };
    },
  };
}
