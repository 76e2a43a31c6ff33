/**
 * `npm run lighthouse`: Lighthouse 13's mobile preset (simulated slow 4G, 4x CPU slowdown) over
 * the five pages of issue 33, against the production build served by the real API with demo
 * data, as `npm start` serves it. A measurement, never a test: it prints the medians and exits 0.
 * The summary (every run, the medians, the audits that lost points) goes to
 * artifacts/lighthouse/summary.json (docs/client.md "Lighthouse"). `npm run bench` carries the
 * same medians in its closing table (scripts/src/bench/lighthouse.ts).
 *
 *   npm run lighthouse                        # three runs of each page
 *   npm run lighthouse -- --runs 1 --pages home,market
 *   npm run lighthouse -- --throttling devtools   # the link itself slowed, not simulated
 *   npm run lighthouse -- --compare /tmp/a,/tmp/b # two builds (vite build --outDir), run by run
 * With --compare no artifacts are written: a table per build.
 */
import { AUDITED_PAGES, auditPages, medianRun, writeArtifacts, type AuditedPage, type RunFigures, type Throttling } from '../lighthouse-pages.ts';

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
const throttling = option('throttling') ?? 'simulate';
if (throttling !== 'simulate' && throttling !== 'devtools') throw new Error(`lighthouse: --throttling is simulate or devtools, not ${throttling}`);
const builds = option('compare')?.split(',');
const resultsByBuild = await auditPages(selectedPages(), runs, (line) => console.log(`[lighthouse] ${line}`), { throttling: throttling as Throttling, builds });
const median = `median of ${runs} run${runs === 1 ? '' : 's'} per page${throttling === 'devtools' ? ', devtools throttling' : ''}`;

if (builds) {
  for (const [b, results] of resultsByBuild.entries()) {
    console.log(`\n${builds[b]}, ${median}:\n`);
    console.log(markdownTable(results.map((r) => row(`${r.page.name} (\`${r.page.hash}\`)`, r.median))));
  }
  process.exit(0);
}
const results = resultsByBuild[0]!;
console.log(`\nLighthouse mobile preset, ${median}:\n`);
console.log(markdownTable(results.map((r) => row(`${r.page.name} (\`${r.page.hash}\`)`, r.median))));
// What each page lost most, from its median run by performance: where to look next.
for (const result of results) {
  const losses = medianRun(result).losses.slice(0, 8);
  console.log(`\n${result.page.name}: ${losses.length === 0 ? 'no audit lost points' : 'audits that lost points (category, points of 100)'}`);
  for (const l of losses) console.log(`  ${l.category.padEnd(14)} ${l.points.toFixed(1).padStart(5)}  ${l.title}${l.displayValue ? ` (${l.displayValue})` : ''}`);
}
console.log(`\n[lighthouse] summary: ${writeArtifacts(results, runs)}`);
