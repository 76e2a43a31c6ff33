/**
 * The contract between `npm run bench` (scripts/src/tasks/bench.ts) and its
 * modules. A module measures one thing and returns rows; it may read the rows
 * of the modules that ran before it (to print ratios against a ceiling, for
 * instance). Benches print figures; they never assert.
 */
export interface BenchRow {
  /** Stable identifier other modules can look up, e.g. "rsa.openssl.sign". */
  id: string;
  /** Section heading the row is printed under. */
  group: string;
  label: string;
  /** null when the figure could not be measured (the note says why). */
  value: number | null;
  unit: string;
  note?: string;
}

export interface BenchContext {
  /** Rows of the modules that already ran, in order. */
  previous: readonly BenchRow[];
  /** How long each timed loop runs (`npm run bench -- --seconds N`, default 3). */
  seconds: number;
}

export interface BenchModule {
  /** What `npm run bench -- --only <name>` selects it by. */
  name: string;
  title: string;
  run(ctx: BenchContext): Promise<BenchRow[]>;
}

export function findRow(rows: readonly BenchRow[], id: string): BenchRow | undefined {
  return rows.find((row) => row.id === id);
}
