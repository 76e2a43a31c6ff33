import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { PrismaClient } from '../generated/client.ts';
import { isPostgresUrl } from './database-url.ts';
import { retargetPgClient, swapDatabaseFile } from './connections.ts';
import { createPrismaClient } from './index.ts';
import { migrate, migratedTemplate, migrationsHash } from './migrate.ts';

export interface TestDatabase {
  url: string;
  db: PrismaClient;
  /** Gives the database back: this process's next test gets it emptied (SQLite: with its client). */
  cleanup(): Promise<void>;
}

const pgMigrationsDir = path.join(import.meta.dirname, '..', 'migrations-pg');

/**
 * A fresh, migrated, empty database: a SQLite file in its own temporary folder (one an earlier
 * test of this process gave back, with its client), or, when
 * TEST_DATABASE_URL names a PostgreSQL server (`npm run test:pg`), a database of its own on
 * that server: one an earlier test of this process emptied, or a copy of a migrated template
 * database (CREATE DATABASE ... TEMPLATE). The server is a throwaway one (scripts/src/postgres.ts),
 * so the emptied databases a process leaves go with it.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const server = process.env.TEST_DATABASE_URL;
  if (server && isPostgresUrl(server)) return createPgTestDatabase(server);
  return createSqliteTestDatabase();
}

interface SqliteDatabase {
  dir: string;
  file: string;
  db: PrismaClient;
}

/**
 * This process's SQLite databases whose test has ended, each with its open client. A new
 * client compiles every query shape it meets again (Prisma's plan cache is per client): a
 * fresh client's first queries cost about ten times a warm one's, most of an API test's time.
 * So a database given back keeps its client, and the next test gets it with the migrated
 * template swapped in under it (swapDatabaseFile, as a QA snapshot restore does: the running
 * query ends first, caches of rows start over).
 */
const idleSqlite: SqliteDatabase[] = [];
process.on('exit', () => {
  for (const { dir } of idleSqlite) rmSync(dir, { recursive: true, force: true });
});

/** The migrated template in place of `file`, its write-ahead log and shared memory gone with the old one. */
function freshCopy(file: string): void {
  for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
  copyFileSync(migratedTemplate(), file);
}

async function createSqliteTestDatabase(): Promise<TestDatabase> {
  let database = idleSqlite.pop();
  if (database) {
    const { file } = database;
    await swapDatabaseFile(database.db, () => freshCopy(file));
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-test-'));
    const file = path.join(dir, 'test.db');
    freshCopy(file);
    database = { dir, file, db: createPrismaClient(`file:${file}`) };
  }
  const taken = database;
  let released = false;
  return {
    url: `file:${taken.file}`,
    db: taken.db,
    async cleanup() {
      if (released) return;
      released = true;
      idleSqlite.push(taken);
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

/**
 * This process's databases whose test has ended, emptied and ready for the next test, each with
 * the client the test used, disconnected (its query plans kept: see idleSqlite).
 */
const idleDatabases: Array<{ name: string; db: PrismaClient }> = [];
/** The tables of a migrated database (every table but Prisma's migration record), read once per process. */
let templateTables: string | undefined;

const newDatabaseName = () => `sandbox_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;

/**
 * Takes back a database a test has finished with and empties it for the next test: copying the
 * template costs about 0.3-0.5 s a test on this machine, this about 50 ms. The database is renamed
 * first (after ending every session on it), so a process the test started and left behind can
 * never write into the next test's data: its address no longer exists. Then every schema but
 * `public` goes (QA snapshots are schemas) and every table is emptied, foreign keys unchecked
 * (session_replication_role), so the order does not matter; there are no sequences to reset (every
 * id is a text key). A database whose tables are not the template's is not reused. Returns the
 * new name, or undefined when the database was dropped instead.
 */
async function takeBack(serverUrl: string, database: string): Promise<string | undefined> {
  const renamed = newDatabaseName();
  try {
    await withAdmin(serverUrl, async (admin) => {
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]);
      await admin.query(`ALTER DATABASE "${database}" RENAME TO "${renamed}"`);
    });
    const client = new pg.Client({ connectionString: urlWithDatabase(serverUrl, renamed) });
    await client.connect();
    try {
      const tables = (
        await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename`)
      ).rows.map((r) => r.name);
      templateTables ??= tables.join(',');
      if (tables.join(',') !== templateTables) throw new Error('the tables are not the template\'s');
      const schemas = (
        await client.query<{ name: string }>(`SELECT nspname AS name FROM pg_namespace WHERE nspname NOT IN ('public', 'information_schema') AND nspname NOT LIKE 'pg\\_%'`)
      ).rows.map((r) => r.name);
      await client.query(
        [
          ...schemas.map((name) => `DROP SCHEMA "${name}" CASCADE`),
          'SET session_replication_role = replica',
          ...tables.map((t) => `DELETE FROM "${t}"`),
          'SET session_replication_role = DEFAULT',
        ].join(';\n'),
      );
    } finally {
      await client.end();
    }
    return renamed;
  } catch {
    await withAdmin(serverUrl, async (admin) => {
      for (const name of [database, renamed]) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });
    return undefined;
  }
}

async function createPgTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const idle = idleDatabases.pop();
  let name = idle?.name;
  if (!name) {
    const created = newDatabaseName();
    await withAdmin(serverUrl, async (admin) => {
      const template = await pgTemplate(admin, serverUrl);
      await admin.query(`CREATE DATABASE "${created}" TEMPLATE "${template}"`);
    });
    name = created;
  }
  const database = name;
  const url = urlWithDatabase(serverUrl, database);
  let db: PrismaClient;
  if (idle) {
    db = idle.db;
    retargetPgClient(db, url);
  } else db = createPrismaClient(url);
  let released = false;
  return {
    url,
    db,
    async cleanup() {
      if (released) return;
      released = true;
      await db.$disconnect();
      const emptied = await takeBack(serverUrl, database);
      if (emptied) idleDatabases.push({ name: emptied, db });
    },
  };
}
