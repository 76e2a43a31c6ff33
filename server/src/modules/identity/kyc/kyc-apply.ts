import type { PrismaClient, Tx } from '@sandbox/prisma';
import { DOC_TYPE, KYC_LEVEL } from '@sandbox/shared';
import type { Clock } from '../../../clock.ts';
import { badRequest, conflict } from '../../../errors.ts';
import { DB_KYC_STATUS, docTypeToDb, type WireDocType } from './codes.ts';
import { latest } from './kyc-reads.ts';
import { toKycRecord } from './record.ts';
import { assertOwnImages } from './uploads.ts';

export type BasicInput = {
  realName: string;
  country?: string | undefined;
  docType: WireDocType;
  docNumber: string;
  frontUploadId: string;
  backUploadId?: string | undefined;
  portraitUploadId?: string | undefined;
};

export type AdvancedInput = {
  contactPhoneCode: string;
  contactPhone: string;
  currentAddress: string;
  emergencyContact: { surname: string; name: string; relationship: string; phoneCode: string; phone: string; address: string };
};

type ApplyDeps = { db: PrismaClient; clock: Clock };

const phoneText = (code: string, phone: string) => `+${code} ${phone}`;

/** Only "none yet" or "rejected" may (re)submit. */
async function assertCanApply(tx: Tx, userId: string, level: number) {
  const current = await latest(tx, userId, level);
  if (current?.status === DB_KYC_STATUS.PENDING) throw conflict('kyc.pending');
  if (current?.status === DB_KYC_STATUS.AUTHORIZED) throw conflict('kyc.alreadyAuthorized');
}

/** A basic application as written: the document and, from the app, its photos (a scenario's has none). */
export type BasicApplication = Omit<BasicInput, 'frontUploadId' | 'backUploadId' | 'portraitUploadId'> & {
  photos: { front?: string | undefined; back?: string | undefined; portrait?: string | undefined };
};

/** A basic application: a document, its photos (the caller's own images) and the name as typed. */
export async function applyBasic({ db, clock }: ApplyDeps, userId: string, input: BasicInput) {
  // The contract checks this too; the rule lives here so no caller can skip it.
  const photos =
    input.docType === DOC_TYPE.ID_CARD
      ? { front: input.frontUploadId, back: input.backUploadId, portrait: undefined }
      : { front: input.frontUploadId, back: undefined, portrait: input.portraitUploadId };
  if (!photos.front || (input.docType === DOC_TYPE.ID_CARD ? !photos.back : !photos.portrait)) {
    throw badRequest('kyc.photoMissing');
  }
  const { frontUploadId: _front, backUploadId: _back, portraitUploadId: _portrait, ...document } = input;
  const row = await db.$transaction((tx) => writeBasicApplication(tx, userId, { ...document, photos }, clock.now()));
  return toKycRecord(row);
}

/**
 * Writes a basic application inside the caller's transaction at `now`, by the level's rules:
 * none pending or authorized, a known country, the photos the caller's own images, the document
 * nobody else's.
 */
export async function writeBasicApplication(tx: Tx, userId: string, input: BasicApplication, now: Date) {
  const { photos } = input;
  const docNumber = input.docNumber.toUpperCase();
  const idType = docTypeToDb(input.docType);
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
      frontUploadId: photos.front ?? null,
      backUploadId: photos.back ?? null,
      portraitUploadId: photos.portrait ?? null,
      status: DB_KYC_STATUS.PENDING,
      createdAt: now,
    },
  });
}

/** An advanced application: contact details and an emergency contact, once basic is authorized. */
export async function applyAdvanced({ db, clock }: ApplyDeps, userId: string, input: AdvancedInput) {
  const row = await db.$transaction((tx) => writeAdvancedApplication(tx, userId, input, clock.now()));
  return toKycRecord(row);
}

/** Writes an advanced application inside the caller's transaction at `now`: basic authorized, none pending or authorized. */
export async function writeAdvancedApplication(tx: Tx, userId: string, input: AdvancedInput, now: Date) {
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
      createdAt: now,
    },
  });
}
