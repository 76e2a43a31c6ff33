/**
 * `npm run bench`: prints performance figures (never asserts). Each module in
 * scripts/src/bench measures one thing and returns rows; they run in this
 * order and later modules can read earlier rows (ratios against a ceiling).
 * Add new benches (end-to-end encrypted POSTs over HTTP, market data) as
 * further modules in the list below.
 *
 *   npm run bench                # 3 s per timed loop
 *   npm run bench -- --seconds 1 # quicker, noisier
 *   npm run bench -- --only jobs,market  # those modules alone (names below; ratios to a
 *                                        # ceiling another module measures print as missing)
 */
import { availableParallelism, loadavg } from 'node:os';
import { benchBodyDecrypt } from '../bench/body-decrypt.ts';
import { benchCommunity } from '../bench/community.ts';
import { benchDataPath } from '../bench/data-path.ts';
import { benchDataPathPg } from '../bench/data-path-pg.ts';
import { benchHttpPost } from '../bench/http-post.ts';
import { benchJobs } from '../bench/jobs.ts';
import { benchLighthouse } from '../bench/lighthouse.ts';
import { benchMachine } from '../bench/machine.ts';
import { benchMarketPrice } from '../bench/market-price.ts';
import { benchProdAccrual } from '../bench/prod-accrual.ts';
import { benchOpensslRsa } from '../bench/rsa-openssl.ts';
import { benchRiskTick } from '../bench/risk-tick.ts';
import { benchScenarioLoad } from '../bench/scenario-load.ts';
import { benchSqliteInstances } from '../bench/sqlite-instances.ts';
import { formatTable } from '../bench/table.ts';
import type { BenchModule, BenchRow } from '../bench/types.ts';

const modules: BenchModule[] = [
  { name: 'openssl', title: 'openssl speed rsa2048', run: benchOpensslRsa },
  { name: 'decrypt', title: 'decryptBody', run: benchBodyDecrypt },
  { name: 'http', title: 'encrypted POSTs over HTTP', run: benchHttpPost },
  { name: 'data', title: 'data path over HTTP (money POST, balance-log page)', run: benchDataPath },
  { name: 'data-pg', title: 'the same data path on PostgreSQL', run: benchDataPathPg },
  { name: 'instances', title: 'two instances on one SQLite file: the calls of one while the other writes', run: benchSqliteInstances },
  { name: 'risk', title: 'risk check of one market tick', run: benchRiskTick },
  { name: 'accrual', title: 'earn products: accrual of one day over 100,000 orders', run: benchProdAccrual },
  { name: 'market', title: 'market price over HTTP', run: benchMarketPrice },
  { name: 'community', title: 'red envelopes over 100,000 users, ranking of 10,000 entrants', run: benchCommunity },
  { name: 'console', title: 'sandbox console: demo scenario load and snapshot restore', run: benchScenarioLoad },
  { name: 'jobs', title: 'price and transfer p99 while the accrual, the VIP sweep and the ranking run', run: benchJobs },
  { name: 'lighthouse', title: 'Lighthouse mobile preset over the five pages of issue 33 (about 6 minutes)', run: benchLighthouse },
  { name: 'machine', title: 'this machine against the reference machine', run: benchMachine },
];

function secondsArg(argv: readonly string[]): number {
  const i = argv.indexOf('--seconds');
  const value = i >= 0 ? Number(argv[i + 1]) : 3;
  return Number.isFinite(value) && value > 0 ? value : 3;
}

/** `--only a,b`: the modules of those names, in the list's order; every module without it. */
function onlyArg(argv: readonly string[]): BenchModule[] {
  const i = argv.indexOf('--only');
  if (i < 0) return modules;
  const names = (argv[i + 1] ?? '').split(',');
  const unknown = names.filter((n) => !modules.some((m) => m.name === n));
  if (unknown.length > 0) throw new Error(`bench: no module ${unknown.join(', ')} (${modules.map((m) => m.name).join(', ')})`);
  return modules.filter((m) => names.includes(m.name));
}

const seconds = secondsArg(process.argv.slice(2));
const selected = onlyArg(process.argv.slice(2));
const rows: BenchRow[] = [];
// The load average tells the reader whether something else competed for the cores.
const load = loadavg()[0]!.toFixed(2);
console.log(
  `Benchmarks: Node ${process.version}, ${availableParallelism()} cores, load ${load}, ${seconds} s per timed loop`,
);
for (const module of selected) {
  process.stdout.write(`  running ${module.title}...\n`);
  rows.push(...(await module.run({ previous: rows, seconds })));
}
console.log(formatTable(rows));
