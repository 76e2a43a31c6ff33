// Which server test files `npm run test:pg` runs on PostgreSQL. Every file runs on SQLite in
// `npm test`; on PostgreSQL what must run is every SQL statement (docs/testing.md, "The file
// choice"). `npm test`'s full run leaves, per server test file, the statements it ran on SQLite
// (server/test/setup/statement-log.ts). This picks, greedily by new statements per second of the
// file's run, files until every statement recorded is run by one of them, after the files that
// test what differs between the databases beyond a statement's text. A statement's SQLite text
// stands for its PostgreSQL form: both come from the same Prisma call or the same line of SQL.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where `npm test` leaves the statement logs, relative to the workspace root. */
export const STATEMENT_LOG_DIR = 'artifacts/sql-statements';

export interface FileStatements {
  /** The test file, relative to the workspace root (server/test/...). */
  file: string;
  statements: string[];
}

/**
 * Files that always run on PostgreSQL whatever their statements, with the reason: they test
 * what differs between the databases beyond a statement's text.
 */
export const ALWAYS_ON_POSTGRES: Array<{ pattern: RegExp; reason: string }> = [
  { pattern: /concurrency/, reason: 'transactions under contention: row locks and isolation differ between the databases' },
  { pattern: /instances/, reason: 'several API processes on one database: leases and shared QA state' },
  { pattern: /\/db\//, reason: "the database layer's own tests" },
  { pattern: /qa-snapshots/, reason: 'snapshots are saved and restored another way on PostgreSQL' },
];

/** Files whose servers run over DATA_DIR's SQLite file whatever TEST_DATABASE_URL says: on PostgreSQL they would run the same test again. */
export const SQLITE_ONLY: Array<{ pattern: RegExp; reason: string }> = [
  { pattern: /crash\.test/, reason: 'kill -9 of a server process started over its own data folder' },
  { pattern: /shutdown\.test/, reason: 'signals to a server process started over its own data folder' },
];

export interface Selection {
  /** The files to run, in the order given. */
  chosen: string[];
  /** Distinct statements recorded, and how many of them the chosen files run. */
  statements: number;
  covered: number;
}

/**
 * Always-run files first, then files without a record (not run in the last full run: nothing is
 * known of them), then greedy cover. `seconds` is each file's duration on SQLite (1 s when unknown).
 */
export function chooseFiles(files: string[], logs: FileStatements[], seconds: Map<string, number>): Selection {
  const byFile = new Map(logs.map((l) => [l.file, l.statements]));
  const all = new Set(logs.filter((l) => files.includes(l.file) && !SQLITE_ONLY.some((a) => a.pattern.test(l.file))).flatMap((l) => l.statements));
  const covered = new Set<string>();
  const chosen: string[] = [];
  const take = (file: string) => {
    chosen.push(file);
    for (const s of byFile.get(file) ?? []) covered.add(s);
  };
  const candidates = files.filter((f) => !SQLITE_ONLY.some((a) => a.pattern.test(f)));
  for (const file of candidates) if (ALWAYS_ON_POSTGRES.some((a) => a.pattern.test(file)) || !byFile.has(file)) take(file);
  let rest = candidates.filter((f) => !chosen.includes(f));
  for (;;) {
    let best: { file: string; score: number } | undefined;
    for (const file of rest) {
      const fresh = byFile.get(file)!.filter((s) => !covered.has(s)).length;
      const score = fresh / Math.max(seconds.get(file) ?? 1, 0.1);
      if (fresh > 0 && (!best || score > best.score)) best = { file, score };
    }
    if (!best) break;
    take(best.file);
    rest = rest.filter((f) => f !== best.file);
  }
  // Greedy picks can be made redundant by later ones (a long file taken early for its many
  // statements, each of which later files also run): drop those, the slowest first.
  const forced = new Set(chosen.filter((f) => ALWAYS_ON_POSTGRES.some((a) => a.pattern.test(f)) || !byFile.has(f)));
  const bySlowest = chosen.filter((f) => !forced.has(f)).sort((a, b) => (seconds.get(b) ?? 1) - (seconds.get(a) ?? 1));
  for (const file of bySlowest) {
    const others = new Set(chosen.filter((f) => f !== file).flatMap((f) => byFile.get(f) ?? []));
    if (byFile.get(file)!.every((s) => others.has(s))) chosen.splice(chosen.indexOf(file), 1);
  }
  return { chosen, statements: all.size, covered: [...all].filter((s) => covered.has(s)).length };
}

/** The statement logs `npm test` left in `dir`, or undefined when there are none. */
export function readStatementLogs(dir: string): FileStatements[] | undefined {
  if (!existsSync(dir)) return undefined;
  const logs = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as FileStatements);
  return logs.length > 0 ? logs : undefined;
}

/** Each test file's seconds in a vitest JSON report, by path relative to `root`. */
export function fileSeconds(report: string, root: string): Map<string, number> {
  if (!existsSync(report)) return new Map();
  const json = JSON.parse(readFileSync(report, 'utf8')) as { testResults?: Array<{ name: string; startTime?: number; endTime?: number }> };
  return new Map(
    (json.testResults ?? []).filter((t) => t.startTime !== undefined && t.endTime !== undefined).map((t) => [path.relative(root, t.name), (t.endTime! - t.startTime!) / 1000]),
  );
}
