import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { PrismaClient } from '../generated/client.ts';
import { isPostgresUrl } from './database-url.ts';
import { createPrismaClient } from './index.ts';
import { migrate, migratedTemplate, migrationsHash } from './migrate.ts';

export interface TestDatabase {
  url: string;
  db: PrismaClient;
  /** Disconnects and deletes the database (on PostgreSQL: empties it for this process's next test). */
  cleanup(): Promise<void>;
}

const pgMigrationsDir = path.join(import.meta.dirname, '..', 'migrations-pg');

/**
 * A fresh, migrated, empty database: a SQLite file in its own temporary folder, or, when
 * TEST_DATABASE_URL names a PostgreSQL server (`npm run test:pg`), a database of its own on
 * that server: one an earlier test of this process emptied, or a copy of a migrated template
 * database (CREATE DATABASE ... TEMPLATE). The server is a throwaway one (scripts/src/postgres.ts),
 * so the emptied databases a process leaves go with it.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const server = process.env.TEST_DATABASE_URL;
  if (server && isPostgresUrl(server)) return createPgTestDatabase(server);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-test-'));
  const file = path.join(dir, 'test.db');
  copyFileSync(migratedTemplate(), file);
  const url = `file:${file}`;
  const db = createPrismaClient(url);
  return {
    url,
    db,
    async cleanup() {
      await db.$disconnect();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function withAdmin<T>(serverUrl: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

function urlWithDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * The migrated template database on the server, built once per migration set; an advisory
 * lock makes parallel test workers build it once and never copy a half-built one.
 */
async function pgTemplate(admin: pg.Client, serverUrl: string): Promise<string> {
  const name = `sandbox_template_${migrationsHash(pgMigrationsDir)}`;
  await admin.query('SELECT pg_advisory_lock(4242190019)');
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS "${building}"`);
      await admin.query(`CREATE DATABASE "${building}"`);
      migrate(urlWithDatabase(serverUrl, building));
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock(4242190019)');
  }
  return name;
}

/** This process's databases whose test has ended, emptied and ready for the next test. */
const idleDatabases: string[] = [];
/** The tables to empty (every table but Prisma's migration record), read once per process. */
let tableNames: string[] | undefined;

/**
 * Empties a database a test has finished with, so the next test can have it: copying the template
 * costs about 0.3-0.5 s a test on this machine, emptying the few rows a test writes a few ms.
 * Sessions the test left behind (a server process it started) are ended first; foreign keys are
 * not checked while the rows go (session_replication_role), so the order does not matter. There
 * are no sequences to reset: every id is a text key.
 */
async function emptyDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    tableNames ??= (
      await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename`)
    ).rows.map((r) => r.name);
    await client.query(['SET session_replication_role = replica', ...tableNames.map((t) => `DELETE FROM "${t}"`), 'SET session_replication_role = DEFAULT'].join(';\n'));
  } finally {
    await client.end();
  }
}

async function createPgTestDatabase(serverUrl: string): Promise<TestDatabase> {
  let name = idleDatabases.pop();
  if (!name) {
    const created = `sandbox_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    await withAdmin(serverUrl, async (admin) => {
      const template = await pgTemplate(admin, serverUrl);
      await admin.query(`CREATE DATABASE "${created}" TEMPLATE "${template}"`);
    });
    name = created;
  }
  const database = name;
  const url = urlWithDatabase(serverUrl, database);
  const db = createPrismaClient(url);
  return {
    url,
    db,
    async cleanup() {
      await db.$disconnect();
      try {
        await emptyDatabase(url);
        idleDatabases.push(database);
      } catch {
        // A database that cannot be emptied is not reused.
        await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
      }
    },
  };
}
