import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { isPostgresUrl } from './database-url.ts';

const prismaDir = path.join(import.meta.dirname, '..');

/**
 * Applies the committed migrations, the one migration path used by start, seed and the
 * tests' template database: `prisma migrate deploy` of migrations/ for SQLite, and
 * migrate-pg.mjs (the same bookkeeping; Prisma's migrate cannot run through the pg adapter)
 * of migrations-pg/ for PostgreSQL.
 */
export function migrate(url: string): void {
  const env = { ...process.env, DATABASE_URL: url };
  if (isPostgresUrl(url)) {
    execFileSync(process.execPath, [path.join(prismaDir, 'migrate-pg.mjs')], { cwd: prismaDir, env, stdio: 'pipe' });
    return;
  }
  execFileSync(path.join(prismaDir, 'node_modules', '.bin', 'prisma'), ['migrate', 'deploy'], { cwd: prismaDir, env, stdio: 'pipe' });
}
