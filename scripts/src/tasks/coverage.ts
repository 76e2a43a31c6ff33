// `npm run coverage`: line and branch coverage (vitest's v8 provider) of the server, shared and
// client sources under the quick loop's tests (unit, property, API and component tests on SQLite;
// the browser tests drive a built client in Chromium, outside v8's reach here), one line per
// package. The full report is in artifacts/coverage/ (coverage-summary.json, and lcov for editors).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..', '..', '..');
const out = path.join(root, 'artifacts', 'coverage');
const PACKAGES = ['server', 'shared', 'client'] as const;

const run = spawnSync(
  path.join(root, 'node_modules', '.bin', 'vitest'),
  [
    'run',
    ...['shared', 'server', 'server-mocked', 'client', 'scripts'].flatMap((p) => ['--project', p]),
    '--exclude',
    '**/pg-migrations.test.ts',
    '--coverage.enabled',
    '--coverage.provider=v8',
    ...PACKAGES.map((p) => `--coverage.include=${p}/src/**`),
    '--coverage.exclude=**/*.test.*',
    '--coverage.reporter=json-summary',
    '--coverage.reporter=lcov',
    `--coverage.reportsDirectory=${out}`,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);

interface Totals {
  total: number;
  covered: number;
}
type Summary = Record<string, { lines: Totals; branches: Totals }>;
const summary = JSON.parse(readFileSync(path.join(out, 'coverage-summary.json'), 'utf8')) as Summary;
const percent = (t: Totals) => (t.total === 0 ? '-' : `${((100 * t.covered) / t.total).toFixed(1)} %`);
console.log('\nCoverage (lines, branches):');
for (const pkg of PACKAGES) {
  const prefix = path.join(root, pkg, 'src') + path.sep;
  const files = Object.entries(summary).filter(([file]) => file.startsWith(prefix));
  const sum = (key: 'lines' | 'branches') => files.reduce((t, [, f]) => ({ total: t.total + f[key].total, covered: t.covered + f[key].covered }), { total: 0, covered: 0 });
  const lines = sum('lines');
  const branches = sum('branches');
  console.log(`  ${pkg.padEnd(7)} lines ${percent(lines).padStart(7)} (${lines.covered}/${lines.total}), branches ${percent(branches).padStart(7)} (${branches.covered}/${branches.total}), ${files.length} files`);
}
process.exit(run.status ?? 1);
