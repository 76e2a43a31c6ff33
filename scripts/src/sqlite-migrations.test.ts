// The SQLite migrations (prisma/migrations), applied by migrate.ts's deploySqlite, must build
// exactly the schema that schema.prisma describes, and carry the rows of a database that was
// made by older migrations across a migration that rebuilds a table.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { deploySqlite, migratedTemplate, migrate, migrations, openSqlite } from '@sandbox/prisma/migrate';
// @ts-expect-error: a plain .mjs script without types
import { migrationSql } from '../../prisma/migrate-diff.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'sqlite-migrations-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Db = ReturnType<typeof openSqlite>;
/** Columns (name, type, not null, default, key), foreign keys and indexes of every table but Prisma's record, as sorted lines. */
function catalog(db: Db): string[] {
  const lines: string[] = [];
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations'").all() as Array<{ name: string }>;
  for (const { name } of tables) {
    for (const c of db.prepare(`PRAGMA table_info("${name}")`).all() as Array<Record<string, unknown>>) lines.push(`${name} column ${c.name} ${c.type} ${c.notnull} ${c.dflt_value} ${c.pk}`);
    for (const f of db.prepare(`PRAGMA foreign_key_list("${name}")`).all() as Array<Record<string, unknown>>) lines.push(`${name} fk ${f.from} -> ${f.table}.${f.to} ${f.on_update} ${f.on_delete}`);
    for (const i of db.prepare(`PRAGMA index_list("${name}")`).all() as Array<{ name: string; unique: number }>) {
      const cols = (db.prepare(`PRAGMA index_info("${i.name}")`).all() as Array<{ name: string }>).map((c) => c.name);
      lines.push(`${name} index ${i.name} ${i.unique} (${cols.join(', ')})`);
    }
  }
  return lines.sort();
}

// Long on purpose: the schema's SQL comes from Prisma 6.19's CLI, a process of about 3 s alone.
test('the migrations build the schema that schema.prisma describes, each recorded once with its checksum', { timeout: 30_000 }, () => {
  const migrated = openSqlite(migratedTemplate(), { readonly: true });
  const expected = openSqlite(':memory:');
  try {
    expected.exec(migrationSql() as string);
    const want = catalog(expected);
    expect(want.length).toBeGreaterThan(500);
    expect(catalog(migrated)).toEqual(want);
    const recorded = migrated.prepare('SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name').all() as Array<{ migration_name: string }>;
    expect(recorded.map((r) => r.migration_name)).toEqual(migrations().map((m) => m.name));
  } finally {
    migrated.close();
    expected.close();
  }
});

test('a database made by older migrations keeps its rows across a migration that rebuilds a referenced table', () => {
  const file = path.join(dir, 'old.db');
  const all = migrations();
  // credit_ieo rebuilds IeoProject, which IeoOrder references (ON DELETE RESTRICT): with foreign
  // keys on, dropping the old table would fail or take the orders with it.
  const rebuilding = all.findIndex((m) => m.name.endsWith('_credit_ieo'));
  expect(all[rebuilding]!.sql).toContain('CREATE TABLE "new_IeoProject"');
  deploySqlite(file, all.slice(0, rebuilding));
  const before = openSqlite(file);
  before.exec(`INSERT INTO "User" (id, account, passwordHash, inviteCode, updatedAt) VALUES ('u1', 'alice', 'x', 'INV1', 0);
    INSERT INTO "IeoProject" (id, name, coin, estimatedPrice, issuePrice, totalSupply, minSubscribe, maxSubscribe, startAt, endAt, lotteryAt, listAt)
      VALUES ('p1', 'Orbit', 'ORB', '0.1', '0.08', '1000000', '10', '5000', 0, 0, 0, 0);
    INSERT INTO "IeoOrder" (id, orderNo, userId, projectId, quantity, price, updatedAt) VALUES ('o1', 'N1', 'u1', 'p1', '100', '0.08', 0);`);
  before.close();

  expect(migrate(`file:${file}`)).toBe(true);
  const after = openSqlite(file, { readonly: true });
  try {
    expect(after.prepare('SELECT id, projectId, quantity FROM "IeoOrder"').all()).toEqual([{ id: 'o1', projectId: 'p1', quantity: '100' }]);
    expect(after.prepare('SELECT id, coin FROM "IeoProject"').all()).toEqual([{ id: 'p1', coin: 'ORB' }]);
    expect(after.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    expect((after.prepare('SELECT count(*) AS n FROM _prisma_migrations').get() as { n: number }).n).toBe(all.length);
  } finally {
    after.close();
  }
  // Up to date: nothing runs again.
  expect(migrate(`file:${file}`)).toBe(false);
});

test('rebuilding a table whose rows others reference with ON DELETE CASCADE deletes none of them', () => {
  const file = path.join(dir, 'cascade.db');
  deploySqlite(file, [
    {
      name: '1_init',
      sql: `CREATE TABLE "Parent" ("id" TEXT NOT NULL PRIMARY KEY);
        CREATE TABLE "Child" ("id" TEXT NOT NULL PRIMARY KEY, "parentId" TEXT NOT NULL,
          CONSTRAINT "Child_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Parent" ("id") ON DELETE CASCADE ON UPDATE CASCADE);
        INSERT INTO "Parent" VALUES ('p1'); INSERT INTO "Child" VALUES ('c1', 'p1');`,
    },
    {
      // What `prisma migrate diff` writes to add a column SQLite cannot add in place.
      name: '2_rebuild_parent',
      sql: `PRAGMA defer_foreign_keys=ON;
        PRAGMA foreign_keys=OFF;
        CREATE TABLE "new_Parent" ("id" TEXT NOT NULL PRIMARY KEY, "name" TEXT NOT NULL DEFAULT 'x');
        INSERT INTO "new_Parent" ("id") SELECT "id" FROM "Parent";
        DROP TABLE "Parent";
        ALTER TABLE "new_Parent" RENAME TO "Parent";
        PRAGMA foreign_keys=ON;
        PRAGMA defer_foreign_keys=OFF;`,
    },
  ]);
  const db = openSqlite(file, { readonly: true });
  try {
    expect(db.prepare('SELECT id, parentId FROM "Child"').all()).toEqual([{ id: 'c1', parentId: 'p1' }]);
    expect(db.prepare('SELECT id, name FROM "Parent"').all()).toEqual([{ id: 'p1', name: 'x' }]);
  } finally {
    db.close();
  }
});

test('a migration that fails leaves nothing of itself and is not recorded', () => {
  const file = path.join(dir, 'failing.db');
  const good = { name: '1_good', sql: 'CREATE TABLE "A" ("id" TEXT NOT NULL PRIMARY KEY);' };
  const bad = { name: '2_bad', sql: 'CREATE TABLE "B" ("id" TEXT NOT NULL PRIMARY KEY); INSERT INTO "Missing" VALUES (1);' };
  expect(() => deploySqlite(file, [good, bad])).toThrow(/migration 2_bad failed: no such table: Missing/);
  const db = openSqlite(file, { readonly: true });
  try {
    expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('A', 'B')").all()).toEqual([{ name: 'A' }]);
    expect(db.prepare('SELECT migration_name FROM _prisma_migrations').all()).toEqual([{ migration_name: '1_good' }]);
  } finally {
    db.close();
  }
});
