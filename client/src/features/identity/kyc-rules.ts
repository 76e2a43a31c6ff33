import { KYC_LEVEL, KYC_STATUS } from '@sandbox/shared/status';
import type { KycRecord } from '../../api/kyc.ts';
import { routes } from '../../lib/route-paths.ts';

/** A document number as the server takes it. */
export const DOC_NUMBER = /^[A-Za-z0-9-]{4,32}$/;
/** The advanced form's calling code and national number. */
export const PHONE_CODE = /^\d{1,4}$/;
export const PHONE = /^\d{4,15}$/;

export type KycLevel = (typeof KYC_LEVEL)[keyof typeof KYC_LEVEL];

/** Each level's newest submission, if any. */
export function kycRecords(records: KycRecord[]): { basic: KycRecord | undefined; advanced: KycRecord | undefined } {
  return { basic: records.find((r) => r.level === KYC_LEVEL.BASIC), advanced: records.find((r) => r.level === KYC_LEVEL.ADVANCED) };
}

/** A submission waiting for review or authorized: its form is closed, the result screen shows it. */
export const kycSettledOrWaiting = (record: KycRecord | undefined): boolean =>
  record !== undefined && (record.status === KYC_STATUS.PENDING || record.status === KYC_STATUS.AUTHORIZED);

/** The calling code the advanced form starts with: the user's own when it is one, else 1. */
export const defaultPhoneCode = (userCode: unknown): string => (typeof userCode === 'string' && PHONE_CODE.test(userCode) ? userCode : '1');

/** What each level unlocks (server kyc/gate.ts KYC_UNLOCKS; SPEC.md section 6). */
export const KYC_UNLOCKS = {
  [KYC_LEVEL.BASIC]: ['withdrawal', 'loan', 'ieo', 'competition'],
  [KYC_LEVEL.ADVANCED]: ['higherLoanLimit'],
} as const;

/** The form of each level. */
export const KYC_ROUTE_OF: Record<KycLevel, string> = { [KYC_LEVEL.BASIC]: routes.identityBasic, [KYC_LEVEL.ADVANCED]: routes.identityAdvanced };
