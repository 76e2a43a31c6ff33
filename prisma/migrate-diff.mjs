#!/usr/bin/env node
// Prints the SQL that takes a database from one schema to another, for writing a migration:
//   node prisma/migrate-diff.mjs [--pg] [--from <old schema.prisma>] > migrations/<name>/migration.sql
// (without --from: from an empty database; --pg: the derived PostgreSQL schema, for migrations-pg,
// with DATABASE_URL naming a PostgreSQL database the CLI may connect to).
// Prisma 7's migrate commands need a native schema engine that cannot be downloaded here
// (TOOLCHAIN.md), so this runs Prisma 6.19's CLI (the `prisma-migrate` package) with its
// JavaScript engine through a driver adapter. That CLI wants two schema lines Prisma 7 refuses
// (the datasource url and `engineType = "client"`): they are added to temporary copies.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { derivePgSchema } from './generate.mjs';

const dir = dirname(fileURLToPath(import.meta.url));

/** A schema's text as Prisma 6.19's CLI reads it. */
export function legacySchema(text) {
  const generator = /(generator client \{[^}]*?)(\n\})/;
  const datasource = /(datasource db \{[^}]*?)(\n\})/;
  if (!generator.test(text) || !datasource.test(text)) throw new Error('prisma/migrate-diff.mjs: the schema has no `generator client` or `datasource db` block');
  return text.replace(generator, '$1\n  engineType = "client"$2').replace(datasource, '$1\n  url = env("DATABASE_URL")$2');
}

/** The SQL from `from` (a schema file, or an empty database) to `to` (a schema file), on SQLite or PostgreSQL (`pgUrl`: a database the CLI may connect to). */
export function migrationSql({ to = join(dir, 'schema.prisma'), from, pg = false, pgUrl = process.env.DATABASE_URL } = {}) {
  // Inside prisma/ so the config resolves this package's dependencies.
  const work = join(dir, 'node_modules', '.cache', `migrate-diff-${process.pid}`);
  mkdirSync(work, { recursive: true });
  try {
    const write = (name, file) => {
      const text = readFileSync(resolve(file), 'utf8');
      const out = join(work, name);
      writeFileSync(out, legacySchema(pg ? derivePgSchema(text) : text));
      return out;
    };
    const toFile = write('to.prisma', to);
    const fromFile = from ? write('from.prisma', from) : undefined;
    const url = pg ? pgUrl : `file:${join(work, 'diff.db')}`;
    if (!url) throw new Error('prisma/migrate-diff.mjs --pg: DATABASE_URL must name a PostgreSQL database');
    const adapter = pg
      ? { name: 'PrismaPg', from: '@prisma/adapter-pg', options: { connectionString: url } }
      : { name: 'PrismaBetterSqlite3', from: '@prisma/adapter-better-sqlite3', options: { url } };
    writeFileSync(
      join(work, 'prisma.config.mjs'),
      `import { defineConfig } from 'prisma-migrate/config';\nimport { ${adapter.name} } from '${adapter.from}';\n` +
        `export default defineConfig({ experimental: { adapter: true }, engine: 'js', schema: ${JSON.stringify(toFile)}, adapter: async () => new ${adapter.name}(${JSON.stringify(adapter.options)}) });\n`,
    );
    const args = ['migrate', 'diff', '--config', join(work, 'prisma.config.mjs'), ...(fromFile ? ['--from-schema-datamodel', fromFile] : ['--from-empty']), '--to-schema-datamodel', toFile, '--script'];
    const r = spawnSync(process.execPath, [join(dir, 'node_modules', 'prisma-migrate', 'build', 'index.js'), ...args], { cwd: work, encoding: 'utf8', env: { ...process.env, DATABASE_URL: url } });
    if (r.status !== 0) throw new Error(`prisma migrate diff failed: ${r.stderr || r.stdout}`);
    return r.stdout;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const argv = process.argv.slice(2);
  const at = argv.indexOf('--from');
  process.stdout.write(migrationSql({ pg: argv.includes('--pg'), from: at >= 0 ? argv[at + 1] : undefined }));
}
