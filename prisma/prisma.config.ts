// Prisma 6.19 runs fully offline only with the JS engine and a driver adapter
// (TOOLCHAIN.md): no native schema or query engine is downloaded.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'prisma/config';
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import { databaseUrl, isPostgresUrl } from './src/database-url.ts';

// The schema's datasource reads DATABASE_URL; without it the CLI takes a path
// that tries to download a native engine, so always provide it.
process.env.DATABASE_URL = databaseUrl();
const url = process.env.DATABASE_URL;
const postgres = isPostgresUrl(url);
if (!postgres) {
  const file = url.replace(/^file:/, '');
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(import.meta.dirname, file)), { recursive: true });
}

// PostgreSQL: the schema derived from schema.prisma (generate.mjs) and its own migrations.
export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join(import.meta.dirname, postgres ? 'schema.pg.prisma' : 'schema.prisma'),
  migrations: { path: path.join(import.meta.dirname, postgres ? 'migrations-pg' : 'migrations') },
  adapter: async () => (postgres ? new PrismaPg({ connectionString: url }) : new PrismaBetterSQLite3({ url })),
});
