// `npm test`: every test of the workspace in one vitest run (unit, API, component,
// end-to-end), then the slowest files and one plain summary line CI can read.
// `npm run test:quick` (`test --quick`): the same run without the browser project (e2e) and the
// PostgreSQL migration check, the inner loop. Other arguments go to vitest (paths, -t, --project).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { reportArgs, reportFile, slowestFiles, summaryLine } from '../vitest-report.ts';

const root = path.join(import.meta.dirname, '..', '..', '..');
const report = reportFile(root, 'vitest-report');

const quick = process.argv.includes('--quick');
const args = process.argv.slice(2).filter((a) => a !== '--quick');
const quickArgs = quick ? ['--project', 'shared', '--project', 'server', '--project', 'client', '--project', 'scripts', '--exclude', '**/pg-migrations.test.ts'] : [];

const r = spawnSync(path.join(root, 'node_modules', '.bin', 'vitest'), ['run', ...reportArgs(report), ...quickArgs, ...args], { cwd: root, stdio: 'inherit' });

for (const line of slowestFiles([report], root)) console.log(line);
const line = summaryLine([report]);
if (line) console.log(line);
process.exit(r.status ?? 1);
