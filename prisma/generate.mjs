#!/usr/bin/env node
// Generates both Prisma clients from the one schema with Prisma 7's CLI. A generated client is
// bound to one provider, so schema.prisma (sqlite) stays the source and schema.pg.prisma is
// derived from it with only the provider and the output folder changed (money is decimal
// TEXT and times are DateTime on both, so nothing else differs). Plain Node, no TypeScript:
// scripts/run.mjs runs it on a fresh clone before anything is installed beyond node_modules.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));

/** The PostgreSQL schema for a SQLite schema's text; throws when the text no longer has the lines it swaps. */
export function derivePgSchema(sqlite) {
  const provider = /(datasource db \{[^}]*provider\s*=\s*)"sqlite"/;
  const output = /(generator client \{[^}]*output\s*=\s*)"\.\/generated"/;
  if (!provider.test(sqlite) || !output.test(sqlite))
    throw new Error('prisma/generate.mjs: schema.prisma no longer has `provider = "sqlite"` in datasource db and `output = "./generated"` in generator client');
  const body = sqlite.replace(provider, '$1"postgresql"').replace(output, '$1"./generated-pg"');
  return `// DERIVED from schema.prisma by prisma/generate.mjs: never edit; edit schema.prisma.\n${body}`;
}

export function writePgSchema() {
  const file = join(dir, 'schema.pg.prisma');
  writeFileSync(file, derivePgSchema(readFileSync(join(dir, 'schema.prisma'), 'utf8')));
  return file;
}

function generate(schema) {
  // By its path: the `prisma-migrate` package (Prisma 6.19, for migrate-diff.mjs) has a `prisma` bin too.
  const r = spawnSync(process.execPath, [join(dir, 'node_modules', 'prisma', 'build', 'index.js'), 'generate', '--schema', schema], {
    cwd: dir,
    stdio: 'inherit',
    // Generation never runs the schema engine, but without this path the CLI tries to download
    // it (TOOLCHAIN.md): any executable file will do.
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.execPath },
  });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const pg = writePgSchema();
  // --schema-only: the derived schema alone (the PostgreSQL migration check reads it).
  if (process.argv.includes('--schema-only')) process.exit(0);
  const status = generate(join(dir, 'schema.prisma')) || generate(pg);
  process.exit(status);
}
