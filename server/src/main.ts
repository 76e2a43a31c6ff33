import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createPrismaClient, migrate, type PrismaClient } from '@sandbox/prisma';
import { buildApp } from './app.ts';
import { OffsetClock } from './clock.ts';
import type { Config } from './config.ts';
import { loadOrCreateKeyPair } from './crypto/keys.ts';
import { secureDataDir } from './data-dir.ts';
import { openWalkCache } from './market/walk-cache.ts';
import { QA_BASE, QA_TOKEN_HEADER, qaPath, qaRoutes } from '@sandbox/shared/qa-routes';
import { isScenarioFile } from '@sandbox/shared/scenario-file';
import type { ScenarioRegistry } from './app-deps.ts';

/** The QA token is made once per data directory and reused, like the key pair. */
function loadOrCreateQaToken(dataDir: string): string {
  const file = path.join(dataDir, 'qa-token');
  if (existsSync(file)) {
    const token = readFileSync(file, 'utf8').trim();
    if (token) return token;
  }
  const token = randomBytes(24).toString('base64url');
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}

/** The seed file's text, checked: a file that does not fit stops the start with every problem. */
function readSeedFile(scenarios: ScenarioRegistry, file: string): { fileName: string; text: string } {
  const text = scenarios.fileText(file);
  const fileName = path.basename(file);
  const read = scenarios.readFile(text, fileName);
  if (!read.ok) throw new Error(`SEED_SCENARIO ${file} does not fit:\n${read.problems.map((p) => `  ${p}`).join('\n')}`);
  return { fileName, text };
}

/** A stop that takes longer is cut off (an exit within 10 s, with margin for the wrappers). */
export const SHUTDOWN_TIMEOUT_MS = 8_000;

export interface StartOptions {
  scenarios: ScenarioRegistry & { demoAccounts: readonly { account: string; password: string; note?: string }[] };
  /** Called after each step of the start with what was done (`npm start` prints them with their times). */
  onStep?: (done: string) => void;
}

/**
 * Opens the data directory (migrating it, and seeding a new database with the
 * configured scenario), builds the app and listens. Used by `npm start` and `npm run api`.
 */
export async function startServer(config: Config, { scenarios, onStep = () => {} }: StartOptions) {
  // Everything the server creates from here on (database and its -wal/-shm, keys, token, uploads) is owner-only.
  process.umask(0o077);
  secureDataDir(config.dataDir);
  const { db, seeded, seedFile } = await openDatabase(config, scenarios, onStep);
  // The market's walks from the last start over this data directory (walk-cache.ts).
  const walks = openWalkCache(config.dataDir);
  const app = await buildApp({
    config,
    db,
    clock: new OffsetClock(),
    keys: loadOrCreateKeyPair(config.dataDir),
    qaToken: loadOrCreateQaToken(config.dataDir),
    scenarios,
  });
  onStep('API built');
  if (seedFile) await loadSeedFile(app, config, seedFile, onStep);
  stopOnSignals(app, db);

  const address = await app.listen({ port: config.port, host: config.host });
  onStep('listening');
  const url = address.replace('[::1]', 'localhost').replace('127.0.0.1', 'localhost');
  console.log(banner(config, { url, seeded, servedCalls: app.servedEndpoints.length, demoAccounts: scenarios.demoAccounts }));
  // After the address is shown: a first start writes its walks (about 18 MB) for the next one.
  walks.save();
  return { app, db, url };
}

/**
 * The migrated database; a new one gets the configured scenario now, or, for a scenario file
 * (docs/scenarios.md), the file read and checked whole before anything starts, to be loaded
 * through the QA API once the app is ready (its positions open at the market's price).
 */
async function openDatabase(config: Config, scenarios: ScenarioRegistry, onStep: (done: string) => void) {
  onStep(migrate(config.databaseUrl) ? 'database migrated' : 'database up to date');
  const db = createPrismaClient(config.databaseUrl);
  const seeded = (await db.systemSetting.count()) > 0;
  const seedFile = !seeded && isScenarioFile(config.seedScenario) ? readSeedFile(scenarios, config.seedScenario) : undefined;
  if (!seeded && !seedFile) {
    await scenarios.load(db, config.seedScenario);
    onStep(`scenario "${config.seedScenario}" loaded`);
  }
  return { db, seeded, seedFile };
}

/** Loads the checked seed file through the QA API, the way the console loads one. */
async function loadSeedFile(app: FastifyInstance, config: Config, seedFile: { fileName: string; text: string }, onStep: (done: string) => void) {
  const loaded = await app.inject({
    method: 'POST',
    url: QA_BASE + qaPath(qaRoutes['scenario.file']),
    headers: { [QA_TOKEN_HEADER]: loadOrCreateQaToken(config.dataDir), 'content-type': 'application/json' },
    payload: JSON.stringify(seedFile),
  });
  const envelope = loaded.json() as { code: number; message: string; result?: { problems?: string[] } | null };
  // A file refused as it loads (a product or loan offer the catalogue lacks, a step a module refused) names each problem.
  const problems = (envelope.result?.problems ?? []).map((p) => `\n  ${p}`).join('');
  if (envelope.code !== 200) throw new Error(`loading ${config.seedScenario} failed: ${envelope.code} ${envelope.message}${problems}`);
  onStep(`scenario file ${seedFile.fileName} loaded`);
}

/**
 * Graceful stop: new requests get 503, in-flight ones finish, streams end, jobs and the
 * market stop (their onClose hooks), the database closes. A stuck close is cut off, logged.
 */
function stopOnSignals(app: FastifyInstance, db: PrismaClient) {
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error({ afterMs: SHUTDOWN_TIMEOUT_MS }, 'shutdown took too long; exiting anyway');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    try {
      await app.close();
      await db.$disconnect();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    app.log.info('stopped');
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void close(signal));
}

/** What the console shows once the server listens: where it is, the QA token, the demo accounts. */
function banner(config: Config, shown: { url: string; seeded: boolean; servedCalls: number; demoAccounts: StartOptions['scenarios']['demoAccounts'] }): string {
  const { url } = shown;
  const lines = [
    '',
    `  Trading sandbox is running at ${url}/`,
    `  API explorer:  ${url}/api/docs`,
    `  Data dir:      ${config.dataDir}${shown.seeded ? '' : ` (new database, loaded scenario "${config.seedScenario}")`}`,
    `  QA token:      ${loadOrCreateQaToken(config.dataDir)}   (header X-QA-Token on ${url}/__qa/...)`,
    config.qaRemote
      ? '  QA API:        OPEN to every address (QA_REMOTE=1): anyone with the token can mint money and wipe the database'
      : '  QA API:        local only (loopback callers; QA_REMOTE=1 opens it)',
    `  Served calls:  ${shown.servedCalls}`,
    '  Demo accounts:',
    ...shown.demoAccounts.map((a) => `    ${a.account.padEnd(28)} ${a.password}${a.note ? `   ${a.note}` : ''}`),
    '',
  ];
  return lines.join('\n');
}
