import { generateKeyPairSync } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { createTestDatabase, type TestDatabase } from '@sandbox/prisma/test-db';
import { OffsetClock } from '../../src/clock.ts';
import { loadConfig } from '../../src/config.ts';
import { buildModules } from '../../src/modules/index.ts';
import { mergeHandlers, type ModuleDefinition } from '../../src/modules/define-module.ts';

/*
 * Every server module has the one shape (modules/define-module.ts) and is in the module list
 * (modules/index.ts), so a new module cannot drift into a second generation of wiring.
 */

const modulesDir = new URL('../../src/modules/', import.meta.url);
const folders = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const isDefinition = (value: unknown): value is ModuleDefinition<string, unknown, unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { create?: unknown }).create === 'function' && typeof (value as { handlers?: unknown }).handlers === 'function';

let database: TestDatabase;
let built: ReturnType<typeof buildModules>;
beforeAll(async () => {
  database = await createTestDatabase();
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', CLIENT_DIST: '/nonexistent' }), databaseUrl: database.url };
  built = buildModules({ db: database.db, clock: new OffsetClock(), keys: { publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), privateKey }, config });
});
afterAll(async () => {
  await database.cleanup();
});

test('each modules/<folder>/index.ts exports exactly one module definition, named as its folder', async () => {
  expect(folders.length).toBe(12);
  for (const folder of folders) {
    const face = (await import(`../../src/modules/${folder}/index.ts`)) as Record<string, unknown>;
    const definitions = Object.values(face).filter(isDefinition);
    expect(definitions.map((d) => d.name), folder).toEqual([folder]);
  }
});

test('the module list builds every module once, and app.ts gets the same shape from each', () => {
  expect(built.modules.map((m) => m.name).sort()).toEqual(folders);
  for (const m of built.modules) {
    expect(typeof m.handlers, m.name).toBe('object');
    expect(typeof m.jobs, m.name).toBe('function');
    if (m.qa) expect(m.qa.prefix, m.name).toMatch(/^\/[a-z]+$/);
  }
});

test('every contract call is answered by exactly one module (the price stream is a route of its own)', () => {
  const handlers = mergeHandlers(built.modules);
  const unanswered = Object.keys(contract).filter((id) => !(id in handlers));
  expect(unanswered).toEqual(['ext.marketStream']);
  expect(() => mergeHandlers([built.modules[0]!, { name: 'copy', handlers: built.modules[0]!.handlers }])).toThrow(/answered by both/);
});

test('job names are unique across modules, each runs in one of the three places', () => {
  const runtime = { onError: () => () => undefined, holding: () => false, others: async () => 0 };
  const jobs = built.modules.flatMap((m) => m.jobs(runtime));
  expect(new Set(jobs.map((j) => j.name)).size).toBe(jobs.length);
  expect(jobs.map((j) => `${j.runs}: ${j.name}`)).toEqual([
    'lease: trade jobs',
    'lease: risk index follower',
    'clock: product accrual job',
    'clock: vip jobs',
    'clock: competition job',
    'followers: competition rankings',
    'clock: loan job',
    'clock: ieo job',
    'lease: finance auto-approval',
  ]);
});

test('server tests sit in the folder of the code they test, none at the top of test/ (docs/testing.md, "Layout")', () => {
  const top = readdirSync(new URL('../', import.meta.url)).filter((name) => name.endsWith('.test.ts'));
  expect(top).toEqual([]);
});
