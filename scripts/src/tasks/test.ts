// `npm test`: every test of the workspace in one vitest run (unit, API, component,
// end-to-end), then one plain summary line CI can read.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..', '..', '..');
const artifacts = path.join(root, 'artifacts');
mkdirSync(artifacts, { recursive: true });
const report = path.join(artifacts, 'vitest-report.json');
rmSync(report, { force: true });

const r = spawnSync(
  path.join(root, 'node_modules', '.bin', 'vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);

if (existsSync(report)) {
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(report, 'utf8')) as Record<string, number>;
  console.log(`Tests: ${numPassedTests} passed, ${numFailedTests} failed${numPendingTests ? `, ${numPendingTests} skipped` : ''}`);
}
process.exit(r.status ?? 1);
