/** The suite's results: one named line per check, PASS, FAIL or SKIP with its reason. */

export type Status = 'PASS' | 'FAIL' | 'SKIP';

export interface CheckResult {
  name: string;
  status: Status;
  reason: string;
  ms: number;
}

/** Thrown inside a check: the check FAILs with this reason. */
export class CheckFailed extends Error {}
/** Thrown inside a check: the check cannot run here (missing data, missing option); not a failure. */
export class CheckSkipped extends Error {}

/** Fails the running check unless `condition` holds. */
export function must(condition: unknown, reason: string): asserts condition {
  if (!condition) throw new CheckFailed(reason);
}

export function skip(reason: string): never {
  throw new CheckSkipped(reason);
}

export class Report {
  readonly results: CheckResult[] = [];

  constructor(private readonly onResult: (result: CheckResult) => void = () => {}) {}

  /**
   * Runs one check: it returns what it saw (the PASS reason) or throws. An unexpected
   * error (a refused connection, a non-JSON answer read as JSON) is a FAIL with its message.
   */
  async check(name: string, run: () => Promise<string>): Promise<boolean> {
    const started = performance.now();
    let status: Status;
    let reason: string;
    try {
      reason = await run();
      status = 'PASS';
    } catch (error) {
      status = error instanceof CheckSkipped ? 'SKIP' : 'FAIL';
      const cause = (error as Error).cause as Error | undefined;
      reason = (error as Error).message + (cause?.message ? ` (${cause.message})` : '');
    }
    const result = { name, status, reason, ms: Math.round(performance.now() - started) };
    this.results.push(result);
    this.onResult(result);
    return status === 'PASS';
  }

  counts(): Record<Status, number> {
    const counts = { PASS: 0, FAIL: 0, SKIP: 0 };
    for (const r of this.results) counts[r.status] += 1;
    return counts;
  }

  get failed(): boolean {
    return this.results.some((r) => r.status === 'FAIL');
  }
}

export function formatLine(r: CheckResult): string {
  return `${r.status.padEnd(4)}  ${r.name}${r.reason ? ` — ${r.reason}` : ''}`;
}

export function formatSummary(report: Report, base: string): string {
  const c = report.counts();
  return `${base}: ${c.PASS} passed, ${c.FAIL} failed, ${c.SKIP} skipped (${report.results.length} checks)`;
}
