/**
 * The benchmark's server process: the real app over a fresh temporary
 * database, listening on a free loopback port. Started by http-post.ts pinned
 * to one core; prints one JSON line with the port and public key, then serves
 * until killed.
 */
import { generateKeyPairSync } from 'node:crypto';
import { resetDatabase } from '@sandbox/prisma';
import { createTestDatabase } from '@sandbox/prisma/test-db';
import { buildApp } from '@sandbox/server/app';
import { OffsetClock } from '@sandbox/server/clock';
import { loadConfig } from '@sandbox/server/config';
import { symbolRows } from '../scenarios/symbols.ts';

const database = await createTestDatabase();
// Market benches need the seeded symbols (the market loads them when the app is built).
if (process.env.BENCH_SYMBOLS === '1') await database.db.tradingSymbol.createMany({ data: symbolRows() });
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const app = await buildApp({
  config: {
    ...loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent', LOGIN_RATE_LIMIT: '100000000' }),
    databaseUrl: database.url,
  },
  db: database.db,
  clock: new OffsetClock(),
  keys: { publicKeyPem, privateKey },
  qaToken: 'bench',
  scenarios: { names: ['empty'], load: async (db) => resetDatabase(db) },
  logger: false,
});
// The bare route the encrypted POST is compared with: same app, same plugins, no work.
app.get('/bench/bare', async () => ({ ok: true }));
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(JSON.stringify({ url: address, publicKeyPem }));

const stop = async () => {
  await app.close();
  await database.cleanup();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
