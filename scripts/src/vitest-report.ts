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

interface Report {
  [count: string]: unknown;
  testResults?: Array<{
    name: string;
    startTime?: number;
    endTime?: number;
    status?: string;
    message?: string;
    assertionResults?: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
  }>;
}

const readReports = (files: string[]): Report[] => files.filter((f) => existsSync(f)).map((f) => JSON.parse(readFileSync(f, 'utf8')) as Report);

/**
 * The `count` slowest test files of the reports, slowest first, as lines of seconds and the path
 * relative to `root`: where to look when the run grows slower.
 */
export function slowestFiles(files: string[], root: string, count = 10): string[] {
  const timed = readReports(files)
    .flatMap((r) => r.testResults ?? [])
    .filter((t) => t.startTime !== undefined && t.endTime !== undefined)
    .map((t) => ({ seconds: (t.endTime! - t.startTime!) / 1000, file: path.relative(root, t.name) }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
  if (timed.length === 0) return [];
  return [`Slowest ${timed.length} test files:`, ...timed.map((t) => `  ${t.seconds.toFixed(1).padStart(6)} s  ${t.file}`)];
}

/** The counts of every report written, summed (a run that crashed before writing one adds none). */
export function summaryLine(files: string[]): string | undefined {
  const reports = readReports(files) as Array<Record<string, number>>;
  if (reports.length === 0) return undefined;
  const sum = (key: string) => reports.reduce((n, r) => n + (r[key] ?? 0), 0);
  const skipped = sum('numPendingTests');
  return `Tests: ${sum('numPassedTests')} passed, ${sum('numFailedTests')} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

const firstLine = (text: string | undefined): string => (text ?? '').split('\n').find((l) => l.trim() !== '')?.trim().slice(0, 300) ?? '';

/**
 * Every failed test of the reports as "path > name: the error's first line", and a file that
 * failed outside its tests (an import, a hook) with its message: printed last, so the tail of a
 * CI log names what failed.
 */
export function failedTests(files: string[], root: string): string[] {
  const lines = readReports(files).flatMap((r) =>
    (r.testResults ?? []).flatMap((file) => {
      const where = path.relative(root, file.name);
      const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
      if (failed.length === 0) return file.status === 'failed' ? [`  ${where}: ${firstLine(file.message)}`] : [];
      return failed.map((a) => `  ${where} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    }),
  );
  return lines.length === 0 ? [] : ['Failed tests:', ...lines];
}
