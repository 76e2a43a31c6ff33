#!/usr/bin/env node
// Applies prisma/migrations-pg to the PostgreSQL database in DATABASE_URL, as
// `prisma migrate deploy` would: in folder order, each migration once, recorded in Prisma's
// own `_prisma_migrations` table (same columns, sha256 checksum of the file).
// Written by hand, as SQLite's runner in src/migrate.ts: Prisma 7's migrate commands need a
// native schema engine that cannot be downloaded here, and Prisma 6.19's cannot run through the
// pg driver adapter (prisma/orm#27403: the schema engine fails on PostgreSQL's `name` column
// type, "Column type 'name' could not be deserialized from the database"). Unlike `migrate deploy`, each migration runs in one
// transaction (PostgreSQL's DDL is transactional): a failed one leaves nothing half-applied.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'migrations-pg');
// Any fixed number: concurrent starts of several instances apply the migrations once.
const LOCK = 72707369;

const url = process.env.DATABASE_URL;
if (!url) throw new Error('prisma/migrate-pg.mjs: DATABASE_URL is not set');
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  await client.query('SELECT pg_advisory_lock($1)', [LOCK]);
  await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id" VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum" VARCHAR(64) NOT NULL,
    "finished_at" TIMESTAMPTZ,
    "migration_name" VARCHAR(255) NOT NULL,
    "logs" TEXT,
    "rolled_back_at" TIMESTAMPTZ,
    "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count" INTEGER NOT NULL DEFAULT 0
  )`);
  const applied = new Map(
    (await client.query('SELECT "migration_name", "checksum", "finished_at" FROM "_prisma_migrations" WHERE "rolled_back_at" IS NULL')).rows.map(
      (r) => [r.migration_name, r],
    ),
  );
  for (const name of readdirSync(dir).sort()) {
    const file = join(dir, name, 'migration.sql');
    if (!existsSync(file)) continue;
    const sql = readFileSync(file, 'utf8');
    const checksum = createHash('sha256').update(sql).digest('hex');
    const done = applied.get(name);
    if (done) {
      if (!done.finished_at) throw new Error(`migration ${name} was started and never finished: fix the database by hand`);
      if (done.checksum !== checksum) console.warn(`[migrate-pg] migration ${name} was changed after it was applied`);
      continue;
    }
    await client.query('BEGIN');
    try {
      await client.query(sql);
      await client.query(
        'INSERT INTO "_prisma_migrations" ("id", "checksum", "finished_at", "migration_name", "applied_steps_count") VALUES ($1, $2, now(), $3, 1)',
        [randomUUID(), checksum, name],
      );
      await client.query('COMMIT');
    } catch (e) {
      await client.query('ROLLBACK');
      throw new Error(`migration ${name} failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
} finally {
  await client.end();
}
