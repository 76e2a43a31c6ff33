import { dialectOf, readerOf, type PrismaClient } from '@sandbox/prisma';
import { AppError, badRequest, notFound } from '../errors.ts';
import { migrationsQuery, SNAPSHOT_NAME, type KeptRows, type SavedAt, type SnapshotEngine, type SnapshotMeta } from './snapshot-engine.ts';
import { pgSnapshots } from './snapshots-pg.ts';
import { sqliteSnapshots } from './snapshots-sqlite.ts';

export { SNAPSHOT_NAME, type SnapshotMeta } from './snapshot-engine.ts';

function keptRows(keyPrefix: string): KeptRows {
  const where = { key: { startsWith: keyPrefix } };
  return {
    read: (db) => db.systemSetting.findMany({ where }),
    async putBack(tx, rows) {
      await tx.systemSetting.deleteMany({ where });
      if (rows.length > 0) await tx.systemSetting.createMany({ data: rows });
    },
  };
}

/**
 * Named copies of the whole database, on either database: SQLite files in `dir`
 * (snapshots-sqlite.ts), PostgreSQL schemas beside the app's (snapshots-pg.ts), chosen by the
 * client's dialect. Both save one committed state while writers go on, and restore it as one
 * step that calls wait for; both refuse a snapshot of another migration set and keep the
 * instances' own rows (`keepKeyPrefix`).
 */
export function createSnapshotStore(opts: { dir: string; databaseUrl: string; db: PrismaClient; keepKeyPrefix: string }) {
  const { db } = opts;
  const engine: SnapshotEngine = dialectOf(db) === 'postgresql' ? pgSnapshots(opts) : sqliteSnapshots(opts);
  const kept = keptRows(opts.keepKeyPrefix);
  const checked = (name: string) => {
    if (!SNAPSHOT_NAME.test(name)) throw badRequest('qa.snapshotName');
    return name;
  };

  return {
    engine,

    /** Newest first. */
    async list(): Promise<SnapshotMeta[]> {
      return (await engine.list()).sort((a, b) => b.savedAtMs - a.savedAtMs || a.name.localeCompare(b.name));
    },

    get: (name: string) => engine.get(checked(name)),

    /** Saves the committed state under `name`; an existing one is replaced only when asked. */
    async save(name: string, at: SavedAt, overwrite = false): Promise<SnapshotMeta & { replaced: boolean }> {
      const replaced = (await engine.get(checked(name))) !== undefined;
      if (replaced && !overwrite) throw new AppError(409, 'qa.snapshotExists', { name });
      return { ...(await engine.save(name, at)), replaced };
    },

    /** Puts the snapshot back as the database; `whileReplaced` runs while writes wait. */
    async restore(name: string, whileReplaced: (meta: SnapshotMeta) => void): Promise<SnapshotMeta> {
      const meta = await engine.get(checked(name));
      if (!meta) throw notFound('qa.snapshotNotFound', { name });
      // A snapshot saved before a migration (or after one this server lacks) would not fit the code.
      const theirs = await engine.migrations(name);
      const ours = (await readerOf(db).all<{ name: string }>(migrationsQuery())).map((r) => r.name);
      if (!theirs || theirs.join('\n') !== ours.join('\n')) throw badRequest('qa.snapshotSchema', { name });
      await engine.restore(name, kept, () => whileReplaced(meta));
      return meta;
    },

    remove: (name: string) => engine.remove(checked(name)),
  };
}

export type SnapshotStore = ReturnType<typeof createSnapshotStore>;
