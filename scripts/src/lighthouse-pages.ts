/**
 * Lighthouse over the five pages of issue 33 (`npm run lighthouse`, and the bench's Lighthouse
 * rows): the production build, served by the real API over demo data as `npm start` serves it,
 * each page audited `runs` times in a fresh Chromium profile, signed in as the demo user where
 * the page needs a session. docs/client.md "Lighthouse" says what the figures are made of.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { qaSessionOf } from '@sandbox/shared/qa-routes';
import { startApi } from '../../client/scripts/api-server.ts';
import { buildClientOnce } from '../../client/scripts/build-once.ts';
import { AUDITED_PAGES, auditOnce, medianFigures, type AuditedPage, type PageRun, type RunFigures, type Throttling } from '../../client/scripts/lighthouse.ts';
import { ensureChromium } from '../../client/e2e/chromium.ts';
import { call, type QaTarget } from './qa-cli/call.ts';

export { AUDITED_PAGES, type AuditedPage, type RunFigures, type Throttling };

const root = path.join(import.meta.dirname, '..', '..');
/** The demo user whose pages are measured signed in (the demo scenario's first user). */
const SIGNED_IN_EMAIL = 'alice@sandbox.test';

/** One page's runs and the median of each figure across them. */
export interface PageResult {
  page: AuditedPage;
  url: string;
  median: RunFigures;
  runs: PageRun[];
}

/** A session token of the demo user, as the console's sign-in-as issues it (QA API). */
const signIn = (target: QaTarget) => qaSessionOf((route, ...args) => call(target, route, ...args), SIGNED_IN_EMAIL);

export interface AuditOptions {
  throttling?: Throttling;
  /**
   * Client builds to compare (folders a `vite build --outDir` wrote), instead of the current
   * sources' build: one API serves each, and each run audits every build in turn, so a change of
   * the machine's load falls on all alike. Results come in the order given.
   */
  builds?: readonly string[];
}

/**
 * Builds the client (unless current), or takes the builds given; starts the API over a new data
 * directory for each; audits `pages` `runs` times each. Returns one result list per build.
 */
export async function auditPages(pages: readonly AuditedPage[], runs: number, log: (line: string) => void, options: AuditOptions = {}): Promise<PageResult[][]> {
  const chromiumPath = ensureChromium();
  let builds = options.builds;
  if (!builds) {
    const distDir = path.join(root, 'node_modules', '.cache', 'lighthouse-client');
    buildClientOnce(distDir, log);
    builds = [distDir];
  }
  const apis: Awaited<ReturnType<typeof startApi>>[] = [];
  try {
    for (const [i, dist] of builds.entries()) apis.push(await startApi(path.resolve(dist), `lighthouse-${i}`));
    const tokens = await Promise.all(apis.map((api) => signIn({ url: api.baseUrl, token: api.qaToken })));
    log(`${pages.length} pages x ${runs} runs${builds.length > 1 ? ` x ${builds.length} builds` : ''} (${options.throttling ?? 'simulate'}), load ${loadavg()[0]!.toFixed(2)}`);
    const results = builds.map(() => [] as PageResult[]);
    for (const page of pages) {
      const pageRuns = builds.map(() => [] as PageRun[]);
      for (let i = 0; i < runs; i++) {
        for (const [b, api] of apis.entries()) {
          const run = await auditOnce(chromiumPath, `${api.baseUrl}/#${page.hash}`, page.signedIn ? tokens[b] : undefined, options.throttling);
          pageRuns[b]!.push(run);
          const build = builds.length > 1 ? ` (${builds[b]})` : '';
          log(`${page.name}${build} run ${i + 1}: performance ${run.figures.performance}, LCP ${Math.round(run.figures.lcpMs)} ms, TBT ${Math.round(run.figures.tbtMs)} ms, benchmark index ${Math.round(run.benchmarkIndex)}`);
        }
      }
      for (const [b, api] of apis.entries()) results[b]!.push({ page, url: `${api.baseUrl}/#${page.hash}`, median: medianFigures(pageRuns[b]!.map((r) => r.figures)), runs: pageRuns[b]! });
    }
    return results;
  } finally {
    await Promise.all(apis.map((api) => api.stop()));
  }
}

/** The run whose performance is the median of the page's runs: the report kept for reading. */
export const medianRun = (result: PageResult): PageRun =>
  [...result.runs].sort((a, b) => a.figures.performance - b.figures.performance)[Math.floor(result.runs.length / 2)]!;

/**
 * artifacts/lighthouse: each page's median run as `<page>.json` (open it in the Lighthouse
 * viewer) and `summary.json` with every run's figures. Returns the summary's path.
 */
export function writeArtifacts(results: readonly PageResult[], runs: number): string {
  const out = path.join(root, 'artifacts', 'lighthouse');
  mkdirSync(out, { recursive: true });
  for (const result of results) writeFileSync(path.join(out, `${result.page.name}.json`), JSON.stringify(medianRun(result).lhr));
  const summary = results.map((r) => ({ ...r, runs: r.runs.map(({ lhr: _lhr, ...run }) => run) }));
  const file = path.join(out, 'summary.json');
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), runsPerPage: runs, load: loadavg(), pages: summary }, null, 2)}\n`);
  return path.relative(root, file);
}
