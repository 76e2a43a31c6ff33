import { Prisma, type PrismaClient } from '@sandbox/prisma';

/**
 * Takes a SystemSetting row for `holder` with one conditional update: where `takeable` holds (the
 * row is free, expired, or already ours) it becomes `holder` at `now`. A missing row is created;
 * a unique violation then means another instance created it first, and the row is not ours.
 * The job lease and the QA lock are such rows: the same statements on SQLite and PostgreSQL.
 */
export async function claimRow(
  db: PrismaClient,
  row: { key: string; holder: string; takeable: Prisma.SystemSettingWhereInput[]; remark: string; now: Date },
): Promise<boolean> {
  const { key, holder, now } = row;
  const taken = await db.systemSetting.updateMany({ where: { key, OR: row.takeable }, data: { value: holder, updatedAt: now } });
  if (taken.count === 1) return true;
  if (await db.systemSetting.findUnique({ where: { key }, select: { key: true } })) return false;
  try {
    await db.systemSetting.create({ data: { key, value: holder, isPublic: false, remark: row.remark, updatedAt: now } });
    return true;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return false;
    throw error;
  }
}
