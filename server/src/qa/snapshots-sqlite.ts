import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openRawConnection, swapDatabaseFile, vacuumInto, type PrismaClient } from '@sandbox/prisma';
import { migrationsQuery, SNAPSHOT_NAME, type SnapshotEngine, type SnapshotMeta } from './snapshot-engine.ts';

/** The database file behind a `file:` URL (query parameters dropped). */
export function databaseFile(url: string): string {
  const file = url.replace(/^file:/, '').replace(/\?.*$/, '');
  if (!file || file === ':memory:') throw new Error(`snapshots need a database file, not ${url}`);
  return path.resolve(file);
}

/**
 * SQLite snapshots: files in `dir` (<name>.db + <name>.json). Save writes one with
 * `VACUUM INTO` (a consistent committed state; writers go on meanwhile), restore swaps it in
 * as the database file while both connections are closed (swapDatabaseFile: the writes of
 * that moment wait, the reads too). A copy of the file, never a replay of inserts: a
 * restore takes the same time however the state was made. The swap is under this process
 * only: the instances plugin refuses a restore while another instance is alive.
 */
export function sqliteSnapshots(opts: { dir: string; databaseUrl: string; db: PrismaClient }): SnapshotEngine {
  const { dir, db } = opts;
  const dbFile = databaseFile(opts.databaseUrl);
  // Names are checked by the store (SNAPSHOT_NAME): no name reaches outside `dir`.
  const fileOf = (name: string, ext: 'db' | 'json') => path.join(dir, `${name}.${ext}`);

  async function read(name: string): Promise<SnapshotMeta | undefined> {
    const meta = fileOf(name, 'json');
    if (!existsSync(meta) || !existsSync(fileOf(name, 'db'))) return undefined;
    return JSON.parse(readFileSync(meta, 'utf8')) as SnapshotMeta;
  }

  return {
    async list() {
      if (!existsSync(dir)) return [];
      const names = readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -'.json'.length))
        .filter((n) => SNAPSHOT_NAME.test(n));
      return (await Promise.all(names.map(read))).filter((m): m is SnapshotMeta => m !== undefined);
    },

    get: read,

    async save(name, at) {
      const target = fileOf(name, 'db');
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      // VACUUM INTO refuses an existing file; the copy is renamed into place once complete.
      const building = `${target}.${process.pid}.tmp`;
      rmSync(building, { force: true });
      await vacuumInto(opts.databaseUrl, building);
      renameSync(building, target);
      const meta: SnapshotMeta = { name, ...at, sizeBytes: statSync(target).size };
      writeFileSync(fileOf(name, 'json'), `${JSON.stringify(meta, null, 2)}\n`, { mode: 0o600 });
      return meta;
    },

    async migrations(name) {
      const connection = await openRawConnection(`file:${fileOf(name, 'db')}`);
      try {
        return (connection.prepare(migrationsQuery()).all() as { name: string }[]).map((r) => r.name);
      } catch {
        return undefined;
      } finally {
        connection.close();
      }
    },

    /**
     * The copy is made beside the database first (a rename within one folder is atomic), so
     * the pause covers only the close, the rename and the reopen. The kept rows go back in
     * right after, in one transaction.
     */
    async restore(name, kept, whileReplaced) {
      const live = await kept.read(db);
      const incoming = `${dbFile}.restore-${process.pid}.tmp`;
      copyFileSync(fileOf(name, 'db'), incoming);
      try {
        await swapDatabaseFile(db, () => {
          // The closed connections checkpointed their log; a stale one must not be replayed over the new file.
          for (const leftover of [`${dbFile}-wal`, `${dbFile}-shm`]) rmSync(leftover, { force: true });
          renameSync(incoming, dbFile);
          whileReplaced();
        });
      } finally {
        rmSync(incoming, { force: true });
      }
      await db.$transaction((tx) => kept.putBack(tx, live));
    },

    async remove(name) {
      const existed = (await read(name)) !== undefined;
      rmSync(fileOf(name, 'db'), { force: true });
      rmSync(fileOf(name, 'json'), { force: true });
      return existed;
    },
  };
}
