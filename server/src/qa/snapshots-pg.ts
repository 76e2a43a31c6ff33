import { createHash } from 'node:crypto';
import { clearAllTables, openPgConnection, tableNames, tablesInDeletionOrder, type PrismaClient, type Tx } from '@sandbox/prisma';
import { migrationsQuery, type KeptRows, type SavedAt, type SnapshotEngine, type SnapshotMeta } from './snapshot-engine.ts';

const PREFIX = 'snap_';

/**
 * The schema holding a snapshot: `snap_<name>`. PostgreSQL keeps 63 bytes of a name, so a name
 * longer than 57 characters is cut to 49 and told apart by a hash of the whole (63 characters,
 * a length no short name's schema has: the two forms never meet).
 */
export function schemaOf(name: string): string {
  if (name.length <= 57) return `${PREFIX}${name}`;
  return `${PREFIX}${name.slice(0, 49)}_${createHash('sha256').update(name).digest('hex').slice(0, 8)}`;
}

/** A quoted identifier (names come from the catalog or from schemaOf). */
const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A restore copies every row inside one transaction: a large sandbox takes a while. */
const RESTORE_TIMEOUT_MS = 300_000;

/**
 * PostgreSQL snapshots: one schema per snapshot beside the app's, in the same database (so
 * every instance sees the same list, and `pg_dump` carries them). Save copies every table of
 * the app's schema, `_prisma_migrations` too, in one REPEATABLE READ transaction on a
 * connection of its own: one committed state, while the app's writers go on. The meta (the
 * same JSON the SQLite files keep) is the schema's comment, written in that transaction, so a
 * snapshot is there whole or not at all. Restore, in one transaction of the app's client (this
 * process's other transactions queue behind it; other connections wait on the table locks and
 * then see the restored rows): TRUNCATE every table, INSERT ... SELECT each from the snapshot,
 * parents first (the foreign keys are checked row by row, not deferred). No table has a
 * sequence or identity column (ids are text), so nothing else needs setting back.
 */
export function pgSnapshots(opts: { databaseUrl: string; db: PrismaClient }): SnapshotEngine {
  const { db } = opts;
  let appSchema: Promise<string> | undefined;
  // The schema the app's client works in (current_schema of its connections), named explicitly on the save's own connection.
  const schemaOfApp = () => (appSchema ??= db.$queryRawUnsafe<{ s: string }[]>('SELECT current_schema()::text AS s').then((r) => r[0]!.s));
  const get = async (name: string) => (await metas(db, 'nspname = $1', [schemaOf(name)])).find((m) => m.name === name);

  return {
    list: () => metas(db, "nspname LIKE 'snap\\_%'", []),

    get,

    async save(name, at) {
      const [app, tables] = await Promise.all([schemaOfApp(), tableNames(db)]);
      return saveSchema(opts.databaseUrl, { app, tables }, name, at);
    },

    async migrations(name) {
      try {
        const rows = await db.$queryRawUnsafe<{ name: string }[]>(migrationsQuery(`${q(schemaOf(name))}."_prisma_migrations"`));
        return rows.map((r) => r.name);
      } catch {
        return undefined;
      }
    },

    restore: async (name, kept, whileReplaced) => restoreSchema(db, await schemaOfApp(), name, kept, whileReplaced),

    async remove(name) {
      const existed = (await get(name)) !== undefined;
      await db.$executeRawUnsafe(`DROP SCHEMA IF EXISTS ${q(schemaOf(name))} CASCADE`);
      return existed;
    },
  };
}

/** The snapshots among the schemas `where` selects: those whose comment is a meta naming that schema. */
async function metas(db: PrismaClient, where: string, params: string[]): Promise<SnapshotMeta[]> {
  // ::text: the pg adapter cannot read PostgreSQL's `name` type (prisma/orm#27403).
  const rows = await db.$queryRawUnsafe<{ schema: string; meta: string | null }[]>(
    `SELECT nspname::text AS schema, obj_description(oid, 'pg_namespace') AS meta FROM pg_namespace WHERE ${where}`,
    ...params,
  );
  return rows.flatMap((r) => {
    try {
      const meta = JSON.parse(r.meta ?? '') as SnapshotMeta;
      return schemaOf(meta.name) === r.schema ? [meta] : [];
    } catch {
      return []; // a schema named like ours that is not a snapshot
    }
  });
}

/** Copies `tables` of schema `app` into the snapshot's schema, with its meta, in one transaction of a connection of its own. */
async function saveSchema(databaseUrl: string, { app, tables }: { app: string; tables: string[] }, name: string, at: SavedAt): Promise<SnapshotMeta> {
  const schema = q(schemaOf(name));
  const connection = await openPgConnection(databaseUrl);
  try {
    await connection.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
    // The store has checked that replacing is wanted; the old copy goes only if this one commits.
    await connection.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await connection.query(`CREATE SCHEMA ${schema}`);
    // Every statement of the transaction reads the same snapshot of the database.
    for (const table of [...tables, '_prisma_migrations']) await connection.query(`CREATE TABLE ${schema}.${q(table)} AS TABLE ${q(app)}.${q(table)}`);
    const size = await connection.query<{ size: string }>(
      'SELECT COALESCE(SUM(pg_total_relation_size(c.oid)), 0)::text AS size FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1',
      [schemaOf(name)],
    );
    const meta: SnapshotMeta = { name, ...at, sizeBytes: Number(size.rows[0]!.size) };
    await connection.query(`COMMENT ON SCHEMA ${schema} IS ${connection.escapeLiteral(JSON.stringify(meta))}`);
    await connection.query('COMMIT');
    return meta;
  } catch (error) {
    await connection.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await connection.end();
  }
}

/** Replaces every row of schema `app` with the snapshot's, keeping the kept rows, in one transaction of the app's client. */
async function restoreSchema(db: PrismaClient, app: string, name: string, kept: KeptRows, whileReplaced: () => void): Promise<void> {
  const [target, schema] = [q(app), q(schemaOf(name))];
  await db.$transaction(
    async (tx) => {
      const insertOrder = (await tablesInDeletionOrder(tx)).reverse();
      const columns = await columnLists(tx);
      const live = await kept.read(tx);
      await clearAllTables(tx);
      for (const table of insertOrder) {
        const list = columns.get(table)!;
        await tx.$executeRawUnsafe(`INSERT INTO ${target}.${q(table)} (${list}) SELECT ${list} FROM ${schema}.${q(table)}`);
      }
      await kept.putBack(tx, live);
      whileReplaced();
    },
    { maxWait: 60_000, timeout: RESTORE_TIMEOUT_MS },
  );
}

/** Each table's columns of the app's schema, quoted and comma-separated: the snapshot's copy is selected by name, not by position. */
async function columnLists(tx: Tx): Promise<Map<string, string>> {
  const rows = await tx.$queryRawUnsafe<{ table: string; columns: string }[]>(
    `SELECT c.relname::text AS "table", string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) AS columns
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
      GROUP BY c.relname`,
  );
  return new Map(rows.map((r) => [r.table, r.columns]));
}
