import { execFileSync } from 'node:child_process';
import path from 'node:path';

const prismaDir = path.join(import.meta.dirname, '..');

/**
 * Applies the committed migrations with `prisma migrate deploy`, the one
 * migration path used by start, seed and the tests' template database.
 */
export function migrate(url: string): void {
  execFileSync(path.join(prismaDir, 'node_modules', '.bin', 'prisma'), ['migrate', 'deploy'], {
    cwd: prismaDir,
    env: { ...process.env, DATABASE_URL: url },
    stdio: 'pipe',
  });
}
