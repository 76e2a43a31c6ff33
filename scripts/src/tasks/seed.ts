// `npm run seed -- <scenario or file> [--yes]`: migrates the database at databaseUrl()
// (DATABASE_URL, else DATA_DIR/sandbox.db) and replaces its contents with a
// named scenario or a scenario file (YAML or JSON, docs/scenarios.md). Destructive, so it
// refuses without --yes when the database already has users (STYLE.md: destructive
// scripts need an explicit flag).
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { createPrismaClient, databaseUrl, migrate, tableNames, type PrismaClient } from '@sandbox/prisma';
import { buildApp } from '@sandbox/server/app';
import { OffsetClock } from '@sandbox/server/clock';
import { loadConfig } from '@sandbox/server/config';
import { QA_BASE, QA_TOKEN_HEADER, qaPath, qaRoutes } from '@sandbox/shared/qa-routes';
import { scenarioRegistry } from '../scenario-registry.ts';
import { DEMO_ACCOUNTS, loadScenario, needsServer, scenarios } from '../scenarios/index.ts';
import { isScenarioFile } from '@sandbox/shared/scenario-file';

const args = process.argv.slice(2);
const yes = args.includes('--yes');
const names = args.filter((a) => !a.startsWith('--'));
const name = names[0];

function usage(): void {
  console.error('usage: npm run seed -- <scenario or file.yaml|.json> [--yes]\n\nscenarios:');
  for (const s of Object.values(scenarios)) console.error(`  ${s.name.padEnd(24)} ${s.description}`);
  console.error(
    '\n--yes  required when the database already has users (everything is deleted first)',
  );
}

const fromFile = name !== undefined && isScenarioFile(name);
if (!name || names.length > 1 || (!fromFile && !Object.hasOwn(scenarios, name))) {
  if (name && names.length === 1) console.error(`unknown scenario "${name}"\n`);
  usage();
  process.exit(1);
}
if (fromFile && !existsSync(name)) {
  console.error(`no file ${name}`);
  process.exit(1);
}
// A file is read and checked whole before the database is touched: one that does not fit changes nothing.
const fileText = fromFile ? scenarioRegistry.fileText(name) : undefined;
if (fileText !== undefined) {
  const read = scenarioRegistry.readFile(fileText, path.basename(name));
  if (!read.ok) {
    console.error(`${name} was not loaded (${read.problems.length} problem(s)):`);
    for (const problem of read.problems) console.error(`  ${problem}`);
    process.exit(1);
  }
}

const url = databaseUrl();
const file = url.replace(/^file:/, '');
if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
migrate(url);
const db = createPrismaClient(url);
try {
  const users = await db.user.count();
  if (users > 0 && !yes) {
    console.error(
      `${url} holds ${users} user(s); loading "${name}" deletes all data first. Re-run with --yes to proceed.`,
    );
    process.exitCode = 1;
  } else {
    const started = performance.now();
    if (fileText !== undefined) await loadThroughApp(db, QA_BASE + qaPath(qaRoutes['scenario.file']), { fileName: path.basename(name), text: fileText });
    else if (needsServer(name)) await loadThroughApp(db, QA_BASE + qaPath(qaRoutes.scenario), { name });
    else await loadScenario(db, name);
    const tables = await tableNames(db);
    console.log(
      `Loaded scenario "${name}" into ${url} in ${Math.round(performance.now() - started)} ms:`,
    );
    for (const table of tables) {
      const [row] = await db.$queryRawUnsafe<{ n: bigint | number }[]>(
        `SELECT COUNT(*) AS n FROM "${table}"`,
      );
      if (row && Number(row.n) > 0) console.log(`  ${table.padEnd(24)} ${Number(row.n)}`);
    }
    if (name === 'demo') {
      console.log('Demo accounts:');
      for (const a of DEMO_ACCOUNTS)
        console.log(`  ${a.account.padEnd(8)} ${a.password.padEnd(12)} ${a.note}`);
    }
  }
} finally {
  await db.$disconnect();
}

/**
 * A scenario with steps through the running app (positions opened at the live price...):
 * the app is built in this process over the same database, without listening, and the
 * scenario is loaded through its QA route, exactly as `npm run qa -- scenario <name>` does
 * against a running server. Its clock starts at the real time (a running server's QA
 * offset lives in that server's memory).
 */
async function loadThroughApp(db: PrismaClient, route: string, body: object): Promise<void> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const qaToken = randomBytes(16).toString('hex');
  const app = await buildApp({
    config: { ...loadConfig({ ...process.env, LOG_LEVEL: 'warn', CLIENT_DIST: '/nonexistent' }), databaseUrl: url },
    db,
    clock: new OffsetClock(),
    keys: { publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), privateKey },
    qaToken,
    scenarios: scenarioRegistry,
  });
  try {
    const res = await app.inject({ method: 'POST', url: route, headers: { [QA_TOKEN_HEADER]: qaToken, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    const envelope = res.json() as { code: number; message: string; result?: { problems?: string[] } | null };
    // A file refused as it loads (a product or loan offer the catalogue lacks, a step a module refused) names each problem.
    const problems = (envelope.result?.problems ?? []).map((p) => `\n  ${p}`).join('');
    if (envelope.code !== 200) throw new Error(`loading "${name}" failed: ${envelope.code} ${envelope.message}${problems}`);
  } finally {
    await app.close();
  }
}
