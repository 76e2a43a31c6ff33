import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { isPostgresUrl } from './database-url.ts';

const prismaDir = path.join(import.meta.dirname, '..');

interface ReadOnlySqlite {
  prepare(sql: string): { get(): unknown; all(): Array<{ migration_name: string }> };
  close(): void;
}

/**
 * True when every migration folder is recorded as applied in the SQLite file. A second API
 * instance starts on a database the first one holds open, and `prisma migrate deploy` then
 * fails on the lock even with nothing to apply (issue 19), so an up-to-date file is left alone.
 * better-sqlite3 is reached through the driver adapter that depends on it (not a dependency here).
 */
function sqliteUpToDate(file: string): boolean {
  if (!existsSync(file)) return false;
  const Database = createRequire(import.meta.resolve('@prisma/adapter-better-sqlite3'))('better-sqlite3') as new (
    file: string,
    options: { readonly: boolean; fileMustExist: boolean },
  ) => ReadOnlySqlite;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'").get()) return false;
    const applied = new Set(
      db.prepare('SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL').all().map((r) => r.migration_name),
    );
    const dir = path.join(prismaDir, 'migrations');
    return readdirSync(dir)
      .filter((name) => existsSync(path.join(dir, name, 'migration.sql')))
      .every((name) => applied.has(name));
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

const deploy = (url: string) =>
  execFileSync(path.join(prismaDir, 'node_modules', '.bin', 'prisma'), ['migrate', 'deploy'], { cwd: prismaDir, env: { ...process.env, DATABASE_URL: url }, stdio: 'pipe' });

/**
 * The migrated empty SQLite database, built once per migration set (`prisma migrate deploy`
 * takes about 3-4 s, most of it starting Prisma's CLI) and shared by every process of the machine:
 * its name carries a hash of the migration SQL. Written under a temporary name and renamed, so
 * processes starting at once never copy a half-built file.
 */
export function migratedTemplate(): string {
  const file = path.join(os.tmpdir(), `sandbox-template-${migrationsHash(path.join(prismaDir, 'migrations'))}.db`);
  if (!existsSync(file)) {
    const building = `${file}.${process.pid}.tmp`;
    deploy(`file:${building}`);
    renameSync(building, file);
  }
  return file;
}

/**
 * Applies the committed migrations, the one migration path used by start, seed and the
 * tests' template database: `prisma migrate deploy` of migrations/ for SQLite, and
 * migrate-pg.mjs (the same bookkeeping; Prisma's migrate cannot run through the pg adapter)
 * of migrations-pg/ for PostgreSQL. A new SQLite file is a copy of the migrated template (the
 * same schema and migration record `deploy` would write). Returns false when a SQLite file was
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
  deploy(url);
  return true;
}
