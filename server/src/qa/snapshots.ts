import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openRawConnection, readerOf, swapDatabaseFile, vacuumInto, type PrismaClient } from '@sandbox/prisma';
import { AppError, badRequest, notFound } from '../errors.ts';
import type { SteerRecord } from '../market/market.ts';

/**
 * A snapshot's name becomes a file name: letters, digits, "-" and "_" only (no dot, no
 * slash), so no name can reach outside the snapshots folder or hide as a dot file.
 */
export const SNAPSHOT_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** What is kept beside each snapshot's database (<name>.json). */
export interface SnapshotMeta {
  name: string;
  /** The sandbox time when it was saved (epoch ms). */
  savedAtMs: number;
  /** The sandbox clock's offset then: a restore puts it back with the data. */
  clockOffsetMs: number;
  sizeBytes: number;
  /** The scenario the data had been loaded from (qa/loaded-scenario.ts), when known. */
  scenario?: string;
  /** The market's recorded QA steers (crash, flat, replay, ...), put back by a restore. */
  marketSteers?: SteerRecord;
}

/** The database file behind a `file:` URL (query parameters dropped). */
export function databaseFile(url: string): string {
  const file = url.replace(/^file:/, '').replace(/\?.*$/, '');
  if (!file || file === ':memory:') throw new Error(`snapshots need a database file, not ${url}`);
  return path.resolve(file);
}

const MIGRATIONS = 'SELECT "migration_name" AS name FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL ORDER BY "migration_name"';

/**
 * Named copies of the whole database in DATA_DIR/snapshots: save writes one with
 * `VACUUM INTO` (a consistent committed state; writers go on meanwhile), restore swaps it in
 * as the database file while both connections are closed (swapDatabaseFile: the writes of
 * that moment wait, the reads too). A copy of the file, never a replay of inserts: a
 * restore takes the same time however the state was made.
 */
export function createSnapshotStore(opts: { dir: string; databaseUrl: string; db: PrismaClient }) {
  const { dir, db } = opts;
  const dbFile = databaseFile(opts.databaseUrl);

  const fileOf = (name: string, ext: 'db' | 'json') => {
    if (!SNAPSHOT_NAME.test(name)) throw badRequest('qa.snapshotName');
    return path.join(dir, `${name}.${ext}`);
  };

  function read(name: string): SnapshotMeta | undefined {
    const meta = fileOf(name, 'json');
    if (!existsSync(meta) || !existsSync(fileOf(name, 'db'))) return undefined;
    return JSON.parse(readFileSync(meta, 'utf8')) as SnapshotMeta;
  }

  return {
    dir,

    list(): SnapshotMeta[] {
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((f) => f.endsWith('.json') && SNAPSHOT_NAME.test(f.slice(0, -'.json'.length)))
        .map((f) => read(f.slice(0, -'.json'.length)))
        .filter((m): m is SnapshotMeta => m !== undefined)
        .sort((a, b) => b.savedAtMs - a.savedAtMs || a.name.localeCompare(b.name));
    },

    get: read,

    /** Saves the committed state under `name`; an existing one is replaced only when asked. */
    async save(name: string, at: { savedAtMs: number; clockOffsetMs: number; scenario?: string; marketSteers?: SteerRecord }, overwrite = false): Promise<SnapshotMeta & { replaced: boolean }> {
      const target = fileOf(name, 'db');
      const replaced = read(name) !== undefined;
      if (replaced && !overwrite) throw new AppError(409, 'qa.snapshotExists', { name });
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      // VACUUM INTO refuses an existing file; the copy is renamed into place once complete.
      const building = `${target}.${process.pid}.tmp`;
      rmSync(building, { force: true });
      await vacuumInto(opts.databaseUrl, building);
      renameSync(building, target);
      const meta: SnapshotMeta = { name, ...at, sizeBytes: statSync(target).size };
      writeFileSync(fileOf(name, 'json'), `${JSON.stringify(meta, null, 2)}\n`, { mode: 0o600 });
      return { ...meta, replaced };
    },

    /**
     * Swaps the snapshot in as the database. The copy is made beside the database first (a
     * rename within one folder is atomic), so the pause covers only the close, the rename and
     * the reopen. `whileSwapped` runs inside the pause (the clock goes back with the data).
     */
    async restore(name: string, whileSwapped: (meta: SnapshotMeta) => void): Promise<SnapshotMeta> {
      const meta = read(name);
      if (!meta) throw notFound('qa.snapshotNotFound', { name });
      const source = fileOf(name, 'db');
      await sameMigrations(db, source, name);
      const incoming = `${dbFile}.restore-${process.pid}.tmp`;
      copyFileSync(source, incoming);
      try {
        await swapDatabaseFile(db, () => {
          // The closed connections checkpointed their log; a stale one must not be replayed over the new file.
          for (const leftover of [`${dbFile}-wal`, `${dbFile}-shm`]) rmSync(leftover, { force: true });
          renameSync(incoming, dbFile);
          whileSwapped(meta);
        });
      } finally {
        rmSync(incoming, { force: true });
      }
      return meta;
    },

    remove(name: string): boolean {
      const existed = read(name) !== undefined;
      rmSync(fileOf(name, 'db'), { force: true });
      rmSync(fileOf(name, 'json'), { force: true });
      return existed;
    },
  };
}

export type SnapshotStore = ReturnType<typeof createSnapshotStore>;

/** A snapshot saved before a migration (or after one this server lacks) would not fit the code: refused. */
async function sameMigrations(db: PrismaClient, file: string, name: string): Promise<void> {
  const connection = await openRawConnection(`file:${file}`);
  let theirs: string[];
  try {
    theirs = (connection.prepare(MIGRATIONS).all() as { name: string }[]).map((r) => r.name);
  } catch {
    throw badRequest('qa.snapshotSchema', { name });
  } finally {
    connection.close();
  }
  const ours = (await readerOf(db).all<{ name: string }>(MIGRATIONS)).map((r) => r.name);
  if (theirs.join('\n') !== ours.join('\n')) throw badRequest('qa.snapshotSchema', { name });
}
