// `npm test`: every test of the workspace, then the ten slowest files, one plain summary line CI
// can read and the failed tests by name. One after the other, as the two cores allow
// (docs/testing.md, "The test loop"):
// 1. every project but the end-to-end one, on two workers (CPU-bound), recording the SQL each
//    server test file runs (pg-selection.ts);
// 2. the screen walk alone (CPU-bound: four browser pages at once);
// 3. the other end-to-end files, one at a time (one server, one browser: they wait on the
//    browser and the server more than they compute) and, beside them, the server's tests on
//    PostgreSQL (`npm run test:pg`: the files that run every statement of step 1, and the
//    migration check), whose output is kept in artifacts/test-pg.log and printed at the end.
// `npm run test:quick` (`test --quick`): step 1 alone, the inner loop. With paths or other vitest
// arguments: step 1 and one end-to-end run with them, no PostgreSQL (`npm run test:pg -- <path>`
// runs server files there); a run whose projects have no file matching them passes with none.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { STATEMENT_LOG_DIR } from '../pg-selection.ts';
import { failedTests, reportArgs, reportFile, slowestFiles, summaryLine } from '../vitest-report.ts';

const root = path.join(import.meta.dirname, '..', '..', '..');
const quick = process.argv.includes('--quick');
const args = process.argv.slice(2).filter((a) => a !== '--quick');
const full = args.length === 0 && !quick;

const UNIT = ['shared', 'server', 'server-mocked', 'client', 'scripts'];
// A filter for the walk's run; the other run excludes it by a glob (vitest resolves `--exclude` from the project's root).
const WALK = 'client/e2e/screen-walk.e2e.ts';
const PG_MIGRATIONS = '**/pg-migrations.test.ts';

interface Run {
  name: string;
  projects: string[];
  extra: string[];
}
const unit: Run = { name: 'vitest-report', projects: UNIT, extra: quick || full ? ['--exclude', PG_MIGRATIONS] : [] };
const walk: Run = { name: 'vitest-report-walk', projects: ['e2e'], extra: [WALK] };
const flows: Run = { name: 'vitest-report-e2e', projects: ['e2e'], extra: full ? ['--exclude', '**/screen-walk.e2e.ts'] : [] };

// A run of every file leaves the SQL statements each server test file ran, for test:pg's choice
// of files (pg-selection.ts); a run of some files leaves the last full run's record alone.
const statementLog = path.join(root, STATEMENT_LOG_DIR);
if (args.length === 0) rmSync(statementLog, { recursive: true, force: true });

function vitest(run: Run): { report: string; done: Promise<number> } {
  const report = reportFile(root, run.name);
  const projectArgs = run.projects.flatMap((p) => ['--project', p]);
  const child = spawn(path.join(root, 'node_modules', '.bin', 'vitest'), ['run', '--passWithNoTests', ...reportArgs(report), ...projectArgs, ...run.extra, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: args.length === 0 ? { ...process.env, SQL_STATEMENT_LOG: statementLog } : process.env,
  });
  return { report, done: new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1))) };
}

/** `npm run test:pg`'s task, its output into a file (it runs beside the browser tests, whose output is on the terminal). */
function testPg(log: string): Promise<number> {
  const out = createWriteStream(log);
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(import.meta.dirname, 'test-pg.ts')], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  return new Promise((resolve) => child.on('exit', (code) => out.end(() => resolve(code ?? 1))));
}

const reports: string[] = [];
const statuses: number[] = [];
const step = async (run: Run) => {
  const { report, done } = vitest(run);
  reports.push(report);
  statuses.push(await done);
};

await step(unit);
if (full) {
  await step(walk);
  const pgLog = path.join(root, 'artifacts', 'test-pg.log');
  console.log(`[test] the server's tests on PostgreSQL run beside the browser tests; their output: ${path.relative(root, pgLog)}`);
  // Its reports, removed first so a run that stops before writing them never counts an old one.
  const pgReports = ['vitest-report-pg', 'vitest-report-pg-migrations'].map((name) => reportFile(root, name));
  const pg = testPg(pgLog);
  await step(flows);
  statuses.push(await pg);
  console.log(`\n[test] ---- ${path.relative(root, pgLog)} ----\n${readFileSync(pgLog, 'utf8')}`);
  reports.push(...pgReports);
} else if (!quick) {
  await step(flows);
}

for (const line of slowestFiles(reports, root)) console.log(line);
const line = summaryLine(reports);
if (line) console.log(line);
for (const failed of failedTests(reports, root)) console.log(failed);
process.exit(statuses.find((s) => s !== 0) ?? 0);
