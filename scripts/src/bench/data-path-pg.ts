/**
 * The data path on PostgreSQL (issue 19), printed after the SQLite rows: the same measure
 * (data-path.ts: the money-moving encrypted POST, the balance-log page and its raw-driver
 * ceiling, here node-postgres) with the bench server's database on a throwaway PostgreSQL
 * (scripts/src/postgres.ts, as `npm run test:pg` starts it: fsync and synchronous_commit off,
 * which is about what SQLite's WAL with synchronous=NORMAL risks). PostgreSQL's own processes
 * are not pinned and share both cores with the server and the load generator, and their CPU
 * is not in the per-CPU-second figures (the API process's alone). Each rate is also given as
 * a share of SQLite's.
 */
import { findPostgresBin, startPostgres } from '../postgres.ts';
import { measureDataPath } from './data-path.ts';
import { benchTwoInstances } from './two-instances.ts';
import { findRow, type BenchContext, type BenchRow } from './types.ts';

const GROUP = 'Data path on PostgreSQL (throwaway server, unpinned), API pinned to one core, autocannon (20 connections) on the other';

export async function benchDataPathPg(ctx: BenchContext): Promise<BenchRow[]> {
  // Installing it is for root (apt-get); anyone else is told, and the other rows stand.
  if (!findPostgresBin() && process.getuid?.() !== 0)
    return [
      {
        id: 'data.pg',
        group: GROUP,
        label: 'PostgreSQL rows',
        value: null,
        unit: '',
        note: 'not measured: PostgreSQL is not installed (no initdb) and this run is not root to install it; install Debian\'s "postgresql" package and run again',
      },
    ];
  const pg = await startPostgres();
  try {
    const rows = await measureDataPath(ctx, { idPrefix: 'data.pg', group: GROUP, env: { TEST_DATABASE_URL: pg.url } });
    // Beside SQLite's figure of the same call, when that bench ran.
    const versus = (suffix: string, label: string): BenchRow[] => {
      const sqlite = findRow(ctx.previous, `data.${suffix}`)?.value;
      const here = findRow(rows, `data.pg.${suffix}`)?.value;
      if (!sqlite || !here) return [];
      return [{ id: `data.pg.${suffix}.vs-sqlite`, group: GROUP, label: `${label} on PostgreSQL / on SQLite`, value: Number((here / sqlite).toFixed(3)), unit: 'ratio' }];
    };
    const twoInstances = await benchTwoInstances(ctx, { group: GROUP, env: { TEST_DATABASE_URL: pg.url } });
    return [...rows, ...versus('transfer', 'transferContract req/s'), ...versus('balance-log', 'appBalanceLog/list req/s'), ...twoInstances];
  } finally {
    pg.stop();
  }
}
