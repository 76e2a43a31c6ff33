import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PrismaClient } from '../generated/client.ts';
import { createPrismaClient } from './index.ts';
import { migrate } from './migrate.ts';

export interface TestDatabase {
  url: string;
  db: PrismaClient;
  /** Disconnects and deletes the database files. */
  cleanup(): Promise<void>;
}

const migrationsDir = path.join(import.meta.dirname, '..', 'migrations');

/**
 * The migrated empty database, built once per migration set and shared by
 * every test process: its name carries a hash of the migration SQL, so a new
 * migration makes a new template. Written under a temporary name and renamed,
 * so parallel test workers never see a half-built file.
 */
function templatePath(): string {
  const hash = createHash('sha256');
  for (const dir of readdirSync(migrationsDir).sort()) {
    const sql = path.join(migrationsDir, dir, 'migration.sql');
    if (existsSync(sql)) hash.update(dir).update(readFileSync(sql));
  }
  const file = path.join(os.tmpdir(), `sandbox-template-${hash.digest('hex').slice(0, 16)}.db`);
  if (!existsSync(file)) {
    const building = `${file}.${process.pid}.tmp`;
    migrate(`file:${building}`);
    renameSync(building, file);
  }
  return file;
}

/** A fresh, migrated, empty SQLite database in its own temporary folder. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-test-'));
  const file = path.join(dir, 'test.db');
  copyFileSync(templatePath(), file);
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
