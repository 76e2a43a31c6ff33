import type { Tx } from '@sandbox/prisma';
import { badRequest } from '../../../errors.ts';
import { fileUrl, usableUpload, type UploadPurpose } from '../../platform/index.ts';

/**
 * Checks that every referenced upload exists, belongs to the caller, was made
 * for this use (`purpose`: a deposit proof is no identity photo) and is an image.
 * Another user's upload gets the same answer as a missing one, so ids cannot be
 * probed. The same file may not fill two slots (front and back).
 */
export async function assertOwnImages(tx: Tx, userId: string, ids: string[], purpose: UploadPurpose): Promise<void> {
  if (new Set(ids).size !== ids.length) throw badRequest('kyc.uploadRepeated');
  const rows = await tx.upload.findMany({ where: { id: { in: ids }, ...usableUpload(userId, purpose) }, select: { id: true, userId: true, mime: true } });
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    if (!row || row.userId !== userId) throw badRequest('kyc.uploadNotFound');
    if (!row.mime.startsWith('image/')) throw badRequest('kyc.uploadNotImage');
  }
}

/** Where the client reads an uploaded file (served by the platform module). */
export const uploadUrl = (id: string | null) => (id ? fileUrl(id) : null);
