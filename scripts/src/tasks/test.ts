// `npm test`: every test of the workspace, then the ten slowest files and one plain summary line
// CI can read. Two vitest runs, one after the other: every project but the end-to-end one, on two
// workers, then the end-to-end project (one file at a time: one server, one browser). Side by
// side they overload the two cores (docs/decisions.md, "The test loop").
// `npm run test:quick` (`test --quick`): the first run alone, without the PostgreSQL migration
// check: the inner loop. Other arguments go to both runs (paths, -t); a run whose projects have
// no file matching them passes with none.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { STATEMENT_LOG_DIR } from '../pg-selection.ts';
import { reportArgs, reportFile, slowestFiles, summaryLine } from '../vitest-report.ts';

const root = path.join(import.meta.dirname, '..', '..', '..');
const quick = process.argv.includes('--quick');
const args = process.argv.slice(2).filter((a) => a !== '--quick');

const UNIT = ['shared', 'server', 'server-mocked', 'client', 'scripts'];
const runs = [
  { name: 'vitest-report', projects: UNIT, extra: quick ? ['--exclude', '**/pg-migrations.test.ts'] : [] },
  ...(quick ? [] : [{ name: 'vitest-report-e2e', projects: ['e2e'], extra: [] }]),
];

// A run of every file leaves the SQL statements each server test file ran, for test:pg's choice
// of files (pg-selection.ts); a run of some files leaves the last full run's record alone.
const statementLog = path.join(root, STATEMENT_LOG_DIR);
const full = args.length === 0;
if (full) rmSync(statementLog, { recursive: true, force: true });

function vitest(run: (typeof runs)[number], report: string): Promise<number> {
  const projectArgs = run.projects.flatMap((p) => ['--project', p]);
  const child = spawn(path.join(root, 'node_modules', '.bin', 'vitest'), ['run', '--passWithNoTests', ...reportArgs(report), ...projectArgs, ...run.extra, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: full ? { ...process.env, SQL_STATEMENT_LOG: statementLog } : process.env,
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

const reports = runs.map((run) => reportFile(root, run.name));
const statuses: number[] = [];
for (const [i, run] of runs.entries()) statuses.push(await vitest(run, reports[i]!));

for (const line of slowestFiles(reports, root)) console.log(line);
const line = summaryLine(reports);
if (line) console.log(line);
process.exit(statuses.find((s) => s !== 0) ?? 0);
