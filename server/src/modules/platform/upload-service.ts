import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { PrismaClient } from '@sandbox/prisma';
import { UPLOAD_BIZ } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { badRequest, notFound, tooMany } from '../../errors.ts';
import { ALLOWED_IMAGE_TYPES, UPLOAD_MAX_BYTES, UPLOAD_QUOTA } from './upload-limits.ts';
import { UPLOAD_PURPOSE } from './upload-use.ts';

type UploadBiz = (typeof UPLOAD_BIZ)[keyof typeof UPLOAD_BIZ];

/** Where an uploaded file is served back to its owner (file-route.ts): the one spelling of that path. */
export const FILE_PATH = '/api/sys/common/file';
export const fileUrl = (id: string) => `${FILE_PATH}/${id}`;

export interface IncomingFile {
  filename: string;
  data: Buffer;
}

/**
 * A client's file name is only a label: it never becomes a path. Names that
 * look like paths (separators, "..", control characters) are refused outright,
 * so a hostile name cannot be mistaken for one anywhere downstream.
 */
export function isSafeFileName(name: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  return name.length > 0 && name.length <= 255 && !/[/\\\u0000-\u001f\u007f]/.test(name) && !name.split('.').every((p) => p === '') && !name.includes('..');
}

export type UploadService = ReturnType<typeof createUploadService>;

/** Uploads (sys.upload): content sniffed, stored under <dataDir>/uploads with a random name, readable by the owner. */
export function createUploadService(deps: { db: PrismaClient; clock: Clock; dataDir: string }) {
  const { db, clock } = deps;
  const dir = path.join(deps.dataDir, 'uploads');

  /**
   * Per user, on the sandbox clock, counted from the Upload rows (so a restart forgets nothing):
   * a burst rate per minute and a rolling 24-hour count and byte budget.
   */
  async function assertWithinQuota(userId: string, bytes: number) {
    const now = clock.now().getTime();
    const lastMinute = await db.upload.count({ where: { userId, createdAt: { gt: new Date(now - 60_000) } } });
    if (lastMinute >= UPLOAD_QUOTA.perMinute) throw tooMany('upload.tooFast', { max: UPLOAD_QUOTA.perMinute });
    const day = await db.upload.aggregate({ where: { userId, createdAt: { gt: new Date(now - 24 * 3600_000) } }, _count: true, _sum: { size: true } });
    if (day._count >= UPLOAD_QUOTA.perDay || (day._sum.size ?? 0) + bytes > UPLOAD_QUOTA.bytesPerDay) {
      throw tooMany('upload.dailyQuota', { count: UPLOAD_QUOTA.perDay, mb: UPLOAD_QUOTA.bytesPerDay / 1024 / 1024 });
    }
  }

  return {
    async save(userId: string, biz: UploadBiz, file: IncomingFile | undefined) {
      if (!file || file.data.length === 0) throw badRequest('upload.fileMissing');
      if (!isSafeFileName(file.filename)) throw badRequest('upload.badName');
      if (file.data.length > UPLOAD_MAX_BYTES) throw badRequest('upload.tooLarge', { maxMb: UPLOAD_MAX_BYTES / 1024 / 1024 });
      await assertWithinQuota(userId, file.data.length);
      // The bytes decide, not the name or the declared type: a renamed PDF is still a PDF.
      const sniffed = await fileTypeFromBuffer(file.data);
      const ext = sniffed ? ALLOWED_IMAGE_TYPES.get(sniffed.mime) : undefined;
      if (!sniffed || !ext) throw badRequest('upload.notImage');

      await mkdir(dir, { recursive: true, mode: 0o700 });
      const storedName = `${randomBytes(16).toString('hex')}.${ext}`;
      const target = path.join(dir, storedName);
      await writeFile(target, file.data, { flag: 'wx', mode: 0o600 });
      try {
        const row = await db.upload.create({
          data: {
            userId,
            storedName,
            originalName: file.filename.slice(0, 128),
            mime: sniffed.mime,
            size: file.data.length,
            purpose: UPLOAD_PURPOSE[biz],
            createdAt: clock.now(),
          },
        });
        return { id: row.id, url: fileUrl(row.id), mimeType: row.mime, size: row.size };
      } catch (error) {
        await unlink(target).catch(() => undefined);
        throw error;
      }
    },

    /** The file of an upload; `ownerId` undefined means a reviewer (QA API). Another user's file is "not found". */
    async read(id: string, ownerId: string | undefined) {
      const row = await db.upload.findUnique({ where: { id } });
      if (!row || (ownerId !== undefined && row.userId !== ownerId)) throw notFound('upload.notFound');
      // storedName is ours (random hex), but resolve defensively so no row can point outside the folder.
      const file = path.resolve(dir, row.storedName);
      if (path.dirname(file) !== path.resolve(dir)) throw notFound('upload.notFound');
      const data = await readFile(file).catch(() => {
        throw notFound('upload.notFound');
      });
      return { mime: row.mime, data };
    },
  };
}
