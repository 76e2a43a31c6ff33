// `npm run test:pg`: the server's API test suite against PostgreSQL. Starts a throwaway
// PostgreSQL (scripts/src/postgres.ts: installed with apt-get when missing and root, never
// skipped), points the tests' databases at it (TEST_DATABASE_URL: each test gets a database of
// its own, copied from a migrated template or emptied after an earlier test of its worker,
// prisma/src/test-db.ts), runs every file of the
// server project that together run every SQL statement the suite runs (pg-selection.ts: chosen
// from the statements `npm test`'s last full run recorded, every file when there is no record)
// and the PostgreSQL migration check, then stops the server and prints the closing line
// `npm test` prints. Extra arguments go to vitest (then the check is left out).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { chooseFiles, fileSeconds, readStatementLogs, STATEMENT_LOG_DIR } from '../pg-selection.ts';
import { startPostgres } from '../postgres.ts';
import { failedTests, reportArgs, reportFile, slowestFiles, summaryLine } from '../vitest-report.ts';

const root = path.join(import.meta.dirname, '..', '..', '..');

/** The server test files to run: the given arguments, or the files that run every statement. */
function serverFiles(args: string[]): string[] {
  if (args.length > 0) return args;
  const logs = readStatementLogs(path.join(root, STATEMENT_LOG_DIR));
  if (!logs) {
    console.log(`[test:pg] no statement record in ${STATEMENT_LOG_DIR} (npm test writes one): every server test file`);
    return [];
  }
  const files = readdirSync(path.join(root, 'server', 'test'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => path.join('server', 'test', f))
    .sort();
  const selection = chooseFiles(files, logs, fileSeconds(path.join(root, 'artifacts', 'vitest-report.json'), root));
  console.log(
    `[test:pg] ${selection.chosen.length} of ${files.length} server test files run ${selection.covered} of the ${selection.statements} SQL statements the suite ran on SQLite`,
  );
  return selection.chosen.map((f) => path.join(root, f));
}

const args = process.argv.slice(2);
const files = serverFiles(args);
const pg = await startPostgres();
const stop = () => pg.stop();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => {
    stop();
    process.exit(1);
  });

let status = 1;
try {
  console.log(`[test:pg] PostgreSQL at ${pg.url}`);
  const started = Date.now();
  const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
  const env = { ...process.env, TEST_DATABASE_URL: pg.url };
  // The server's tests (paths relative to server/, e.g. test/ledger), then the check that
  // migrations-pg builds the schema that schema.prisma describes.
  const reports = [reportFile(root, 'vitest-report-pg'), reportFile(root, 'vitest-report-pg-migrations')];
  const r = spawnSync(
    vitest,
    ['run', '--config', path.join(import.meta.dirname, 'test-pg.vitest.config.ts'), ...reportArgs(reports[0]!), ...files],
    { cwd: path.join(root, 'server'), stdio: 'inherit', env },
  );
  const check =
    args.length > 0
      ? { status: 0 }
      : spawnSync(vitest, ['run', '--project', 'scripts', ...reportArgs(reports[1]!), 'scripts/src/pg-migrations.test.ts'], { cwd: root, stdio: 'inherit', env });
  // A run that died without a status (a signal) is a failure, never a pass.
  status = r.status !== 0 ? (r.status ?? 1) : (check.status ?? 1);
  console.log(`[test:pg] ${status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
  for (const line of slowestFiles(reports, root)) console.log(line);
  const line = summaryLine(reports);
  if (line) console.log(line);
  for (const failed of failedTests(reports, root)) console.log(failed);
} finally {
  stop();
}
process.exit(status);
