import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { isPostgresUrl } from './database-url.ts';

const prismaDir = path.join(import.meta.dirname, '..');

interface SqliteStatement {
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): unknown;
}
interface SqliteDatabase {
  prepare(sql: string): SqliteStatement;
  exec(sql: string): void;
  readonly inTransaction: boolean;
  close(): void;
}

/** better-sqlite3, reached through the driver adapter that depends on it (not a dependency here). */
export function openSqlite(file: string, options: { readonly?: boolean; fileMustExist?: boolean } = {}): SqliteDatabase {
  const Database = createRequire(import.meta.resolve('@prisma/adapter-better-sqlite3'))('better-sqlite3') as new (file: string, options: object) => SqliteDatabase;
  return new Database(file, options);
}

const migrationsDir = path.join(prismaDir, 'migrations');

/** The migration folders with their SQL, in the order they apply (their names start with a timestamp). */
export function migrations(): Array<{ name: string; sql: string }> {
  return readdirSync(migrationsDir)
    .sort()
    .filter((name) => existsSync(path.join(migrationsDir, name, 'migration.sql')))
    .map((name) => ({ name, sql: readFileSync(path.join(migrationsDir, name, 'migration.sql'), 'utf8') }));
}

/**
 * True when every migration folder is recorded as applied in the SQLite file. A second API
 * instance starts on a database the first one holds open: an up-to-date file is only read.
 */
function sqliteUpToDate(file: string): boolean {
  if (!existsSync(file)) return false;
  const db = openSqlite(file, { readonly: true, fileMustExist: true });
  try {
    if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'").get()) return false;
    const rows = db.prepare('SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL').all() as Array<{ migration_name: string }>;
    const applied = new Set(rows.map((r) => r.migration_name));
    return migrations().every(({ name }) => applied.has(name));
  } finally {
    db.close();
  }
}

/** Prisma's own record of applied migrations, as `prisma migrate deploy` creates it on SQLite. */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    TEXT PRIMARY KEY NOT NULL,
    "checksum"              TEXT NOT NULL,
    "finished_at"           DATETIME,
    "migration_name"        TEXT NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        DATETIME,
    "started_at"            DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count"   INTEGER UNSIGNED NOT NULL DEFAULT 0
)`;
/** Prisma writes its migration times as ISO text with an explicit offset. */
const isoNow = () => new Date().toISOString().replace('Z', '+00:00');

/**
 * Applies migrations/ to a SQLite file as `prisma migrate deploy` does (Prisma 7's cannot run
 * offline: TOOLCHAIN.md): in folder order, each once, recorded in `_prisma_migrations` with the
 * sha256 of its SQL. Each migration runs in one transaction taken before anything is read
 * (BEGIN IMMEDIATE: two processes starting at once apply it once), with foreign keys off: a
 * migration that rebuilds a table drops the old one, which with foreign keys on would delete
 * the rows that point at it (its own `PRAGMA foreign_keys=OFF` has no effect in a transaction).
 * The keys are checked before the commit instead.
 */
export function deploySqlite(file: string, list = migrations()): void {
  const db = openSqlite(file);
  try {
    db.exec('PRAGMA busy_timeout = 10000; PRAGMA foreign_keys = OFF;');
    db.exec(MIGRATIONS_TABLE);
    const recorded = db.prepare('SELECT checksum, finished_at FROM _prisma_migrations WHERE migration_name = ? AND rolled_back_at IS NULL');
    const record = db.prepare(
      'INSERT INTO _prisma_migrations (id, checksum, finished_at, migration_name, started_at, applied_steps_count) VALUES (?, ?, ?, ?, ?, 1)',
    );
    for (const { name, sql } of list) {
      const checksum = createHash('sha256').update(sql).digest('hex');
      db.exec('BEGIN IMMEDIATE');
      try {
        const done = recorded.get(name) as { checksum: string; finished_at: string | null } | undefined;
        if (done) {
          if (!done.finished_at) throw new Error('it was started and never finished: fix the database by hand');
          if (done.checksum !== checksum) console.warn(`[migrate] migration ${name} was changed after it was applied`);
        } else {
          const started = isoNow();
          db.exec(sql);
          const broken = db.prepare('PRAGMA foreign_key_check').all();
          if (broken.length > 0) throw new Error(`it leaves ${broken.length} rows pointing at no row: ${JSON.stringify(broken.slice(0, 3))}`);
          record.run(randomUUID(), checksum, isoNow(), name, started);
        }
        db.exec('COMMIT');
      } catch (e) {
        if (db.inTransaction) db.exec('ROLLBACK');
        throw new Error(`migration ${name} failed: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  } finally {
    db.close();
  }
}

/** A short hash of a migrations folder's SQL: a new migration makes a new template. */
export function migrationsHash(dir: string): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(dir).sort()) {
    const sql = path.join(dir, name, 'migration.sql');
    if (existsSync(sql)) hash.update(name).update(readFileSync(sql));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The migrated empty SQLite database, built once per migration set and shared by every process
 * of the machine (a new file is a copy of it):
 * its name carries a hash of the migration SQL. Written under a temporary name and renamed, so
 * processes starting at once never copy a half-built file.
 */
export function migratedTemplate(): string {
  const file = path.join(os.tmpdir(), `sandbox-template-${migrationsHash(migrationsDir)}.db`);
  if (!existsSync(file)) {
    const building = `${file}.${process.pid}.tmp`;
    deploySqlite(building);
    renameSync(building, file);
  }
  return file;
}

/**
 * Applies the committed migrations, the one migration path used by start, seed and the
 * tests' template database: deploySqlite of migrations/ for SQLite, and migrate-pg.mjs (the
 * same bookkeeping) of migrations-pg/ for PostgreSQL. A new SQLite file is a copy of the
 * migrated template. Returns false when a SQLite file was
 * already up to date (nothing was run); PostgreSQL's script checks for itself and always runs.
 */
export function migrate(url: string): boolean {
  if (isPostgresUrl(url)) {
    execFileSync(process.execPath, [path.join(prismaDir, 'migrate-pg.mjs')], { cwd: prismaDir, env: { ...process.env, DATABASE_URL: url }, stdio: 'pipe' });
    return true;
  }
  const file = path.resolve(prismaDir, url.replace(/^file:/, ''));
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    // Written as a new file, not copied: it takes the process's umask (the server's data is
    // owner-only) instead of the template's mode; `wx` never overwrites a file made meanwhile.
    writeFileSync(file, readFileSync(migratedTemplate()), { flag: 'wx', mode: 0o666 });
    return true;
  }
  if (sqliteUpToDate(file)) return false;
  deploySqlite(file);
  return true;
}
