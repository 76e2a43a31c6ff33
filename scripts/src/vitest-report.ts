// The closing line of `npm test` and `npm run test:pg` ("Tests: N passed, N failed"), read from
// vitest's JSON report, which each run writes beside its usual output.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Where a run's report goes: artifacts/<name>.json, removed first so a stale one is never read. */
export function reportFile(root: string, name: string): string {
  const artifacts = path.join(root, 'artifacts');
  mkdirSync(artifacts, { recursive: true });
  const file = path.join(artifacts, `${name}.json`);
  rmSync(file, { force: true });
  return file;
}

/** vitest arguments: the default reporter on the terminal, the JSON report into `file`. */
export const reportArgs = (file: string): string[] => ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];

/** The counts of every report written, summed (a run that crashed before writing one adds none). */
export function summaryLine(files: string[]): string | undefined {
  const reports = files.filter((f) => existsSync(f)).map((f) => JSON.parse(readFileSync(f, 'utf8')) as Record<string, number>);
  if (reports.length === 0) return undefined;
  const sum = (key: string) => reports.reduce((n, r) => n + (r[key] ?? 0), 0);
  const skipped = sum('numPendingTests');
  return `Tests: ${sum('numPassedTests')} passed, ${sum('numFailedTests')} failed${skipped ? `, ${skipped} skipped` : ''}`;
}
