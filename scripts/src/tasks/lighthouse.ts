/**
 * `npm run lighthouse`: Lighthouse 13's mobile preset (simulated slow 4G, 4x CPU slowdown) over
 * the five pages of issue 33, against the production build served by the real API with demo
 * data, as `npm start` serves it. A measurement, never a test: it prints the medians and exits 0.
 * The summary (every run, the medians, the audits that lost points) goes to
 * artifacts/lighthouse/summary.json (docs/client.md "Lighthouse").
 *
 *   npm run lighthouse                        # three runs of each page
 *   npm run lighthouse -- --runs 1 --pages home,market
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { startApi } from '../../../client/scripts/api-server.ts';
import { buildClientOnce } from '../../../client/scripts/build-once.ts';
import { AUDITED_PAGES, auditOnce, medianFigures, type AuditedPage, type PageRun, type RunFigures } from '../../../client/scripts/lighthouse.ts';
import { ensureChromium } from '../../../client/e2e/chromium.ts';
import { call, type QaTarget } from '../qa-cli/call.ts';

const root = path.join(import.meta.dirname, '..', '..', '..');
/** The demo user whose pages are measured signed in (the demo scenario's first user). */
const SIGNED_IN_EMAIL = 'alice@sandbox.test';

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

function selectedPages(): readonly AuditedPage[] {
  const names = option('pages')?.split(',');
  if (!names) return AUDITED_PAGES;
  const unknown = names.filter((n) => !AUDITED_PAGES.some((p) => p.name === n));
  if (unknown.length > 0) throw new Error(`lighthouse: no page ${unknown.join(', ')} (${AUDITED_PAGES.map((p) => p.name).join(', ')})`);
  return AUDITED_PAGES.filter((p) => names.includes(p.name));
}

/** A session token of the demo user, as the console's sign-in-as issues it (QA API). */
async function signIn(target: QaTarget): Promise<string> {
  const { list } = await call(target, qaRoutes['users.search'], { query: { q: SIGNED_IN_EMAIL } });
  const user = list.find((u) => u.email === SIGNED_IN_EMAIL);
  if (!user) throw new Error(`lighthouse: the demo data has no ${SIGNED_IN_EMAIL}`);
  const { code } = await call(target, qaRoutes['users.signIn'], { params: { id: user.id } });
  return (await call(target, qaRoutes['signIn.exchange'], { body: { code } })).token;
}

const ROW_HEADER = ['page', 'performance', 'accessibility', 'best practices', 'LCP', 'TBT', 'CLS', 'JS transferred'];

const row = (name: string, f: RunFigures) => [
  name,
  String(Math.round(f.performance)),
  String(Math.round(f.accessibility)),
  String(Math.round(f.bestPractices)),
  `${(f.lcpMs / 1000).toFixed(1)} s`,
  `${Math.round(f.tbtMs)} ms`,
  f.cls.toFixed(3),
  `${Math.round(f.jsKb)} KB in ${Math.round(f.jsRequests)}`,
];

/** A Markdown table, columns padded so it reads in a terminal and pastes into the docs. */
function markdownTable(rows: readonly string[][]): string {
  const widths = ROW_HEADER.map((_, c) => Math.max(...[ROW_HEADER, ...rows].map((r) => r[c]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join(' | ')} |`;
  return [line(ROW_HEADER), `|${widths.map((w, c) => (c === 0 ? `${'-'.repeat(w + 1)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...rows.map(line)].join('\n');
}

const runs = Number(option('runs') ?? 3);
const pages = selectedPages();
const chromiumPath = ensureChromium();
const distDir = path.join(root, 'node_modules', '.cache', 'lighthouse-client');
buildClientOnce(distDir, (line) => console.log(`[lighthouse] ${line}`));
const api = await startApi(distDir, 'lighthouse');
const results: { page: AuditedPage; url: string; median: RunFigures; runs: PageRun[] }[] = [];
try {
  const token = await signIn({ url: api.baseUrl, token: api.qaToken });
  console.log(`[lighthouse] ${pages.length} pages x ${runs} runs against ${api.baseUrl}, load ${loadavg()[0]!.toFixed(2)}`);
  for (const page of pages) {
    const url = `${api.baseUrl}/#${page.hash}`;
    const pageRuns: PageRun[] = [];
    for (let i = 0; i < runs; i++) {
      pageRuns.push(await auditOnce(chromiumPath, url, page.signedIn ? token : undefined));
      const { figures, benchmarkIndex } = pageRuns.at(-1)!;
      console.log(`[lighthouse] ${page.name} run ${i + 1}: performance ${figures.performance}, TBT ${Math.round(figures.tbtMs)} ms, benchmark index ${Math.round(benchmarkIndex)}`);
    }
    results.push({ page, url, median: medianFigures(pageRuns.map((r) => r.figures)), runs: pageRuns });
  }
} finally {
  await api.stop();
}

console.log(`\nLighthouse mobile preset, median of ${runs} run${runs === 1 ? '' : 's'} per page:\n`);
console.log(markdownTable(results.map((r) => row(`${r.page.name} (\`${r.page.hash}\`)`, r.median))));
const out = path.join(root, 'artifacts', 'lighthouse');
mkdirSync(out, { recursive: true });
// What each page lost most, from its median run by performance (whose whole report is kept
// beside the summary as <page>.json): where to look next.
const medianRuns = results.map((r) => [...r.runs].sort((a, b) => a.figures.performance - b.figures.performance)[Math.floor(r.runs.length / 2)]!);
results.forEach((r, i) => {
  const losses = medianRuns[i]!.losses.slice(0, 8);
  console.log(`\n${r.page.name}: ${losses.length === 0 ? 'no audit lost points' : 'audits that lost points (category, points of 100)'}`);
  for (const l of losses) console.log(`  ${l.category.padEnd(14)} ${l.points.toFixed(1).padStart(5)}  ${l.title}${l.displayValue ? ` (${l.displayValue})` : ''}`);
  writeFileSync(path.join(out, `${r.page.name}.json`), JSON.stringify(medianRuns[i]!.lhr));
});

const summary = results.map((r) => ({ ...r, runs: r.runs.map(({ lhr: _lhr, ...run }) => run) }));
writeFileSync(path.join(out, 'summary.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), runsPerPage: runs, load: loadavg(), pages: summary }, null, 2)}\n`);
console.log(`\n[lighthouse] summary: ${path.relative(root, path.join(out, 'summary.json'))}`);
