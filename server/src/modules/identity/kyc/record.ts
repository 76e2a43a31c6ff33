import type { z } from 'zod';
import type { Prisma } from '@sandbox/prisma';
import { toRegionTime, type kyc } from '@sandbox/shared';
import { docTypeToWire, kycStatusToWire } from './codes.ts';
import { uploadUrl } from './uploads.ts';

type KycRow = Prisma.KycApplicationGetPayload<object>;
export type KycRecord = z.infer<typeof kyc.kycRecord>;

/** "E1234567" -> "E12****67": enough to recognise the document, not to copy it. */
export function maskDocNumber(value: string | null): string | null {
  if (!value) return null;
  if (value.length <= 5) return `${value.slice(0, 1)}****${value.slice(-1)}`;
  return `${value.slice(0, 3)}****${value.slice(-2)}`;
}

/**
 * The schema has surname and firstName but no single "real name" column: an
 * application stores the name as typed in firstName. Rows with both parts
 * (seeded ones) read back as "firstName surname".
 */
function realNameOf(row: KycRow): string | null {
  const parts = [row.firstName, row.surname].filter((p): p is string => !!p);
  return parts.length ? parts.join(' ') : null;
}

export function toKycRecord(row: KycRow): KycRecord {
  return {
    id: row.id,
    level: row.level as KycRecord['level'],
    status: kycStatusToWire(row.status),
    realName: realNameOf(row),
    docType: docTypeToWire(row.idType),
    docNumber: maskDocNumber(row.idNumber),
    frontUrl: uploadUrl(row.frontUploadId),
    backUrl: uploadUrl(row.backUploadId),
    portraitUrl: uploadUrl(row.portraitUploadId),
    rejectReason: row.rejectReason,
    submittedAt: toRegionTime(row.createdAt),
    reviewedAt: row.reviewedAt ? toRegionTime(row.reviewedAt) : null,
  };
}
