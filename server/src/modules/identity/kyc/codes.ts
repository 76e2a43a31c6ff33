import { DOC_TYPE, GENDER, KYC_STATUS } from '@sandbox/shared';

/*
 * The database keeps the codes documented in prisma/schema.prisma; the wire
 * uses the contract's (shared/src/status.ts). They differ, so every read and
 * write goes through these maps.
 *
 *   KycApplication.status: 0 submitted and waiting, 1 authorized, -1 rejected
 *   wire KYC_STATUS:       1 pending, 2 authorized, -1 rejected (0 = never applied)
 *   KycApplication.idType: 1 ID card, 2 passport
 *   wire DOC_TYPE:         1 passport, 2 ID card
 *   User.gender:           1 male, 2 female, 0 other
 *   wire GENDER:           1 male, 2 female, 3 other
 */

export const DB_KYC_STATUS = { PENDING: 0, AUTHORIZED: 1, REJECTED: -1 } as const;
export const DB_ID_TYPE = { ID_CARD: 1, PASSPORT: 2 } as const;

export type WireKycStatus = (typeof KYC_STATUS)[keyof typeof KYC_STATUS];
export type WireDocType = (typeof DOC_TYPE)[keyof typeof DOC_TYPE];
export type WireGender = (typeof GENDER)[keyof typeof GENDER];

export function kycStatusToWire(dbStatus: number): WireKycStatus {
  if (dbStatus === DB_KYC_STATUS.AUTHORIZED) return KYC_STATUS.AUTHORIZED;
  if (dbStatus === DB_KYC_STATUS.REJECTED) return KYC_STATUS.REJECTED;
  return KYC_STATUS.PENDING;
}

export function docTypeToDb(docType: WireDocType): number {
  return docType === DOC_TYPE.PASSPORT ? DB_ID_TYPE.PASSPORT : DB_ID_TYPE.ID_CARD;
}

export function docTypeToWire(idType: number | null): WireDocType | null {
  if (idType === DB_ID_TYPE.PASSPORT) return DOC_TYPE.PASSPORT;
  if (idType === DB_ID_TYPE.ID_CARD) return DOC_TYPE.ID_CARD;
  return null;
}

export function genderToDb(gender: WireGender): number {
  return gender === GENDER.OTHER ? 0 : gender;
}

export function genderToWire(gender: number | null): WireGender | null {
  if (gender === null) return null;
  if (gender === 0) return GENDER.OTHER;
  return gender === GENDER.MALE || gender === GENDER.FEMALE ? gender : null;
}
