import path from 'node:path';

/** The one rule for where the database lives: DATABASE_URL, else DATA_DIR/sandbox.db, else ./data. */
export function databaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(import.meta.dirname, '..', '..', 'data'));
  return `file:${path.join(dataDir, 'sandbox.db')}`;
}

/** True for a PostgreSQL URL (`postgresql://` or `postgres://`); anything else is a SQLite file URL. */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}
