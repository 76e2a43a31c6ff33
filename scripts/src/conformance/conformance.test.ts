import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase } from '@sandbox/prisma/test-db';
import { buildApp } from '@sandbox/server/app';
import { OffsetClock } from '@sandbox/server/clock';
import { loadConfig } from '@sandbox/server/config';
import { scenarioRegistry } from '../scenario-registry.ts';
import { runConformance } from './suite.ts';

const QA_TOKEN = 'conformance-test-token';
let app: Awaited<ReturnType<typeof buildApp>>;
let base: string;
let cleanup: () => Promise<void>;
let stub: Server;
let stubBase: string;

beforeAll(async () => {
  // The real app over a fresh database holding the demo (lists with several pages, a USDT deposit address),
  // listening on a free loopback port: the suite reaches it only through HTTP, as any server.
  const database = await createTestDatabase();
  // Uploads are files under DATA_DIR/uploads (the owner-only checks upload a proof).
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-conformance-'));
  await scenarioRegistry.load(database.db, 'demo');
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  app = await buildApp({
    config: { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, CLIENT_DIST: '/nonexistent', LOGIN_RATE_LIMIT: '100000' }), databaseUrl: database.url },
    db: database.db,
    clock: new OffsetClock(),
    keys: { publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), privateKey },
    qaToken: QA_TOKEN,
    scenarios: scenarioRegistry,
    logger: false,
  });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
  cleanup = async () => {
    await app.close();
    await database.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A deliberately wrong server: 200 and an empty JSON object to every request.
  stub = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubBase = `http://127.0.0.1:${(stub.address() as { port: number }).port}`;
}, 120_000);

afterAll(async () => {
  await cleanup?.();
  await new Promise((resolve) => stub?.close(resolve));
});

test('this server passes every check, the e-mail sign-up included (with the QA token)', async () => {
  const report = await runConformance({ base, qaToken: QA_TOKEN });
  const notPassed = report.results.filter((r) => r.status !== 'PASS').map((r) => `${r.status} ${r.name}: ${r.reason}`);
  expect(notPassed).toEqual([]);
  // Every area of the brief has its lines.
  const names = report.results.map((r) => r.name).join('\n');
  for (const area of ['envelope: GET', 'unknown route', '401:', 'encrypted POST accepted', 'tampered body', 'unencrypted JSON body', 'paging:', 'bad body (missing field', 'bad body (wrong type', 'bad body (negative amount)', 'owner-only:', 'sign-in again']) {
    expect(names).toContain(area);
  }
  expect(report.results.length).toBeGreaterThan(100);
}, 180_000);

test('without the QA token only the e-mail sign-up is skipped', async () => {
  const report = await runConformance({ base });
  expect(report.results.filter((r) => r.status !== 'PASS').map((r) => `${r.status} ${r.name}`)).toEqual(['SKIP sign-up by e-mail code (code from the QA inbox)']);
}, 180_000);

test('a server answering 200 {} to everything fails, and the task exits 1 with a JSON report', async () => {
  const report = await runConformance({ base: stubBase });
  expect(report.failed).toBe(true);
  const status = (prefix: string) => report.results.find((r) => r.name.startsWith(prefix))?.status;
  expect(status('server reachable')).toBe('PASS');
  expect(status('public key served')).toBe('FAIL');
  expect(status('envelope: GET /api/trade/appSymbol/list')).toBe('FAIL');
  expect(status('unknown route: GET')).toBe('FAIL');
  expect(status('401: GET')).toBe('FAIL');
  expect(status('sign-up: user A')).toBe('FAIL');
  // Without users the signed-in checks cannot run: they are skipped, never passed.
  expect(report.results.filter((r) => r.status === 'PASS').map((r) => r.name)).toEqual(['server reachable']);

  const root = path.join(import.meta.dirname, '..', '..', '..');
  // Asynchronously: the stub answers from this process, so a blocking spawn would starve it.
  const run = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
    execFile(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'scripts', 'src', 'tasks', 'conformance.ts'), '--base', stubBase, '--json'], { timeout: 120_000 }, (error, stdout) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout }),
    );
  });
  expect(run.code).toBe(1);
  const json = JSON.parse(run.stdout) as { passed: boolean; FAIL: number; checks: Array<{ status: string }> };
  expect(json.passed).toBe(false);
  expect(json.FAIL).toBe(json.checks.filter((c) => c.status === 'FAIL').length);
}, 180_000);

test('an address where nothing listens gives one FAIL, not a page of them', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as { port: number }).port;
  await new Promise((resolve) => closed.close(resolve));
  const report = await runConformance({ base: `http://127.0.0.1:${port}` });
  expect(report.results.map((r) => `${r.status} ${r.name}`)).toEqual(['FAIL server reachable']);
});

test('the suite uses nothing of the server: its files import only node:, @sandbox/shared and each other', () => {
  const dir = import.meta.dirname;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const imports = [...readFileSync(path.join(dir, file), 'utf8').matchAll(/^import [^;]*? from '([^']+)'/gms)].map((m) => m[1]!);
    for (const source of imports) expect(source, `${file} imports ${source}`).toMatch(/^(node:|@sandbox\/shared(\/|$)|\.\/)/);
  }
});
