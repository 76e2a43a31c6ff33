// `npm run seed -- <scenario> [--yes]`: migrates the database at databaseUrl()
// (DATABASE_URL, else DATA_DIR/sandbox.db) and replaces its contents with a
// named scenario. Destructive, so it refuses without --yes when the database
// already has users (STYLE.md: destructive scripts need an explicit flag).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createPrismaClient, databaseUrl, migrate } from '@sandbox/prisma';
import { DEMO_ACCOUNTS, loadScenario, scenarios } from '../scenarios/index.ts';

const args = process.argv.slice(2);
const yes = args.includes('--yes');
const names = args.filter((a) => !a.startsWith('--'));
const name = names[0];

function usage(): void {
  console.error('usage: npm run seed -- <scenario> [--yes]\n\nscenarios:');
  for (const s of Object.values(scenarios)) console.error(`  ${s.name.padEnd(8)} ${s.description}`);
  console.error(
    '\n--yes  required when the database already has users (everything is deleted first)',
  );
}

if (!name || names.length > 1 || !Object.hasOwn(scenarios, name)) {
  if (name && names.length === 1) console.error(`unknown scenario "${name}"\n`);
  usage();
  process.exit(1);
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
    await loadScenario(db, name);
    const tables = await db.$queryRawUnsafe<{ name: string }[]>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_prisma_%' ORDER BY name",
    );
    console.log(
      `Loaded scenario "${name}" into ${url} in ${Math.round(performance.now() - started)} ms:`,
    );
    for (const { name: table } of tables) {
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
