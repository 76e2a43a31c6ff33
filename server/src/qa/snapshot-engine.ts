import type { PrismaClient, Tx } from '@sandbox/prisma';
import type { SteerRecord } from '../market/market.ts';

/**
 * A snapshot's name becomes a file name (SQLite) or part of a schema name (PostgreSQL):
 * letters, digits, "-" and "_" only (no dot, no slash), so no name can reach outside the
 * snapshots folder or hide as a dot file.
 */
export const SNAPSHOT_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** What the server keeps in memory beside the rows when it saves: put back by a restore. */
export interface SavedAt {
  /** The sandbox time when it was saved (epoch ms). */
  savedAtMs: number;
  /** The sandbox clock's offset then: a restore puts it back with the data. */
  clockOffsetMs: number;
  /** The scenario the data had been loaded from (qa/loaded-scenario.ts), when known. */
  scenario?: string;
  /** The market's recorded QA steers (crash, flat, replay, ...), put back by a restore. */
  marketSteers?: SteerRecord;
}

/** What is kept beside each snapshot's rows. */
export interface SnapshotMeta extends SavedAt {
  name: string;
  sizeBytes: number;
}

/**
 * The SystemSetting rows under a key prefix that a restore leaves as they are: they describe
 * the API instances running now (the job lease, who is alive, the QA state they share), not the
 * sandbox, so the snapshot's copies of them (a lease held by whoever held it then, a fault set
 * since gone) must not come back.
 */
export interface KeptRows {
  read(db: PrismaClient | Tx): Promise<KeptRow[]>;
  putBack(tx: Tx, rows: KeptRow[]): Promise<void>;
}
export type KeptRow = Awaited<ReturnType<PrismaClient['systemSetting']['findMany']>>[number];

/** One way of storing snapshots: a file per snapshot (SQLite) or a schema (PostgreSQL). */
export interface SnapshotEngine {
  list(): Promise<SnapshotMeta[]>;
  get(name: string): Promise<SnapshotMeta | undefined>;
  /** Copies the committed state (one consistent state) under `name`, replacing one of that name. */
  save(name: string, at: SavedAt): Promise<SnapshotMeta>;
  /** The finished migrations the snapshot's database had, sorted; undefined when they cannot be read. */
  migrations(name: string): Promise<string[] | undefined>;
  /**
   * Puts the snapshot's rows in place of the database's, keeping `kept`; `whileReplaced` runs
   * while this process's writes wait (the clock goes back with the data).
   */
  restore(name: string, kept: KeptRows, whileReplaced: () => void): Promise<void>;
  remove(name: string): Promise<boolean>;
}

/** The finished migrations in a `_prisma_migrations` table (the app's own, or a snapshot's copy), sorted. */
export const migrationsQuery = (table = '"_prisma_migrations"') =>
  `SELECT "migration_name" AS name FROM ${table} WHERE "finished_at" IS NOT NULL ORDER BY "migration_name"`;
