import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
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
function sqliteUpToDate(url: string): boolean {
  const file = path.resolve(prismaDir, url.replace(/^file:/, ''));
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

/**
 * Applies the committed migrations, the one migration path used by start, seed and the
 * tests' template database: `prisma migrate deploy` of migrations/ for SQLite, and
 * migrate-pg.mjs (the same bookkeeping; Prisma's migrate cannot run through the pg adapter)
 * of migrations-pg/ for PostgreSQL. Returns false when a SQLite file was already up to date
 * (nothing was run); PostgreSQL's script checks for itself and always runs.
 */
export function migrate(url: string): boolean {
  const env = { ...process.env, DATABASE_URL: url };
  if (isPostgresUrl(url)) {
    execFileSync(process.execPath, [path.join(prismaDir, 'migrate-pg.mjs')], { cwd: prismaDir, env, stdio: 'pipe' });
    return true;
  }
  if (sqliteUpToDate(url)) return false;
  execFileSync(path.join(prismaDir, 'node_modules', '.bin', 'prisma'), ['migrate', 'deploy'], { cwd: prismaDir, env, stdio: 'pipe' });
  return true;
}
