// Prisma 7's CLI generates the clients (generate.mjs); it never connects to a database here.
// Migrations are applied by migrate.ts and migrate-pg.mjs, and written with Prisma 6.19's CLI
// (migrate.config.ts, docs/databases.md): Prisma 7's migrate commands need a native schema
// engine that is not reachable offline (TOOLCHAIN.md).
import path from 'node:path';
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: path.join(import.meta.dirname, 'schema.prisma'),
  migrations: { path: path.join(import.meta.dirname, 'migrations') },
});
