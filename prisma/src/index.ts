import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaClient } from '../generated/client.ts';

export * from '../generated/client.ts';
export { databaseUrl } from './database-url.ts';
export { migrate } from './migrate.ts';

/** Opens the database through the better-sqlite3 driver adapter (no native Prisma engine). */
export function createPrismaClient(url: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaBetterSQLite3({ url }) });
}
