// The PostgreSQL migrations (prisma/migrations-pg) must build exactly the schema that
// schema.prisma describes: each SQLite migration needs its PostgreSQL twin (docs/data-model.md).
// Prisma's own drift check (`migrate diff --from-migrations`) cannot run through the pg
// adapter, so this compares PostgreSQL's catalog of two databases: one migrated with
// migrate(url), one built from `migrate diff --from-empty` of the derived schema (prisma/migrate-diff.mjs). Starts its
// own throwaway PostgreSQL unless TEST_DATABASE_URL names one (`npm run test:pg`).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { isPostgresUrl, migrate } from '@sandbox/prisma';
import { findPostgresBin, startPostgres, type ThrowawayPostgres } from './postgres.ts';
// @ts-expect-error: a plain .mjs script without types
import { migrationSql } from '../../prisma/migrate-diff.mjs';

let server: ThrowawayPostgres | undefined;
let serverUrl: string;

beforeAll(async () => {
  const given = process.env.TEST_DATABASE_URL;
  if (given && isPostgresUrl(given)) serverUrl = given;
  else {
    server = await startPostgres();
    serverUrl = server.url;
  }
}, 180_000);
afterAll(() => server?.stop());

const urlOf = (database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

/** Runs SQL with psql (no driver needed here); answers the rows of the last statement, one line each. */
function query(url: string, sql: string): string[] {
  const bin = findPostgresBin();
  if (!bin) throw new Error('no PostgreSQL binaries (psql)');
  const out = execFileSync(path.join(bin, 'psql'), [url, '-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1'], { input: sql, encoding: 'utf8' });
  return out.split('\n').filter((line) => line !== '');
}

/** Tables, columns, indexes and constraints of the public schema, as sorted lines of text. */
function catalog(url: string): string[] {
  const columns = query(
    url,
    `SELECT table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '')
     FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations';`,
  );
  const indexes = query(url, "SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations';");
  const constraints = query(
    url,
    `SELECT c.conrelid::regclass::text || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid)
     FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
     WHERE n.nspname = 'public' AND c.conrelid::regclass::text <> '_prisma_migrations';`,
  );
  return [...columns, ...indexes, ...constraints].sort();
}

test('prisma/migrations-pg builds the schema that schema.prisma describes', async () => {
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const migrated = `sandbox_check_migrated_${suffix}`;
  const expected = `sandbox_check_expected_${suffix}`;
  query(serverUrl, `CREATE DATABASE "${migrated}";`);
  query(serverUrl, `CREATE DATABASE "${expected}";`);
  try {
    migrate(urlOf(migrated));
    const sql = migrationSql({ pg: true, pgUrl: urlOf(expected) }) as string;
    query(urlOf(expected), sql);
    const want = catalog(urlOf(expected));
    expect(want.length).toBeGreaterThan(100);
    expect(catalog(urlOf(migrated))).toEqual(want);
  } finally {
    query(serverUrl, `DROP DATABASE IF EXISTS "${migrated}" WITH (FORCE);`);
    query(serverUrl, `DROP DATABASE IF EXISTS "${expected}" WITH (FORCE);`);
  }
}, 180_000);
