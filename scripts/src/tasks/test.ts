// `npm test`: every test of the workspace in one vitest run (unit, API, component,
// end-to-end), then one plain summary line CI can read.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { reportArgs, reportFile, summaryLine } from '../vitest-report.ts';

const root = path.join(import.meta.dirname, '..', '..', '..');
const report = reportFile(root, 'vitest-report');

const r = spawnSync(path.join(root, 'node_modules', '.bin', 'vitest'), ['run', ...reportArgs(report), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });

const line = summaryLine([report]);
if (line) console.log(line);
process.exit(r.status ?? 1);
