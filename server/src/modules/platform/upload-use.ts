import { UPLOAD_BIZ } from '@sandbox/shared';

type UploadBiz = (typeof UPLOAD_BIZ)[keyof typeof UPLOAD_BIZ];

/** Upload.purpose per biz code of the upload call (the schema comment's vocabulary). */
export const UPLOAD_PURPOSE = {
  [UPLOAD_BIZ.KYC]: 'kyc',
  [UPLOAD_BIZ.RECHARGE_PROOF]: 'rechargeProof',
  [UPLOAD_BIZ.SIGNATURE]: 'loanSignature',
  [UPLOAD_BIZ.AVATAR]: 'avatar',
} as const satisfies Record<UploadBiz, string>;

export type UploadPurpose = (typeof UPLOAD_PURPOSE)[UploadBiz];

/**
 * The one rule for attaching an upload to a record: it must be the caller's own
 * and uploaded for this use (a KYC photo is no deposit proof, and the reverse).
 * A Prisma where-fragment, so every lookup of an attached upload spreads it:
 * `tx.upload.findFirst({ where: { id, ...usableUpload(userId, 'rechargeProof') } })`.
 * Anything else is "not found" to the caller, so ids cannot be probed.
 */
export function usableUpload(userId: string, purpose: UploadPurpose) {
  return { userId, purpose };
}
