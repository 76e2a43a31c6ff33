import type { PrismaClient, Tx } from '@sandbox/prisma';

/** ContentRead.kind: items every user shares, read per user. */
export const READ_KIND = { NOTICE: 1, ANNOUNCEMENT: 2 } as const;
export type ReadKind = (typeof READ_KIND)[keyof typeof READ_KIND];

type Db = PrismaClient | Tx;

/** The item keys of `kind` the user has read, among `keys`. */
export async function readKeys(db: Db, userId: string, kind: ReadKind, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.contentRead.findMany({ where: { userId, kind, itemKey: { in: [...keys] } }, select: { itemKey: true } });
  return new Set(rows.map((r) => r.itemKey));
}

/** Marks items read once: the first read time stays (createMany skips the keys already there). */
export async function markRead(db: Db, userId: string, kind: ReadKind, keys: readonly string[], at: Date): Promise<void> {
  if (keys.length === 0) return;
  const known = await readKeys(db, userId, kind, keys);
  const fresh = [...new Set(keys)].filter((k) => !known.has(k));
  if (fresh.length === 0) return;
  // Two concurrent reads of the same item: the loser's insert hits the primary key; both mean "read".
  await Promise.all(
    fresh.map((itemKey) =>
      db.contentRead.upsert({ where: { userId_kind_itemKey: { userId, kind, itemKey } }, create: { userId, kind, itemKey, readAt: at }, update: {} }),
    ),
  );
}
